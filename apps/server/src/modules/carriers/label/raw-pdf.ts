import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { LabelCanvas, PlacedLine } from './canvas';
import type { Box } from './layout';
import { STANDARD_FACES, type StandardFace } from './standard-faces';
import { WIN_ANSI_TEXT } from './text';

/** A number as PDF writes it: at most 3 decimals, never an exponent, never NaN. */
export function pdfNumber(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const r = Math.round(n * 1000) / 1000;
  return Object.is(r, -0) ? '0' : String(r);
}

/** A PDF literal string of Latin-1 text: backslash and parentheses escaped, anything else outside it as '?'. */
export function pdfString(text: string): string {
  const latin = WIN_ANSI_TEXT.test(text) ? text : text.replace(/[^\x20-\x7E\u00A0-\u00FF]/gu, '?');
  return `(${latin.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

const FONT_IDS = new Map<string, string>(STANDARD_FACES.map((f, i) => [f, `F${i + 1}`]));

export interface RawPdfInfo {
  title: string;
  producer: string;
  /** Page size in points. */
  width: number;
  height: number;
}

/**
 * A PDF 1.4 writer for pages drawn with the built-in Helvetica faces only (text as WinAnsi, no embedded font):
 * what a label of Latin text needs, without a layout engine's per-document cost. Each page is one deflated content
 * stream; `finish` answers the whole file with its cross-reference table.
 */
export class RawPdf implements LabelCanvas {
  private readonly pages: Buffer[] = [];
  private ops: string[] | null = null;

  constructor(private readonly info: RawPdfInfo) {}

  private get page(): string[] {
    if (!this.ops) throw new Error('RawPdf: addPage() before drawing');
    return this.ops;
  }

  /** y down from the top (the layout's) to PDF's y up from the bottom. */
  private y(y: number): string {
    return pdfNumber(this.info.height - y);
  }

  addPage(): void {
    this.closePage();
    this.ops = [];
  }

  lines(width: number, segments: readonly (readonly [number, number, number, number])[]): void {
    const ops = this.page;
    ops.push(`${pdfNumber(width)} w`);
    for (const [x1, y1, x2, y2] of segments)
      ops.push(`${pdfNumber(x1)} ${this.y(y1)} m ${pdfNumber(x2)} ${this.y(y2)} l`);
    ops.push('S');
  }

  fill(rects: readonly Box[]): void {
    const ops = this.page;
    for (const r of rects) ops.push(this.rect(r));
    ops.push('f');
  }

  text(face: string, size: number, lines: readonly PlacedLine[], clip?: Box): void {
    const id = FONT_IDS.get(face);
    if (!id) throw new Error(`RawPdf: ${face} is not a built-in face`);
    const ops = this.page;
    if (clip) ops.push('q', this.rect(clip), 'W n');
    ops.push('BT', `/${id} ${pdfNumber(size)} Tf`);
    let x = 0;
    let y = 0;
    for (const l of lines) {
      // Td moves from the previous line's start.
      const nx = Number(pdfNumber(l.x));
      const ny = Number(this.y(l.y));
      ops.push(`${pdfNumber(nx - x)} ${pdfNumber(ny - y)} Td ${pdfString(l.text)} Tj`);
      x = nx;
      y = ny;
    }
    ops.push('ET');
    if (clip) ops.push('Q');
  }

  private rect(r: Box): string {
    return `${pdfNumber(r.x)} ${this.y(r.y + r.height)} ${pdfNumber(r.width)} ${pdfNumber(r.height)} re`;
  }

  private closePage(): void {
    if (this.ops) this.pages.push(deflateSync(Buffer.from(this.ops.join('\n'), 'latin1')));
    this.ops = null;
  }

  /** The document: catalog 1, page tree 2, info 3, faces 4.., then each page and its content stream. */
  finish(): Buffer {
    this.closePage();
    const { width, height } = this.info;
    const faces = STANDARD_FACES.length;
    const firstPage = 4 + faces;
    const kids = this.pages.map((_, i) => `${firstPage + 2 * i} 0 R`).join(' ');
    const fontRefs = STANDARD_FACES.map((f, i) => `/${FONT_IDS.get(f)!} ${4 + i} 0 R`).join(' ');
    const objects: (string | Buffer[])[] = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      `<< /Type /Pages /Kids [${kids}] /Count ${this.pages.length} >>`,
      `<< /Title ${pdfString(this.info.title)} /Producer ${pdfString(this.info.producer)} /CreationDate (D:${pdfDate(new Date())}) >>`,
      ...STANDARD_FACES.map(
        (f: StandardFace) => `<< /Type /Font /Subtype /Type1 /BaseFont /${f} /Encoding /WinAnsiEncoding >>`,
      ),
    ];
    this.pages.forEach((content, i) => {
      objects.push(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pdfNumber(width)} ${pdfNumber(height)}] ` +
          `/Resources << /Font << ${fontRefs} >> /ProcSet [/PDF /Text] >> /Contents ${firstPage + 2 * i + 1} 0 R >>`,
        [
          Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
          content,
          Buffer.from('\nendstream', 'latin1'),
        ],
      );
    });
    const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
    let offset = parts[0]!.length;
    const offsets: number[] = [];
    objects.forEach((body, i) => {
      offsets.push(offset);
      const chunk = [
        Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
        ...(typeof body === 'string' ? [Buffer.from(body, 'latin1')] : body),
        Buffer.from('\nendobj\n', 'latin1'),
      ];
      for (const c of chunk) offset += c.length;
      parts.push(...chunk);
    });
    const id = randomUUID().replaceAll('-', '');
    const xref =
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
      offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
      `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 3 0 R /ID [<${id}> <${id}>] >>\n` +
      `startxref\n${offset}\n%%EOF\n`;
    parts.push(Buffer.from(xref, 'latin1'));
    return Buffer.concat(parts);
  }
}

/** D:YYYYMMDDHHmmSSZ, in UTC. */
function pdfDate(d: Date): string {
  return `${d.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}
