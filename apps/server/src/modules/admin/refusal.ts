import type { FastifyReply } from 'fastify';
import { message, type ErrorCode, type Message } from '@eauction/shared';
import { AppError, errorBody } from '../../platform/errors';
import { textOf } from '../../platform/i18n';

/**
 * A refusal whose answer carries more than the error envelope: the refused rows of an upload, the
 * registrations count of a delete, the note of an edit. The route sends it with `sendRefusal`.
 */
export class Refusal extends AppError {
  constructor(
    code: ErrorCode,
    statusCode: number,
    text: Message | string,
    readonly details: Record<string, unknown>,
  ) {
    super(code, statusCode, text);
    this.name = 'Refusal';
  }
}

/** Runs a handler; a Refusal leaves with its details, anything else goes to the app's error handler. */
export async function answering<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal) {
      return reply.code(error.statusCode).send({ ...errorBody(error), ...error.details });
    }
    throw error;
  }
}

/**
 * A refusal's `note` (docs/product.md, "Edit auction" and "Delete auction"): in English, and by its key
 * and values as `noteMessage` (an addition), so a screen shows it in its reader's language.
 */
export function noteDetails(note: Message | string): { note: string; noteMessage: Message } {
  const noteMessage = typeof note === 'string' ? message(note) : note;
  return { note: textOf(noteMessage), noteMessage };
}
