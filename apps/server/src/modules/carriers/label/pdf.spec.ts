import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { label, RECEIVER_DE, RECEIVER_KR, RECEIVER_US_LONG, SENDER_CN } from '../test-support/labels.fixture';
import { DEFAULT_LABEL_FONT } from './fonts';
import type { LabelData } from './label.types';
import { renderLabelsPdf } from './pdf';
import { LabelDataError } from './text';

/**
 * The read-back test: labels rendered to PDF, rasterised at the printers' 203 dpi by poppler's pdftoppm and read by
 * a real barcode reader (zbarimg). Debian's poppler-utils and zbar-tools (installed by .ci/run).
 */
const run = promisify(execFile);
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ph-labels-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function write(name: string, pdf: Buffer): Promise<string> {
  const file = path.join(dir, name);
  await fs.promises.writeFile(file, pdf);
  return file;
}

/** Every barcode zbarimg finds on each page, in page order (a page's codes sorted). */
async function readBarcodes(pdfFile: string): Promise<string[][]> {
  const prefix = `${pdfFile}-page`;
  await run('pdftoppm', ['-r', '203', '-png', pdfFile, prefix]);
  const pages = (await fs.promises.readdir(dir))
    .filter((f) => f.startsWith(path.basename(prefix)) && f.endsWith('.png'))
    .sort();
  const out: string[][] = [];
  for (const page of pages) {
    const { stdout } = await run('zbarimg', ['--raw', '-q', path.join(dir, page)]).catch(
      (err: { stdout?: string }) => ({
        stdout: err.stdout ?? '', // zbarimg exits 4 when it finds nothing: an empty page result, asserted below
      }),
    );
    out.push(stdout.split('\n').filter(Boolean).sort());
  }
  return out;
}

async function pageSizes(pdfFile: string): Promise<string[]> {
  const { stdout } = await run('pdfinfo', ['-f', '1', '-l', '1000', pdfFile]);
  return [...stdout.matchAll(/^Page\s+\d+ size:\s+(.*?)\s*$/gm)].map((m) => m[1]!);
}

const expected = (labels: LabelData[]) => labels.map((l) => [l.trackingNo, l.insideNumber].sort());
const fontInstalled = fs.existsSync(DEFAULT_LABEL_FONT.path);

describe('label PDF read back by a barcode reader', () => {
  const labels = [
    label({ trackingNo: 'SB00000000018', insideNumber: 'PH250301000001', receiver: RECEIVER_KR }),
    label({ trackingNo: 'SB00000000026', insideNumber: 'PH250301000002', receiver: RECEIVER_DE }),
    label({
      trackingNo: 'SB00000000034',
      insideNumber: 'PH-2503/01.000003',
      sender: SENDER_CN,
      receiver: RECEIVER_US_LONG,
      referenceNo: 'REF-'.repeat(20),
    }),
  ];
  let file: string;

  beforeAll(async () => {
    file = await write('three.pdf', await renderLabelsPdf(labels));
  });

  it('decodes the tracking and inside numbers of every page (pdftoppm 203 dpi + zbarimg)', async () => {
    expect(await readBarcodes(file)).toEqual(expected(labels));
  });

  it('has one 4x6 inch page (exactly 288 x 432 pt) per label', async () => {
    expect(await pageSizes(file)).toEqual(['288 x 432 pts', '288 x 432 pts', '288 x 432 pts']);
  });

  it.runIf(fontInstalled)(
    'carries the CJK glyphs it draws (a Type 3 font with a ToUnicode map), and Chinese, Korean and German text reads back',
    async () => {
      const { stdout: fonts } = await run('pdffonts', [file]);
      expect(fonts).toMatch(/Type 3\s+Custom\s+yes\s+no\s+yes/);
      const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
      for (const words of [
        '김민준',
        '王小明',
        '深圳包裹科技有限公司',
        'Jürgen Müller-Lüdenscheidt',
        'Friedrichstraße 123a',
      ]) {
        expect(text).toContain(words);
      }
    },
  );

  it('keeps a long address on its page: shrunk or cut, never past the label', async () => {
    const { stdout } = await run('pdftotext', ['-f', '3', '-l', '3', '-bbox', file, '-']);
    for (const m of stdout.matchAll(/xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)"/g)) {
      const [xMin, yMin, xMax, yMax] = m.slice(1).map(Number) as [number, number, number, number];
      expect(xMin).toBeGreaterThanOrEqual(0);
      expect(yMin).toBeGreaterThanOrEqual(0);
      expect(xMax).toBeLessThanOrEqual(288);
      expect(yMax).toBeLessThanOrEqual(432);
    }
  });
});

