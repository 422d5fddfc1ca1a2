import { sendWithProgress } from '../../../lib/send-with-progress';

/**
 * POST /api/sales/{propertyId}/payments (multipart: kind, amount, utrNo, paidOn and an optional
 * `receipt`) with upload progress (`onProgress` receives 0–100). The screen reads the sale again
 * afterwards, so the answer's body is not needed. Rejects with an ApiRefusalError carrying the server's
 * message and, for a 400, its fields, or `failedMessage` when there is none (a network failure).
 */
export async function reportPayment(
  propertyId: string,
  body: FormData,
  onProgress: (percent: number) => void,
  failedMessage: string,
): Promise<void> {
  await sendWithProgress<unknown>(
    'POST',
    `/sales/${encodeURIComponent(propertyId)}/payments`,
    body,
    failedMessage,
    onProgress,
  );
}
