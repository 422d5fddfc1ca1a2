import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import {
  ADMIN_MESSAGES,
  PHOTO_MIME_TYPES,
  PHOTOS_FIELD,
  PROPERTY_INPUT_FIELDS,
  PROPERTY_PHOTOS_MAX,
  SALE_NOTICE_FIELD,
  fileTooLargeMessage,
  message,
  type Message,
} from '@eauction/shared';
import type { StoredFile } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { withReadTimeout } from '../../platform/multipart-read-timeout';
import { isStorableText, storableFileName, unstorableText } from '../../platform/security';
import { dataPath, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, resolveStoredPath } from '../../platform/storage';

/*
 * The multipart body of POST /api/admin/add-property: the property's fields as text, an optional
 * sale-notice PDF and optional JPEG/PNG photos. Files stream to server-named temporary files and their
 * type is decided from their bytes; nothing is moved into place until the caller has validated the
 * whole request and calls `keep()`. Any refusal deletes every temporary file.
 */

interface IncomingFile {
  tempPath: string;
  originalName: string;
  size: number;
  mime: string | null;
}

export interface KeptFiles {
  /** Relative to DATA_DIR, like the seeded notices ('notices/<uuid>.pdf'). */
  saleNoticePath: string | null;
  /** storedName relative to DATA_DIR/uploads ('properties/<uuid>.jpg'), like registration documents. */
  photos: StoredFile[];
}

export interface PropertyForm {
  fields: Record<string, string>;
  hasFiles: boolean;
  keep(): Promise<KeptFiles>;
  discard(): Promise<void>;
}

export const PROPERTY_PHOTO_UPLOADS = 'properties';
const EXTENSION: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};
const TEXT_FIELDS = new Set<string>(PROPERTY_INPUT_FIELDS);

const refused = (field: string, text: Message | string, status = 400) =>
  new AppError(status === 413 ? 'FILE_TOO_LARGE' : 'VALIDATION_FAILED', status, text, { [field]: text });

