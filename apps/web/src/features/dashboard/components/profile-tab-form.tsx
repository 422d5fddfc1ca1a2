import { useLingui } from '@lingui/react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Loader, Stack } from '@mantine/core';
import { ACCOUNT_MESSAGES, PROFILE_TABS, type AuthUser, type ProfileTab } from '@eauction/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { schemaErrors } from '../../../components/form/schema-errors';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { serverMessage } from '../../../components/form/server-message';
import { BuyerProfileFields, type BuyerFieldRow } from '../../../components/buyer-profile-fields';
import { ApiClientError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useUpdateProfile, type ProfileTabValues } from '../api/update-profile';

type Values = Record<string, string>;

/** What each tab shows, in order (docs/product.md, "Profile Settings"). */
const TAB_FIELDS: Record<ProfileTab, readonly BuyerFieldRow[]> = {
  personal: [
    {
      fields: [
        'firstName',
        'lastName',
        'organizationName',
        'email',
        'mobile',
        'landlineNo',
        'fax',
        'pancardNo',
      ],
    },
  ],
  address: ['address', { fields: ['country', 'state', 'city', 'pincode'] }],
  bank: [{ fields: ['bankName', 'accountNo', 'ifscCode'] }],
};

/** The fields' help texts, their message keys. */
const HINTS = {
  email: 'dashboard.profile.hint.email',
  pancardNo: 'dashboard.profile.hint.pancardNo',
  country: 'dashboard.profile.hint.country',
  ifscCode: 'dashboard.profile.hint.ifscCode',
} as const;

/** The tab's fields as the user has them now ('' for anything missing). */
function fieldsOf(user: AuthUser | null, tab: ProfileTab): Values {
  const values: Values = {};
  for (const field of Object.keys(PROFILE_TABS[tab].shape)) {
    const value = user?.[field as keyof AuthUser];
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

type Outcome = { tone: 'success' | 'error'; message: string };

type ProfileTabFormProps = {
  tab: ProfileTab;
  /** The form's accessible name. */
  label: string;
  /** What the tab says above its fields. */
  children?: ReactNode;
};

/**
 * One tab of Profile Settings (docs/product.md, "Profile Settings"): its buyer fields, validated with its
 * own schema and saved on its own, sending only its fields. The schema's messages are those of
 * docs/product.md, "Profile rules", one per rule.
 */
export function ProfileTabForm({ tab, label, children }: ProfileTabFormProps) {
  const { _ } = useLingui();
  const { user } = useAuth();
  const schema = PROFILE_TABS[tab];
  const form = useSchemaForm<Values>({
    initialValues: fieldsOf(user, tab),
    validate: (values) => schemaErrors(schema, values),
  });
  const update = useUpdateProfile();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const descriptions = Object.fromEntries(
    Object.entries(HINTS).map(([field, key]) => [field, _(key)]),
  ) as Record<keyof typeof HINTS, string>;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    setOutcome(null);
    const found = form.validateAll();
    if (Object.keys(found).length > 0) {
      form.focusFirstError(found);
      return;
    }
    const parsed = schema.safeParse(form.values);
    if (!parsed.success) return;
    update.mutate(parsed.data as ProfileTabValues<ProfileTab>, {
      onSuccess: (saved) => {
        form.reset(fieldsOf(saved, tab));
        setOutcome({ tone: 'success', message: _(ACCOUNT_MESSAGES.profileUpdated) });
      },
      onError: (error) => {
        if (error instanceof ApiClientError && error.fields) form.setErrors(error.fields);
        setOutcome({ tone: 'error', message: serverMessage(error, _(ACCOUNT_MESSAGES.profileFailed)) });
      },
      onSettled: () => requestAnimationFrame(() => alertRef.current?.focus()),
    });
  };

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        {outcome ? (
          <FormAlert ref={alertRef} tone={outcome.tone}>
            {outcome.message}
          </FormAlert>
        ) : null}
        {children}
        <BuyerProfileFields
          form={form}
          schema={schema}
          rows={TAB_FIELDS[tab]}
          email={user?.email ?? ''}
          descriptions={descriptions}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            disabled={update.isPending}
            leftSection={
              update.isPending ? <Loader size={16} color="currentColor" aria-hidden="true" /> : null
            }
          >
            {update.isPending ? _('dashboard.profile.saving') : _('dashboard.profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
