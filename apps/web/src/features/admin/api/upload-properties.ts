import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_MESSAGES,
  PROPERTY_UPLOAD_FIELD,
  type PropertyUploadError,
  type PropertyUploadResult,
} from '@eauction/shared';
import { invalidateAfterPropertyChange } from './admin-keys';
import { refusalBody, sendToAdminApi } from './admin-request';

/**
 * POST /api/admin/upload-properties (multipart field propertiesFile: docs/product.md, "Upload file rules")
 * with upload progress. A refusal rejects with an AdminApiError whose body may list missing columns or
 * refused rows.
 */
export function uploadProperties(
  file: File,
  onProgress?: (percent: number) => void,
): Promise<PropertyUploadResult> {
  const body = new FormData();
  body.append(PROPERTY_UPLOAD_FIELD, file, file.name);
  return sendToAdminApi<PropertyUploadResult>(
    'POST',
    '/admin/upload-properties',
    body,
    ADMIN_MESSAGES.uploadError,
    onProgress,
  );
}

/** The refusal's details (missing columns, refused rows), when the server sent them. */
export function uploadErrorDetails(error: unknown): Partial<PropertyUploadError> {
  return refusalBody<PropertyUploadError>(error);
}

export function useUploadProperties(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProperties(file, onProgress),
    onSuccess: () => invalidateAfterPropertyChange(queryClient),
  });
}
