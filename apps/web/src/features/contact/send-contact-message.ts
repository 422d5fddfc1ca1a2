import { useMutation } from '@tanstack/react-query';
import type { ContactMessage, Success } from '@eauction/shared';
import { apiPost } from '../../lib/api-client';

/**
 * POST /api/contact stores the message and mails the sales address. The spec's form only pretended to
 * send (section 2, "Contact Us"); DESIGN.md departs from it deliberately.
 */
export function sendContactMessage(message: ContactMessage) {
  return apiPost<Success<{ id: string }>>('/contact', message);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
