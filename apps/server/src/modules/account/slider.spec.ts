import { describe, expect, it } from 'vitest';
import { sliderMatches } from './slider.service';
import { inPiece, PUZZLE, renderPuzzle } from './slider-puzzle';
import { decodePngDataUrl } from '../../../test/helpers/png-pixels';

const decodePng = decodePngDataUrl;

describe('slider puzzle', () => {
  it('matches within the tolerance only', () => {
    expect(sliderMatches(100, 105, 5)).toBe(true);
    expect(sliderMatches(100, 94, 5)).toBe(false);
    expect(sliderMatches(100, 101, 1)).toBe(true);
  });

  it('draws valid PNGs: the background 310 x 155 with a darkened hole, the piece cut from it', () => {
    const p = renderPuzzle();
    const bg = decodePng(p.bg);
    const piece = decodePng(p.piece);
    expect([bg.width, bg.height]).toEqual([PUZZLE.width, PUZZLE.height]);
    expect([piece.width, piece.height]).toEqual([PUZZLE.piece, PUZZLE.piece]);
    expect(p.x).toBeGreaterThanOrEqual(PUZZLE.piece);
    expect(p.x + PUZZLE.piece).toBeLessThanOrEqual(PUZZLE.width);
    // A pixel inside the piece's body: opaque in the piece, darkened in the hole.
    expect(inPiece(20, 30)).toBe(true);
    expect(piece.px(20, 30)[3]).toBe(255);
    expect(piece.px(0, 0)[3]).toBe(0);
    const hole = bg.px(p.x + 20, p.y + 30);
    const original = piece.px(20, 30);
    expect(hole[0]).toBe(Math.round(original[0]! * 0.4));
  });
});
