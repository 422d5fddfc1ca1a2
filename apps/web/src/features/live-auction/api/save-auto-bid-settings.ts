import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BIDDING_MESSAGES,
  type AutoBidSettings,
  type AutoBidSettingsInput,
  type Success,
} from '@eauction/shared';
import { apiPost } from '../../../lib/api-client';
import { autoBidInfoQueryKey } from './get-auto-bid-info';
import { autoBidSettingsQueryKey } from './get-auto-bid-settings';
import { textOf } from '../../../lib/translate';
import { serverErrorText } from './server-error-text';

/** POST /api/auto-bidding/settings {auctionId, enabled, maxAmount, increment} → the saved settings. */
export function saveAutoBidSettings(input: AutoBidSettingsInput): Promise<AutoBidSettings> {
  return apiPost<Success<AutoBidSettings>>('/auto-bidding/settings', input).then((r) => r.data);
}

/**
 * docs/product.md, "Auto-bidding": the server's error, else 'Failed to save auto-bidding settings' (also
 * for a lost connection).
 */
export function autoBidSaveErrorMessage(error: unknown): string {
  return serverErrorText(error) ?? textOf(BIDDING_MESSAGES.autoBidSaveFailed);
}

/** Saves the auto-bid; the panel then shows the server's answer (active, or already used). */
export function useSaveAutoBidSettings(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAutoBidSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(autoBidSettingsQueryKey(auctionId), settings);
    },
    onError: () => {
      // A refusal may mean the state moved on (outbid, already used): show the server's current view.
      void queryClient.invalidateQueries({ queryKey: autoBidSettingsQueryKey(auctionId) });
      void queryClient.invalidateQueries({ queryKey: autoBidInfoQueryKey(auctionId) });
    },
  });
}
