import { describe, expect, it } from 'vitest';
import { box, compiled, ENGINES, plainCard, priced, refusal } from './test-helpers';
import type { QuoteRequest, RateCardInput, SurchargeInput } from './types';

const surcharge = (code: string, formula: string, extra: Partial<SurchargeInput> = {}): SurchargeInput => ({
  code,
  name: code,
  type: 'SURCHARGE',
  order: 1,
  formula,
  ...extra,
});

const request = (extra: Partial<QuoteRequest> = {}): QuoteRequest => ({
  country: 'DE',
  postcode: '10115',
  boxes: [box(20, 20, 20, 2)],
  declaredValue: '50',
  ...extra,
});

// Every case twice: the Decimal engine, and the fast quote where it answers (test-helpers.ts).
describe.each(ENGINES)('%s', (_engine, quote) => {
  const run = (card: RateCardInput, extra: Partial<QuoteRequest> = {}) => quote(compiled(card), request(extra));

  describe('quote refuses', () => {
    it('without boxes', () => {
      expect(refusal(run(plainCard(), { boxes: [] }))).toEqual({ errorKey: 'NO_BOXES', params: {} });
      expect(refusal(run(plainCard(), { boxes: undefined as unknown as [] }))).toEqual({
        errorKey: 'NO_BOXES',
        params: {},
      });
    });

    it.each([
      [[box(0, 1, 1, 1)], 'boxes[0].length'],
      [[box(1, 1, 1, 1), box(1, '-1', 1, 1)], 'boxes[1].width'],
      [[box(1, 1, 'x', 1)], 'boxes[0].height'],
      [[box(1, 1, 1, 0)], 'boxes[0].weight'],
      [[box(1, 1, 1, '1e3')], 'boxes[0].weight'],
      [[box(1, 1, 1, 1), undefined], 'boxes[1].length'],
      [[{ length: 1, width: 1, height: 1, weight: 1 }], 'boxes[0].length'],
    ])('a bad box figure: %j', (boxes, field) => {
      expect(refusal(run(plainCard(), { boxes: boxes as QuoteRequest['boxes'] }))).toEqual({
        errorKey: 'INVALID_INPUT',
        params: { field },
      });
    });

    it('a bad declared value or package', () => {
      expect(refusal(run(plainCard(), { declaredValue: '-1' }))).toEqual({
        errorKey: 'INVALID_INPUT',
        params: { field: 'declaredValue' },
      });
      const premium = {
        basic: { kind: 'PERCENT', value: '10' },
        surcharge: { kind: 'PERCENT', value: 'x' },
        handling: { kind: 'FIXED', value: '0' },
      } as QuoteRequest['premium'];
      expect(refusal(run(plainCard(), { premium }))).toEqual({
        errorKey: 'INVALID_INPUT',
        params: { field: 'premium.surcharge' },
      });
    });

    it('a postcode with other characters', () => {
      expect(refusal(run(plainCard(), { postcode: '10115;' }))).toEqual({
        errorKey: 'POSTCODE_INVALID',
        params: { country: 'DE', postcode: '10115;' },
      });
    });

    it('a country without zones, or a postcode no entry covers', () => {
      expect(refusal(run(plainCard(), { country: 'FR' }))).toEqual({
        errorKey: 'NO_ZONE',
        params: { country: 'FR', postcode: '10115' },
      });
      const card = plainCard({ zones: [{ country: 'DE', from: '1', to: '1', zone: '1', type: 'DELIVERY' }] });
      expect(refusal(run(card, { postcode: '20095' }))).toEqual({
        errorKey: 'NO_ZONE',
        params: { country: 'DE', postcode: '20095' },
      });
    });

    it('a remote entry without any zone', () => {
      const card = plainCard({ zones: [{ country: 'DE', from: '1', to: '1', zone: null, type: 'REMOTE' }] });
      const result = run(card);
      expect(refusal(result)).toEqual({ errorKey: 'NO_ZONE', params: { country: 'DE', postcode: '10115' } });
      expect(result.explain.destination).toMatchObject({
        typeEntry: { from: '1', to: '1', zone: null, type: 'REMOTE' },
        zoneEntry: null,
        zone: null,
        remote: true,
      });
      const nowhere = run(plainCard(), { country: 'FR' });
      expect(nowhere.explain.destination).toMatchObject({
        country: 'FR',
        typeEntry: null,
        zoneEntry: null,
        remote: false,
      });
    });

    it('a zone without rates, or a weight above its last band', () => {
      const noRates = plainCard({ zones: [{ country: 'DE', from: '', to: '', zone: '9', type: 'DELIVERY' }] });
      expect(refusal(run(noRates))).toEqual({ errorKey: 'NO_PRICE', params: { zone: '9', weight: '2.000' } });
      const capped = plainCard({ rates: [{ zone: '1', bands: [{ upTo: '2', kind: 'PER_KG', unitPrice: '1' }] }] });
      expect(priced(run(capped)).total).toBe('2.00');
      expect(refusal(run(capped, { boxes: [box(1, 1, 1, '2.001')] }))).toEqual({
        errorKey: 'NO_PRICE',
        params: { zone: '1', weight: '2.001' },
      });
    });

    it.each([
      ['maxPieces', '2', [box(1, 1, 1, 1), box(1, 1, 1, 1), box(1, 1, 1, 1)], 'OVER_PIECES', { limit: '2', value: 3 }],
      ['maxLongestSide', '60', [box(10, 61, 10, 1)], 'OVER_LONGEST_SIDE', { box: 0, limit: '60', value: '61' }],
      // 50 + 2 x (30 + 20) = 150
      ['maxGirth', '149.9', [box(30, 50, 20, 1)], 'OVER_GIRTH', { box: 0, limit: '149.9', value: '150' }],
      [
        'maxPieceWeight',
        '10',
        [box(1, 1, 1, 1), box(1, 1, 1, '10.5')],
        'OVER_PIECE_WEIGHT',
        { box: 1, limit: '10', value: '10.5' },
      ],
      ['maxDeclaredValue', '49.99', [box(1, 1, 1, 1)], 'OVER_DECLARED_VALUE', { limit: '49.99', value: '50' }],
    ])('over %s', (limit, value, boxes, errorKey, params) => {
      const card = plainCard({ limits: { ...plainCard().limits, [limit]: value } });
      expect(refusal(run(card, { boxes }))).toEqual({ errorKey, params });
    });

    it('at a limit exactly, or with a limit of 0, it prices', () => {
      const at = plainCard({
        limits: { maxPieces: '2', maxLongestSide: '50', maxGirth: '150', maxPieceWeight: '1', maxDeclaredValue: '50' },
      });
      expect(priced(run(at, { boxes: [box(30, 50, 20, 1), box(1, 1, 1, 1)] })).total).toBe('20.00');
      const zero = plainCard({
        limits: { maxPieces: '0', maxLongestSide: '0', maxGirth: '0', maxPieceWeight: '0', maxDeclaredValue: '0' },
      });
      expect(priced(run(zero, { boxes: [box(300, 300, 300, 100)], declaredValue: '99999' })).total).toBe('1000.00');
    });

    it('checks pieces first, then box by box, then the declared value', () => {
      const card = plainCard({
        limits: { maxPieces: '1', maxLongestSide: '10', maxGirth: '10', maxPieceWeight: '1', maxDeclaredValue: '1' },
      });
      expect(refusal(run(card, { boxes: [box(20, 1, 1, 2), box(1, 1, 1, 1)] })).errorKey).toBe('OVER_PIECES');
      expect(refusal(run(card, { boxes: [box(20, 20, 20, 2)] })).errorKey).toBe('OVER_LONGEST_SIDE');
      expect(refusal(run(card, { boxes: [box(5, 5, 5, 2)] })).errorKey).toBe('OVER_GIRTH');
      expect(refusal(run(card, { boxes: [box(2, 2, 2, 2)] })).errorKey).toBe('OVER_PIECE_WEIGHT');
      expect(refusal(run(card, { boxes: [box(2, 2, 2, 1)] })).errorKey).toBe('OVER_DECLARED_VALUE');
    });

    it('when a size rule says so, naming it', () => {
      const card = plainCard({
        surcharges: [
          surcharge('FUEL', 'freight * 0.1'),
          surcharge('LONG', '0', { order: 2, type: 'SIZELIMIT', refuse: 'longestSide > 100' }),
          surcharge('LATER', '1', { order: 3 }),
        ],
      });
      expect(priced(run(card, { boxes: [box(100, 1, 1, 1)] })).total).toBe('12.00');
      const result = run(card, { boxes: [box(101, 1, 1, 1)] });
      expect(refusal(result)).toEqual({ errorKey: 'SIZE_LIMIT', params: { code: 'LONG' } });
      expect(result.explain.surcharges).toEqual([
        {
          code: 'FUEL',
          name: 'FUEL',
          type: 'SURCHARGE',
          order: 1,
          formula: 'freight * 0.1',
          inputs: { freight: '10' },
          refuse: null,
          refused: false,
          value: '1',
          amount: '1.00',
        },
        {
          code: 'LONG',
          name: 'LONG',
          type: 'SIZELIMIT',
          order: 2,
          formula: '0',
          inputs: { longestSide: '101' },
          refuse: 'longestSide > 100',
          refused: true,
          value: null,
          amount: null,
        },
      ]);
    });

    it('when a formula fails at run time: division by zero, a bad round, a negative amount', () => {
      const card = (formula: string) =>
        plainCard({ surcharges: [surcharge('A', '1'), surcharge('B', formula, { order: 2 })] });
      const zero = run(card('freight / (pieces - 1)'));
      expect(refusal(zero)).toEqual({ errorKey: 'FORMULA_ERROR', params: { code: 'B', kind: 'DIVISION_BY_ZERO' } });
      expect(zero.explain.surcharges.map((s) => [s.code, s.refused, s.value])).toEqual([
        ['A', false, '1'],
        ['B', false, null],
      ]);
      expect(refusal(run(card('round(1, pieces - 2)')))).toEqual({
        errorKey: 'FORMULA_ERROR',
        params: { code: 'B', kind: 'BAD_ARGUMENT' },
      });
      expect(refusal(run(card('1 - W')))).toEqual({
        errorKey: 'FORMULA_ERROR',
        params: { code: 'B', kind: 'NEGATIVE', value: '-1' },
      });
    });
  });

  describe('quote prices', () => {
    it('accepts a country in lowercase and spaces around the postcode', () => {
      expect(priced(run(plainCard(), { country: ' de ', postcode: ' 10115 ' })).total).toBe('20.00');
      const us = plainCard({ zones: [{ country: 'US', from: '1', to: '1', zone: '1', type: 'DELIVERY' }] });
      expect(priced(run(us, { country: 'us', postcode: ' 10001-1234 ' })).total).toBe('20.00');
    });

    it("keeps each answer's explanation its own when several quotes run before it is read", () => {
      const card = compiled(plainCard({ surcharges: [surcharge('A', 'W * 2')] }));
      const first = quote(card, request({ boxes: [box(1, 1, 1, 1)] }));
      const second = quote(card, request({ boxes: [box(1, 1, 1, 3)] }));
      expect(second.explain.surcharges[0]?.inputs).toEqual({ W: '3' });
      expect(first.explain.surcharges[0]?.inputs).toEqual({ W: '1' });
      expect(first.explain.surcharges[0]?.amount).toBe('2.00');
    });

    it('takes a missing declared value as 0 and no package as the cost', () => {
      const card = plainCard({ surcharges: [surcharge('INS', 'declaredValue * 0.01')] });
      const result = priced(quote(compiled(card), { country: 'DE', postcode: '1', boxes: [box(1, 1, 1, 1)] }));
      expect(result.cost.surcharges).toEqual([{ code: 'INS', name: 'INS', amount: '0.00' }]);
      expect(result.lines).toEqual([
        { code: 'FREIGHT', name: { zh: '运费', en: 'Freight', ko: '운임' }, amount: '10.00' },
      ]);
      expect(result.margin).toBe('0.00');
    });

    it('gives formulas every variable', () => {
      const names = [
        'freight',
        'chargeableWeight',
        'W',
        'actualWeight',
        'volumeWeight',
        'pieces',
        'longestSide',
        'girth',
        'declaredValue',
        'remote',
        'zone',
      ];
      const card = plainCard({
        weight: { ...plainCard().weight, bubbleWay: 'FULL', carry: { kind: 'STEP', step: '0.5' } },
        zones: [{ country: 'DE', from: '', to: '', zone: '3', type: 'REMOTE' }],
        rates: [{ zone: '3', bands: [{ upTo: null, kind: 'PER_KG', unitPrice: '10' }] }],
        surcharges: names.map((name, i) => surcharge(`S${i}`, name, { order: i })),
      });
      // Box 1: 50 x 40 x 30 / 5000 = 12 > 2 -> 12; box 2: 10 x 10 x 10 / 5000 = 0.2 < 0.3 -> 0.3 -> 0.5.
      const result = priced(
        run(card, { boxes: [box(50, 40, 30, 2), box(10, 10, 10, '0.3')], declaredValue: '123.45' }),
      );
      expect(result.cost.surcharges.map((s) => s.amount)).toEqual([
        '125.00',
        '12.50',
        '12.50',
        '2.30',
        '12.20',
        '2.00',
        '50.00',
        '190.00',
        '123.45',
        '1.00',
        '3.00',
      ]);
    });

    it('rounds each surcharge half-up and lets later ones read the rounded amount', () => {
      const card = plainCard({
        surcharges: [
          surcharge('A', 'freight * 0.00125'),
          surcharge('B', 'A * 1000', { order: 2, referencesEarlier: true }),
          surcharge('C', 'A + B', { order: 3, referencesEarlier: true }),
        ],
      });
      // freight 20; A = 0.025 -> 0.03; B = 30.00; C = 30.03
      const result = priced(run(card));
      expect(result.cost).toEqual({
        freight: '20.00',
        surcharges: [
          { code: 'A', name: 'A', amount: '0.03' },
          { code: 'B', name: 'B', amount: '30.00' },
          { code: 'C', name: 'C', amount: '30.03' },
        ],
        total: '80.06',
      });
      expect(result.explain.surcharges.map((s) => [s.code, s.value, s.amount, s.inputs])).toEqual([
        ['A', '0.025', '0.03', { freight: '20' }],
        ['B', '30', '30.00', { A: '0.03' }],
        ['C', '30.03', '30.03', { A: '0.03', B: '30' }],
      ]);
    });

    it('evaluates by order, ties in input order', () => {
      const card = plainCard({
        surcharges: [
          surcharge('C', 'A + B', { order: 5, referencesEarlier: true }),
          surcharge('A', '1', { order: 1 }),
          surcharge('B', 'A * 2', { order: 1, referencesEarlier: true }),
        ],
      });
      expect(priced(run(card)).cost.surcharges.map((s) => `${s.code} ${s.amount}`)).toEqual([
        'A 1.00',
        'B 2.00',
        'C 3.00',
      ]);
    });

    it('leaves zero surcharges out of the customer lines but not out of the cost', () => {
      const card = plainCard({
        surcharges: [surcharge('Z', '0'), surcharge('Y', '0.001', { order: 2 }), surcharge('X', '-0', { order: 3 })],
      });
      const result = priced(run(card));
      expect(result.lines.map((l) => l.code)).toEqual(['FREIGHT']);
      expect(result.cost.surcharges.map((s) => s.amount)).toEqual(['0.00', '0.00', '0.00']);
      expect(result.cost.total).toBe('20.00');
    });

    it('marks a postcode remote from the remote library unless the not-remote library has it', () => {
      const card = plainCard({
        remotePostcodes: [{ country: 'DE', from: '18', to: '19' }],
        notRemotePostcodes: [{ country: 'DE', from: '18055', to: '18055' }],
        surcharges: [surcharge('REMOTE', 'remote * 25')],
      });
      const remote = priced(run(card, { postcode: '18439' }));
      expect(remote.remote).toBe(true);
      expect(remote.cost.surcharges[0]?.amount).toBe('25.00');
      expect(remote.explain.destination).toMatchObject({
        remote: true,
        remoteBy: 'REMOTE_LIST',
        inRemoteList: true,
        inNotRemoteList: false,
      });
      const spared = priced(run(card, { postcode: '18055' }));
      expect(spared.remote).toBe(false);
      expect(spared.explain.destination).toMatchObject({
        remote: false,
        remoteBy: null,
        inRemoteList: true,
        inNotRemoteList: true,
      });
      expect(priced(run(card, { postcode: '10115' })).remote).toBe(false);
    });

    it('keeps a REMOTE zone entry remote whatever the libraries say', () => {
      const card = plainCard({
        zones: [{ country: 'DE', from: '', to: '', zone: '1', type: 'REMOTE' }],
        notRemotePostcodes: [{ country: 'DE', from: '1', to: '1' }],
      });
      const result = priced(run(card));
      expect(result.remote).toBe(true);
      expect(result.explain.destination).toMatchObject({ remoteBy: 'ZONE_ENTRY', inNotRemoteList: true });
    });

    it('answers the product currency', () => {
      expect(priced(run(plainCard())).currency).toBe('EUR');
    });
  });

  describe('the explanation', () => {
    it('is worded once, on first read, and serialises with the answer', () => {
      const result = run(plainCard());
      const first = result.explain;
      expect(result.explain).toBe(first);
      const json = JSON.parse(JSON.stringify(result)) as { explain: unknown };
      expect(json.explain).toEqual(first);
      const refused = run(plainCard(), { boxes: [] });
      expect(refused.explain).toBe(refused.explain);
      expect(JSON.parse(JSON.stringify(refused))).toEqual({
        ok: false,
        refused: { errorKey: 'NO_BOXES', params: {} },
        explain: {
          product: { id: 7, code: 'PLAIN' },
          boxes: [],
          weight: null,
          destination: null,
          freight: null,
          surcharges: [],
          markups: [],
        },
      });
    });

    it('keeps what was worked out before a refusal', () => {
      const card = plainCard({ limits: { ...plainCard().limits, maxPieceWeight: '1' } });
      const result = run(card);
      expect(result.explain.boxes).toEqual([
        {
          length: '20',
          width: '20',
          height: '20',
          actual: '2.000',
          volumetric: '1.600',
          longestSide: '20',
          girth: '100',
        },
      ]);
      expect(result.explain.destination).toBe(null);
      const noPrice = run(plainCard({ rates: [] }));
      expect(noPrice.explain.weight).toMatchObject({ chargeable: '2.000' });
      expect(noPrice.explain.destination).toMatchObject({ zone: '1', typeEntry: { type: 'DELIVERY' } });
      expect(noPrice.explain.freight).toBe(null);
    });
  });
});
