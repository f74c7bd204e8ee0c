import zlib from 'node:zlib';
import type { Page } from 'playwright-core';

/**
 * Finds the hole in a slider puzzle background the way an image-reading robot would: its outline is drawn in
 * light grey (230, 230, 230), and the piece's straight left side is the first column with a long run of it.
 * Answers the piece's left offset (the outline starts 4 px inside the piece box).
 */
export function findHoleX(dataUrl: string): number {
  const png = Buffer.from(dataUrl.split(',')[1]!, 'base64');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const chunks: Buffer[] = [];
  for (let o = 8; o < png.length;) {
    const len = png.readUInt32BE(o);
    if (png.toString('ascii', o + 4, o + 8) === 'IDAT') chunks.push(png.subarray(o + 8, o + 8 + len));
    o += len + 12;
  }
  const raw = zlib.inflateSync(Buffer.concat(chunks));
  const stride = width * 4 + 1;
  for (let x = 0; x < width; x++) {
    let run = 0;
    for (let y = 0; y < height; y++) {
      const i = y * stride + 1 + x * 4;
      run = raw[i] === 230 && raw[i + 1] === 230 && raw[i + 2] === 230 ? run + 1 : 0;
      if (run >= 20) return x - 4;
    }
  }
  throw new Error('no hole found in the puzzle');
}

/** Solves the slider on the page as a person would: reads where the hole is and drags the handle that far. */
export async function solveSlider(page: Page): Promise<void> {
  const bg = await page.locator('[data-testid="slider-captcha"] img').first().getAttribute('src');
  const target = findHoleX(bg!);
  const handle = await page.locator('[data-testid="slider-handle"]').boundingBox();
  const startX = handle!.x + handle!.width / 2;
  const y = handle!.y + handle!.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(startX + (target * step) / 10, y);
  await page.mouse.up();
  await page.locator('[data-testid="slider-captcha"][data-status="success"]').waitFor();
}
