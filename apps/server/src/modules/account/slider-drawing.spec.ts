import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodePngDataUrl } from '../../../test/helpers/png-pixels';
import { inPiece, PUZZLE, renderPuzzle } from './slider-puzzle';

/**
 * The puzzle is drawn from crypto.randomInt; pinned to the lowest or the highest value of every range, the drawing
 * is exact and each pixel can be told. Lowest: base colour (40, 80, 120), 14 black blobs of radius 15 at (0, 0),
 * noise -12, hole at (70, 5). Highest: base (120, 160, 220), 14 white blobs of radius 60 at (310, 155), noise +12,
 * hole at (255, 100).
 */
function drawPinned(pin: 'lowest' | 'highest') {
  const pick = (min: number, max: number) => (pin === 'lowest' ? min : max - 1);
  vi.spyOn(crypto, 'randomInt').mockImplementation(pick as unknown as typeof crypto.randomInt);
  const p = renderPuzzle();
  return { x: p.x, y: p.y, bg: decodePngDataUrl(p.bg), piece: decodePngDataUrl(p.piece) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('slider puzzle: the piece outline', () => {
  it('is a square from (4, 12) to (39, 47)', () => {
    for (const [x, y] of [
      [4, 30],
      [39, 20],
      [10, 12],
      [10, 47],
      [20, 30],
    ] as const)
      expect(inPiece(x, y), `${x},${y}`).toBe(true);
    for (const [x, y] of [
      [3, 30],
      [40, 20],
      [10, 11],
      [10, 48],
      [0, 0],
    ] as const)
      expect(inPiece(x, y), `${x},${y}`).toBe(false);
  });

  it('has a knob of radius 7 on top, centred at (22, 12), and one on the right, centred at (40, 30)', () => {
    expect([inPiece(22, 5), inPiece(22, 4), inPiece(15, 12), inPiece(29, 12)]).toEqual([true, false, true, true]);
    expect([inPiece(17, 8), inPiece(16, 7)]).toEqual([true, false]);
    expect([inPiece(47, 30), inPiece(48, 30), inPiece(40, 23), inPiece(40, 37), inPiece(40, 38)]).toEqual([
      true,
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('slider puzzle: where the hole goes', () => {
  it('anywhere from x 70 to 255 and y 5 to 100: clear of the start, inside the picture', () => {
    expect(drawPinned('lowest')).toMatchObject({ x: 70, y: 5 });
    vi.restoreAllMocks();
    const highest = drawPinned('highest');
    expect(highest).toMatchObject({ x: 255, y: 100 });
    expect(highest.x + PUZZLE.piece).toBeLessThanOrEqual(PUZZLE.width - 5);
    expect(highest.y + PUZZLE.piece).toBeLessThanOrEqual(PUZZLE.height - 5);
  });
});

describe('slider puzzle: the cut', () => {
  it('rims the piece white and the hole light grey, all round the outline', () => {
    const { x, y, bg, piece } = drawPinned('lowest');
    // Left, right, top and bottom of the square, the top knob, the right knob.
    for (const [px, py] of [
      [4, 30],
      [39, 20],
      [10, 12],
      [10, 47],
      [22, 5],
      [47, 30],
    ] as const) {
      expect(piece.px(px, py), `piece ${px},${py}`).toEqual([255, 255, 255, 255]);
      expect(bg.px(x + px, y + py), `hole ${px},${py}`).toEqual([230, 230, 230, 255]);
    }
  });

  it('copies the inside of the outline into the piece and darkens it in the hole to 40%', () => {
    const { x, y, bg, piece } = drawPinned('lowest');
    expect(piece.px(20, 30)).toEqual([50, 79, 93, 255]);
    expect(bg.px(x + 20, y + 30)).toEqual([20, 32, 37, 255]);
    expect(piece.px(5, 13)).not.toEqual([255, 255, 255, 255]);
    // Outside the outline the piece is transparent and the background untouched.
    expect(piece.px(0, 0)).toEqual([0, 0, 0, 0]);
    expect(piece.px(45, 45)).toEqual([0, 0, 0, 0]);
    expect(bg.px(x + 45, y + 45)[3]).toBe(255);
  });
});

describe('slider puzzle: the background', () => {
  it('shades the base colour across the picture, plus the noise', () => {
    const lowest = drawPinned('lowest').bg;
    expect(lowest.px(200, 100)).toEqual([78, 101, 74, 255]);
    expect(lowest.px(309, 0)).toEqual([105, 68, 56, 255]);
    vi.restoreAllMocks();
    const highest = drawPinned('highest').bg;
    expect(highest.px(0, 0)).toEqual([132, 172, 232, 255]);
    expect(highest.px(100, 30)).toEqual([157, 182, 215, 255]);
    expect(highest.px(200, 100)).toEqual([182, 205, 198, 255]);
    expect([highest.width, highest.height]).toEqual([310, 155]);
  });

  it('blends blobs in, strongest at their centre, and keeps every channel within 0-255', () => {
    const lowest = drawPinned('lowest').bg;
    // Black blobs at (0, 0): the corner goes to black (clamped at 0), their rim only darkens.
    expect(lowest.px(0, 0)).toEqual([0, 0, 0, 255]);
    expect(lowest.px(14, 3)).toEqual([18, 44, 70, 255]);
    vi.restoreAllMocks();
    const highest = drawPinned('highest').bg;
    // White blobs at (310, 155): the corner goes to white (clamped at 255), their rim only lightens.
    expect(highest.px(309, 154)).toEqual([255, 255, 255, 255]);
    expect(highest.px(260, 154)).toEqual([248, 255, 246, 255]);
    expect(highest.px(252, 150)).toEqual([209, 231, 205, 255]);
  });
});
