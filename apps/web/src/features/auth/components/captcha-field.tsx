import { lazy, Suspense, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Button, Fieldset, Group, Loader, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMounted } from '../../../lib/use-mounted';
import type { CaptchaHandle, CaptchaState } from './altcha-captcha';
import classes from './captcha-field.module.css';

// The widget, its stylesheet and its workers load with the login form only, never with the home page.
const AltchaCaptcha = lazy(() => import('./altcha-captcha').then((m) => ({ default: m.AltchaCaptcha })));

const MESSAGE_ID = 'captcha-message';

type CaptchaFieldProps = {
  onStateChange: (state: CaptchaState, payload: string | null) => void;
  onRefresh: () => void;
  /** 'Captcha is required', or the expired / error message of spec 4. */
  message?: string;
  captchaRef: Ref<CaptchaHandle>;
};

/** What brings the widget: the visitor starting on the form, with the pointer or the keyboard. */
const FORM_INTERACTIONS = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * The widget's look before it is there (a facade): the same box and checkbox, named as the widget's is.
 * Ticking it brings the widget, which then starts the check at once (AltchaCaptcha's `verifyOnLoad`).
 */
type CaptchaFacadeProps = { onTick: () => void; describedBy?: string; ref: Ref<HTMLInputElement> };

function CaptchaFacade({ onTick, describedBy, ref }: CaptchaFacadeProps) {
  return (
    <div className={classes.facade}>
      <label className={classes.facadeLabel}>
        <input
          ref={ref}
          type="checkbox"
          className={classes.facadeBox}
          checked={false}
          onChange={onTick}
          aria-describedby={describedBy}
        />
        <span>I&apos;m not a robot</span>
      </label>
    </div>
  );
}

/**
 * The checkbox captcha of the login form with its refresh button and message (spec 2, 4).
 *
 * The widget (ALTCHA's custom element, about 80 KB of script and a 15–40 ms mount on this project's
 * machines) is needed only once the visitor fills in the form, so it is loaded then: on the first focus,
 * pointer press or key in the form (decision 023). Until then a facade with the same box and checkbox
 * stands in its place; ticking it brings the widget and starts the check.
 */
export function CaptchaField({ onStateChange, onRefresh, message, captchaRef }: CaptchaFieldProps) {
  // A page drawn on the server (decision 022), and the render that hydrates it, show the facade.
  const mounted = useMounted();
  const [wanted, setWanted] = useState<'no' | 'yes' | 'and-verify'>('no');
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const widgetRef = useRef<CaptchaHandle>(null);
  const facadeRef = useRef<HTMLInputElement>(null);
  // The form's handle reaches the widget, or the facade while the widget is not there yet.
  useImperativeHandle(
    captchaRef,
    () => ({
      reset: () => widgetRef.current?.reset(),
      focus: () => (widgetRef.current ? widgetRef.current.focus() : facadeRef.current?.focus()),
    }),
    [],
  );

  useEffect(() => {
    if (!mounted || wanted !== 'no') return;
    const form = fieldsetRef.current?.closest('form');
    if (!form) {
      setWanted('yes');
      return;
    }
    const want = (event?: Event) => {
      // The facade's own press or focus is left to its change event, which also starts the check.
      const target = event?.target;
      if (target instanceof Node && facadeRef.current?.closest('label')?.contains(target)) return;
      setWanted((current) => (current === 'no' ? 'yes' : current));
    };
    for (const type of FORM_INTERACTIONS) form.addEventListener(type, want);
    // Focus already in the form (the visitor was quicker than the page) counts as well.
    if (form.contains(document.activeElement) && document.activeElement !== facadeRef.current) want();
    return () => {
      for (const type of FORM_INTERACTIONS) form.removeEventListener(type, want);
    };
  }, [mounted, wanted]);

  const describedBy = message ? MESSAGE_ID : undefined;
  // As tall as the widget it stands for (53 px at the default text size): nothing moves when it comes.
  const loading = (
    <Group gap="xs" role="status" aria-label="Loading the captcha" mih={53}>
      <Loader size="sm" />
      <Text size="sm">Loading the captcha…</Text>
    </Group>
  );
  return (
    <Fieldset
      ref={fieldsetRef}
      legend="Security check"
      variant="unstyled"
      styles={{ legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-sm)', marginBottom: 4 } }}
    >
      {mounted && wanted !== 'no' ? (
        <Suspense fallback={loading}>
          <AltchaCaptcha
            ref={widgetRef}
            onStateChange={onStateChange}
            describedBy={describedBy}
            verifyOnLoad={wanted === 'and-verify'}
          />
        </Suspense>
      ) : (
        <CaptchaFacade ref={facadeRef} onTick={() => setWanted('and-verify')} describedBy={describedBy} />
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
          aria-label="Refresh captcha"
          style={{ flexShrink: 0 }}
        >
          Refresh
        </Button>
      </Group>
    </Fieldset>
  );
}
