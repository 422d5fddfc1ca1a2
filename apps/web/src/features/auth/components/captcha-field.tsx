import { useLingui } from '@lingui/react';
import { lazy, Suspense, type Ref } from 'react';
import { Button, Fieldset, Group, Loader, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMounted } from '../../../lib/use-mounted';
import type { CaptchaHandle, CaptchaState } from './altcha-captcha';

// The widget, its stylesheet and its workers load with the login form only, never with the home page.
// The widget is a custom element of the browser: a page rendered on the server shows its place until the
// app runs, and the app asks for the widget's code as soon as it does.
const AltchaCaptcha = lazy(() => import('./altcha-captcha').then((m) => ({ default: m.AltchaCaptcha })));

const MESSAGE_ID = 'captcha-message';

type CaptchaFieldProps = {
  onStateChange: (state: CaptchaState, payload: string | null) => void;
  onRefresh: () => void;
  /** 'Captcha is required', or the expired / error message (docs/product.md, "Captcha"). */
  message?: string;
  captchaRef: Ref<CaptchaHandle>;
};

/** The checkbox captcha of the login form with its refresh button and message. */
export function CaptchaField({ onStateChange, onRefresh, message, captchaRef }: CaptchaFieldProps) {
  const { _ } = useLingui();
  const mounted = useMounted();
  const describedBy = message ? MESSAGE_ID : undefined;
  // As tall as the widget (53 px at the default text size): nothing moves when it comes.
  const loading = (
    <Group gap="xs" role="status" aria-label={_('auth.captcha.loadingLabel')} mih={53}>
      <Loader size="sm" />
      <Text size="sm">{_('auth.captcha.loading')}</Text>
    </Group>
  );
  return (
    <Fieldset
      legend={_('auth.captcha.legend')}
      variant="unstyled"
      styles={{ legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-sm)', marginBottom: 4 } }}
    >
      {mounted ? (
        <Suspense fallback={loading}>
          <AltchaCaptcha ref={captchaRef} onStateChange={onStateChange} describedBy={describedBy} />
        </Suspense>
      ) : (
        loading
      )}
      <Group justify="space-between" align="flex-start" gap="xs" mt={4} wrap="nowrap">
        {message ? (
          <Text id={MESSAGE_ID} role="alert" size="sm" c="var(--mantine-color-error)" pt={4}>
            {message}
          </Text>
        ) : (
          <span />
        )}
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={onRefresh}
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          aria-label={_('auth.captcha.refreshLabel')}
          style={{ flexShrink: 0 }}
        >
          {_('auth.captcha.refresh')}
        </Button>
      </Group>
    </Fieldset>
  );
}
