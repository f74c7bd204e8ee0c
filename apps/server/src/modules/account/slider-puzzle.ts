import crypto from 'node:crypto';
import { encodePng, pngDataUrl } from '../../platform/files/png';

/** The registration slider puzzle, 310 x 155 as the spec draws it, rendered as raster images (no geometry leaks). */
export const PUZZLE = { width: 310, height: 155, piece: 50 } as const;

const rand = (min: number, max: number) => crypto.randomInt(min, max + 1);

/** The piece's outline inside its 50 px box: a square with a knob on top and one on the right. */
export function inPiece(px: number, py: number): boolean {
  const inBody = px >= 4 && px < 40 && py >= 12 && py < 48;
  const knob = (cx: number, cy: number) => (px - cx) ** 2 + (py - cy) ** 2 <= 49;
  return inBody || knob(22, 12) || knob(40, 30);
}

function onEdge(px: number, py: number): boolean {
  if (!inPiece(px, py)) return false;
  return !inPiece(px - 1, py) || !inPiece(px + 1, py) || !inPiece(px, py - 1) || !inPiece(px, py + 1);
}

function background(): Uint8Array {
  const { width: W, height: H } = PUZZLE;
  const img = new Uint8Array(W * H * 4);
  const base = [rand(40, 120), rand(80, 160), rand(120, 220)];
  const blobs = Array.from({ length: 14 }, () => ({
    x: rand(0, W),
    y: rand(0, H),
    r: rand(15, 60),
    c: [rand(0, 255), rand(0, 255), rand(0, 255)],
  }));
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      let [r, g, b] = [base[0]! + x / 4, base[1]! + y / 3, base[2]! - x / 6];
      for (const blob of blobs) {
        const d = Math.hypot(x - blob.x, y - blob.y);
        if (d < blob.r) {
          const a = 0.55 * (1 - d / blob.r);
          r = r * (1 - a) + blob.c[0]! * a;
          g = g * (1 - a) + blob.c[1]! * a;
          b = b * (1 - a) + blob.c[2]! * a;
        }
      }
      const noise = rand(-12, 12);
      const i = (y * W + x) * 4;
      img[i] = Math.max(0, Math.min(255, r + noise));
      img[i + 1] = Math.max(0, Math.min(255, g + noise));
      img[i + 2] = Math.max(0, Math.min(255, b + noise));
      img[i + 3] = 255;
    }
  }
  return img;
}

export interface RenderedPuzzle {
  x: number;
  y: number;
  bg: string;
  piece: string;
}

/** Draws a fresh puzzle: the background with a shaded hole at (x, y), and the piece cut from it. */
export function renderPuzzle(): RenderedPuzzle {
  const { width: W, height: H, piece: P } = PUZZLE;
  const x = rand(P + 20, W - P - 5);
  const y = rand(5, H - P - 5);
  const bg = background();
  const piece = new Uint8Array(P * P * 4);
  for (let py = 0; py < P; py++) {
    for (let px = 0; px < P; px++) {
      if (!inPiece(px, py)) continue;
      const src = ((y + py) * W + (x + px)) * 4;
      const dst = (py * P + px) * 4;
      const edge = onEdge(px, py);
      for (let k = 0; k < 3; k++) {
        piece[dst + k] = edge ? 255 : bg[src + k]!;
        bg[src + k] = edge ? 230 : Math.round(bg[src + k]! * 0.4);
      }
      piece[dst + 3] = 255;
    }
  }
  return { x, y, bg: pngDataUrl(encodePng(W, H, bg)), piece: pngDataUrl(encodePng(P, P, piece)) };
}
