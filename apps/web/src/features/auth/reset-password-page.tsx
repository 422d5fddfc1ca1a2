import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Anchor, Button, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  RESET_REDIRECT_MS,
  ResetPasswordFormSchema,
  ResetPasswordSchema,
} from '@eauction/shared';
import { FormAlert } from '../../components/form/form-alert';
import { schemaErrors } from '../../components/form/schema-errors';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { PageMeta } from '../../components/page-meta';
import { ApiClientError } from '../../lib/api-client';
import { textOf } from '../../lib/translate';
import { useResetPassword } from './api/reset-password';
import { useResetTokenValidity } from './api/verify-reset-token';
import { AuthCard } from './auth-card';

type Values = { newPassword: string; confirmPassword: string };
const EMPTY: Values = { newPassword: '', confirmPassword: '' };
const validate = (values: Values) => schemaErrors(ResetPasswordFormSchema, values);

/** `linkRefused`: the link is unusable, so the outcome offers a new one. */
type Outcome = { tone: 'success' | 'error'; message: string; linkRefused?: boolean };

/** The server's answer means the link itself is unusable (expired, used, unknown), not the password. */
function isLinkRefused(error: unknown): boolean {
  if (!(error instanceof ApiClientError)) return false;
  if (error.fields?.token) return true;
  // The error's message is in the page's language (lib/api-client.ts).
  return (
    error.message === textOf(ACCOUNT_MESSAGES.resetLinkInvalid) ||
    error.message === textOf(ACCOUNT_MESSAGES.resetLinkInvalidForm) ||
    /TOKEN/i.test(error.code)
  );
}

function failureOutcome(error: unknown): Outcome {
  if (isLinkRefused(error)) {
    return { tone: 'error', message: textOf(ACCOUNT_MESSAGES.resetLinkInvalid), linkRefused: true };
  }
  if (error instanceof ApiClientError && error.status === 429) {
    return { tone: 'error', message: error.message };
  }
  return { tone: 'error', message: textOf(ACCOUNT_MESSAGES.forgotOrResetFailed) };
}

/**
 * Reset password (docs/product.md, "Reset password"): the link is checked on load; an unusable link hides the
 * form. A new password sends the visitor to the login page 3 seconds later.
 */
export function ResetPasswordPage() {
  const { _ } = useLingui();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const validity = useResetTokenValidity(token);
  const reset = useResetPassword();
  const form = useSchemaForm<Values>({ initialValues: EMPTY, validate });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const isDone = reset.isSuccess;

  useEffect(() => {
    if (!isDone) return;
    const id = window.setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(id);
  }, [isDone, navigate]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending || isDone) return;
    setOutcome(null);
    const found = form.validateAll();
    if (Object.keys(found).length > 0) {
      form.focusFirstError(found);
      return;
    }
    const parsed = ResetPasswordSchema.safeParse({ token, newPassword: form.values.newPassword });
    if (!parsed.success) {
      setOutcome({ tone: 'error', message: _(ACCOUNT_MESSAGES.resetLinkInvalid), linkRefused: true });
      return;
    }
    reset.mutate(parsed.data, {
      onSuccess: () => {
        form.reset();
        // The server's answer is English; the page says it in its own language.
        setOutcome({ tone: 'success', message: _(AUTH_MESSAGES.passwordReset) });
      },
      onError: (error) => {
        if (error instanceof ApiClientError && error.fields?.newPassword) {
          form.setErrors({ newPassword: error.fields.newPassword });
        }
        setOutcome(failureOutcome(error));
      },
      onSettled: () => requestAnimationFrame(() => alertRef.current?.focus()),
    });
  };

  let body;
  if (!token) {
    body = <FormAlert tone="error">{_(ACCOUNT_MESSAGES.noResetToken)}</FormAlert>;
  } else if (validity.isPending) {
    body = (
      <Stack align="center" gap="xs" role="status" aria-live="polite">
        <Loader aria-hidden="true" />
        <Text>{_('auth.reset.checking')}</Text>
      </Stack>
    );
  } else if (validity.isError || validity.data === false) {
    const isInvalid = validity.data === false || isLinkRefused(validity.error);
    body = (
      <Stack gap="md" align="center">
        <FormAlert tone="error">
          {_(isInvalid ? ACCOUNT_MESSAGES.resetLinkInvalidForm : ACCOUNT_MESSAGES.forgotOrResetFailed)}
        </FormAlert>
        <Button component={Link} to="/forgot-password">
          {_('auth.reset.requestNewLink')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label={_('auth.reset.formLabel')}>
        <Stack gap="md">
          {outcome ? (
            <FormAlert ref={alertRef} tone={outcome.tone}>
              {outcome.message}
              {outcome.tone === 'success' ? ` ${_('auth.reset.redirecting')}` : null}
            </FormAlert>
          ) : null}
          {outcome?.linkRefused ? (
            <Anchor component={Link} to="/forgot-password" underline="always" ta="center">
              {_('auth.reset.requestNewLink')}
            </Anchor>
          ) : null}
          {isDone ? (
            <Button component={Link} to="/login" replace>
              {_('auth.common.goToLogin')}
            </Button>
          ) : (
            <>
              <PasswordInput
                label={_('auth.reset.newPassword')}
                description={_('auth.reset.newPasswordHint')}
                autoComplete="new-password"
                required
                {...form.inputProps('newPassword')}
              />
              <PasswordInput
                label={_('auth.reset.confirmNewPassword')}
                autoComplete="new-password"
                required
                {...form.inputProps('confirmPassword')}
              />
              <Button
                type="submit"
                size="md"
                disabled={reset.isPending}
                leftSection={
                  reset.isPending ? <Loader size={16} color="currentColor" aria-hidden="true" /> : null
                }
              >
                {reset.isPending ? _('auth.reset.submitting') : _('auth.reset.submit')}
              </Button>
            </>
          )}
        </Stack>
      </form>
    );
  }

  return (
    <>
      <PageMeta
        title={_('auth.reset.title')}
        description={_('auth.reset.metaDescription')}
        path="/reset-password"
        noIndex
      />
      <AuthCard title={_('auth.reset.title')} lead={validity.data ? _('auth.reset.lead') : null}>
        {body}
      </AuthCard>
    </>
  );
}
