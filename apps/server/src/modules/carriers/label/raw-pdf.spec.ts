import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { label, RECEIVER_US_LONG } from '../test-support/labels.fixture';
import { DEFAULT_LABEL_FONT, loadLabelFont } from './fonts';
import { renderLabelsPdf } from './pdf';
import { pdfNumber, pdfString } from './pdf-syntax';
import { RawPdf } from './raw-pdf';

/** The directly written PDF, read by poppler (pdfinfo, pdftotext), which complains on stderr of any broken structure. */
const run = promisify(execFile);
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ph-raw-pdf-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function poppler(tool: string, args: string[], pdf: Buffer): Promise<string> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await fs.promises.writeFile(file, pdf);
  const { stdout, stderr } = await run(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])]);
  expect(stderr).toBe('');
  return stdout;
}

describe('PDF numbers and strings', () => {
  it('writes numbers with at most 3 decimals, never an exponent, NaN or -0', () => {
    expect(pdfNumber(1.23456)).toBe('1.235');
    expect(pdfNumber(1e-7)).toBe('0');
    expect(pdfNumber(-0.0001)).toBe('0');
    expect(pdfNumber(Number.NaN)).toBe('0');
    expect(pdfNumber(Infinity)).toBe('0');
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (n) => {
        const text = pdfNumber(n);
        expect(text).toMatch(/^-?\d+(\.\d{1,3})?$/);
        expect(Math.abs(Number(text) - n)).toBeLessThanOrEqual(0.0005 + 1e-9);
      }),
    );
  });

  it('escapes backslashes and parentheses, and shows what WinAnsi lacks as ?', () => {
    expect(pdfString('a(b)c\\d')).toBe('(a\\(b\\)c\\\\d)');
    expect(pdfString('Müller 王')).toBe('(Müller ?)');
    expect(pdfString('\u0000')).toBe('(?)');
  });
});

describe('RawPdf', () => {
  it('answers a file whose cross-reference table points at each object', () => {
    const pdf = new RawPdf({ title: 'T (1)', producer: 'Parcelhub', width: 288, height: 432 });
    for (let i = 0; i < 3; i++) {
      pdf.addPage();
      pdf.text('Helvetica', 10, [{ x: 10, y: 20, text: `page ${i + 1}` }]);
    }
    const file = pdf.finish();
    const text = file.toString('latin1');
    const xref = text.slice(Number(/startxref\n(\d+)/.exec(text)![1]));
    expect(xref.startsWith('xref\n0 ')).toBe(true);
    const offsets = [...xref.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(3 + 2 + 3 * 2); // catalog, pages, info; two faces; a page and its content each
    offsets.forEach((o, i) => expect(text.startsWith(`${i + 1} 0 obj\n`, o)).toBe(true));
  });

  it('is read by poppler without a complaint: pages, size, title and text', async () => {
    const pdf = new RawPdf({ title: 'Label (x)', producer: 'Parcelhub', width: 288, height: 432 });
    pdf.addPage();
    pdf.lines(0.8, [[8, 38, 280, 38]]);
    pdf.fill([{ x: 10, y: 100, width: 2, height: 40 }]);
    pdf.text('Helvetica-Bold', 12, [{ x: 20, y: 60, text: 'Jürgen (Köln) \\ 5%' }], {
      x: 0,
      y: 0,
      width: 288,
      height: 432,
    });
    pdf.addPage();
    pdf.text('Helvetica', 8, [
      { x: 20, y: 60, text: 'second' },
      { x: 40, y: 80, text: 'page' },
    ]);
    const file = pdf.finish();
    const info = await poppler('pdfinfo', [], file);
    expect(info).toMatch(/^Pages:\s+2$/m);
    expect(info).toMatch(/^Page size:\s+288 x 432 pts$/m);
    expect(info).toMatch(/^Title:\s+Label \(x\)$/m);
    const text = await poppler('pdftotext', ['-layout'], file);
    expect(text).toContain('Jürgen (Köln) \\ 5%');
    expect(text).toMatch(/second\s+page/);
  });

  it('refuses a face that is not built in, and drawing before a page', () => {
    const pdf = new RawPdf({ title: '', producer: '', width: 10, height: 10 });
    expect(() => pdf.text('Helvetica', 1, [])).toThrow(/addPage/);
    pdf.addPage();
    expect(() => pdf.text('label-text', 1, [])).toThrow(/not a face of this document/);
  });
});

describe('a Latin label written directly', () => {
  it('keeps a long address on its page and its text where the layout put it', async () => {
    const l = label({
      sender: { ...RECEIVER_US_LONG, name: 'Li Lei' },
      receiver: RECEIVER_US_LONG,
      productName: 'US Express',
      referenceNo: 'REF-'.repeat(20),
    });
    const file = await renderLabelsPdf([l]);
    expect(file.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const bbox = await poppler('pdftotext', ['-bbox'], file);
    const words = [...bbox.matchAll(/xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g)];
    expect(words.length).toBeGreaterThan(20);
    for (const m of words) {
      const [xMin, yMin, xMax, yMax] = m.slice(1, 5).map(Number) as [number, number, number, number];
      expect(xMin).toBeGreaterThanOrEqual(0);
      expect(yMin).toBeGreaterThanOrEqual(0);
      expect(xMax).toBeLessThanOrEqual(288);
      expect(yMax).toBeLessThanOrEqual(432);
    }
    // The product name at the top left, the tracking number under its bars (layout.ts).
    const at = (word: string) => words.find((m) => m[5] === word);
    expect(Number(at('Express')![2])).toBeLessThan(40);
    expect(Number(at(l.trackingNo)![2])).toBeGreaterThan(284);
  });
});

describe.runIf(fs.existsSync(DEFAULT_LABEL_FONT.path))('RawPdf with the embedded face', () => {
  it('writes 300 distinct glyphs as two Type 3 fonts of at most 255, and the text reads back whole', async () => {
    const font = loadLabelFont(DEFAULT_LABEL_FONT)!;
    const text = Array.from({ length: 300 }, (_, i) => String.fromCodePoint(0x4e00 + i)).join('');
    const pdf = new RawPdf({
      title: 'glyphs',
      producer: 'Parcelhub',
      width: 288,
      height: 432,
      embedded: { name: 'cjk', outlines: font.outlines },
    });
    pdf.addPage();
    const lines = Array.from({ length: 10 }, (_, i) => ({
      x: 4,
      y: 20 + i * 12,
      text: text.slice(i * 30, i * 30 + 30),
    }));
    pdf.text('cjk', 9, lines);
    pdf.text('Helvetica', 9, [{ x: 4, y: 200, text: 'Latin beside it' }]);
    const file = pdf.finish();
    const fonts = await poppler('pdffonts', [], file);
    expect(fonts.match(/Type 3\s+Custom\s+yes\s+no\s+yes/g)).toHaveLength(2);
    const read = (await poppler('pdftotext', ['-raw'], file)).replace(/\s+/g, '');
    expect(read).toContain(text);
    expect(read).toContain('Latinbesideit');
  });
});
