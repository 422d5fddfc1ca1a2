import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import {
  ACCEPTED_DOCUMENT_MIME_TYPES,
  REGISTRATION_MESSAGES,
  fileTooLargeMessage,
  message,
  type Message,
} from '@eauction/shared';
import type { StoredFile } from '../../db/schema';
import { AppError, validationFailed } from '../../platform/errors';
import { withReadTimeout } from '../../platform/multipart-read-timeout';
import { isStorableText, storableFileName, unstorableText } from '../../platform/security';
import { dataPath, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../platform/storage';

/*
 * The multipart body of POST /api/sales/{propertyId}/payments (docs/product.md, "After the hammer",
 * "Payments"): four text fields and an optional receipt. The receipt is read exactly as a KYC document
 * is (read-registration-form.ts): streamed to a server-named temporary file under
 * DATA_DIR/uploads/incoming, its type decided from its bytes, a stalled body answered 408, and nothing
 * moved into place until the caller has accepted the whole request and calls `keep()`.
 */

export const PAYMENT_TEXT_FIELDS = ['kind', 'amount', 'utrNo', 'paidOn'] as const;
type TextField = (typeof PAYMENT_TEXT_FIELDS)[number];
export const RECEIPT_FIELD = 'receipt';
/** Stored receipts live here, relative to DATA_DIR/uploads. */
export const PAYMENT_UPLOADS = 'sale-payments';

type AcceptedMime = (typeof ACCEPTED_DOCUMENT_MIME_TYPES)[number];
const EXTENSION_BY_MIME: Record<AcceptedMime, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};
const isTextField = (name: string): name is TextField =>
  (PAYMENT_TEXT_FIELDS as readonly string[]).includes(name);

export interface IncomingReceipt {
  tempPath: string;
  originalName: string;
  size: number;
  /** Detected from the bytes; null when they are not a PDF, JPEG or PNG. */
  mime: AcceptedMime | null;
}

export interface PaymentForm {
  fields: Partial<Record<TextField, string>>;
  receipt: IncomingReceipt | null;
  /** Moves an accepted receipt into place; what to store (null without one). */
  keep(): Promise<StoredFile | null>;
  /** Deletes the temporary file. Safe to call more than once. */
  discard(): Promise<void>;
}

const refused = (field: string, text: Message | string) => validationFailed({ [field]: text });

export async function readPaymentForm(
  request: FastifyRequest,
  options: { dataDir: string; maxBytes: number },
): Promise<PaymentForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'errors.payment.notMultipart');
  }
  const incomingDir = dataPath(options.dataDir, 'uploads', 'incoming');
  const fields: PaymentForm['fields'] = {};
  let receipt: IncomingReceipt | null = null;
  const temps: string[] = [];
  const discard = async () => {
    await Promise.all(temps.map((t) => rm(t, { force: true })));
  };

  try {
    await mkdir(incomingDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    // A body that stops making progress is a 408, and its temporary file goes below (decision 008).
    const parts: AsyncIterable<Multipart> = withReadTimeout(
      request,
      request.parts({
        limits: {
          fileSize: options.maxBytes,
          files: 1,
          fields: PAYMENT_TEXT_FIELDS.length + 3,
          parts: PAYMENT_TEXT_FIELDS.length + 5,
          fieldSize: 200,
          fieldNameSize: 100,
          headerPairs: 100,
        },
      }),
      request.server.config.multipartReadTimeoutMs,
    );
    let seenReceipt = false;
    for await (const part of parts) {
      const name = part.fieldname;
      if (part.type === 'field') {
        if (!isTextField(name)) {
          throw refused(
            name,
            name === RECEIPT_FIELD
              ? message('errors.form.mustBeFile', { field: name })
              : message('errors.request.unknown.body', { key: name }),
          );
        }
        if (name in fields) throw refused(name, message('errors.request.givenOnce', { field: name }));
        if (part.valueTruncated || typeof part.value !== 'string') {
          throw refused(name, message('errors.form.tooLong', { field: name }));
        }
        if (!isStorableText(part.value)) throw refused(name, unstorableText(name));
        fields[name] = part.value;
        continue;
      }
      if (name !== RECEIPT_FIELD) {
        part.file.resume();
        throw refused(name, message('errors.form.unknownFile', { field: name }));
      }
      if (seenReceipt) {
        part.file.resume();
        throw refused(name, message('errors.request.givenOnce', { field: name }));
      }
      seenReceipt = true;
      const tempPath = join(incomingDir, `${randomUUID()}.part`);
      temps.push(tempPath);
      await pipeline(part.file, createWriteStream(tempPath, { flags: 'wx', mode: PRIVATE_FILE_MODE }));
      if (part.file.truncated) {
        throw new AppError('FILE_TOO_LARGE', 413, fileTooLargeMessage(options.maxBytes), {
          [name]: fileTooLargeMessage(options.maxBytes),
        });
      }
      const { size } = await stat(tempPath);
      // A file input left empty arrives as an empty, nameless part: that is "no receipt".
      if (size === 0 && !part.filename) continue;
      const detected = size === 0 ? undefined : await fileTypeFromFile(tempPath);
      const mime = (ACCEPTED_DOCUMENT_MIME_TYPES as readonly string[]).includes(detected?.mime ?? '')
        ? (detected?.mime as AcceptedMime)
        : null;
      receipt = { tempPath, originalName: storableFileName(part.filename), size, mime };
    }
  } catch (error) {
    // Refused before the body was read to its end: drain it so the connection is not held open.
    request.raw.unpipe();
    request.raw.resume();
    await discard();
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', 413, 'errors.form.tooManyParts', undefined, {
        cause: error,
      });
    }
    throw new AppError('BAD_REQUEST', 400, REGISTRATION_MESSAGES.malformed, undefined, { cause: error });
  }

  const incoming = receipt;
  return {
    fields,
    receipt: incoming,
    discard,
    keep: async () => {
      if (!incoming?.mime) return null;
      try {
        const dir = dataPath(options.dataDir, 'uploads', PAYMENT_UPLOADS);
        await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
        const storedName = `${PAYMENT_UPLOADS}/${randomUUID()}.${EXTENSION_BY_MIME[incoming.mime]}`;
        await rename(incoming.tempPath, dataPath(options.dataDir, 'uploads', storedName));
        return { storedName, originalName: incoming.originalName, mime: incoming.mime, size: incoming.size };
      } finally {
        await discard();
      }
    },
  };
}
