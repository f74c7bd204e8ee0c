import { describe, expect, it } from 'vitest';
import { Dec } from './decimal';
import { CUSTOMER_PACKAGE, DEFAULT_PACKAGE, US_EXPRESS } from './fixtures/us-express';
import { box, compiled, ENGINES, priced, refusal } from './test-helpers';
import type { BoxInput, PremiumPackageInput } from './types';

// Every case twice: the Decimal engine, and the fast quote where it answers (test-helpers.ts).
describe.each(ENGINES)('%s', (_engine, quote) => {
  // Compiled in each test, not when the file loads: Stryker counts code run at load as static (stryker-js#6144).
  const usExpress = (postcode: string, boxes: BoxInput[], premium: PremiumPackageInput | null, declaredValue = '100') =>
    quote(compiled(US_EXPRESS), { country: 'US', postcode, boxes, declaredValue, premium });

  interface Priced {
    name: string;
    postcode: string;
    boxes: BoxInput[];
    declaredValue?: string;
    w: string;
    zone: string;
    remote: boolean;
    /** Cost: freight, FUEL, REMOTE, OVERSIZE, total. */
    cost: [string, string, string, string, string];
    /** Customer lines with the default package (freight +20%): code -> amount, then the total. */
    default: [Record<string, string>, string];
    /** With the customer's own (freight +10%, surcharges +5%, handling 8.00). */
    customer: [Record<string, string>, string];
  }

  /*
   * Chargeable per box: vol = L x W x H / 6000; if vol > actual: actual + (vol - actual) x 0.6; up to the next 0.5.
   * Freight <= 20 kg: first + (W - 0.5) / 0.5 x step (45 + 12n / 50 + 14n / 55 + 16n); > 20 kg: W x 22 / 25 / 28.
   * FUEL 12% of freight; REMOTE max(50, 5W) when remote; OVERSIZE 200 when a side > 120.
   */
  const PRICED: Priced[] = [
    {
      // vol 24000/6000 = 4 > 3: 3 + 1 x 0.6 = 3.6 -> 4.0; zone 1: 45 + 7 x 12 = 129.00; FUEL 15.48.
      // default: 129 x 1.2 = 154.80 + 15.48 = 170.28; customer: 141.90 + 16.254 -> 16.25 + 8.00 = 166.15.
      name: 'zone 1, the worked example',
      postcode: '10001',
      boxes: [box(40, 30, 20, 3)],
      w: '4.000',
      zone: '1',
      remote: false,
      cost: ['129.00', '15.48', '0.00', '0.00', '144.48'],
      default: [{ FREIGHT: '154.80', FUEL: '15.48' }, '170.28'],
      customer: [{ FREIGHT: '141.90', FUEL: '16.25', HANDLING: '8.00' }, '166.15'],
    },
    {
      // vol 6000/6000 = 1 < 2: 2.0; zone 2: 50 + 3 x 14 = 92.00; FUEL 11.04.
      // default: 110.40 + 11.04 = 121.44; customer: 101.20 + 11.592 -> 11.59 + 8.00 = 120.79.
      name: 'zone 2',
      postcode: '60601',
      boxes: [box(30, 20, 10, 2)],
      w: '2.000',
      zone: '2',
      remote: false,
      cost: ['92.00', '11.04', '0.00', '0.00', '103.04'],
      default: [{ FREIGHT: '110.40', FUEL: '11.04' }, '121.44'],
      customer: [{ FREIGHT: '101.20', FUEL: '11.59', HANDLING: '8.00' }, '120.79'],
    },
    {
      // vol 60000/6000 = 10 > 5: 5 + 5 x 0.6 = 8.0; zone 3: 55 + 15 x 16 = 295.00; FUEL 35.40.
      // default: 354.00 + 35.40 = 389.40; customer: 324.50 + 37.17 + 8.00 = 369.67.
      name: 'zone 3',
      postcode: '90210',
      boxes: [box(50, 40, 30, 5)],
      w: '8.000',
      zone: '3',
      remote: false,
      cost: ['295.00', '35.40', '0.00', '0.00', '330.40'],
      default: [{ FREIGHT: '354.00', FUEL: '35.40' }, '389.40'],
      customer: [{ FREIGHT: '324.50', FUEL: '37.17', HANDLING: '8.00' }, '369.67'],
    },
    {
      // W 4.0; zone 3: 55 + 7 x 16 = 167.00; FUEL 20.04; REMOTE max(50, 20) = 50.00.
      // default: 200.40 + 20.04 + 50.00 = 270.44; customer: 183.70 + 21.042 -> 21.04 + 52.50 + 8.00 = 265.24.
      name: 'remote 99501',
      postcode: '99501',
      boxes: [box(40, 30, 20, 3)],
      w: '4.000',
      zone: '3',
      remote: true,
      cost: ['167.00', '20.04', '50.00', '0.00', '237.04'],
      default: [{ FREIGHT: '200.40', FUEL: '20.04', REMOTE: '50.00' }, '270.44'],
      customer: [{ FREIGHT: '183.70', FUEL: '21.04', REMOTE: '52.50', HANDLING: '8.00' }, '265.24'],
    },
    {
      // vol 1000/6000 < 12: W 12.0; zone 3: 55 + 23 x 16 = 423.00; FUEL 50.76; REMOTE max(50, 60) = 60.00.
      // default: 507.60 + 50.76 + 60.00 = 618.36; customer: 465.30 + 53.298 -> 53.30 + 63.00 + 8.00 = 589.60.
      name: 'remote 99950, 12 kg: REMOTE by weight',
      postcode: '99950',
      boxes: [box(10, 10, 10, 12)],
      w: '12.000',
      zone: '3',
      remote: true,
      cost: ['423.00', '50.76', '60.00', '0.00', '533.76'],
      default: [{ FREIGHT: '507.60', FUEL: '50.76', REMOTE: '60.00' }, '618.36'],
      customer: [{ FREIGHT: '465.30', FUEL: '53.30', REMOTE: '63.00', HANDLING: '8.00' }, '589.60'],
    },
    {
      // W exactly 20 stays in the first band: 45 + 39 x 12 = 513.00; FUEL 61.56.
      // default: 615.60 + 61.56 = 677.16; customer: 564.30 + 64.638 -> 64.64 + 8.00 = 636.94.
      name: 'W exactly 20 kg',
      postcode: '10001',
      boxes: [box(10, 10, 10, 20)],
      w: '20.000',
      zone: '1',
      remote: false,
      cost: ['513.00', '61.56', '0.00', '0.00', '574.56'],
      default: [{ FREIGHT: '615.60', FUEL: '61.56' }, '677.16'],
      customer: [{ FREIGHT: '564.30', FUEL: '64.64', HANDLING: '8.00' }, '636.94'],
    },
    {
      // 20.3 -> 20.5: per kg, 20.5 x 22 = 451.00; FUEL 54.12.
      // default: 541.20 + 54.12 = 595.32; customer: 496.10 + 56.826 -> 56.83 + 8.00 = 560.93.
      name: 'W 20.5 kg: the per-kg band',
      postcode: '10001',
      boxes: [box(10, 10, 10, '20.3')],
      w: '20.500',
      zone: '1',
      remote: false,
      cost: ['451.00', '54.12', '0.00', '0.00', '505.12'],
      default: [{ FREIGHT: '541.20', FUEL: '54.12' }, '595.32'],
      customer: [{ FREIGHT: '496.10', FUEL: '56.83', HANDLING: '8.00' }, '560.93'],
    },
    {
      // Box A 4.0 (above); box B vol 8000/6000 = 1.333 > 1.2: 1.2 + 0.1333 x 0.6 = 1.28 -> 1.5; W 5.5.
      // zone 1: 45 + 10 x 12 = 165.00; FUEL 19.80. default: 198.00 + 19.80 = 217.80; customer: 181.50 + 20.79 + 8.
      name: 'two boxes, each rounded before summing',
      postcode: '10001',
      boxes: [box(40, 30, 20, 3), box(20, 20, 20, '1.2')],
      w: '5.500',
      zone: '1',
      remote: false,
      cost: ['165.00', '19.80', '0.00', '0.00', '184.80'],
      default: [{ FREIGHT: '198.00', FUEL: '19.80' }, '217.80'],
      customer: [{ FREIGHT: '181.50', FUEL: '20.79', HANDLING: '8.00' }, '210.29'],
    },
    {
      // Each: vol 27000/6000 = 4.5 > 4: 4 + 0.5 x 0.6 = 4.3 -> 4.5; W 13.5; zone 2: 50 + 26 x 14 = 414.00; FUEL 49.68.
      // default: 496.80 + 49.68 = 546.48; customer: 455.40 + 52.164 -> 52.16 + 8.00 = 515.56.
      name: 'three boxes',
      postcode: '45201',
      boxes: [box(30, 30, 30, 4), box(30, 30, 30, 4), box(30, 30, 30, 4)],
      w: '13.500',
      zone: '2',
      remote: false,
      cost: ['414.00', '49.68', '0.00', '0.00', '463.68'],
      default: [{ FREIGHT: '496.80', FUEL: '49.68' }, '546.48'],
      customer: [{ FREIGHT: '455.40', FUEL: '52.16', HANDLING: '8.00' }, '515.56'],
    },
    {
      // vol 48400/6000 = 8.0667 > 5: 5 + 3.0667 x 0.6 = 6.84 -> 7.0; zone 1: 45 + 13 x 12 = 201.00; FUEL 24.12;
      // OVERSIZE 200 (121 > 120). default: 241.20 + 24.12 + 200.00 = 465.32; customer: 221.10 + 25.33 + 210.00 + 8.
      name: 'oversize 121 cm',
      postcode: '10001',
      boxes: [box(121, 20, 20, 5)],
      w: '7.000',
      zone: '1',
      remote: false,
      cost: ['201.00', '24.12', '0.00', '200.00', '425.12'],
      default: [{ FREIGHT: '241.20', FUEL: '24.12', OVERSIZE: '200.00' }, '465.32'],
      customer: [{ FREIGHT: '221.10', FUEL: '25.33', OVERSIZE: '210.00', HANDLING: '8.00' }, '464.43'],
    },
    {
      // 150 cm is the limit itself: accepted. vol 15000/6000 = 2.5 > 1: 1 + 1.5 x 0.6 = 1.9 -> 2.0; 45 + 3 x 12 = 81.
      // default: 97.20 + 9.72 + 200.00 = 306.92; customer: 89.10 + 10.206 -> 10.21 + 210.00 + 8.00 = 317.31.
      name: 'longest side exactly 150 cm',
      postcode: '10001',
      boxes: [box(10, 150, 10, 1)],
      w: '2.000',
      zone: '1',
      remote: false,
      cost: ['81.00', '9.72', '0.00', '200.00', '290.72'],
      default: [{ FREIGHT: '97.20', FUEL: '9.72', OVERSIZE: '200.00' }, '306.92'],
      customer: [{ FREIGHT: '89.10', FUEL: '10.21', OVERSIZE: '210.00', HANDLING: '8.00' }, '317.31'],
    },
    {
      // 30 kg is the limit itself: W 30, 30 x 22 = 660.00; FUEL 79.20.
      // default: 792.00 + 79.20 = 871.20; customer: 726.00 + 83.16 + 8.00 = 817.16.
      name: 'a box of exactly 30 kg',
      postcode: '10001',
      boxes: [box(10, 10, 10, 30)],
      w: '30.000',
      zone: '1',
      remote: false,
      cost: ['660.00', '79.20', '0.00', '0.00', '739.20'],
      default: [{ FREIGHT: '792.00', FUEL: '79.20' }, '871.20'],
      customer: [{ FREIGHT: '726.00', FUEL: '83.16', HANDLING: '8.00' }, '817.16'],
    },
    {
      // Declared value 800 is the limit itself: priced as the worked example.
      name: 'declared value exactly 800',
      postcode: '10001',
      boxes: [box(40, 30, 20, 3)],
      declaredValue: '800',
      w: '4.000',
      zone: '1',
      remote: false,
      cost: ['129.00', '15.48', '0.00', '0.00', '144.48'],
      default: [{ FREIGHT: '154.80', FUEL: '15.48' }, '170.28'],
      customer: [{ FREIGHT: '141.90', FUEL: '16.25', HANDLING: '8.00' }, '166.15'],
    },
    {
      // ZIP+4 matches by its first five digits.
      name: 'ZIP+4 10001-1234',
      postcode: '10001-1234',
      boxes: [box(40, 30, 20, 3)],
      w: '4.000',
      zone: '1',
      remote: false,
      cost: ['129.00', '15.48', '0.00', '0.00', '144.48'],
      default: [{ FREIGHT: '154.80', FUEL: '15.48' }, '170.28'],
      customer: [{ FREIGHT: '141.90', FUEL: '16.25', HANDLING: '8.00' }, '166.15'],
    },
    {
      // 40000 starts zone 2: 50 + 7 x 14 = 148.00; FUEL 17.76. default: 177.60 + 17.76; customer: 162.80 + 18.648 -> 18.65 + 8.
      name: 'zone 2 from 40000',
      postcode: '40000',
      boxes: [box(40, 30, 20, 3)],
      w: '4.000',
      zone: '2',
      remote: false,
      cost: ['148.00', '17.76', '0.00', '0.00', '165.76'],
      default: [{ FREIGHT: '177.60', FUEL: '17.76' }, '195.36'],
      customer: [{ FREIGHT: '162.80', FUEL: '18.65', HANDLING: '8.00' }, '189.45'],
    },
    {
      // 39999 is still zone 1.
      name: 'zone 1 up to 39999',
      postcode: '39999',
      boxes: [box(40, 30, 20, 3)],
      w: '4.000',
      zone: '1',
      remote: false,
      cost: ['129.00', '15.48', '0.00', '0.00', '144.48'],
      default: [{ FREIGHT: '154.80', FUEL: '15.48' }, '170.28'],
      customer: [{ FREIGHT: '141.90', FUEL: '16.25', HANDLING: '8.00' }, '166.15'],
    },
    {
      // 99499 is zone 3 but not remote; 96899 and 97000 around the no-delivery range are delivered: 167.00 + 20.04.
      name: 'zone 3 next to the remote range',
      postcode: '99499',
      boxes: [box(40, 30, 20, 3)],
      w: '4.000',
      zone: '3',
      remote: false,
      cost: ['167.00', '20.04', '0.00', '0.00', '187.04'],
      default: [{ FREIGHT: '200.40', FUEL: '20.04' }, '220.44'],
      customer: [{ FREIGHT: '183.70', FUEL: '21.04', HANDLING: '8.00' }, '212.74'],
    },
  ];

  const linesOf = (lines: { code: string; amount: string }[]) =>
    Object.fromEntries(lines.map((l) => [l.code, l.amount]));

  describe('US Express, hand-worked', () => {
    it.each(PRICED)('$name', (c) => {
      const byDefault = priced(usExpress(c.postcode, c.boxes, DEFAULT_PACKAGE, c.declaredValue));
      const [freight, fuel, remote, oversize, total] = c.cost;
      expect(byDefault).toMatchObject({ currency: 'CNY', chargeableWeight: c.w, zone: c.zone, remote: c.remote });
      expect(byDefault.cost).toMatchObject({ freight, total });
      expect(byDefault.cost.surcharges.map((s) => [s.code, s.amount])).toEqual([
        ['FUEL', fuel],
        ['REMOTE', remote],
        ['OVERSIZE', oversize],
      ]);
      expect(linesOf(byDefault.lines)).toEqual(c.default[0]);
      expect(byDefault.total).toBe(c.default[1]);
      const own = priced(usExpress(c.postcode, c.boxes, CUSTOMER_PACKAGE, c.declaredValue));
      expect(own.cost).toEqual(byDefault.cost);
      expect(linesOf(own.lines)).toEqual(c.customer[0]);
      expect(own.total).toBe(c.customer[1]);
      expect(own.margin).toBe(new Dec(own.total).minus(total).toFixed(2));
      expect(byDefault.margin).toBe(new Dec(byDefault.total).minus(total).toFixed(2));
    });

    it.each([
      ['96912', 'NO_DELIVERY', { country: 'US', postcode: '96912' }],
      ['96900', 'NO_DELIVERY', { country: 'US', postcode: '96900' }],
      ['96999', 'NO_DELIVERY', { country: 'US', postcode: '96999' }],
      ['9691', 'POSTCODE_INVALID', { country: 'US', postcode: '9691' }],
      ['', 'POSTCODE_REQUIRED', { country: 'US', postcode: '' }],
      ['  ', 'POSTCODE_REQUIRED', { country: 'US', postcode: '' }],
      ['1000A', 'POSTCODE_INVALID', { country: 'US', postcode: '1000A' }],
      ['10001-123', 'POSTCODE_INVALID', { country: 'US', postcode: '10001-123' }],
    ])('refuses ZIP %s with %s', (postcode, errorKey, params) => {
      expect(refusal(usExpress(postcode, [box(40, 30, 20, 3)], DEFAULT_PACKAGE))).toEqual({ errorKey, params });
    });

    it('delivers right next to the no-delivery range', () => {
      for (const postcode of ['96899', '97000']) {
        expect(priced(usExpress(postcode, [box(40, 30, 20, 3)], DEFAULT_PACKAGE)).total).toBe('220.44');
      }
    });

    it('refuses a side of 151 cm', () => {
      expect(refusal(usExpress('10001', [box(20, 151, 10, 1)], DEFAULT_PACKAGE))).toEqual({
        errorKey: 'OVER_LONGEST_SIDE',
        params: { box: 0, limit: '150', value: '151' },
      });
    });

    it('refuses a box of 30.001 kg, naming the box', () => {
      expect(refusal(usExpress('10001', [box(10, 10, 10, 1), box(10, 10, 10, '30.001')], DEFAULT_PACKAGE))).toEqual({
        errorKey: 'OVER_PIECE_WEIGHT',
        params: { box: 1, limit: '30', value: '30.001' },
      });
    });

    it('refuses a declared value of 800.01', () => {
      expect(refusal(usExpress('10001', [box(40, 30, 20, 3)], DEFAULT_PACKAGE, '800.01'))).toEqual({
        errorKey: 'OVER_DECLARED_VALUE',
        params: { limit: '800', value: '800.01' },
      });
    });

    it('answers the cost unmarked without a package', () => {
      const unmarked = priced(usExpress('99501', [box(40, 30, 20, 3)], null));
      expect(linesOf(unmarked.lines)).toEqual({ FREIGHT: '167.00', FUEL: '20.04', REMOTE: '50.00' });
      expect(unmarked.total).toBe('237.04');
      expect(unmarked.margin).toBe('0.00');
    });

    it('answers the margin over the cost', () => {
      expect(priced(usExpress('10001', [box(40, 30, 20, 3)], CUSTOMER_PACKAGE)).margin).toBe('21.67');
      expect(priced(usExpress('10001', [box(40, 30, 20, 3)], DEFAULT_PACKAGE)).margin).toBe('25.80');
    });
  });

  describe('US Express, the explanation of the worked example', () => {
    it('explains every step', () => {
      const result = priced(usExpress('10001', [box(40, 30, 20, 3)], CUSTOMER_PACKAGE));
      expect(result.explain).toEqual({
        product: { id: 'US-EXP', code: 'US-EXP' },
        boxes: [
          {
            length: '40',
            width: '30',
            height: '20',
            actual: '3.000',
            volumetric: '4.000',
            longestSide: '40',
            girth: '140',
          },
        ],
        weight: {
          calcType: 'PER_BOX',
          bubbleWay: 'SPLIT',
          bubblePercentage: '40',
          volumeWeightRatio: '6000',
          weighings: [
            {
              box: 0,
              actual: '3.000',
              volumetric: '4.000',
              rule: 'SPLIT',
              bubbled: '3.600',
              minimum: null,
              beforeCarry: '3.600',
              carryStep: '0.5',
              chargeable: '4.000',
            },
          ],
          actual: '3.000',
          volumetric: '4.000',
          chargeable: '4.000',
        },
        destination: {
          country: 'US',
          postcode: '10001',
          typeEntry: { country: 'US', from: '0', to: '3', zone: '1', type: 'DELIVERY' },
          zoneEntry: { country: 'US', from: '0', to: '3', zone: '1', type: 'DELIVERY' },
          zone: '1',
          remote: false,
          remoteBy: null,
          inRemoteList: false,
          inNotRemoteList: false,
        },
        freight: {
          zone: '1',
          band: 0,
          from: null,
          upTo: '20.000',
          kind: 'FIRST_ADDITIONAL',
          arithmetic: {
            kind: 'FIRST_ADDITIONAL',
            firstWeight: '0.500',
            firstPrice: '45.00',
            stepWeight: '0.500',
            stepPrice: '12.00',
            steps: 7,
          },
          price: '129.00',
          perPiece: null,
          minCharge: null,
          freight: '129.00',
        },
        surcharges: [
          {
            code: 'FUEL',
            name: { zh: '燃油附加费', en: 'Fuel surcharge', ko: '유류 할증료' },
            type: 'SURCHARGE',
            order: 1,
            formula: 'freight * value',
            inputs: { freight: '129', value: '0.12' },
            refuse: null,
            refused: false,
            value: '15.48',
            amount: '15.48',
          },
          {
            code: 'REMOTE',
            name: { zh: '偏远附加费', en: 'Remote area surcharge', ko: '원격지 할증료' },
            type: 'SURCHARGE',
            order: 2,
            formula: 'remote ? max(value, W * perKg) : 0',
            inputs: { remote: '0', value: '50', W: '4', perKg: '5' },
            refuse: null,
            refused: false,
            value: '0',
            amount: '0.00',
          },
          {
            code: 'OVERSIZE',
            name: { zh: '超长附加费', en: 'Oversize surcharge', ko: '규격 초과 할증료' },
            type: 'SIZELIMIT',
            order: 3,
            formula: 'longestSide > maxSide ? value : 0',
            inputs: { longestSide: '40', maxSide: '120', value: '200' },
            refuse: null,
            refused: false,
            value: '0',
            amount: '0.00',
          },
        ],
        markups: [
          { step: 'BASIC', line: 'FREIGHT', kind: 'PERCENT', value: '10', before: '129.00', after: '141.90' },
          { step: 'SURCHARGE', line: 'FUEL', kind: 'PERCENT', value: '5', before: '15.48', after: '16.25' },
          { step: 'HANDLING', kind: 'FIXED', value: '8', base: '158.15', amount: '8.00' },
        ],
      });
    });

    it('explains the remote flag by its zone entry', () => {
      const result = priced(usExpress('99501', [box(40, 30, 20, 3)], DEFAULT_PACKAGE));
      expect(result.explain.destination).toEqual({
        country: 'US',
        postcode: '99501',
        typeEntry: { country: 'US', from: '995', to: '999', zone: null, type: 'REMOTE' },
        zoneEntry: { country: 'US', from: '7', to: '9', zone: '3', type: 'DELIVERY' },
        zone: '3',
        remote: true,
        remoteBy: 'ZONE_ENTRY',
        inRemoteList: false,
        inNotRemoteList: false,
      });
    });

    it('explains a no-delivery refusal up to the zone', () => {
      const result = usExpress('96912', [box(40, 30, 20, 3)], DEFAULT_PACKAGE);
      expect(result.explain).toMatchObject({
        destination: {
          typeEntry: { from: '969', to: '969', zone: null, type: 'NO_DELIVERY' },
          zoneEntry: { from: '7', to: '9', zone: '3' },
          zone: '3',
        },
        weight: null,
        freight: null,
        surcharges: [],
        markups: [],
      });
    });
  });
});