describe('label PDF without the CJK font', () => {
  it('falls back to a built-in font: non-Latin text becomes ?, the barcodes still read', async () => {
    const labels = [label({ receiver: RECEIVER_KR }), label({ trackingNo: 'SB00000000026', receiver: RECEIVER_DE })];
    const file = await write(
      'fallback.pdf',
      await renderLabelsPdf(labels, { font: { path: '/nonexistent/font.ttc' } }),
    );
    expect(await readBarcodes(file)).toEqual(expected(labels));
    const { stdout: fonts } = await run('pdffonts', [file]);
    expect(fonts).toContain('Helvetica');
    expect(fonts).not.toContain('Type 3');
    const { stdout: text } = await run('pdftotext', [file, '-']);
    expect(text).toContain('Jürgen');
    expect(text).not.toContain('김민준');
  });
});

describe('label PDF of Latin text only', () => {
  it('embeds no font: the built-in face prints it whole (accents too), and the barcodes read', async () => {
    const latinSender = { ...RECEIVER_US_LONG, name: 'Li Lei', city: 'Shenzhen' };
    const labels = [
      label({ sender: latinSender, receiver: RECEIVER_DE, productName: 'US Express', referenceNo: 'REF-0001' }),
    ];
    const file = await write('latin.pdf', await renderLabelsPdf(labels));
    expect(await readBarcodes(file)).toEqual(expected(labels));
    const { stdout: fonts } = await run('pdffonts', [file]);
    expect(fonts).toContain('Helvetica');
    expect(fonts).not.toContain('Type 3');
    const { stdout: text } = await run('pdftotext', [file, '-']);
    expect(text).toContain('Jürgen');
  });

  it.runIf(fontInstalled)('embeds the CJK face as soon as one label of the document needs it', async () => {
    const latin = label({
      sender: { ...RECEIVER_US_LONG, name: 'Li Lei' },
      receiver: RECEIVER_DE,
      productName: 'US Express',
      referenceNo: 'REF-0001',
    });
    const file = await write('mixed.pdf', await renderLabelsPdf([latin, label({ receiver: RECEIVER_KR })]));
    const { stdout: fonts } = await run('pdffonts', [file]);
    expect(fonts).toContain('Type 3');
    const { stdout: text } = await run('pdftotext', [file, '-']);
    expect(text).toContain('김민준');
  });
});

describe('label PDF with hostile input', () => {
  it('prints NUL bytes, controls, huge strings and empty fields without failing', async () => {
    const nasty = 'a\u0000b\u0007c\u202E' + '长'.repeat(200_000);
    const l = label({
      productName: nasty,
      referenceNo: '\u0000',
      orderNo: '',
      weightKg: 'not a number',
      pieces: 0,
      date: new Date(Number.NaN),
      sender: { ...SENDER_CN, addressLines: [nasty, '', nasty] },
      receiver: { ...RECEIVER_US_LONG, name: 'x'.repeat(1_000_000), addressLines: [] },
    });
    const file = await write('hostile.pdf', await renderLabelsPdf([l]));
    expect(await pageSizes(file)).toEqual(['288 x 432 pts']);
    expect(await readBarcodes(file)).toEqual(expected([l]));
  });

  it('refuses numbers Code 128 cannot carry, and an empty list, with the field named', async () => {
    await expect(renderLabelsPdf([])).rejects.toBeInstanceOf(LabelDataError);
    await expect(renderLabelsPdf([label({ trackingNo: 'SB 1' })])).rejects.toMatchObject({ field: 'trackingNo' });
    await expect(renderLabelsPdf([label(), label({ insideNumber: 'x'.repeat(41) })])).rejects.toMatchObject({
      field: '#2 insideNumber',
    });
    await expect(renderLabelsPdf([label({ pieces: -1 })])).rejects.toBeInstanceOf(LabelDataError);
  });
});
