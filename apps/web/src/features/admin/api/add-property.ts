import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_MESSAGES,
  PHOTOS_FIELD,
  SALE_NOTICE_FIELD,
  type AdminProperty,
  addPropertyBodyOf,
  type PropertyInput,
  type Success,
} from '@eauction/shared';
import { invalidateAfterPropertyChange } from './admin-keys';
import { sendToAdminApi } from './admin-request';

export type PropertyAttachments = { saleNotice: File | null; photos: readonly File[] };

/**
 * POST /api/admin/add-property. Without attachments the body is JSON, so the reserve price, CIF id and the
 * other amounts travel as numbers (docs/product.md, "Add Property rules"); with a sale notice or photos it is
 * multipart (the same names as text fields) and the upload reports its progress.
 */
export function addProperty(
  body: PropertyInput,
  files: PropertyAttachments,
  onProgress?: (percent: number) => void,
): Promise<AdminProperty> {
  const wire = addPropertyBodyOf(body);
  if (!files.saleNotice && files.photos.length === 0) {
    return sendToAdminApi<Success<AdminProperty>>(
      'POST',
      '/admin/add-property',
      wire,
      ADMIN_MESSAGES.addError,
    ).then((r) => r.data);
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(wire)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  if (files.saleNotice) form.append(SALE_NOTICE_FIELD, files.saleNotice, files.saleNotice.name);
  for (const photo of files.photos) form.append(PHOTOS_FIELD, photo, photo.name);
  return sendToAdminApi<Success<AdminProperty>>(
    'POST',
    '/admin/add-property',
    form,
    ADMIN_MESSAGES.addError,
    onProgress,
  ).then((r) => r.data);
}

export function useAddProperty(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, files }: { body: PropertyInput; files: PropertyAttachments }) =>
      addProperty(body, files, onProgress),
    onSuccess: () => invalidateAfterPropertyChange(queryClient),
  });
}
