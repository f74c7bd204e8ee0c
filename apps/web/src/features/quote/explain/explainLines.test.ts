import { beforeAll, describe, expect, it } from 'vitest';
import i18next, { type TFunction } from 'i18next';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { customerExplain, platformExplain } from '../testing/quoteFixtures';
import { explainSections, plain, type ExplainSection } from './explainLines';
import { readExplain } from './explainTypes';

let t: TFunction<'quote'>;
let tZh: TFunction<'quote'>;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { quote: en }, zh: { quote: zh } },
    interpolation: { escapeValue: false },
  });
  t = i18n.getFixedT('en', 'quote') as TFunction<'quote'>;
  tZh = i18n.getFixedT('zh', 'quote') as TFunction<'quote'>;
});

const texts = (sections: ExplainSection[]) =>
  Object.fromEntries(sections.map((s) => [s.key, s.lines.map((l) => (l.label ? `${l.label} | ${l.text}` : l.text))]));

describe('the quote explanation in words', () => {
  it('words the full explanation: weighing, zone, band arithmetic, surcharges and markups', () => {
    const e = readExplain(platformExplain);
    expect(e).not.toBeNull();
    expect(texts(explainSections(e!, 'en', t))).toEqual({
      weight: [
        'Box 1: 40×30×20 cm, 3.000 kg, volumetric 4.000 kg → split, 60% of the excess charged: 3.600 kg → rounded up to 0.5 kg: 4.000 kg',
        'Chargeable weight: 4.000 kg',
        'Volumetric weight = L × W × H ÷ 6000',
      ],
      destination: ['Zone 1 (US 10001), remote: no'],
      freight: ['Band up to 20 kg: first 0.5 kg 45.00 + 7 × 12.00 (per 0.5 kg) = 129.00', 'Freight: 129.00'],
      surcharges: [
        'Fuel surcharge | FUEL = freight * value (freight 129, value 0.12) → 15.48',
        'Remote area surcharge | REMOTE = remote ? max(value, W * perKg) : 0 (remote 0, value 50, W 4, perKg 5) → 0.00',
        'Oversize surcharge | OVERSIZE = longestSide > maxSide ? value : 0 (longestSide 40, maxSide 120, value 200) → 0.00',
      ],
      markups: ['Freight +10%: 129.00 → 141.90', 'FUEL +5%: 15.48 → 16.25', 'Handling 8.00'],
    });
  });

  it("words a customer's reduced explanation without cost figures, in the customer's language", () => {
    const e = readExplain(customerExplain)!;
    const en = texts(explainSections(e, 'en', t));
    expect(en.freight).toEqual(['Band up to 20 kg (first weight + additional weight)', 'Freight: 141.90']);
    expect(en.surcharges?.[0]).toBe('Fuel surcharge | FUEL = freight * value → 16.25');
    expect(en.extras).toEqual(['Handling 8.00']);
    expect(en.markups).toBeUndefined();
    const zhTexts = texts(explainSections(e, 'zh', tZh));
    expect(zhTexts.destination).toEqual(['分区 1（US 10001），偏远：否']);
    expect(zhTexts.surcharges?.[0]).toBe('燃油附加费 | FUEL = freight * value → 16.25');
  });

  it('marks a refused surcharge and words remote destinations, minimums and other bands', () => {
    const sections = explainSections(
      {
        destination: { country: 'US', postcode: '99501', zone: '3', remote: true, remoteBy: 'ZONE_ENTRY' },
        freight: {
          zone: '3',
          band: 1,
          from: '20.000',
          upTo: null,
          kind: 'PER_KG',
          arithmetic: { kind: 'PER_KG', weight: '25.000', unitPrice: '28.00' },
          price: '700.00',
          perPiece: { pieces: 2, rate: '5.00', limit: '0.000', applied: true, amount: '10.00' },
          minCharge: { amount: '800.00', applied: true },
          freight: '800.00',
        },
        surcharges: [
          {
            code: 'OVERSIZE',
            name: 'Oversize',
            type: 'SIZELIMIT',
            formula: 'longestSide > 150',
            inputs: { longestSide: '160' },
            refuse: 'longestSide > 150',
            refused: true,
            amount: null,
          },
        ],
        markups: [{ step: 'MINIMUM', minOrderAmount: '900.00', before: '850.00', amount: '50.00' }],
        minimum: '50.00',
      },
      'en',
      t,
    );
    const words = texts(sections);
    expect(words.destination).toEqual(['Zone 3 (US 99501), remote: yes, by the zone table']);
    expect(words.freight).toEqual([
      'Band over 20 kg: 25.000 kg × 28.00 = 700.00',
      'per piece: 2 × 5.00 = 10.00',
      'minimum freight 800.00 applied',
      'Freight: 800.00',
    ]);
    expect(words.surcharges).toEqual([
      'Oversize | OVERSIZE = longestSide > 150 (longestSide 160) → refused (longestSide > 150)',
    ]);
    expect(sections.find((s) => s.key === 'surcharges')?.lines[0]?.danger).toBe(true);
    expect(words.markups).toEqual(['Minimum order 900.00: 850.00 + 50.00']);
    expect(words.extras).toEqual(['Minimum order top-up 50.00']);
  });

  it('shows nothing for a row refused before the engine ran, and only the boxes when it stopped there', () => {
    expect(readExplain(null)).toBeNull();
    expect(readExplain('text')).toBeNull();
    const partial = readExplain({ boxes: platformExplain.boxes, weight: null, surcharges: [] })!;
    expect(texts(explainSections(partial, 'en', t))).toEqual({
      weight: ['Box 1: 40×30×20 cm, 3.000 kg, volumetric 4.000 kg'],
    });
  });

  it('writes bounds and steps as people do', () => {
    expect(plain('20.000')).toBe('20');
    expect(plain('0.500')).toBe('0.5');
    expect(plain('10.50')).toBe('10.5');
    expect(plain('6000')).toBe('6000');
    expect(plain('0.000')).toBe('0');
  });
});
