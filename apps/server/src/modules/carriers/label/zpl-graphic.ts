import type * as fontkit from 'fontkit';

/** A 1-bit image, rows of packed bits (most significant first), 1 = black: what ZPL's ^GF takes. */
export interface Bitmap {
  width: number;
  height: number;
  bytesPerRow: number;
  bits: Uint8Array;
}

type Point = readonly [number, number];
/** Quadratic and cubic curves are cut into this many straight pieces: below a dot at label sizes. */
const CURVE_STEPS = 8;

/** A glyph's outline as closed polygons in font units (y up). */
function polygonsOf(path: fontkit.Glyph['path']): Point[][] {
  const polygons: Point[][] = [];
  let current: Point[] = [];
  let at: Point = [0, 0];
  const close = () => {
    if (current.length > 2) polygons.push(current);
    current = [];
  };
  for (const { command, args } of path.commands) {
    const a = args as number[];
    if (command === 'moveTo') {
      close();
      at = [a[0]!, a[1]!];
      current.push(at);
    } else if (command === 'lineTo') {
      at = [a[0]!, a[1]!];
      current.push(at);
    } else if (command === 'quadraticCurveTo') {
      const [from, c, to] = [at, [a[0]!, a[1]!], [a[2]!, a[3]!]] as const;
      for (let i = 1; i <= CURVE_STEPS; i++) {
        const t = i / CURVE_STEPS;
        const u = 1 - t;
        current.push([
          u * u * from[0] + 2 * u * t * c[0] + t * t * to[0],
          u * u * from[1] + 2 * u * t * c[1] + t * t * to[1],
        ]);
      }
      at = to;
    } else if (command === 'bezierCurveTo') {
      const [from, c1, c2, to] = [at, [a[0]!, a[1]!], [a[2]!, a[3]!], [a[4]!, a[5]!]] as const;
      for (let i = 1; i <= CURVE_STEPS; i++) {
        const t = i / CURVE_STEPS;
        const u = 1 - t;
        const [k0, k1, k2, k3] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
        current.push([
          k0 * from[0] + k1 * c1[0] + k2 * c2[0] + k3 * to[0],
          k0 * from[1] + k1 * c1[1] + k2 * c2[1] + k3 * to[1],
        ]);
      }
      at = to;
    } else if (command === 'closePath') {
      close();
    }
  }
  close();
  return polygons;
}

/**
 * Fills polygons (already in dots, y down) into the bitmap with the non-zero winding rule, sampling each row at its
 * centre: glyph outlines overlap (CJK strokes are separate contours), which even-odd would punch holes into.
 */
function fill(bitmap: Bitmap, polygons: readonly Point[][]) {
  for (let row = 0; row < bitmap.height; row++) {
    const y = row + 0.5;
    const crossings: { x: number; winding: number }[] = [];
    for (const polygon of polygons) {
      for (let i = 0; i < polygon.length; i++) {
        const [x0, y0] = polygon[i]!;
        const [x1, y1] = polygon[(i + 1) % polygon.length]!;
        if (y0 === y1 || y < Math.min(y0, y1) || y >= Math.max(y0, y1)) continue;
        crossings.push({ x: x0 + ((y - y0) / (y1 - y0)) * (x1 - x0), winding: y1 > y0 ? 1 : -1 });
      }
    }
    crossings.sort((p, q) => p.x - q.x);
    let winding = 0;
    for (let i = 0; i < crossings.length - 1; i++) {
      winding += crossings[i]!.winding;
      if (winding === 0) continue;
      const from = Math.max(0, Math.round(crossings[i]!.x));
      const to = Math.min(bitmap.width, Math.round(crossings[i + 1]!.x));
      for (let x = from; x < to; x++) bitmap.bits[row * bitmap.bytesPerRow + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
}

/**
 * A line of text drawn with `font` at `size` dots to the em, at most `maxWidth` dots wide (glyphs past it are left
 * out): the text a printer's built-in font cannot print, sent as a picture. The image is `size` dots high with the
 * baseline at 0.86 of it, which holds CJK ideographs and Latin descenders.
 */
export function rasteriseLine(font: fontkit.Font, text: string, size: number, maxWidth: number): Bitmap {
  const scale = size / font.unitsPerEm;
  const baseline = Math.round(size * 0.86);
  const glyphs = font.glyphsForString(text);
  const polygons: Point[][] = [];
  let pen = 0;
  for (const glyph of glyphs) {
    const advance = glyph.advanceWidth * scale;
    if (pen + advance > maxWidth) break;
    for (const polygon of polygonsOf(glyph.path))
      polygons.push(polygon.map(([x, y]) => [pen + x * scale, baseline - y * scale] as const));
    pen += advance;
  }
  const width = Math.max(1, Math.ceil(pen));
  const bytesPerRow = Math.ceil(width / 8);
  const bitmap: Bitmap = { width, height: Math.max(1, Math.round(size)), bytesPerRow, bits: new Uint8Array(0) };
  bitmap.bits = new Uint8Array(bytesPerRow * bitmap.height);
  fill(bitmap, polygons);
  return bitmap;
}

/** ^GFA: the bitmap as ASCII hex, its total bytes twice (data and graphic field count) and its row length. */
export function graphicField(bitmap: Bitmap): string {
  const total = bitmap.bits.length;
  return `^GFA,${total},${total},${bitmap.bytesPerRow},${Buffer.from(bitmap.bits).toString('hex').toUpperCase()}`;
}
