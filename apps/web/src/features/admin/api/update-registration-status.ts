import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRegistration, RegistrationStatus, Success } from '@eauction/shared';
import { apiPut } from '../../../lib/api-client';
import { ADMIN_REGISTRATIONS_KEY } from './get-admin-registrations';

/** PUT /api/admin/registrations/:id/status { status }: answers the updated registration. */
export function updateRegistrationStatus(id: string, status: RegistrationStatus): Promise<AdminRegistration> {
  return apiPut<Success<AdminRegistration>>(`/admin/registrations/${encodeURIComponent(id)}/status`, {
    status,
  }).then((r) => r.data);
}

/** Changes a status, then refetches the Registration Management list. */
export function useUpdateRegistrationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: RegistrationStatus }) =>
      updateRegistrationStatus(id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_REGISTRATIONS_KEY }),
  });
}
