import { inflateSync } from 'node:zlib';

/*
 * The text a pdfkit PDF draws, read back through its fonts: the standard fonts' bytes as Latin-1, an
 * embedded font's glyph numbers through its ToUnicode map, as a PDF reader's copy and paste does.
 * Devanagari comes back in the order its glyphs are drawn: a short i (ि) before its consonant, a reph
 * after its cluster. Justified lines are drawn word by word, without the spaces.
 */

interface PdfObject {
  head: string;
  stream: string | null;
}

function pdfObjects(pdf: Buffer): Map<string, PdfObject> {
  const latin = pdf.toString('latin1');
  const objects = new Map<string, PdfObject>();
  const objectRe = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let m = objectRe.exec(latin); m; m = objectRe.exec(latin)) {
    const body = m[2] ?? '';
    const streamMatch = /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body);
    let stream: string | null = null;
    if (streamMatch) {
      // The stream's data is its /Length bytes: deflated data may itself end in a carriage return,
      // which the end-of-line before 'endstream' would otherwise swallow.
      const length = /\/Length (\d+)\s*[/>]/.exec(body.slice(0, streamMatch.index));
      const from = streamMatch.index + streamMatch[0].indexOf('\n') + 1;
      const data = length ? body.slice(from, from + Number(length[1])) : (streamMatch[1] ?? '');
      try {
        stream = inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
      } catch {
        stream = null; // A font's data, not deflated text.
      }
    }
    objects.set(m[1] ?? '', { head: streamMatch ? body.slice(0, streamMatch.index) : body, stream });
  }
  return objects;
}

/** UTF-16BE hex ('0915 094d') → text. */
const utf16 = (hex: string) => {
  const digits = hex.replace(/\s+/g, '');
  let text = '';
  for (let i = 0; i + 4 <= digits.length; i += 4)
    text += String.fromCharCode(parseInt(digits.slice(i, i + 4), 16));
  return text;
};

/** A ToUnicode CMap's glyph → text pairs (bfrange with a list or a start, and bfchar). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const entries = /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F ]+>)/g;
    for (const e of (block[1] ?? '').matchAll(entries)) {
      const start = parseInt(e[1] ?? '0', 16);
      const end = parseInt(e[2] ?? '0', 16);
      const target = e[3] ?? '';
      if (target.startsWith('[')) {
        [...target.matchAll(/<([0-9a-fA-F ]*)>/g)].forEach((u, i) => map.set(start + i, utf16(u[1] ?? '')));
      } else {
        const base = parseInt(target.slice(1, -1).replace(/\s+/g, ''), 16);
        for (let code = start; code <= end; code++) map.set(code, String.fromCharCode(base + code - start));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const e of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F ]+)>/g)) {
      map.set(parseInt(e[1] ?? '0', 16), utf16(e[2] ?? ''));
    }
  }
  return map;
}

/** The text drawn, a line per text block (BT … ET). */
export function pdfUnicodeText(pdf: Buffer): string {
  const objects = pdfObjects(pdf);
  // Each font resource name (/F1) → its ToUnicode map, or null for a standard font (Latin-1 bytes).
  const fonts = new Map<string, Map<number, string> | null>();
  for (const { head } of objects.values()) {
    const dictionary = /\/Font\s*<<([\s\S]*?)>>/.exec(head);
    if (!dictionary) continue;
    for (const ref of (dictionary[1] ?? '').matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
      const font = objects.get(ref[2] ?? '');
      const cmapRef = font ? /\/ToUnicode (\d+) 0 R/.exec(font.head) : null;
      const cmap = cmapRef ? objects.get(cmapRef[1] ?? '')?.stream : null;
      fonts.set(ref[1] ?? '', cmap ? toUnicode(cmap) : null);
    }
  }
  let text = '';
  for (const { stream } of objects.values()) {
    if (!stream || !/\bTf\b/.test(stream)) continue;
    let cmap: Map<number, string> | null = null;
    for (const token of stream.matchAll(/\/(F\d+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>|\bET\b/g)) {
      if (token[1]) cmap = fonts.get(token[1]) ?? null;
      else if (token[2] !== undefined) {
        const hex = token[2];
        if (!cmap) text += Buffer.from(hex, 'hex').toString('latin1');
        else
          for (let i = 0; i + 4 <= hex.length; i += 4)
            text += cmap.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
      } else text += '\n';
    }
  }
  return text;
}

/** Whether a PDF embeds the font named `name` (a subset of it: 'ABCDEF+NotoSansDevanagari-Bold'). */
export const embedsFont = (pdf: Buffer, name: string) =>
  new RegExp(`/FontName /[A-Z]{6}\\+${name}`).test(pdf.toString('latin1'));
