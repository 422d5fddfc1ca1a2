import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSale,
  ExtendBalanceBody,
  ReviewPaymentBody,
  SaleCertificate,
  SaleReasonBody,
  SaleStatus,
  Success,
} from '@eauction/shared';
import { apiGet } from '../../../lib/api-client';
import { invalidateAfterSaleChange, SALES_KEY } from './admin-keys';
import { sendToAdminApi } from './admin-request';

/*
 * The officer's side of the sale (docs/product.md, "After the hammer"): GET /api/admin/sales and
 * /api/admin/sales/{propertyId}, and the moves of one sale. The server decides every move and refuses
 * one its status does not allow with 409 and a sentence saying why.
 */

export type AdminSalesQuery = { status?: SaleStatus };

const salePath = (propertyId: string) => `/admin/sales/${encodeURIComponent(propertyId)}`;

/** GET /api/admin/sales?status=: every sale (or those of one status) with its timeline. */
export function getAdminSales(query: AdminSalesQuery, signal?: AbortSignal): Promise<AdminSale[]> {
  const search = query.status ? `?status=${encodeURIComponent(query.status)}` : '';
  return apiGet<Success<AdminSale[]>>(`/admin/sales${search}`, { signal }).then((r) => r.data);
}

export function adminSalesQueryOptions(query: AdminSalesQuery = {}) {
  return queryOptions({
    queryKey: [...SALES_KEY, 'list', query],
    queryFn: ({ signal }) => getAdminSales(query, signal),
  });
}

export function useAdminSales(query: AdminSalesQuery = {}) {
  return useQuery(adminSalesQueryOptions(query));
}

/** GET /api/admin/sales/{propertyId}: one sale, read again after each of its moves. */
export function getAdminSale(propertyId: string, signal?: AbortSignal): Promise<AdminSale> {
  return apiGet<Success<AdminSale>>(salePath(propertyId), { signal }).then((r) => r.data);
}

/** One sale, starting from its row of a list: the details show at once and refresh from the server. */
export function useAdminSale(sale: AdminSale | null) {
  const propertyId = sale?.propertyId ?? '';
  return useQuery({
    queryKey: [...SALES_KEY, 'detail', propertyId],
    queryFn: ({ signal }) => getAdminSale(propertyId, signal),
    enabled: sale !== null,
    placeholderData: sale ?? undefined,
    // Read afresh each time it opens (the buyer may have paid since): until then the row shows, not
    // what the dialog showed last time.
    staleTime: 0,
    gcTime: 0,
  });
}

/** The officer's moves of a sale, each one call. */
export type SaleAction =
  | { kind: 'confirm' }
  | { kind: 'not-confirmed'; body: SaleReasonBody }
  | { kind: 'extend'; body: ExtendBalanceBody }
  | { kind: 'forfeit'; body: SaleReasonBody }
  | { kind: 'certificate' }
  | { kind: 'review-payment'; paymentId: string; body: ReviewPaymentBody };
export type SaleActionKind = SaleAction['kind'];

/** What a move answers; only the certificate's number and address are read. */
export type SaleActionResult = Partial<Pick<SaleCertificate, 'certificateNo' | 'verifyUrl'>>;

/** Sends one move; a refusal rejects with the server's sentence (`fallback` when it sent none). */
export function sendSaleAction(
  propertyId: string,
  action: SaleAction,
  fallback: string,
): Promise<SaleActionResult> {
  const path = salePath(propertyId);
  const call = (method: 'POST' | 'PUT', to: string, body: object | undefined) =>
    sendToAdminApi<Success<SaleActionResult> | undefined>(method, to, body, fallback).then(
      (r) => r?.data ?? {},
    );
  switch (action.kind) {
    case 'confirm':
      return call('POST', `${path}/confirm`, {});
    case 'not-confirmed':
      return call('POST', `${path}/not-confirmed`, action.body);
    case 'extend':
      return call('POST', `${path}/extend`, action.body);
    case 'forfeit':
      return call('POST', `${path}/forfeit`, action.body);
    case 'certificate':
      return call('POST', `${path}/certificate`, {});
    case 'review-payment':
      return call('PUT', `${path}/payments/${encodeURIComponent(action.paymentId)}`, action.body);
  }
}

/**
 * One move of one sale. Afterwards (refused too: the sale was not what the officer saw) the queues, the
 * sale's details and the refund list are read again.
 */
export function useSaleAction(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, fallback }: { action: SaleAction; fallback: string }) =>
      sendSaleAction(propertyId, action, fallback),
    onSettled: () => invalidateAfterSaleChange(queryClient),
  });
}

/** Where the buyer's receipt of a payment and the sale certificate are served (with the bearer token). */
export const receiptPath = (propertyId: string, paymentId: string) =>
  `/api/sales/${encodeURIComponent(propertyId)}/payments/${encodeURIComponent(paymentId)}/receipt`;
export const certificatePath = (propertyId: string) => `/sales/${encodeURIComponent(propertyId)}/certificate`;
