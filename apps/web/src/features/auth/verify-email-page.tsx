import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@eauction/shared';
import { serverMessage } from '../../components/form/server-message';
import { PageMeta } from '../../components/page-meta';
import { useVerifyEmail } from './api/verify-email';
import { AuthCard } from './auth-card';

/**
 * Email verification (docs/product.md, "Email verification"): 'Verifying your email...', then 'Email
 * Verified!' with the server's message (in the page's language), or 'Verification Failed' with the error.
 */
export function VerifyEmailPage() {
  const { _ } = useLingui();
  const { token = '' } = useParams();
  const { mutate, status, data, error } = useVerifyEmail();
  // The token works once. React's StrictMode runs effects twice in development and a remount could run
  // this again: the ref keeps it to one call per token for the life of the page.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  const isVerifying = status === 'idle' || status === 'pending';

  return (
    <>
      <PageMeta
        title={_('auth.verify.title')}
        description={_('auth.verify.metaDescription')}
        // The token stays out of the canonical URL: it is a secret for one person.
        path="/verify-email"
        noIndex
      />
      <AuthCard title={_('auth.verify.title')}>
        {isVerifying ? (
          <Stack align="center" gap="sm" role="status" aria-live="polite">
            <Loader aria-hidden="true" />
            <Text fw={600}>{_('auth.verify.verifying')}</Text>
          </Stack>
        ) : status === 'success' ? (
          <Stack align="center" gap="sm" role="status">
            <IconCircleCheck size={48} color="var(--mantine-color-green-7)" aria-hidden="true" />
            <Title order={2} size="h3" c="green.8">
              {_('auth.verify.verified')}
            </Title>
            {/* The server's message is English; the page says it in its own language. */}
            <Text ta="center">{_(AUTH_MESSAGES.emailVerified)}</Text>
            <Button component={Link} to="/login" state={{ email: data?.email }} mt="xs">
              {_('auth.verify.proceedToLogin')}
            </Button>
          </Stack>
        ) : (
          <Stack align="center" gap="sm" role="alert">
            <IconCircleX size={48} color="var(--mantine-color-red-8)" aria-hidden="true" />
            <Title order={2} size="h3" c="red.9">
              {_('auth.verify.failed')}
            </Title>
            <Text ta="center">{serverMessage(error, _(ACCOUNT_MESSAGES.verificationFailed))}</Text>
            <Button component={Link} to="/register" variant="outline" mt="xs">
              {_('auth.verify.backToRegistration')}
            </Button>
          </Stack>
        )}
      </AuthCard>
    </>
  );
}
