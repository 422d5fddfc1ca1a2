import { sendWithProgress } from '../../../lib/send-with-progress';

export const PAYMENT_FAILED = 'The payment could not be sent. Please try again.';

/**
 * POST /api/sales/{propertyId}/payments (multipart: kind, amount, utrNo, paidOn and an optional
 * `receipt`) with upload progress (`onProgress` receives 0–100). The screen reads the sale again
 * afterwards, so the answer's body is not needed. Rejects with an ApiRefusalError carrying the server's
 * message and, for a 400, its fields.
 */
export async function reportPayment(
  propertyId: string,
  body: FormData,
  onProgress?: (percent: number) => void,
): Promise<void> {
  await sendWithProgress<unknown>(
    'POST',
    `/sales/${encodeURIComponent(propertyId)}/payments`,
    body,
    PAYMENT_FAILED,
    onProgress,
  );
}
