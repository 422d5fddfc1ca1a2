import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRegistration, RegistrationStatusUpdate, Success } from '@eauction/shared';
import { apiPut } from '../../../lib/api-client';
import { ADMIN_REGISTRATIONS_KEY } from './get-admin-registrations';

export type RegistrationStatusChange = RegistrationStatusUpdate & { id: string };

/**
 * PUT /api/admin/registrations/:id/status { status, from, reason }: answers the updated registration,
 * or 409 when the registration no longer has the status `from` the officer saw.
 */
export function updateRegistrationStatus({
  id,
  ...body
}: RegistrationStatusChange): Promise<AdminRegistration> {
  return apiPut<Success<AdminRegistration>>(
    `/admin/registrations/${encodeURIComponent(id)}/status`,
    body,
  ).then((r) => r.data);
}

/** Changes a status, then refetches the Registration Management list (after a refusal too: it is stale). */
export function useUpdateRegistrationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRegistrationStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_REGISTRATIONS_KEY }),
  });
}
