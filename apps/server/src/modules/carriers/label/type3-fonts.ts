import { deflateSync } from 'node:zlib';
import type { DrawnGlyph, GlyphOutlines } from './glyph-outlines';
import { pdfNumber, streamObject, utf16Hex } from './pdf-syntax';

/** Codes 1-255 of a simple font: a document needing more glyphs gets another font. */
const CODES_PER_FONT = 255;

/** The ToUnicode map of one font: each code to the text its glyph stands for (text extraction, search). */
export function toUnicodeCMap(glyphs: readonly DrawnGlyph[]): string {
  const entries = glyphs.map(
    (g, i) => `<${(i + 1).toString(16).padStart(2, '0').toUpperCase()}> <${utf16Hex(g.unicode)}>`,
  );
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<00> <FF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/**
 * The glyphs one document draws from an embedded face, as Type 3 fonts of up to 255 glyphs each (resource names
 * T1, T2, ...): codes are given in the order glyphs are first drawn, and only those glyphs are written.
 */
export class Type3Fonts {
  private readonly fonts: DrawnGlyph[][] = [];
  private readonly codes = new Map<number, { font: number; code: number }>();

  constructor(private readonly outlines: GlyphOutlines) {}

  get count(): number {
    return this.fonts.length;
  }

  /** A text as runs of one font each: the font's index and its codes as hex. */
  runs(text: string): { font: number; hex: string }[] {
    const runs: { font: number; hex: string }[] = [];
    for (const glyph of this.outlines.glyphsOf(text)) {
      const { font, code } = this.codeOf(glyph);
      const hex = code.toString(16).padStart(2, '0');
      const last = runs[runs.length - 1];
      if (last && last.font === font) last.hex += hex;
      else runs.push({ font, hex });
    }
    return runs;
  }

  private codeOf(glyph: DrawnGlyph): { font: number; code: number } {
    let at = this.codes.get(glyph.id);
    if (!at) {
      let glyphs = this.fonts[this.fonts.length - 1];
      if (!glyphs || glyphs.length >= CODES_PER_FONT) this.fonts.push((glyphs = []));
      glyphs.push(glyph);
      at = { font: this.fonts.length - 1, code: glyphs.length };
      this.codes.set(glyph.id, at);
    }
    return at;
  }

  /** Writes each font (its dictionary, ToUnicode map and glyph procedures) through `add`; answers the fonts' numbers. */
  write(add: (body: string | Buffer[]) => number): number[] {
    const scale = String(1 / this.outlines.unitsPerEm); // 3 decimals would lose a 2048-unit em; never an exponent here
    const bbox = this.outlines.bbox.map(pdfNumber).join(' ');
    return this.fonts.map((glyphs) => {
      const procs = glyphs.map((g) => add(streamObject('/Filter /FlateDecode', g.proc)));
      const cmap = add(streamObject('/Filter /FlateDecode', deflateSync(Buffer.from(toUnicodeCMap(glyphs), 'latin1'))));
      return add(
        `<< /Type /Font /Subtype /Type3 /FontBBox [${bbox}] /FontMatrix [${scale} 0 0 ${scale} 0 0] ` +
          `/CharProcs << ${procs.map((p, i) => `/g${i + 1} ${p} 0 R`).join(' ')} >> ` +
          `/Encoding << /Type /Encoding /Differences [1 ${glyphs.map((_, i) => `/g${i + 1}`).join(' ')}] >> ` +
          `/FirstChar 1 /LastChar ${glyphs.length} /Widths [${glyphs.map((g) => pdfNumber(g.width)).join(' ')}] ` +
          `/ToUnicode ${cmap} 0 R /Resources << >> >>`,
      );
    });
  }
}
