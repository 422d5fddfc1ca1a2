import { useLingui } from '@lingui/react';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Loader, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES, LOGIN_CAPTCHA_MESSAGES, LoginSchema } from '@eauction/shared';
import { FormAlert } from '../../components/form/form-alert';
import { schemaErrors } from '../../components/form/schema-errors';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { serverMessage } from '../../components/form/server-message';
import { PageMeta } from '../../components/page-meta';
import { useAuth } from '../../lib/auth';
import { usePublicConfig } from '../../lib/public-config';
import { useLogin } from './api/login';
import { AuthCard } from './auth-card';
import type { CaptchaHandle, CaptchaState } from './components/altcha-captcha';
import { CaptchaField } from './components/captcha-field';
import { loginReason, returnPath } from './return-path';

type LoginValues = { email: string; password: string; captcha: string };
const EMPTY: LoginValues = { email: '', password: '', captcha: '' };

/** The captcha value sent when the server runs without a captcha (CAPTCHA_PROVIDER=off, local work only). */
const CAPTCHA_OFF = 'off';

const validateLogin = (values: LoginValues) => schemaErrors(LoginSchema, values);

function emailFrom(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/** LOGIN (docs/product.md, "Login" and "Captcha"): e-mail, password and the checkbox captcha. */
export function LoginPage() {
  const { _ } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const { setSession } = useAuth();
  const config = usePublicConfig();
  const login = useLogin();
  const form = useSchemaForm<LoginValues>({
    // 'Proceed to Login' after verifying an address brings that address along.
    initialValues: { ...EMPTY, email: emailFrom(location.state) },
    validate: validateLogin,
  });
  const { setValue } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const [captchaProblem, setCaptchaProblem] = useState<'expired' | 'error' | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const reason = loginReason(location.state);

  // Until /api/config answers the widget is assumed: the login must never go out without a captcha by mistake.
  const isCaptchaOff = config.data?.captchaProvider === 'off';
  const isConfigLoading = config.isPending;

  const onCaptchaState = useCallback(
    (state: CaptchaState, payload: string | null) => {
      // Expired and errored both clear the value (docs/product.md, "Captcha"); only a verified widget
      // carries a payload.
      setValue('captcha', state === 'verified' && payload ? payload : '');
      setCaptchaProblem(state === 'expired' || state === 'error' ? state : null);
    },
    [setValue],
  );

  const resetCaptcha = () => {
    setValue('captcha', '');
    setCaptchaProblem(null);
    captchaRef.current?.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    setFailure(null);
    const values = { ...form.values, captcha: isCaptchaOff ? CAPTCHA_OFF : form.values.captcha };
    const found = validateLogin(values);
    form.setErrors(found);
    if (Object.keys(found).length > 0) {
      if (!form.focusFirstError(found) && found.captcha) captchaRef.current?.focus();
      return;
    }
    const parsed = LoginSchema.safeParse(values);
    if (!parsed.success) return;
    login.mutate(parsed.data, {
      onSuccess: ({ user, token }) => {
        setSession(user, token);
        navigate(returnPath(location.state), { replace: true });
      },
      onError: (error) => {
        setFailure(serverMessage(error, _(ACCOUNT_MESSAGES.loginFailed)));
        // A captcha solution is accepted once: the next attempt needs a fresh one.
        if (!isCaptchaOff) resetCaptcha();
        requestAnimationFrame(() => alertRef.current?.focus());
      },
    });
  };

  const captchaMessage =
    form.errors.captcha ?? (captchaProblem ? _(LOGIN_CAPTCHA_MESSAGES[captchaProblem]) : undefined);

  return (
    <>
      <PageMeta
        title={_('auth.login.metaTitle')}
        description={_('auth.login.metaDescription')}
        path="/login"
      />
      <AuthCard title={_('auth.login.title')} lead={_('auth.login.lead')}>
        <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label={_('auth.login.formLabel')}>
          <Stack gap="md">
            {reason ? (
              <Alert color="blue" variant="light" role="status" title={_(reason)}>
                {_('auth.login.reason.comeBack')}
              </Alert>
            ) : null}
            {failure ? (
              <FormAlert ref={alertRef} tone="error">
                {failure}
              </FormAlert>
            ) : null}
            <TextInput
              label={_('auth.field.email')}
              type="email"
              autoComplete="username"
              required
              {...form.inputProps('email')}
            />
            <PasswordInput
              label={_('auth.field.password')}
              autoComplete="current-password"
              required
              {...form.inputProps('password')}
            />
            {isConfigLoading ? (
              <Group gap="xs" role="status" aria-label={_('auth.captcha.loadingLabel')} mih={58}>
                <Loader size="sm" />
              </Group>
            ) : isCaptchaOff ? null : (
              <CaptchaField
                captchaRef={captchaRef}
                onStateChange={onCaptchaState}
                onRefresh={resetCaptcha}
                message={captchaMessage}
              />
            )}
            <Button
              type="submit"
              size="md"
              disabled={login.isPending}
              leftSection={
                login.isPending ? <Loader size={16} color="currentColor" aria-hidden="true" /> : null
              }
            >
              {login.isPending ? _('auth.login.submitting') : _('auth.login.submit')}
            </Button>
          </Stack>
        </form>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Anchor component={Link} to="/forgot-password" underline="always">
            {_('auth.login.forgotPassword')}
          </Anchor>
          <Anchor component={Link} to="/register" underline="always">
            {_('auth.login.registerNow')}
          </Anchor>
        </Group>
      </AuthCard>
    </>
  );
}
