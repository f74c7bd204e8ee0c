import crypto from 'node:crypto';
import zlib from 'node:zlib';

/** Reads back an RGBA PNG data URL as the server draws them (8-bit, no filter): size and pixels. */
export function decodePngDataUrl(dataUrl: string) {
  const png = Buffer.from(dataUrl.split(',')[1]!, 'base64');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  let idat = Buffer.alloc(0);
  for (let o = 8; o < png.length;) {
    const len = png.readUInt32BE(o);
    if (png.toString('ascii', o + 4, o + 8) === 'IDAT') idat = Buffer.concat([idat, png.subarray(o + 8, o + 8 + len)]);
    o += len + 12;
  }
  const raw = zlib.inflateSync(idat);
  const row = width * 4 + 1;
  const px = (x: number, y: number) => [...raw.subarray(y * row + 1 + x * 4, y * row + 1 + x * 4 + 4)];
  /** A digest of the pixels alone, whatever the compressor made of them. */
  const digest = () => crypto.createHash('sha256').update(raw).digest('hex').slice(0, 16);
  return { width, height, px, digest };
}
