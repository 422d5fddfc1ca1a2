import type { FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES, PROPERTY_UPLOAD_EXTENSIONS } from '@eauction/shared';
import { AppError } from '../../platform/errors';
import { withReadTimeout } from '../../platform/multipart-read-timeout';
import type { UploadedFile } from './import-properties';

const noFile = () => new AppError('VALIDATION_FAILED', 400, ADMIN_MESSAGES.uploadNoFile);
const notExcel = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 415, ADMIN_MESSAGES.uploadNotExcel);

const hasExcelName = (name: string) =>
  (PROPERTY_UPLOAD_EXTENSIONS as readonly string[]).includes(name.toLowerCase().split('.').pop() ?? '');

/**
 * The one spreadsheet of a multipart upload, in memory (at most `maxBytes`). A file whose name is not
 * .xlsx/.xls is refused before its bytes are read; other parts are skipped. Whether the bytes are a
 * spreadsheet is decided later, by their signature.
 */
export async function readUploadedSpreadsheet(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw noFile();
  let file: UploadedFile | undefined;
  try {
    // A body that stops making progress is a 408 (decision 008); the file is only in memory.
    const parts = withReadTimeout(
      request,
      request.parts({ limits: { fileSize: maxBytes, files: 3, fields: 10, parts: 15 } }),
      request.server.config.multipartReadTimeoutMs,
    );
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field || file) {
        part.file.resume();
        continue;
      }
      const name = part.filename ?? '';
      if (name === '') {
        // A file input left empty: an empty, nameless part.
        part.file.resume();
        continue;
      }
      if (!hasExcelName(name)) throw notExcel();
      const bytes = await part.toBuffer();
      if (part.file.truncated) {
        throw new AppError('PAYLOAD_TOO_LARGE', 413, ADMIN_MESSAGES.uploadTooLarge);
      }
      file = { fileName: name, bytes };
    }
  } catch (error) {
    // Refused mid-body: discard the rest so the connection is not held open by an unread stream.
    request.raw.unpipe();
    request.raw.resume();
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', 413, 'errors.form.tooManyParts');
    }
    throw new AppError('BAD_REQUEST', 400, ADMIN_MESSAGES.uploadFailed, undefined, { cause: error });
  }
  if (!file || file.bytes.length === 0) {
    if (file) throw notExcel();
    throw noFile();
  }
  return file;
}
