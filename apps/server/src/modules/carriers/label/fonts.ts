import fs from 'node:fs';
import * as fontkit from 'fontkit';
import { GlyphOutlines } from './glyph-outlines';

/** Debian's fonts-noto-cjk: Chinese, Japanese, Korean and Latin in one face (Simplified Chinese glyph forms). */
export const DEFAULT_LABEL_FONT = {
  path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  name: 'NotoSansCJKsc-Regular',
} as const;

export interface LabelFontSpec {
  path: string;
  /** The PostScript name of the face inside a .ttc collection. */
  name?: string;
}

/** A loaded font, a cached width measure at size 1 (widths in em) and its glyphs as PDF procedures. */
export interface LabelFont {
  font: fontkit.Font;
  measure: (text: string) => number;
  outlines: GlyphOutlines;
}

const loaded = new Map<string, LabelFont | null>();
const MAX_CACHED_WIDTHS = 50_000;

/**
 * The font parsed once per process (a 20 MB collection takes ~80 ms) and shared by every document: each document
 * carries the glyphs it draws, outlined once per process (`GlyphOutlines`). Null when the file is missing or
 * unreadable: the caller falls back to a built-in font. The outcome is remembered, so a missing font costs one failed read.
 */
export function loadLabelFont(spec: LabelFontSpec | null): LabelFont | null {
  if (!spec) return null;
  const key = `${spec.path}#${spec.name ?? ''}`;
  const known = loaded.get(key);
  if (known !== undefined) return known;
  let result: LabelFont | null = null;
  try {
    const face = fontkit.create(fs.readFileSync(spec.path), spec.name);
    if (!('glyphsForString' in face)) throw new Error('a font collection, not a face: name the face');
    const font = face;
    const widths = new Map<string, number>();
    result = {
      font,
      outlines: new GlyphOutlines(font),
      measure: (text) => {
        let w = widths.get(text);
        if (w === undefined) {
          if (widths.size >= MAX_CACHED_WIDTHS) widths.clear();
          // Glyph advances through the cmap alone: a full layout (GSUB/GPOS) costs ~10x more, and what it adds
          // (kerning, mostly tightening) the clip of each text box absorbs.
          let units = 0;
          for (const glyph of font.glyphsForString(text)) units += glyph.advanceWidth;
          w = units / font.unitsPerEm;
          widths.set(text, w);
        }
        return w;
      },
    };
  } catch {
    result = null;
  }
  loaded.set(key, result);
  return result;
}
