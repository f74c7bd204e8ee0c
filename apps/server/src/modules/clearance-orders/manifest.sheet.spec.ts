import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { bookOf } from '../../platform/sheets/sheets.test-support';
import { MANIFEST_SHEET, readManifest } from './manifest.sheet';

const header = MANIFEST_SHEET.headers('en');
const row = (over: Record<string, string> = {}) => {
  const base: Record<string, string> = {
    parcelNo: 'P1',
    bagNo: 'B1',
    goodsName: 'T-shirt',
    hsCode: '610910',
    quantity: '2',
    weightKg: '0.4',
    declaredValue: '20',
    country: 'Korea (KR)',
    consigneeType: '개인',
    personalCustomsCode: 'P123456789012',
    eori: '',
    zip: '',
  };
  return MANIFEST_SHEET.columns.map((c) => ({ ...base, ...over })[c.key] ?? '');
};

describe('the manifest sheet', () => {
  it('reads its lines, the words of any language into codes', async () => {
    const bytes = await bookOf([header, row(), row({ parcelNo: 'P2', consigneeType: 'Business', country: 'de' })]);
    const { lines, bad } = await readManifest(Readable.from([bytes]), 'en');
    expect(bad).toEqual([]);
    expect(lines.map((l) => [l.lineNo, l.parcelNo, l.country, l.consigneeType, l.quantity])).toEqual([
      [2, 'P1', 'KR', 'PERSONAL', 2],
      [3, 'P2', 'DE', 'BUSINESS', 2],
    ]);
  });

  it('names a bad row, its column and why, in the reader’s language', async () => {
    const bytes = await bookOf([header, row(), row({ declaredValue: '-1' }), row({ goodsName: '' })]);
    const { lines, bad } = await readManifest(Readable.from([bytes]), 'en');
    expect(lines).toHaveLength(1);
    expect(bad.map((b) => [b.number, b.reasons])).toEqual([
      [3, ['Declared value: Must be a number']],
      [4, ['Goods name: This field cannot be empty']],
    ]);
  });

  it('refuses a file whose header lacks a column', async () => {
    const bytes = await bookOf([header.slice(0, 5), row().slice(0, 5)]);
    await expect(readManifest(Readable.from([bytes]), 'en')).rejects.toMatchObject({
      errorKey: 'SHEET_WRONG_TEMPLATE',
    });
  });
});
