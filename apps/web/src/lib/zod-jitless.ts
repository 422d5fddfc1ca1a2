import { z } from 'zod';

/*
 * zod compiles a fast parser for each object schema with `new Function`, after first probing whether
 * it may. The Content-Security-Policy forbids eval (no 'unsafe-eval'), so the probe fails, which is
 * harmless, but the browser reports it as a CSP violation (DevTools Issues; Lighthouse's best practices).
 * Telling zod beforehand skips the probe and the compilation. This must run before any schema is
 * created, so index.html loads this module before the app's entry.
 */
z.config({ jitless: true });
