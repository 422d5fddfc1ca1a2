import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { PageMeta } from '../components/page-meta';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Page not found"
        description="The page you asked for does not exist on e-Nilami."
        path={pathname}
        noIndex
      />
      <Container size="sm" py={64}>
        <Stack gap="md" align="flex-start">
          <Text fw={700} c="saffron.9" fz="lg">
            Error 404
          </Text>
          <Title order={1} c="navy.7">
            Page not found
          </Title>
          <Text>
            There is no page at <strong>{pathname}</strong>. It may have been moved, or the address may be
            mistyped. You can find current auctions on the home page.
          </Text>
          <Button component={Link} to="/">
            Go to the home page
          </Button>
        </Stack>
      </Container>
    </>
  );
}
