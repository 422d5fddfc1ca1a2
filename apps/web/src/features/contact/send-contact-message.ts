import { useMutation } from '@tanstack/react-query';
import type { ContactMessage, Success } from '@eauction/shared';
import { apiPost } from '../../lib/api-client';

/**
 * POST /api/contact stores the message and mails the sales address. The form first described only
 * pretended to send; the product departs from that deliberately (docs/product.md, "Contact Us" and
 * "The Contact form sends the message").
 */
export function sendContactMessage(message: ContactMessage) {
  return apiPost<Success<{ id: string }>>('/contact', message);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
