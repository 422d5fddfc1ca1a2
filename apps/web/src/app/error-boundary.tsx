import { Button, Code, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * The text shown under the heading: status text for an HTTP-like error, the message otherwise
 * (docs/product.md, "Error screens").
 */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return [error.status, error.statusText].filter(Boolean).join(' ') || 'Request failed';
  }
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string' && error) return error;
  return 'Unknown error';
}

/**
 * The generic fallback for anything a screen did not handle. It replaces the whole layout, so it brings its
 * own main landmark; the links are plain anchors so a stale build or broken state is left behind by a full
 * page load.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  return (
    <main id="main-content">
      <title>Unexpected Application Error! | e-Nilami</title>
      <Container size="sm" py={64}>
        <Paper withBorder radius="md" p="xl">
          <Stack gap="md">
            <Title order={1} c="red.9" size="h2">
              Unexpected Application Error!
            </Title>
            <Code block c="gray.9" fz="md">
              {describeRouteError(error)}
            </Code>
            <Text>
              Please reload the page. If the problem continues, return to the home page and try again.
            </Text>
            <Group>
              <Button component="a" href={typeof window === 'undefined' ? '/' : window.location.href}>
                Reload page
              </Button>
              <Button component="a" href="/" variant="default">
                Return to Home
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Container>
    </main>
  );
}
