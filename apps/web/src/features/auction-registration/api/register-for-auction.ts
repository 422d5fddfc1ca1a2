import type { RegistrationCreated, Success } from '@eauction/shared';
import { sendWithProgress } from '../../../lib/send-with-progress';

/**
 * POST /api/auction/register (multipart) with upload progress (`onProgress` receives 0–100). Resolves
 * with the 201 answer's data; rejects with an ApiClientError carrying the server's message (400 with
 * fields, 409, 413) or `failedMessage` when there is none (a network failure).
 */
export async function registerForAuction(
  body: FormData,
  onProgress: (percent: number) => void,
  failedMessage: string,
): Promise<RegistrationCreated> {
  const answer = await sendWithProgress<Success<RegistrationCreated>>(
    'POST',
    '/auction/register',
    body,
    failedMessage,
    onProgress,
  );
  return answer.data;
}
