/**
 * The bytes of a pdfkit document drawn in memory: listen before drawing, call `doc.end()`, then await
 * the promise. The Bid Document and the sale certificate are mailed and downloaded, never stored.
 */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
