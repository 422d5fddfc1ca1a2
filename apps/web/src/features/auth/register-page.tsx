import { Trans, useLingui } from '@lingui/react';
import { useRef, useState, type FormEvent } from 'react';
import {
  Anchor,
  Button,
  Checkbox,
  Loader,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES, AccountRegistrationSchema, COUNTRY } from '@eauction/shared';
import { BuyerProfileFields, type BuyerFieldRow } from '../../components/buyer-profile-fields';
import {
  cityOptions,
  industryOptions,
  STATE_OPTIONS,
  subIndustryOptions,
  withPlaceholder,
} from '../../components/form/account-options';
import { FormAlert } from '../../components/form/form-alert';
import { FormSection } from '../../components/form/form-section';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { serverMessage } from '../../components/form/server-message';
import { PageMeta } from '../../components/page-meta';
import { ApiClientError } from '../../lib/api-client';
import { useLocale } from '../../lib/i18n';
import { useRegister } from './api/register';
import { AuthCard } from './auth-card';
import {
  EMPTY_REGISTRATION,
  toFormErrors,
  toRegistrationPayload,
  validateRegistration,
  type RegistrationValues,
} from './registration-form-values';

// Choosing a state empties the city in BuyerProfileFields.
const DEPENDENTS = {
  preferredState: ['preferredCity'],
  preferredIndustry: ['preferredSubIndustry'],
} as const;

const PERSONAL_FIELDS: BuyerFieldRow = {
  fields: ['firstName', 'lastName', 'organizationName', 'pancardNo'],
};
const CONTACT_FIELDS: BuyerFieldRow = {
  fields: ['country', 'state', 'city', 'pincode', 'mobile', 'landlineNo', 'fax'],
};
/** The fields' help texts, their message keys. */
const HINTS = {
  pancardNo: 'auth.register.hint.pancardNo',
  address: 'auth.register.hint.optional',
  mobile: 'auth.register.hint.mobile',
  landlineNo: 'auth.register.hint.optional',
  fax: 'auth.register.hint.optional',
} as const;

type Outcome = { kind: 'invalid' } | { kind: 'failed'; message: string } | { kind: 'registered' };

/**
 * REGISTRATION (docs/product.md, "Account registration form"): the account payload (docs/product.md,
 * "Account registration payload"), checked field by field on blur and as a
 * whole on submit with the shared schema the server also parses.
 */
