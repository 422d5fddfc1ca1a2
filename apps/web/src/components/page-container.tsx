import type { ReactNode } from 'react';
import { Container, Stack, Text, Title, type MantineSize } from '@mantine/core';

type PageContainerProps = {
  /** The page's only h1. */
  title: ReactNode;
  /** One or two sentences under the heading. */
  lead?: ReactNode;
  size?: MantineSize | number;
  children?: ReactNode;
};

/** The frame of a content page: one h1, an optional lead paragraph, then the page's body. */
export function PageContainer({ title, lead, size = 'lg', children }: PageContainerProps) {
  return (
    <Container size={size} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} c="navy.7">
            {title}
          </Title>
          {lead ? (
            <Text size="lg" c="dimmed">
              {lead}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
