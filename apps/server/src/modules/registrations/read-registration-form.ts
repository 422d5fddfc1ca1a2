import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import {
  ACCEPTED_DOCUMENT_MIME_TYPES,
  DOCUMENT_KINDS,
  REGISTRATION_FORM_FIELDS,
  REGISTRATION_MESSAGES,
  fileTooLargeMessage,
  message,
  type DocumentField,
  type Message,
} from '@eauction/shared';
import type { StoredFile } from '../../db/schema';
import { AppError, validationFailed } from '../../platform/errors';
import { withReadTimeout } from '../../platform/multipart-read-timeout';
import { isStorableText, storableFileName, unstorableText } from '../../platform/security';
import { dataPath, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../platform/storage';

/**
 * Reads the multipart body of POST /api/auction/register. Files are streamed to server-chosen temporary
 * names under DATA_DIR/uploads/incoming (never a served folder, never the client's name), and their type
 * is decided from their bytes. Nothing is moved into place here: the caller validates the whole request
 * first and then calls `keep()`, or `discard()` on any refusal, so a refused request leaves no file.
 */

/**
 * Text fields of the form plus what the client sends beside them (docs/product.md,
 * "Auction registration calls").
 */
export const REGISTRATION_TEXT_FIELDS = [
  ...REGISTRATION_FORM_FIELDS,
  'auctionId',
  'email',
  'auctionDate',
] as const;
type TextField = (typeof REGISTRATION_TEXT_FIELDS)[number];

const isTextField = (name: string): name is TextField =>
  (REGISTRATION_TEXT_FIELDS as readonly string[]).includes(name);
const isDocumentField = (name: string): name is DocumentField =>
  (DOCUMENT_KINDS as readonly string[]).includes(name);

const EXTENSION_BY_MIME: Record<(typeof ACCEPTED_DOCUMENT_MIME_TYPES)[number], string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** Stored documents live here, relative to DATA_DIR/uploads. */
export const REGISTRATION_UPLOADS = 'registrations';
const INCOMING = 'incoming';

export interface IncomingDocument {
  tempPath: string;
  originalName: string;
  size: number;
  /** Detected from the bytes; null when the bytes are not an accepted kind (or there are none). */
  mime: (typeof ACCEPTED_DOCUMENT_MIME_TYPES)[number] | null;
}

export interface IncomingForm {
  fields: Partial<Record<TextField, string>>;
  documents: Partial<Record<DocumentField, IncomingDocument>>;
  /** Moves every accepted document into place under a new name; returns what to store. */
  keep(): Promise<Partial<Record<DocumentField, StoredFile>>>;
  /** Deletes every temporary file. Safe to call more than once. */
  discard(): Promise<void>;
}

/** Limits handed to the multipart parser: a few short fields and at most three files. */
const FIELD_VALUE_MAX_BYTES = 2000;
/** A little room above the known fields, so a stray field gets its own message rather than a limit. */
const MAX_FIELDS = REGISTRATION_TEXT_FIELDS.length + 5;
const MAX_PARTS = MAX_FIELDS + DOCUMENT_KINDS.length + 2;

const malformed = (cause?: unknown) =>
  new AppError('BAD_REQUEST', 400, REGISTRATION_MESSAGES.malformed, undefined, {
    cause,
    internalMessage: `malformed multipart body: ${cause instanceof Error ? cause.message : String(cause)}`,
  });

const refused = (field: string, text: Message | string) => validationFailed({ [field]: text });

/** Deletes stored documents (a refusal after they were moved, e.g. a concurrent duplicate). */
export async function removeStoredFiles(
  dataDir: string,
  files: (StoredFile | null | undefined)[],
): Promise<void> {
  await Promise.all(
    files.map((f) => (f ? rm(dataPath(dataDir, 'uploads', f.storedName), { force: true }) : undefined)),
  );
}

export interface ReadFormOptions {
  dataDir: string;
  maxBytes: number;
  /**
   * Runs as soon as the auctionId field is read; a refusal it throws ends the request there. The web
   * app sends auctionId before the files, so a request refused on the auction alone (a second
   * registration) is answered before any document is written to disk.
   */
  checkAuctionId?: (auctionId: string) => Promise<void>;
}

export async function readRegistrationForm(
  request: FastifyRequest,
  options: ReadFormOptions,
): Promise<IncomingForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, REGISTRATION_MESSAGES.notMultipart);
  }
  const incomingDir = dataPath(options.dataDir, 'uploads', INCOMING);
  const temps: string[] = [];
  const fields: IncomingForm['fields'] = {};
  const documents: IncomingForm['documents'] = {};
  const seen = new Set<string>();

  const discard = async () => {
    await Promise.all(temps.map((t) => rm(t, { force: true })));
  };

  try {
    await mkdir(incomingDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    let parts: AsyncIterator<Multipart>;
    try {
      // A body that stops making progress is a 408, and its temporary files go below (decision 008).
      parts = withReadTimeout(
        request,
        request.parts({
          limits: {
            fileSize: options.maxBytes,
            files: DOCUMENT_KINDS.length,
            fields: MAX_FIELDS,
            parts: MAX_PARTS,
            fieldSize: FIELD_VALUE_MAX_BYTES,
            fieldNameSize: 100,
            headerPairs: 100,
          },
        }),
        request.server.config.multipartReadTimeoutMs,
      );
    } catch (error) {
      throw malformed(error);
    }
    for (;;) {
      let next: IteratorResult<Multipart>;
      try {
        next = await parts.next();
      } catch (error) {
        throw toPartsError(error);
      }
      if (next.done) break;
      const part = next.value;
      const name = part.fieldname;
      if (seen.has(name)) {
        if (part.type === 'file') part.file.resume();
        throw refused(name, message('errors.request.givenOnce', { field: name }));
      }
      seen.add(name);

      if (part.type === 'field') {
        if (!isTextField(name)) {
          throw refused(
            name,
            isDocumentField(name)
              ? message('errors.form.mustBeFile', { field: name })
              : message('errors.request.unknown.body', { key: name }),
          );
        }
        if (part.valueTruncated || part.fieldnameTruncated || typeof part.value !== 'string') {
          throw refused(name, message('errors.form.tooLong', { field: name }));
        }
        if (!isStorableText(part.value)) throw refused(name, unstorableText(name));
        fields[name] = part.value;
        if (name === 'auctionId' && options.checkAuctionId) await options.checkAuctionId(part.value);
        continue;
      }

      if (!isDocumentField(name)) {
        part.file.resume();
        throw refused(name, message('errors.form.unknownFile', { field: name }));
      }
      const tempPath = join(incomingDir, `${randomUUID()}.part`);
      temps.push(tempPath);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      try {
        await pipeline(
          part.file,
          counter,
          createWriteStream(tempPath, { flags: 'wx', mode: PRIVATE_FILE_MODE }),
        );
      } catch (error) {
        throw malformed(error);
      }
      if (part.file.truncated) {
        throw new AppError('FILE_TOO_LARGE', 413, fileTooLargeMessage(options.maxBytes), {
          [name]: fileTooLargeMessage(options.maxBytes),
        });
      }
      // A browser sends an empty, nameless part for a file input left empty: that is "no file".
      if (size === 0 && !part.filename) continue;
      const detected = size === 0 ? undefined : await fileTypeFromFile(tempPath);
      const mime = (ACCEPTED_DOCUMENT_MIME_TYPES as readonly string[]).includes(detected?.mime ?? '')
        ? (detected?.mime as IncomingDocument['mime'])
        : null;
      documents[name] = { tempPath, originalName: storableFileName(part.filename), size, mime };
    }
  } catch (error) {
    // Refused before the body was read to its end: the parser may be waiting on a part nobody reads,
    // which would hold the request (and its connection) open. Discard the rest of the body instead.
    request.raw.unpipe();
    request.raw.resume();
    await discard();
    throw error;
  }

  return {
    fields,
    documents,
    discard,
    keep: async () => {
      const dir = dataPath(options.dataDir, 'uploads', REGISTRATION_UPLOADS);
      await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const stored: Partial<Record<DocumentField, StoredFile>> = {};
      try {
        for (const kind of DOCUMENT_KINDS) {
          const doc = documents[kind];
          if (!doc?.mime) continue;
          const storedName = `${REGISTRATION_UPLOADS}/${randomUUID()}.${EXTENSION_BY_MIME[doc.mime]}`;
          await rename(doc.tempPath, dataPath(options.dataDir, 'uploads', storedName));
          stored[kind] = { storedName, originalName: doc.originalName, mime: doc.mime, size: doc.size };
        }
      } catch (error) {
        await removeStoredFiles(options.dataDir, Object.values(stored));
        throw error;
      } finally {
        await discard();
      }
      return stored;
    },
  };
}

/** Errors of the parser itself: limits are the client's doing (413), anything else a malformed body. */
function toPartsError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', 413, 'errors.form.tooManyParts', undefined, {
      cause: error,
    });
  }
  return malformed(error);
}
