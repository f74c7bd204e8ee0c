import { deflateSync } from 'node:zlib';
import type * as fontkit from 'fontkit';
import { pdfNumber } from './pdf-syntax';

/** One glyph as a Type 3 font draws it: its advance (font units), the text it stands for, its deflated procedure. */
export interface DrawnGlyph {
  id: number;
  width: number;
  unicode: string;
  proc: Buffer;
}

const MAX_CACHED_GLYPHS = 20_000;

/** A glyph's outline as PDF path operators in font units (quadratic curves raised to cubic ones), then filled. */
export function glyphProcedure(glyph: Pick<fontkit.Glyph, 'advanceWidth' | 'path' | 'bbox'>): string {
  const ops: string[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const n = pdfNumber;
  for (const { command, args } of glyph.path.commands) {
    const a = args.map(Number);
    if (command === 'moveTo') {
      [x, y] = [a[0]!, a[1]!];
      [startX, startY] = [x, y];
      ops.push(`${n(x)} ${n(y)} m`);
    } else if (command === 'lineTo') {
      [x, y] = [a[0]!, a[1]!];
      ops.push(`${n(x)} ${n(y)} l`);
    } else if (command === 'quadraticCurveTo') {
      const [qx, qy, ex, ey] = a as [number, number, number, number];
      const c1 = [x + (2 / 3) * (qx - x), y + (2 / 3) * (qy - y)];
      const c2 = [ex + (2 / 3) * (qx - ex), ey + (2 / 3) * (qy - ey)];
      ops.push(`${n(c1[0]!)} ${n(c1[1]!)} ${n(c2[0]!)} ${n(c2[1]!)} ${n(ex)} ${n(ey)} c`);
      [x, y] = [ex, ey];
    } else if (command === 'bezierCurveTo') {
      ops.push(`${a.map(n).join(' ')} c`);
      [x, y] = [a[4]!, a[5]!];
    } else if (command === 'closePath') {
      ops.push('h');
      [x, y] = [startX, startY];
    }
  }
  const width = n(glyph.advanceWidth);
  if (ops.length === 0) return `${width} 0 0 0 0 0 d1`;
  const b = glyph.bbox;
  return `${width} 0 ${n(b.minX)} ${n(b.minY)} ${n(b.maxX)} ${n(b.maxY)} d1\n${ops.join('\n')}\nf`;
}

/**
 * A font's glyphs as Type 3 procedures, each outlined and deflated once per process: a document then carries the
 * glyphs it uses without subsetting the font (which took tens of milliseconds a document for the CJK face).
 */
export class GlyphOutlines {
  private readonly drawn = new Map<number, DrawnGlyph>();

  constructor(private readonly font: fontkit.Font) {}

  get unitsPerEm(): number {
    return this.font.unitsPerEm;
  }

  get bbox(): [number, number, number, number] {
    const b = this.font.bbox;
    return [b.minX, b.minY, b.maxX, b.maxY];
  }

  /** The glyphs of a text, one per character as the font's character map has it (no shaping, as the measure). */
  glyphsOf(text: string): DrawnGlyph[] {
    return this.font.glyphsForString(text).map((g) => this.glyph(g));
  }

  private glyph(g: fontkit.Glyph): DrawnGlyph {
    let d = this.drawn.get(g.id);
    if (!d) {
      if (this.drawn.size >= MAX_CACHED_GLYPHS) this.drawn.clear();
      d = {
        id: g.id,
        width: g.advanceWidth,
        unicode: String.fromCodePoint(...g.codePoints),
        proc: deflateSync(Buffer.from(glyphProcedure(g), 'latin1')),
      };
      this.drawn.set(g.id, d);
    }
    return d;
  }
}
