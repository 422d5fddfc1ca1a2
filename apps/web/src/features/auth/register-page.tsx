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
  INDUSTRY_OPTIONS,
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
const HINTS = {
  pancardNo: 'Optional; 10 characters, for example ABCDE1234F',
  address: 'Optional',
  mobile: '10 digits',
  landlineNo: 'Optional',
  fax: 'Optional',
} as const;

type Outcome = { kind: 'invalid' } | { kind: 'failed'; message: string } | { kind: 'registered' };

/**
 * REGISTRATION (docs/product.md, "Account registration form"): the account payload (docs/product.md,
 * "Account registration payload"), checked field by field on blur and as a
 * whole on submit with the shared schema the server also parses.
 */
export function RegisterPage() {
  const form = useSchemaForm<RegistrationValues>({
    initialValues: EMPTY_REGISTRATION,
    validate: validateRegistration,
    dependents: DEPENDENTS,
  });
  const registerAccount = useRegister();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const { values, errors } = form;
  const buyerFields = { form, schema: AccountRegistrationSchema, descriptions: HINTS };

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
    registerAccount.mutate(parsed.data, {
      onSuccess: () => {
        form.reset();
        setOutcome({ kind: 'registered' });
        requestAnimationFrame(() => alertRef.current?.focus());
      },
      onError: (error) => {
        if (error instanceof ApiClientError && error.fields) form.setErrors(toFormErrors(error.fields));
        setOutcome({ kind: 'failed', message: serverMessage(error, ACCOUNT_MESSAGES.registrationFailed) });
        requestAnimationFrame(() => alertRef.current?.focus());
      },
    });
  };

  const hasErrors = Object.keys(errors).length > 0;
  const isPending = registerAccount.isPending;

  return (
    <>
      <PageMeta
        title="Registration"
        description="Register as a bidder on e-Nilami with your contact, PAN and preference details."
        path="/register"
      />
      <AuthCard
        title="REGISTRATION"
        size={880}
        lead="Register once as a bidder to save properties, pay EMD, register for auctions and bid live. Fields marked * are required."
      >
        {outcome?.kind === 'registered' ? (
          <Stack gap="md" align="center">
            <FormAlert ref={alertRef} tone="success">
              {ACCOUNT_MESSAGES.registrationSucceeded}
            </FormAlert>
            <Text ta="center">{ACCOUNT_MESSAGES.registrationKnownAddress}</Text>
            <Button component={Link} to="/login">
              Go to Login
            </Button>
          </Stack>
        ) : (
          <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Registration form">
            <Stack gap="lg">
              {outcome?.kind === 'invalid' && hasErrors ? (
                <FormAlert tone="error">{ACCOUNT_MESSAGES.formHasErrors}</FormAlert>
              ) : null}
              {outcome?.kind === 'failed' ? (
                <FormAlert ref={alertRef} tone="error">
                  {outcome.message}
                </FormAlert>
              ) : null}

              <FormSection legend="Personal details">
                <BuyerProfileFields {...buyerFields} rows={[PERSONAL_FIELDS]} />
              </FormSection>

              <FormSection legend="Address and contact">
                <Stack gap="md">
                  <BuyerProfileFields {...buyerFields} rows={['address', CONTACT_FIELDS]} />
                </Stack>
              </FormSection>

              <FormSection legend="Login details">
                <Stack gap="md">
                  <TextInput
                    label="Email"
                    type="email"
                    autoComplete="email"
                    description="Your e-mail address is validated and cannot be edited later."
                    required
                    {...form.inputProps('email')}
                  />
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <PasswordInput
                      label="Password"
                      autoComplete="new-password"
                      description="8-20 characters with at least 1 number, 1 alphabet and 1 special character."
                      required
                      {...form.inputProps('password')}
                    />
                    <PasswordInput
                      label="Confirm password"
                      autoComplete="new-password"
                      required
                      {...form.inputProps('confirmPassword')}
                    />
                  </SimpleGrid>
                </Stack>
              </FormSection>

              <FormSection legend="Preferences (optional)">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput label="Preferred country" value={COUNTRY} readOnly name="preferredCountry" />
                  <NativeSelect
                    label="Preferred state"
                    data={withPlaceholder('Any state', STATE_OPTIONS)}
                    {...form.inputProps('preferredState')}
                  />
                  <NativeSelect
                    label="Preferred city"
                    data={withPlaceholder('Any city', cityOptions(values.preferredState))}
                    {...form.inputProps('preferredCity')}
                  />
                  <NativeSelect
                    label="Preferred industry"
                    data={withPlaceholder('Any industry', INDUSTRY_OPTIONS)}
                    {...form.inputProps('preferredIndustry')}
                  />
                  <NativeSelect
                    label="Preferred sub-industry"
                    data={withPlaceholder('Any sub-industry', subIndustryOptions(values.preferredIndustry))}
                    {...form.inputProps('preferredSubIndustry')}
                  />
                </SimpleGrid>
              </FormSection>

              <Checkbox
                label={
                  <>
                    I accept the{' '}
                    <Anchor component={Link} to="/terms-of-use" target="_blank" underline="always">
                      terms and conditions (opens in a new tab)
                    </Anchor>
                  </>
                }
                {...form.checkboxProps('acceptTerms')}
              />

              <Button
                type="submit"
                size="md"
                disabled={isPending}
                leftSection={isPending ? <Loader size={16} color="currentColor" aria-hidden="true" /> : null}
              >
                {isPending ? 'Registering...' : 'Register'}
              </Button>
            </Stack>
          </form>
        )}
        <Text ta="center">
          Already registered?{' '}
          <Anchor component={Link} to="/login" underline="always">
            Login
          </Anchor>
        </Text>
      </AuthCard>
    </>
  );
}
