import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { Box } from '@mantine/core';
// The CSP-friendly build (docs/product.md, "Captcha"): no inline script or style; its stylesheet and
// proof-of-work workers are separate files that Vite emits beside this chunk, served from our own origin.
import 'altcha/external';
import 'altcha/altcha.css';
// The widget's own texts in Hindi (English is built in): registered once, used on the Hindi pages.
import 'altcha/i18n/hi';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import { useLocale } from '../../../lib/i18n';
import classes from './altcha-captcha.module.css';

export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

/*
 * altcha/external ships no workers: each algorithm a challenge may name is registered here. Workers
 * are only created when a challenge is solved, so registering costs nothing until then.
 */
const ALGORITHMS = {
  'PBKDF2/SHA-256': () => new Pbkdf2Worker(),
  'PBKDF2/SHA-384': () => new Pbkdf2Worker(),
  'PBKDF2/SHA-512': () => new Pbkdf2Worker(),
  'SHA-256': () => new ShaWorker(),
  'SHA-384': () => new ShaWorker(),
  'SHA-512': () => new ShaWorker(),
} as const;
for (const [name, create] of Object.entries(ALGORITHMS)) {
  if (!globalThis.$altcha.algorithms.has(name)) globalThis.$altcha.algorithms.set(name, create);
}

/** The widget's states (altcha's State enum), as the login form reads them. */
export type CaptchaState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';

export type CaptchaHandle = {
  /** Back to unchecked with no payload: after a failed login (each solution is accepted once) or on refresh. */
  reset: () => void;
  /** Moves keyboard focus to the widget's checkbox. */
  focus: () => void;
};

type AltchaCaptchaProps = {
  onStateChange: (state: CaptchaState, payload: string | null) => void;
  /** Id of the message under the widget, tied to its checkbox for screen readers. */
  describedBy?: string;
  ref?: Ref<CaptchaHandle>;
};

type StateChangeDetail = { state: CaptchaState; payload: string | null };

/**
 * The ALTCHA checkbox (docs/product.md, "Login" and "Captcha"): ticking it fetches a challenge from our
 * server and solves its proof of work in the browser; the payload goes with the login.
 */
export function AltchaCaptcha({ onStateChange, describedBy, ref }: AltchaCaptchaProps) {
  const locale = useLocale();
  const widgetRef = useRef<HTMLElement>(null);
  const onStateChangeRef = useRef(onStateChange);
  useEffect(() => {
    onStateChangeRef.current = onStateChange;
  }, [onStateChange]);

  const checkbox = () => widgetRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]') ?? null;

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        const widget = widgetRef.current as (HTMLElement & { reset?: () => void }) | null;
        widget?.reset?.();
      },
      focus: () => checkbox()?.focus(),
    }),
    [],
  );

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const onChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      onStateChangeRef.current(state, state === 'verified' ? payload : null);
    };
    widget.addEventListener('statechange', onChange);
    return () => widget.removeEventListener('statechange', onChange);
  }, []);

  // The checkbox is the widget's own element: the message under it is linked once it exists.
  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const link = () => {
      const input = checkbox();
      if (!input) return false;
      if (describedBy) input.setAttribute('aria-describedby', describedBy);
      else input.removeAttribute('aria-describedby');
      return true;
    };
    if (link()) return;
    widget.addEventListener('load', link, { once: true });
    return () => widget.removeEventListener('load', link);
  }, [describedBy]);

  return (
    <Box className={classes.captcha}>
      <altcha-widget
        ref={widgetRef}
        challenge={CAPTCHA_CHALLENGE_URL}
        type="checkbox"
        language={locale}
        configuration={JSON.stringify({ hideFooter: true })}
      />
    </Box>
  );
}
