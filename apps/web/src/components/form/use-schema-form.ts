import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import type { FieldErrors } from './schema-errors';

export type FormValues = Record<string, string | boolean>;

export const INPUT_WRAPPER_ORDER: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

type Options<V extends FormValues> = {
  initialValues: V;
  /** Every message for the given values, keyed by form field name (see schemaErrors). */
  validate: (values: V) => FieldErrors;
  /** Fields that reset when another changes: choosing a state empties the city. */
  dependents?: Partial<Record<keyof V & string, readonly (keyof V & string)[]>>;
};

function without(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  if (!fields.some((field) => field in errors)) return errors;
  const next = { ...errors };
  for (const field of fields) delete next[field];
  return next;
}

/**
 * Form state for the account screens (docs/product.md, "Account registration rules"): a field is checked when
 * it loses focus and the whole form on submit; a field's message goes as soon as the field is edited.
 */
export function useSchemaForm<V extends FormValues>({ initialValues, validate, dependents }: Options<V>) {
  type Field = keyof V & string;
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const setValue = useCallback(
    (field: Field, value: V[Field]) => {
      const cleared = [field, ...(dependents?.[field] ?? [])];
      setValues((prev) => {
        const next: V = { ...prev, [field]: value };
        for (const dependent of dependents?.[field] ?? []) {
          next[dependent] = (typeof prev[dependent] === 'boolean' ? false : '') as V[Field];
        }
        return next;
      });
      setErrors((prev) => without(prev, cleared));
    },
    [dependents],
  );

  const blur = (field: Field) => {
    const message = validate(values)[field];
    setErrors((prev) => (message ? { ...prev, [field]: message } : without(prev, [field])));
  };

  /** Checks every field, shows every message and answers whether the form may be sent. */
  const validateAll = (): FieldErrors => {
    const found = validate(values);
    setErrors(found);
    return found;
  };

  /** Moves focus to the first field, in the order of the page, that has a message. */
  const focusFirstError = (found: FieldErrors): boolean => {
    const form = formRef.current;
    if (!form) return false;
    for (const element of form.querySelectorAll<HTMLElement>('input[name], select[name], textarea[name]')) {
      const name = element.getAttribute('name');
      if (name && found[name]) {
        element.focus();
        return true;
      }
    }
    return false;
  };

  /**
   * Props of a text input, textarea or native select bound to `field`. A hint sits under its input, so
   * inputs side by side stay aligned whether or not they have one.
   */
  const inputProps = (field: Field) => ({
    name: field,
    inputWrapperOrder: INPUT_WRAPPER_ORDER,
    value: String(values[field] ?? ''),
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValue(field, event.currentTarget.value as V[Field]),
    onBlur: () => blur(field),
  });

  /** Props of a checkbox bound to a boolean `field`. */
  const checkboxProps = (field: Field) => ({
    name: field,
    checked: Boolean(values[field]),
    error: errors[field],
    'aria-invalid': errors[field] ? true : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(field, event.currentTarget.checked as V[Field]),
    onBlur: () => blur(field),
  });

  const reset = (next: V = initialValues) => {
    setValues(next);
    setErrors({});
  };

  return {
    values,
    errors,
    setErrors,
    setValue,
    validateAll,
    focusFirstError,
    inputProps,
    checkboxProps,
    reset,
    formRef,
  };
}
