import type { RegistrationCreated, Success } from '@eauction/shared';
import { sendWithProgress } from '../../../lib/send-with-progress';

export const REGISTRATION_FAILED = 'Registration failed. Please try again.';

/**
 * POST /api/auction/register (multipart) with upload progress (`onProgress` receives 0–100). Resolves
 * with the 201 answer's data; rejects with an ApiClientError carrying the server's message (400 with
 * fields, 409, 413) or the generic failure.
 */
export async function registerForAuction(
  body: FormData,
  onProgress?: (percent: number) => void,
): Promise<RegistrationCreated> {
  const answer = await sendWithProgress<Success<RegistrationCreated>>(
    'POST',
    '/auction/register',
    body,
    REGISTRATION_FAILED,
    onProgress,
  );
  return answer.data;
}
