import { z } from 'zod';
import { issueMessage } from '@eauction/shared';
import { textOf } from '../../lib/translate';

// Zod compiles object parsers with `new Function` when it can; the site's Content-Security-Policy has
// no 'unsafe-eval', so the probe would only log a CSP violation. The interpreted parser is plenty fast
// for forms.
z.config({ jitless: true });

/*
 * Turns the shared zod schemas (packages/shared) into per-field messages for a form. The browser runs
 * the very schema the server parses, so a rule and its message exist once.
 */

type Issue = Parameters<typeof issueMessage>[0] & { readonly path: readonly PropertyKey[] };
type Parser = {
  safeParse(input: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
};
/** A zod object schema: its own parse plus one parser per field. */
export type ObjectSchema = Parser & { shape: Readonly<Record<string, Parser>> };

/** Messages by field path ('firstName', 'preferredLocation.state'). */
export type FieldErrors = Record<string, string>;

export type SchemaErrorsOptions = {
  /**
   * Fields compared with each other by the schema's refinements (password and its confirmation, state
   * and city). Zod runs refinements only once every field has passed its own rules, so while other
   * fields are still wrong, each group is checked on its own against `baseline`.
   */
  groups?: readonly (readonly string[])[];
  /** A payload that passes the whole schema; each group's fields are laid over it. */
  baseline?: Record<string, unknown>;
};

const keyOf = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * The first message of each field: every field's own rules at once (so a submit shows them all), then
 * the rules that compare fields. The messages are in the page's language (their keys' texts).
 */
export function schemaErrors(
  schema: ObjectSchema,
  input: Record<string, unknown>,
  options: SchemaErrorsOptions = {},
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (path: readonly PropertyKey[], issue: Issue) => {
    const key = keyOf(path);
    // An empty path is a whole-object issue (an unknown key): no field to show it under.
    if (key && !(key in errors)) errors[key] = textOf(issueMessage(issue));
  };
  for (const [field, parser] of Object.entries(schema.shape)) {
    const result = parser.safeParse(input[field]);
    if (!result.success) for (const issue of result.error.issues) add([field, ...issue.path], issue);
  }
  const whole = schema.safeParse(input);
  if (!whole.success) for (const issue of whole.error.issues) add(issue.path, issue);

  const hasError = (field: string) =>
    Object.keys(errors).some((key) => key === field || key.startsWith(`${field}.`));
  for (const group of options.groups ?? []) {
    if (!options.baseline || group.some(hasError)) continue;
    const probe: Record<string, unknown> = { ...options.baseline };
    for (const field of group) probe[field] = input[field];
    const result = schema.safeParse(probe);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      if (group.includes(String(issue.path[0]))) add(issue.path, issue);
    }
  }
  return errors;
}
