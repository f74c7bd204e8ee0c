import PDFDocument from 'pdfkit';
import type { Measure } from './wrap';

/** The built-in PDF faces labels use: every viewer and printer has them, no font is embedded. */
export const STANDARD_FACES = ['Helvetica', 'Helvetica-Bold'] as const;
export type StandardFace = (typeof STANDARD_FACES)[number];

/** What a built-in face prints through WinAnsi as the same code point: printable ASCII and Latin-1. */
export const WIN_ANSI_TEXT = /^[\x20-\x7E\u00A0-\u00FF]*$/u;

const widths = new Map<StandardFace, Float64Array>();

/**
 * Each printable Latin-1 character's advance at size 1, read once per process through pdfkit's own metrics (its
 * AFM files). A document otherwise parses the metrics again for each face it uses.
 */
function table(face: StandardFace): Float64Array {
  let t = widths.get(face);
  if (!t) {
    const doc = new PDFDocument({ autoFirstPage: false });
    doc.font(face).fontSize(1);
    t = new Float64Array(256);
    for (let c = 0x20; c <= 0xff; c++) {
      if (c < 0x7f || c >= 0xa0) t[c] = doc.widthOfString(String.fromCharCode(c));
    }
    widths.set(face, t);
  }
  return t;
}

/**
 * A face's width of a text at size 1, kerning left out (the raw writer draws without it too). A character outside
 * Latin-1 (never drawn: callers print through `latinOnly`) counts as '?'.
 */
export function standardMeasure(face: StandardFace): Measure {
  const t = table(face);
  const unknown = t[0x3f]!;
  return (text) => {
    let w = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      w += c < 256 && t[c]! > 0 ? t[c]! : unknown;
    }
    return w;
  };
}
