import type { ContactMessageSchema } from '@eauction/shared';
import { SITE } from '@eauction/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { enqueueMail } from '../../platform/mail';

type ContactMessage = z.output<typeof ContactMessageSchema>;

/**
 * Stores the message and queues the mail to the sales address in one transaction: a message is never kept
 * without its mail being on the way, nor mailed without being kept (docs/product.md,
 * "The Contact form sends the message": it does not only pretend).
 */
export async function submitContactMessage(
  db: Db,
  message: ContactMessage,
  meta: { ip: string; salesEmail: string },
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...message, ip: meta.ip })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    if (!row) throw new Error('contact_messages insert returned nothing');
    const lines = [
      `A visitor wrote through the Contact Us page of ${SITE.name}.`,
      '',
      `Name:           ${message.name}`,
      `E-mail:         ${message.email}`,
      `Company:        ${message.companyName || '-'}`,
      `Contact number: ${message.contactNumber || '-'}`,
      `Received:       ${row.createdAt.toISOString()}`,
      `Reference:      ${row.id}`,
      '',
      'Message:',
      message.message,
      '',
      'Reply to this e-mail to answer the visitor directly.',
    ];
    await enqueueMail(tx, {
      to: meta.salesEmail,
      replyTo: message.email,
      subject: `Contact Us: ${message.name}${message.companyName ? ` (${message.companyName})` : ''}`,
      text: lines.join('\n'),
    });
    return { id: row.id };
  });
}
