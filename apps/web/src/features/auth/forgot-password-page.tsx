import { useLingui } from '@lingui/react';
import { useRef, useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Loader, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, ForgotPasswordSchema } from '@eauction/shared';
import { FormAlert } from '../../components/form/form-alert';
import { schemaErrors } from '../../components/form/schema-errors';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { PageMeta } from '../../components/page-meta';
import { ApiClientError } from '../../lib/api-client';
import { useForgotPassword } from './api/forgot-password';
import { AuthCard } from './auth-card';

type Values = { email: string };
const validate = (values: Values) => schemaErrors(ForgotPasswordSchema, values);

type Outcome = { tone: 'success' | 'error'; message: string };

/**
 * Forgot password (docs/product.md, "Forgot password"): one e-mail field; the answer never tells whether
 * the address is registered.
 */
export function ForgotPasswordPage() {
  const { _ } = useLingui();
  const form = useSchemaForm<Values>({ initialValues: { email: '' }, validate });
  const request = useForgotPassword();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    setOutcome(null);
    const found = form.validateAll();
    if (Object.keys(found).length > 0) {
      form.focusFirstError(found);
      return;
    }
    const parsed = ForgotPasswordSchema.safeParse(form.values);
    if (!parsed.success) return;
    request.mutate(parsed.data.email, {
      onSuccess: () => {
        form.reset();
        // The server's answer is English; the page says it in its own language.
        setOutcome({ tone: 'success', message: _(AUTH_MESSAGES.forgotPasswordSent) });
      },
      onError: (error) => {
        // A throttled visitor is told when to try again; anything else gets the product's one message.
        const message =
          error instanceof ApiClientError && error.status === 429
            ? error.message
            : _(ACCOUNT_MESSAGES.forgotOrResetFailed);
        setOutcome({ tone: 'error', message });
      },
      onSettled: () => requestAnimationFrame(() => alertRef.current?.focus()),
    });
  };

  return (
    <>
      <PageMeta
        title={_('auth.forgot.title')}
        description={_('auth.forgot.metaDescription')}
        path="/forgot-password"
      />
      <AuthCard title={_('auth.forgot.title')} lead={_('auth.forgot.lead')}>
        <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label={_('auth.forgot.formLabel')}>
          <Stack gap="md">
            {outcome ? (
              <FormAlert ref={alertRef} tone={outcome.tone}>
                {outcome.message}
              </FormAlert>
            ) : null}
            <TextInput
              label={_('auth.field.email')}
              type="email"
              autoComplete="email"
              required
              {...form.inputProps('email')}
            />
            <Button
              type="submit"
              size="md"
              disabled={request.isPending}
              leftSection={
                request.isPending ? <Loader size={16} color="currentColor" aria-hidden="true" /> : null
              }
            >
              {request.isPending ? _('auth.forgot.submitting') : _('auth.forgot.submit')}
            </Button>
          </Stack>
        </form>
        <Group justify="center">
          <Anchor component={Link} to="/login" underline="always">
            {_('auth.forgot.backToLogin')}
          </Anchor>
        </Group>
      </AuthCard>
    </>
  );
}
