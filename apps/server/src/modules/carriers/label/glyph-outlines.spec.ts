import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { glyphProcedure, GlyphOutlines } from './glyph-outlines';
import { toUnicodeCMap } from './type3-fonts';

const bbox = { minX: 0, minY: 0, maxX: 300, maxY: 600, width: 300, height: 600 };

describe('glyph procedures', () => {
  it('raises a quadratic curve to the cubic through the same points, and closes and fills the path', () => {
    const proc = glyphProcedure({
      advanceWidth: 500,
      bbox,
      path: {
        commands: [
          { command: 'moveTo', args: [0, 0] },
          { command: 'quadraticCurveTo', args: [300, 600, 300, 0] },
          { command: 'lineTo', args: [150, -10.5] },
          { command: 'closePath', args: [] },
          { command: 'moveTo', args: [10, 10] },
          { command: 'bezierCurveTo', args: [1, 2, 3, 4, 5, 6] },
          { command: 'closePath', args: [] },
        ],
      } as never,
    });
    expect(proc.split('\n')).toEqual([
      '500 0 0 0 300 600 d1',
      '0 0 m',
      '200 400 300 400 300 0 c',
      '150 -10.5 l',
      'h',
      '10 10 m',
      '1 2 3 4 5 6 c',
      'h',
      'f',
    ]);
  });

  it('gives an empty glyph (a space) its advance and nothing to fill', () => {
    expect(glyphProcedure({ advanceWidth: 250, bbox, path: { commands: [] } as never })).toBe('250 0 0 0 0 0 d1');
  });

  it('outlines each glyph once per font, answering the text it stands for', () => {
    let outlined = 0;
    const glyph = (id: number, cp: number) => ({
      id,
      codePoints: [cp],
      advanceWidth: 1000,
      bbox,
      get path() {
        outlined++;
        return { commands: [{ command: 'moveTo', args: [0, 0] }] };
      },
    });
    const font = {
      unitsPerEm: 1000,
      bbox,
      glyphsForString: (t: string) => [...t].map((ch) => glyph(ch.codePointAt(0)!, ch.codePointAt(0)!)),
    };
    const outlines = new GlyphOutlines(font as never);
    const first = outlines.glyphsOf('中文中');
    outlines.glyphsOf('文😀');
    expect(first.map((g) => g.unicode)).toEqual(['中', '文', '中']);
    expect(outlined).toBe(3);
    expect(inflateSync(first[0]!.proc).toString('latin1')).toContain('0 0 m');
  });
});

describe('ToUnicode map', () => {
  it('maps each code to its text in UTF-16, astral characters as surrogate pairs, 100 to a block', () => {
    const glyphs = Array.from({ length: 101 }, (_, i) => ({ id: i, width: 1, proc: Buffer.alloc(0), unicode: 'A' }));
    glyphs[1] = { ...glyphs[1]!, unicode: '😀' };
    const cmap = toUnicodeCMap(glyphs);
    expect(cmap).toContain('<01> <0041>');
    expect(cmap).toContain('<02> <D83DDE00>');
    expect(cmap).toContain('100 beginbfchar');
    expect(cmap).toContain('1 beginbfchar\n<65> <0041>');
  });
});
