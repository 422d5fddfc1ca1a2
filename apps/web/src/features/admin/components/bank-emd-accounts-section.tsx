import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import {
  Button,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  ADMIN_MESSAGES,
  EMD_ACCOUNT_KEYS,
  EMD_ACCOUNT_PARTS,
  SaveBankEmdAccountSchema,
  issueMessage,
  type EmdAccountPart,
} from '@eauction/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { INPUT_WRAPPER_ORDER } from '../../../components/form/use-schema-form';
import { errorMessage } from '../../../lib/api-client';
import { textOf } from '../../../lib/translate';
import { useBankEmdAccounts, useDeleteBankEmdAccount, useSaveBankEmdAccount } from '../api/bank-emd-accounts';

/** `bank` is the property's bank (the key); the parts are the account, which another bank may hold. */
type Field = 'bank' | EmdAccountPart;
type Values = Record<Field, string>;
const EMPTY_VALUES: Values = Object.fromEntries(
  (['bank', ...EMD_ACCOUNT_PARTS] as Field[]).map((f) => [f, '']),
) as Values;

/**
 * Default EMD accounts per bank (decision 031): most lenders collect every auction's EMD in one
 * account, so the officer saves it once. Add Property fills the EMD account in from it when that bank
 * is typed, and a spreadsheet row whose EMD columns are blank takes it.
 */
export function BankEmdAccountsSection() {
  const { _ } = useLingui();
  /** The form's parts: the property's bank, then the account held at some (possibly other) bank. */
  const partLabel = (part: EmdAccountPart) =>
    part === 'bankName' ? _('admin.bankEmd.bankHoldingAccount') : _(EMD_ACCOUNT_KEYS[part]);
  const list = useBankEmdAccounts();
  const save = useSaveBankEmdAccount();
  const remove = useDeleteBankEmdAccount();
  const [values, setValues] = useState<Values>(EMPTY_VALUES);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saved, setSaved] = useState<string | null>(null);

  const body = () => {
    const { bank, ...account } = values;
    return { bankName: bank, account };
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const parsed = SaveBankEmdAccountSchema.safeParse(body());
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        // ['bankName'] is the property's bank; ['account', part] a part of the account.
        const field = (issue.path[0] === 'account' ? issue.path[1] : 'bank') as Field;
        next[field] ??= textOf(issueMessage(issue));
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (row) => {
        setSaved(row.bankName);
        setValues(EMPTY_VALUES);
      },
    });
  };

  const input = (field: Field, label: string) => ({
    id: `bank-emd-${field}`,
    label,
    required: true,
    value: values[field],
    error: errors[field],
    inputWrapperOrder: INPUT_WRAPPER_ORDER,
    disabled: save.isPending,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [field]: value }));
    },
  });

  return (
    <Stack gap="md" mt="xl">
      <Divider />
      <Title order={3} size="h4" c="navy.7">
        {_('admin.bankEmd.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {_('admin.bankEmd.lead')}
      </Text>
      {list.isError ? (
        <Text size="sm" c="red.8">
          {errorMessage(list.error, _('admin.bankEmd.loadFailed'))}
        </Text>
      ) : list.data && list.data.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{_('admin.bankEmd.bank')}</Table.Th>
                <Table.Th>{_('admin.bankEmd.emdAccount')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{_('admin.common.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((d) => (
                <Table.Tr key={d.bankName}>
                  <Table.Td>{d.bankName}</Table.Td>
                  <Table.Td>
                    {_('admin.bankEmd.account', {
                      name: d.account.accountName,
                      accountNo: d.account.accountNo,
                      ifsc: d.account.ifscCode,
                      bank: d.account.bankName,
                      branch: d.account.branch,
                    })}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(d.bankName)}
                      aria-label={_('admin.bankEmd.removeOf', { bank: d.bankName })}
                    >
                      {_('admin.bankEmd.remove')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : list.data ? (
        <Text size="sm">{_('admin.bankEmd.none')}</Text>
      ) : null}
      <form onSubmit={onSubmit} noValidate aria-label={_('admin.bankEmd.formLabel')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
            <TextInput {...input('bank', _('admin.bankEmd.bankInput'))} />
            {EMD_ACCOUNT_PARTS.map((part) => (
              <TextInput key={part} {...input(part, partLabel(part))} />
            ))}
          </SimpleGrid>
          {saved ? (
            <FormAlert tone="success">
              {_('admin.bankEmd.savedFor', { message: _(ADMIN_MESSAGES.bankAccountSaved), bank: saved })}
            </FormAlert>
          ) : save.isError ? (
            <FormAlert tone="error">{errorMessage(save.error, _('admin.bankEmd.saveFailed'))}</FormAlert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" variant="light" disabled={save.isPending}>
              {_('admin.bankEmd.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
