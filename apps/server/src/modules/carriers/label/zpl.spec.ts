import { describe, expect, it } from 'vitest';
import { label, RECEIVER_DE, RECEIVER_US_LONG } from '../test-support/labels.fixture';
import { LabelDataError } from './text';
import { renderLabelZpl, zplEscape, ZPL_HEIGHT, ZPL_WIDTH } from './zpl';

/** The ^FD data of every field, in order. */
const fieldData = (zpl: string) => [...zpl.matchAll(/\^FD(.*?)\^FS/g)].map((m) => m[1]!);

describe('zplEscape', () => {
  it('neutralises the ZPL control characters ^ and ~ and the hex escape _', () => {
    expect(zplEscape('a^XZ~JR_b')).toBe('a_5EXZ_7EJR_5Fb');
  });

  it('removes controls, NUL and line breaks', () => {
    expect(zplEscape('a\u0000b\r\nc\td')).toBe('a b c d');
  });
});

describe('renderLabelZpl', () => {
  const zpl = renderLabelZpl(label({ receiver: RECEIVER_US_LONG, referenceNo: 'REF^XZ~DG_1' }));

  it('is one label for a 203 dpi 4x6 printer: ^XA ... ^XZ, UTF-8, 812 x 1218 dots', () => {
    expect(ZPL_WIDTH).toBe(812);
    expect(ZPL_HEIGHT).toBe(1218);
    expect(zpl.startsWith('^XA\n')).toBe(true);
    expect(zpl.trimEnd().endsWith('^XZ')).toBe(true);
    expect(zpl.match(/\^XA/g)).toHaveLength(1);
    expect(zpl.match(/\^XZ/g)).toHaveLength(1);
    expect(zpl).toContain('^CI28');
    expect(zpl).toContain('^PW812');
    expect(zpl).toContain('^LL1218');
  });

  it('carries the tracking and inside numbers in two ^BC Code 128 fields', () => {
    const barcodes = [...zpl.matchAll(/\^BY(\d+),3,(\d+)\^BCN,(\d+),N,N,N,A\^FD([^^]*)\^FS/g)];
    expect(barcodes.map((m) => m[4])).toEqual(['SB00000000018', 'PH250301000001']);
    for (const m of barcodes) expect(Number(m[1])).toBeGreaterThanOrEqual(1);
  });

  it('prints user text only escaped: no ^ or ~ of the user reaches the printer as a command', () => {
    const data = fieldData(zpl);
    expect(data.some((d) => d.includes('REF_5EXZ_7EDG_5F1'))).toBe(true);
    for (const d of data) expect(d).not.toMatch(/[\^~]/);
    // The fixture's address holds '^XZ~JR': still exactly one label end.
    expect(zpl.match(/\^XZ/g)).toHaveLength(1);
    expect(zpl).not.toContain('~JR');
  });

  it('keeps every field on the label', () => {
    for (const m of zpl.matchAll(/\^FO(\d+),(\d+)/g)) {
      expect(Number(m[1])).toBeLessThan(ZPL_WIDTH);
      expect(Number(m[2])).toBeLessThan(ZPL_HEIGHT);
    }
  });

  it('wraps a long address into several lines and keeps German text as UTF-8 text', () => {
    const lines = fieldData(zpl).filter((d) => d.includes('Avenue') || d.includes('Building') || d.includes('Floor'));
    expect(lines.length).toBeGreaterThan(1);
    const de = renderLabelZpl(label({ receiver: RECEIVER_DE }));
    expect(fieldData(de).some((d) => d.includes('Jürgen Müller-Lüdenscheidt'))).toBe(true);
  });

  // Font 0 has no CJK glyphs (the printer showed boxes): such lines go as pictures drawn with the PDF labels' font.
  it('prints Chinese and Korean text as ^GF graphics, with no CJK character left in any ^FD', () => {
    const de = renderLabelZpl(label({ receiver: RECEIVER_DE }));
    const plain = renderLabelZpl(label());
    for (const zpl of [de, plain]) {
      expect(zpl).toMatch(/\^GFA,\d+,\d+,\d+,[0-9A-F]+\^FS/);
      for (const d of fieldData(zpl)) expect(d).not.toMatch(/[\u3000-\u9FFF\uAC00-\uD7AF]/u);
    }
    // The graphics hold ink: the glyphs were drawn, not left blank.
    const graphics = [...plain.matchAll(/\^GFA,\d+,\d+,\d+,([0-9A-F]+)/g)].map((m) => m[1]!);
    for (const hex of graphics) expect(hex).toMatch(/[1-9A-F]/);
    // ASCII still prints as text: the tracking number, order number and pieces are ^FD fields.
    expect(fieldData(plain)).toEqual(expect.arrayContaining(['SB00000000018', 'ORD20250301000001', '2.350']));
  });

  it('keeps CJK text in ^FD when told there is no font to draw it with', () => {
    const zpl = renderLabelZpl(label({ receiver: RECEIVER_DE }), { rasterFont: null });
    expect(zpl).not.toContain('^GF');
    expect(zpl).toContain('王小明');
  });

  it('uses a printer-resident Unicode font when told', () => {
    expect(renderLabelZpl(label(), { unicodeFont: 'E:ANMDJ.TTF' })).toMatch(/\^A@N,\d+,\d+,E:ANMDJ\.TTF/);
  });

  it('refuses numbers Code 128 should not carry', () => {
    expect(() => renderLabelZpl(label({ trackingNo: 'SB^XZ' }))).toThrow(LabelDataError);
    expect(() => renderLabelZpl(label({ insideNumber: '' }))).toThrow(LabelDataError);
    expect(() => renderLabelZpl(label({ trackingNo: '条码' }))).toThrow(LabelDataError);
  });
});
