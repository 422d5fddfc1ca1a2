import { useLingui } from '@lingui/react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_MESSAGES,
  type BankEmdAccount,
  type SaveBankEmdAccountBody,
  type Success,
} from '@eauction/shared';
import { apiGet } from '../../../lib/api-client';
import { ADMIN_KEY } from './admin-keys';
import { sendToAdminApi } from './admin-request';

/*
 * The default EMD account of each bank (decision 031): GET, PUT and DELETE /api/admin/bank-emd-accounts.
 * Add Property prefills the EMD account from them when the bank is chosen.
 */

const bankEmdAccountsKey = [...ADMIN_KEY, 'bank-emd-accounts'] as const;

export function getBankEmdAccounts(signal?: AbortSignal): Promise<BankEmdAccount[]> {
  return apiGet<Success<BankEmdAccount[]>>('/admin/bank-emd-accounts', { signal }).then((r) => r.data);
}

export function bankEmdAccountsQueryOptions() {
  return queryOptions({ queryKey: bankEmdAccountsKey, queryFn: ({ signal }) => getBankEmdAccounts(signal) });
}

export function useBankEmdAccounts() {
  return useQuery(bankEmdAccountsQueryOptions());
}

export function useSaveBankEmdAccount() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBankEmdAccountBody) =>
      sendToAdminApi<Success<BankEmdAccount>>(
        'PUT',
        '/admin/bank-emd-accounts',
        body,
        _('admin.bankEmd.saveFailed'),
      ).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankEmdAccountsKey }),
  });
}

export function useDeleteBankEmdAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bankName: string) =>
      sendToAdminApi<Success<unknown>>(
        'DELETE',
        `/admin/bank-emd-accounts/${encodeURIComponent(bankName)}`,
        undefined,
        ADMIN_MESSAGES.bankAccountNotFound,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankEmdAccountsKey }),
  });
}