export function RegisterPage() {
  const { _ } = useLingui();
  const locale = useLocale();
  const form = useSchemaForm<RegistrationValues>({
    initialValues: EMPTY_REGISTRATION,
    validate: validateRegistration,
    dependents: DEPENDENTS,
  });
  const registerAccount = useRegister();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const { values, errors } = form;
  const descriptions = Object.fromEntries(
    Object.entries(HINTS).map(([field, key]) => [field, _(key)]),
  ) as Record<keyof typeof HINTS, string>;
  const buyerFields = { form, schema: AccountRegistrationSchema, descriptions };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (registerAccount.isPending) return;
    const found = form.validateAll();
    if (Object.keys(found).length > 0) {
      setOutcome({ kind: 'invalid' });
      form.focusFirstError(found);
      return;
    }
    const parsed = AccountRegistrationSchema.safeParse(toRegistrationPayload(values));
    if (!parsed.success) return; // validateAll found nothing, so this does not happen
    setOutcome(null);
    // The account's mails come in the language of the page it was made on (docs/product.md, "Languages").
    registerAccount.mutate(
      { ...parsed.data, language: locale },
      {
        onSuccess: () => {
          form.reset();
          setOutcome({ kind: 'registered' });
          requestAnimationFrame(() => alertRef.current?.focus());
        },
        onError: (error) => {
          if (error instanceof ApiClientError && error.fields) form.setErrors(toFormErrors(error.fields));
          setOutcome({
            kind: 'failed',
            message: serverMessage(error, _(ACCOUNT_MESSAGES.registrationFailed)),
          });
          requestAnimationFrame(() => alertRef.current?.focus());
        },
      },
    );
  };

  const hasErrors = Object.keys(errors).length > 0;
  const isPending = registerAccount.isPending;

  return (
    <>
      <PageMeta
        title={_('auth.register.metaTitle')}
        description={_('auth.register.metaDescription')}
        path="/register"
      />
      <AuthCard title={_('auth.register.title')} size={880} lead={_('auth.register.lead')}>
        {outcome?.kind === 'registered' ? (
          <Stack gap="md" align="center">
            <FormAlert ref={alertRef} tone="success">
              {_(ACCOUNT_MESSAGES.registrationSucceeded)}
            </FormAlert>
            <Text ta="center">{_(ACCOUNT_MESSAGES.registrationKnownAddress)}</Text>
            <Button component={Link} to="/login">
              {_('auth.common.goToLogin')}
            </Button>
          </Stack>
        ) : (
          <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label={_('auth.register.formLabel')}>
            <Stack gap="lg">
              {outcome?.kind === 'invalid' && hasErrors ? (
                <FormAlert tone="error">{_(ACCOUNT_MESSAGES.formHasErrors)}</FormAlert>
              ) : null}
              {outcome?.kind === 'failed' ? (
                <FormAlert ref={alertRef} tone="error">
                  {outcome.message}
                </FormAlert>
              ) : null}

              <FormSection legend={_('auth.register.section.personal')}>
                <BuyerProfileFields {...buyerFields} rows={[PERSONAL_FIELDS]} />
              </FormSection>

              <FormSection legend={_('auth.register.section.contact')}>
                <Stack gap="md">
                  <BuyerProfileFields {...buyerFields} rows={['address', CONTACT_FIELDS]} />
                </Stack>
              </FormSection>

              <FormSection legend={_('auth.register.section.login')}>
                <Stack gap="md">
                  <TextInput
                    label={_('auth.field.email')}
                    type="email"
                    autoComplete="email"
                    description={_('auth.register.emailHint')}
                    required
                    {...form.inputProps('email')}
                  />
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <PasswordInput
                      label={_('auth.field.password')}
                      autoComplete="new-password"
                      description={_('auth.register.passwordHint')}
                      required
                      {...form.inputProps('password')}
                    />
                    <PasswordInput
                      label={_('auth.register.confirmPassword')}
                      autoComplete="new-password"
                      required
                      {...form.inputProps('confirmPassword')}
                    />
                  </SimpleGrid>
                </Stack>
              </FormSection>

              <FormSection legend={_('auth.register.section.preferences')}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput
                    label={_('auth.register.preferredCountry')}
                    value={COUNTRY}
                    readOnly
                    name="preferredCountry"
                  />
                  <NativeSelect
                    label={_('auth.register.preferredState')}
                    data={withPlaceholder(_('auth.register.anyState'), STATE_OPTIONS)}
                    {...form.inputProps('preferredState')}
                  />
                  <NativeSelect
                    label={_('auth.register.preferredCity')}
                    data={withPlaceholder(_('auth.register.anyCity'), cityOptions(values.preferredState))}
                    {...form.inputProps('preferredCity')}
                  />
                  <NativeSelect
                    label={_('auth.register.preferredIndustry')}
                    data={withPlaceholder(_('auth.register.anyIndustry'), industryOptions(_))}
                    {...form.inputProps('preferredIndustry')}
                  />
                  <NativeSelect
                    label={_('auth.register.preferredSubIndustry')}
                    data={withPlaceholder(
                      _('auth.register.anySubIndustry'),
                      subIndustryOptions(values.preferredIndustry, _),
                    )}
                    {...form.inputProps('preferredSubIndustry')}
                  />
                </SimpleGrid>
              </FormSection>

              <Checkbox
                label={
                  <Trans
                    id="auth.register.acceptTerms"
                    components={{
                      0: <Anchor component={Link} to="/terms-of-use" target="_blank" underline="always" />,
                    }}
                  />
                }
                {...form.checkboxProps('acceptTerms')}
              />

              <Button
                type="submit"
                size="md"
                disabled={isPending}
                leftSection={isPending ? <Loader size={16} color="currentColor" aria-hidden="true" /> : null}
              >
                {isPending ? _('auth.register.submitting') : _('auth.register.submit')}
              </Button>
            </Stack>
          </form>
        )}
        <Text ta="center">
          <Trans
            id="auth.register.alreadyRegistered"
            components={{ 0: <Anchor component={Link} to="/login" underline="always" /> }}
          />
        </Text>
      </AuthCard>
    </>
  );
}
