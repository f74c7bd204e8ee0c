import { describe, expect, it } from 'vitest';
import { feeLinesIn } from './fee-line-names';

const stored = [
  { code: 'FREIGHT', name: '运费', amount: '141.90' },
  { code: 'FUEL', name: '燃油附加费', amount: '16.25' },
  { code: 'GONE', name: '旧附加费', amount: '1.00' },
  { code: 'MINIMUM', name: '最低消费补足', amount: '2.00' },
];
const explain = {
  surcharges: [
    { code: 'FUEL', name: { zh: '燃油附加费', en: 'Fuel surcharge', ko: '유류 할증료' } },
    { code: 'PLAIN', name: 'Plain name' },
    { code: 7, name: 'not a code' },
  ],
};

describe('feeLinesIn', () => {
  it('words the fixed lines and each surcharge the explanation names, and keeps the rest as stored', () => {
    expect(feeLinesIn(stored, explain, 'ko')).toEqual([
      { code: 'FREIGHT', name: '운임', amount: '141.90' },
      { code: 'FUEL', name: '유류 할증료', amount: '16.25' },
      { code: 'GONE', name: '旧附加费', amount: '1.00' },
      { code: 'MINIMUM', name: '최소 주문 금액 보충', amount: '2.00' },
    ]);
  });

  it('takes a surcharge name kept as one string as it is', () => {
    expect(feeLinesIn([{ code: 'PLAIN', name: 'x', amount: '1.00' }], explain, 'ko')[0]!.name).toBe('Plain name');
  });

  it('reads no explanation, or one of another shape, as naming no surcharge', () => {
    for (const e of [null, undefined, 'text', { surcharges: 'no' }, { surcharges: [null] }]) {
      expect(feeLinesIn(stored, e, 'en').map((l) => l.name)).toEqual([
        'Freight',
        '燃油附加费',
        '旧附加费',
        'Minimum order top-up',
      ]);
    }
  });
});
