import { useLingui } from '@lingui/react';
import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageMeta } from '../components/page-meta';

export function UnauthorizedPage() {
  const { _ } = useLingui();
  return (
    <>
      <PageMeta
        title={_('unauthorized.title')}
        description={_('unauthorized.description')}
        path="/unauthorized"
        noIndex
      />
      <Container size="sm" py={64}>
        <Paper withBorder radius="md" p="xl">
          <Stack gap="md" align="center" ta="center">
            <ThemeIcon size={56} radius="xl" color="red.9" aria-hidden="true">
              <IconLock size={30} />
            </ThemeIcon>
            <Title order={1} c="navy.7">
              {_('unauthorized.title')}
            </Title>
            <Text>{_('unauthorized.explanation')}</Text>
            <Button component={Link} to="/">
              {_('unauthorized.returnHome')}
            </Button>
          </Stack>
        </Paper>
      </Container>
    </>
  );
}
