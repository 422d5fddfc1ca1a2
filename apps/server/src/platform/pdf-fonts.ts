import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locale } from '@eauction/shared';

/*
 * The fonts of the PDF documents (the Bid Document, the sale notice, the sale certificate) in each
 * language. English documents keep the PDF's standard Helvetica, which needs no embedding. Hindi ones
 * embed Noto Sans Devanagari (SIL Open Font License), regular and bold, from the npm package
 * @expo-google-fonts/noto-sans-devanagari: pdfkit shapes Devanagari with it (conjuncts, matras, reph) and
 * embeds only the glyphs drawn. The font has the Latin letters, digits and the rupee sign too, so Auction
 * IDs, amounts and e-mail addresses in a Hindi document are drawn with it as well.
 *
 * The server bundle leaves npm packages external (build.mjs), so the font files are found in
 * node_modules at run time, beside the bundle as beside the sources; the production image installs
 * the server's dependencies, this package among them (Dockerfile, "deps").
 */

const FONT_PACKAGE = '@expo-google-fonts/noto-sans-devanagari';
const FONT_FILES = {
  regular: `${FONT_PACKAGE}/400Regular/NotoSansDevanagari_400Regular.ttf`,
  bold: `${FONT_PACKAGE}/700Bold/NotoSansDevanagari_700Bold.ttf`,
} as const;

/** The names a document's text is drawn with: `doc.font(fonts.bold)`. */
export interface PdfFonts {
  regular: string;
  bold: string;
}

/** The font registered for Hindi text; its name is in the PDF's font dictionary (tests look for it). */
export const DEVANAGARI_FONT = 'NotoSansDevanagari';

const resolvePackageFile = createRequire(import.meta.url).resolve;

/** The font files, read once (about 220 KB each) and shared by every document. */
let devanagari: { regular: Buffer; bold: Buffer } | undefined;
function devanagariFiles(): { regular: Buffer; bold: Buffer } {
  devanagari ??= {
    regular: readFileSync(resolvePackageFile(FONT_FILES.regular)),
    bold: readFileSync(resolvePackageFile(FONT_FILES.bold)),
  };
  return devanagari;
}

/**
 * Noto Sans Devanagari's lines are 1.30 em high (room for the matras above and the conjuncts below),
 * Helvetica's 1.16 em: a point less between lines keeps a Hindi document close to its English layout
 * (the Bid Document on one page) while the tallest Devanagari clusters, about 1.17 em, still clear
 * the next line at the documents' smallest size (8 pt).
 */
const DEVANAGARI_LINE_GAP = -1;

/**
 * Registers the fonts of `locale` with a new document, sets its spacing, and answers the fonts' names.
 * Call it right after creating the document, before drawing.
 */
export function documentFonts(doc: PDFKit.PDFDocument, locale: Locale): PdfFonts {
  if (locale === 'en') return { regular: 'Helvetica', bold: 'Helvetica-Bold' };
  const files = devanagariFiles();
  doc.registerFont(DEVANAGARI_FONT, files.regular);
  doc.registerFont(`${DEVANAGARI_FONT}-Bold`, files.bold);
  doc.lineGap(DEVANAGARI_LINE_GAP);
  return { regular: DEVANAGARI_FONT, bold: `${DEVANAGARI_FONT}-Bold` };
}
