import { useLingui } from '@lingui/react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Holiday, HolidayListBody, Success } from '@eauction/shared';
import { apiGet } from '../../../lib/api-client';
import { HOLIDAYS_KEY } from './admin-keys';
import { sendToAdminApi } from './admin-request';

/*
 * The bank holidays the sale's deadlines step over (docs/product.md, "Working days"): GET and PUT
 * /api/admin/holidays, the whole list each time.
 */

export function getHolidays(signal?: AbortSignal): Promise<Holiday[]> {
  return apiGet<Success<Holiday[]>>('/admin/holidays', { signal }).then((r) => r.data);
}

export function holidaysQueryOptions() {
  return queryOptions({ queryKey: HOLIDAYS_KEY, queryFn: ({ signal }) => getHolidays(signal) });
}

export function useHolidays() {
  return useQuery(holidaysQueryOptions());
}

/** The failure texts' message keys (refused; not completed). */
export const HOLIDAYS_SAVE_FAILED = 'admin.holidays.saveFailed';
export const HOLIDAYS_SAVE_ERROR = 'admin.holidays.saveError';

/** Replaces the whole list; answers the list as stored (in date order). */
export function useSaveHolidays() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HolidayListBody) =>
      sendToAdminApi<Success<Holiday[]>>('PUT', '/admin/holidays', body, _(HOLIDAYS_SAVE_FAILED)).then(
        (r) => r.data,
      ),
    onSuccess: (saved) => queryClient.setQueryData(HOLIDAYS_KEY, saved),
  });
}
