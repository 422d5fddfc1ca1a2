import type { FastifyReply } from 'fastify';
import type { ErrorCode } from '@eauction/shared';
import { AppError, errorBody } from '../../platform/errors';

/**
 * A refusal whose answer carries more than the error envelope: the refused rows of an upload, the
 * registrations count of a delete, the note of an edit. The route sends it with `sendRefusal`.
 */
export class Refusal extends AppError {
  constructor(
    code: ErrorCode,
    statusCode: number,
    userMessage: string,
    readonly details: Record<string, unknown>,
  ) {
    super(code, statusCode, userMessage);
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