export async function readPropertyForm(
  request: FastifyRequest,
  options: { dataDir: string; maxBytes: number },
): Promise<PropertyForm> {
  const incomingDir = dataPath(options.dataDir, 'uploads', 'incoming');
  const fields: Record<string, string> = {};
  let saleNotice: IncomingFile | undefined;
  const photos: IncomingFile[] = [];
  const temps: string[] = [];
  const discard = async () => {
    await Promise.all(temps.map((t) => rm(t, { force: true })));
  };

  try {
    await mkdir(incomingDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    // A body that stops making progress is a 408, and its temporary files go below (decision 008).
    const parts: AsyncIterable<Multipart> = withReadTimeout(
      request,
      request.parts({
        limits: {
          fileSize: options.maxBytes,
          files: PROPERTY_PHOTOS_MAX + 1,
          fields: PROPERTY_INPUT_FIELDS.length + 5,
          fieldSize: 10_000,
          fieldNameSize: 100,
          headerPairs: 100,
        },
      }),
      request.server.config.multipartReadTimeoutMs,
    );
    for await (const part of parts) {
      const name = part.fieldname;
      if (part.type === 'field') {
        if (!TEXT_FIELDS.has(name)) {
          throw refused(name, message('errors.request.unknown.body', { key: name }));
        }
        if (name in fields) throw refused(name, message('errors.request.givenOnce', { field: name }));
        if (part.valueTruncated || typeof part.value !== 'string') {
          throw refused(name, message('errors.form.tooLong', { field: name }));
        }
        if (!isStorableText(part.value)) throw refused(name, unstorableText(name));
        fields[name] = part.value;
        continue;
      }
      if (name !== SALE_NOTICE_FIELD && name !== PHOTOS_FIELD) {
        part.file.resume();
        throw refused(name, message('errors.form.unknownFile', { field: name }));
      }
      if (name === SALE_NOTICE_FIELD && saleNotice) {
        throw refused(name, message('errors.request.givenOnce', { field: name }));
      }
      if (name === PHOTOS_FIELD && photos.length >= PROPERTY_PHOTOS_MAX) {
        throw refused(name, ADMIN_MESSAGES.tooManyPhotos);
      }
      const tempPath = join(incomingDir, `${randomUUID()}.part`);
      temps.push(tempPath);
      await pipeline(part.file, createWriteStream(tempPath, { flags: 'wx', mode: PRIVATE_FILE_MODE }));
      if (part.file.truncated) throw refused(name, fileTooLargeMessage(options.maxBytes), 413);
      const { size } = await stat(tempPath);
      // A file input left empty arrives as an empty, nameless part: that is "no file".
      if (size === 0 && !part.filename) continue;
      const mime = size === 0 ? null : ((await fileTypeFromFile(tempPath))?.mime ?? null);
      const file = { tempPath, originalName: storableFileName(part.filename), size, mime };
      if (name === SALE_NOTICE_FIELD) {
        if (mime !== 'application/pdf') throw refused(name, ADMIN_MESSAGES.saleNoticeNotPdf);
        saleNotice = file;
      } else {
        if (!mime || !(PHOTO_MIME_TYPES as readonly string[]).includes(mime)) {
          throw refused(name, ADMIN_MESSAGES.photoNotImage);
        }
        photos.push(file);
      }
    }
  } catch (error) {
    // Refused before the body was read to its end: drain it so the connection is not held open.
    request.raw.unpipe();
    request.raw.resume();
    await discard();
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw refused(PHOTOS_FIELD, ADMIN_MESSAGES.tooManyPhotos);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', 413, 'errors.form.tooManyParts');
    }
    throw new AppError('BAD_REQUEST', 400, 'errors.form.unreadable', undefined, { cause: error });
  }

  return {
    fields,
    hasFiles: saleNotice !== undefined || photos.length > 0,
    discard,
    keep: async () => {
      const moved: string[] = [];
      const move = async (file: IncomingFile, target: string) => {
        await rename(file.tempPath, target);
        moved.push(target);
      };
      try {
        let saleNoticePath: string | null = null;
        if (saleNotice) {
          await mkdir(dataPath(options.dataDir, 'notices'), { recursive: true, mode: PRIVATE_DIR_MODE });
          const name = `${randomUUID()}.pdf`;
          await move(saleNotice, dataPath(options.dataDir, 'notices', name));
          saleNoticePath = `notices/${name}`;
        }
        const kept: StoredFile[] = [];
        if (photos.length > 0)
          await mkdir(dataPath(options.dataDir, 'uploads', PROPERTY_PHOTO_UPLOADS), {
            recursive: true,
            mode: PRIVATE_DIR_MODE,
          });
        for (const photo of photos) {
          const storedName = `${PROPERTY_PHOTO_UPLOADS}/${randomUUID()}.${EXTENSION[photo.mime ?? ''] ?? 'bin'}`;
          await move(photo, dataPath(options.dataDir, 'uploads', storedName));
          kept.push({
            storedName,
            originalName: photo.originalName,
            mime: photo.mime ?? '',
            size: photo.size,
          });
        }
        return { saleNoticePath, photos: kept };
      } catch (error) {
        await Promise.all(moved.map((m) => rm(m, { force: true })));
        throw error;
      } finally {
        await discard();
      }
    },
  };
}

/** Deletes a property's stored files (after its row is gone, or when its insert failed). */
export async function removePropertyFiles(
  dataDir: string,
  files: { saleNoticePath: string | null; photos: StoredFile[] },
): Promise<void> {
  // Resolved inside DATA_DIR only: a tampered row must not make the server delete another file.
  const uploads = dataPath(dataDir, 'uploads');
  const paths = files.photos.map((p) => resolveStoredPath(uploads, p.storedName));
  if (files.saleNoticePath) paths.push(resolveStoredPath(dataDir, files.saleNoticePath));
  await Promise.all(paths.map((p) => (p ? rm(p, { force: true }) : undefined)));
}
