import { crc32, deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

/** Test helpers of uploads: real PDFs and PNGs, and multipart bodies exactly as a browser sends them. */

export interface FilePart {
  name: string;
  filename: string;
  type: string;
  content: Buffer;
}

/** A multipart/form-data body exactly as a browser's FormData is sent. */
export async function multipartBody(files: FilePart[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append(f.name, new Blob([new Uint8Array(f.content)], { type: f.type }), f.filename);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** A real one-page PDF. */
export function makePdf(text = 'Sale notice'): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A6' });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(text);
    doc.end();
  });
}

/** The colours of makePng's pixels, in turn: red, green, blue, white. */
const PNG_COLOURS = [
  [255, 0, 0],
  [0, 255, 0],
  [0, 0, 255],
  [255, 255, 255],
];

/** A real `side`×`side` RGB PNG, chunk by chunk; its pixels red, green, blue and white in turn. */
export function makePng(side = 1): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  // Each row: filter type 0 (none), then its pixels.
  const rows = Array.from({ length: side }, (_, row) => [
    0,
    ...Array.from({ length: side }, (_, column) => PNG_COLOURS[(row * side + column) % 4] ?? []).flat(),
  ]).flat();
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
