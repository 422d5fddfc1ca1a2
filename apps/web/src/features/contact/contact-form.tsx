import { useLingui } from '@lingui/react';
import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import {
  CONTACT_FAILURE,
  CONTACT_SUCCESS,
  ContactMessageSchema,
  issueMessage,
  type ContactMessage,
} from '@eauction/shared';
import { ApiClientError } from '../../lib/api-client';
import { textOf } from '../../lib/translate';
import { useSendContactMessage } from './send-contact-message';
// Parses with zod without the JIT probe that the Content-Security-Policy would report.
import '../../components/form/schema-errors';

type Field = keyof ContactMessage;
type Values = Required<ContactMessage>;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = { name: '', email: '', companyName: '', contactNumber: '', message: '' };
const FIELD_ORDER: Field[] = ['name', 'email', 'companyName', 'contactNumber', 'message'];

/**
 * Runs the shared schema, the same one the server parses, and keeps the first message of each field, in
 * the page's language.
 */
function validate(values: Values): Errors {
  const result = ContactMessageSchema.safeParse(values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && FIELD_ORDER.includes(key as Field) && !errors[key as Field]) {
      errors[key as Field] = textOf(issueMessage(issue));
    }
  }
  return errors;
}

/**
 * Contact Us form (docs/product.md, "Contact Us"): fields are checked on blur and on submit; on success the
 * form is cleared and 'Message sent successfully!' shows, on failure 'Failed to send message. Please try
 * again.' with any field messages from the server under their fields.
 */
export function ContactForm() {
  const { _ } = useLingui();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<'success' | 'failure' | null>(null);
  const send = useSendContactMessage();
  const formRef = useRef<HTMLFormElement>(null);

  const setField = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field shows a message, it follows the typing so the message goes as soon as it is fixed.
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: validate(next)[field] }));
  };

  const onBlur = (field: Field) => {
    setErrors((prev) => ({ ...prev, [field]: validate(values)[field] }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const found = validate(values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    send.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY);
        setErrors({});
        setOutcome('success');
      },
      onError: (error) => {
        if (error instanceof ApiClientError && error.fields) {
          const serverErrors: Errors = {};
          for (const field of FIELD_ORDER) {
            const message = error.fields[field];
            if (message) serverErrors[field] = message;
          }
          setErrors(serverErrors);
        }
        setOutcome('failure');
      },
    });
  };

  const inputProps = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => setField(field, event.currentTarget.value),
    onBlur: () => onBlur(field),
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={_('contact.form.label')}>
      <Stack gap="md">
        {outcome === 'success' ? (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />}>
            {_(CONTACT_SUCCESS)}
          </Alert>
        ) : null}
        {outcome === 'failure' ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
            {_(CONTACT_FAILURE)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={_('contact.form.name')} autoComplete="name" required {...inputProps('name')} />
          <TextInput
            label={_('contact.form.email')}
            type="email"
            autoComplete="email"
            required
            {...inputProps('email')}
          />
          <TextInput
            label={_('contact.form.companyName')}
            autoComplete="organization"
            {...inputProps('companyName')}
          />
          <TextInput
            label={_('contact.form.contactNumber')}
            type="tel"
            autoComplete="tel"
            {...inputProps('contactNumber')}
          />
        </SimpleGrid>
        <Textarea
          label={_('contact.form.message')}
          required
          autosize
          minRows={5}
          maxRows={12}
          {...inputProps('message')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {_('contact.form.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
