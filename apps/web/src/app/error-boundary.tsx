import type { I18n } from '@lingui/core';
import { localePrefix } from '@eauction/shared';
import { useLingui } from '@lingui/react';
import { useLocale } from '../lib/i18n';
import { Button, Code, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * The text shown under the heading: status text for an HTTP-like error, the message otherwise
 * (docs/product.md, "Error screens").
 */
export function describeRouteError(error: unknown, _: I18n['_']): string {
  if (isRouteErrorResponse(error)) {
    return [error.status, error.statusText].filter(Boolean).join(' ') || _('error.requestFailed');
  }
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string' && error) return error;
  return _('error.unknown');
}

/**
 * The generic fallback for anything a screen did not handle. It replaces the whole layout, so it brings its
 * own main landmark; the links are plain anchors so a stale build or broken state is left behind by a full
 * page load.
 */
export function RootErrorBoundary() {
  const { _ } = useLingui();
  const locale = useLocale();
  const error = useRouteError();
  return (
    <main id="main-content">
      <title>{_('meta.title', { title: _('error.title') })}</title>
      <Container size="sm" py={64}>
        <Paper withBorder radius="md" p="xl">
          <Stack gap="md">
            <Title order={1} c="red.9" size="h2">
              {_('error.title')}
            </Title>
            <Code block c="gray.9" fz="md">
              {describeRouteError(error, _)}
            </Code>
            <Text>{_('error.advice')}</Text>
            <Group>
              <Button component="a" href={typeof window === 'undefined' ? '/' : window.location.href}>
                {_('error.reload')}
              </Button>
              <Button component="a" href={localePrefix(locale) || '/'} variant="default">
                {_('error.returnHome')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Container>
    </main>
  );
}
