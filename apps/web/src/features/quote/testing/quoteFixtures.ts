import type { QuoteRow } from '@parcelhub/contracts';
import type { QuoteExplain, SurchargeExplain } from '../explain/explainTypes';

/**
 * The engine's hand-worked example (server: pricing/engine/fixtures/us-express.ts) as the quote call answers it:
 * one box 40×30×20 cm, 3 kg, to ZIP 10001 on US Express with the demo customer's package (freight +10%,
 * surcharges +5%, handling 8.00). Chargeable 4.000 kg; the customer pays FREIGHT 141.90 + FUEL 16.25 + HANDLING
 * 8.00 = 166.15 CNY; the cost is 129.00 + 15.48 = 144.48, the margin 21.67.
 */

const FUEL_NAME = { zh: '燃油附加费', en: 'Fuel surcharge', ko: '유류 할증료' };
const REMOTE_NAME = { zh: '偏远附加费', en: 'Remote area surcharge', ko: '원격지 할증료' };
const OVERSIZE_NAME = { zh: '超长附加费', en: 'Oversize surcharge', ko: '규격 초과 할증료' };

const boxes: QuoteExplain['boxes'] = [
  { length: '40', width: '30', height: '20', actual: '3.000', volumetric: '4.000', longestSide: '40', girth: '140' },
];

const weight: QuoteExplain['weight'] = {
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
};

/** What the platform and the supplier read: the engine's whole explanation. */
export const platformExplain = {
  product: { id: 'US-EXP', code: 'US-EXP' },
  boxes,
  weight,
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
      name: FUEL_NAME,
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
      name: REMOTE_NAME,
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
      name: OVERSIZE_NAME,
      type: 'SIZELIMIT',
      order: 3,
      formula: 'longestSide > maxSide ? value : 0',
      inputs: { longestSide: '40', maxSide: '120', value: '200' },
      refuse: null,
      refused: false,
      value: '0',
      amount: '0.00',
    },
  ] satisfies SurchargeExplain[],
  markups: [
    { step: 'BASIC', line: 'FREIGHT', kind: 'PERCENT', value: '10', before: '129.00', after: '141.90' },
    { step: 'SURCHARGE', line: 'FUEL', kind: 'PERCENT', value: '5', before: '15.48', after: '16.25' },
    { step: 'HANDLING', kind: 'FIXED', value: '8', base: '158.15', amount: '8.00' },
  ],
} as const;

/** What a customer reads (server: customerExplain): no band arithmetic, no cost inputs, no markups. */
export const customerExplain = {
  boxes,
  weight,
  destination: { country: 'US', postcode: '10001', zone: '1', remote: false, remoteBy: null },
  freight: { zone: '1', band: 0, from: null, upTo: '20.000', kind: 'FIRST_ADDITIONAL', amount: '141.90' },
  surcharges: [
    {
      code: 'FUEL',
      name: FUEL_NAME,
      type: 'SURCHARGE',
      formula: 'freight * value',
      inputs: {},
      refused: false,
      amount: '16.25',
    },
    {
      code: 'REMOTE',
      name: REMOTE_NAME,
      type: 'SURCHARGE',
      formula: 'remote ? max(value, W * perKg) : 0',
      inputs: { remote: '0', W: '4' },
      refused: false,
      amount: '0.00',
    },
    {
      code: 'OVERSIZE',
      name: OVERSIZE_NAME,
      type: 'SIZELIMIT',
      formula: 'longestSide > maxSide ? value : 0',
      inputs: { longestSide: '40' },
      refused: false,
      amount: '0.00',
    },
  ] satisfies SurchargeExplain[],
  handling: '8.00',
  minimum: null,
} as const;

const customerLines = [
  { code: 'FREIGHT', name: 'Freight', amount: '141.90' },
  { code: 'FUEL', name: 'Fuel surcharge', amount: '16.25' },
  { code: 'HANDLING', name: 'Handling', amount: '8.00' },
];

/** US Express as a customer sees it. */
export const usExpressRow = (patch: Partial<QuoteRow> = {}): QuoteRow => ({
  productId: 11,
  productCode: 'US-EXP',
  productName: 'US Express',
  currency: 'CNY',
  chargeableWeight: '4.000',
  total: '166.15',
  lines: customerLines,
  explain: customerExplain,
  refused: null,
  shippingCycle: { min: 5, max: 8 },
  ...patch,
});

/** US Express as the platform sees it (quoting as the demo customer): with cost and margin. */
export const usExpressPlatformRow = (patch: Partial<QuoteRow> = {}): QuoteRow =>
  usExpressRow({
    explain: platformExplain,
    cost: {
      total: '144.48',
      lines: [
        { code: 'FREIGHT', name: 'FREIGHT', amount: '129.00' },
        { code: 'FUEL', name: 'Fuel surcharge', amount: '15.48' },
        { code: 'REMOTE', name: 'Remote area surcharge', amount: '0.00' },
        { code: 'OVERSIZE', name: 'Oversize surcharge', amount: '0.00' },
      ],
    },
    margin: '21.67',
    ...patch,
  });

/** A cheaper product, per kg, listed first. */
export const economyRow = (patch: Partial<QuoteRow> = {}): QuoteRow => ({
  productId: 12,
  productCode: 'US-ECO',
  productName: 'US Economy',
  currency: 'CNY',
  chargeableWeight: '4.000',
  total: '98.00',
  lines: [{ code: 'FREIGHT', name: 'Freight', amount: '98.00' }],
  explain: {
    boxes,
    weight,
    destination: { country: 'US', postcode: '10001', zone: '1', remote: false, remoteBy: null },
    freight: { zone: '1', band: 0, from: null, upTo: null, kind: 'PER_KG', amount: '98.00' },
    surcharges: [],
    handling: null,
    minimum: null,
  },
  refused: null,
  shippingCycle: { min: 10, max: 15 },
  ...patch,
});

/** A dearer one, past a thousand. */
export const heavyRow = (patch: Partial<QuoteRow> = {}): QuoteRow =>
  economyRow({
    productId: 13,
    productCode: 'US-AIR',
    productName: 'US Air Priority',
    total: '1234.5',
    lines: [{ code: 'FREIGHT', name: 'Freight', amount: '1234.50' }],
    shippingCycle: { min: 2, max: 3 },
    ...patch,
  });

/** Refused by the engine: a box over the per-piece limit (the explanation got as far as the boxes). */
export const refusedRow = (patch: Partial<QuoteRow> = {}): QuoteRow => ({
  productId: 14,
  productCode: 'US-LITE',
  productName: 'US Lite',
  currency: 'CNY',
  chargeableWeight: null,
  total: null,
  lines: [],
  explain: {
    boxes: [
      {
        length: '40',
        width: '30',
        height: '20',
        actual: '35.000',
        volumetric: '4.000',
        longestSide: '40',
        girth: '140',
      },
    ],
    weight: null,
    destination: null,
    freight: null,
    surcharges: [],
    handling: null,
    minimum: null,
  },
  refused: {
    errorKey: 'QUOTE_OVER_PIECE_WEIGHT',
    message: 'Box 1: 35 kg is over the per-piece limit of 30 kg',
    params: { box: 1, limit: '30', value: '35' },
  },
  shippingCycle: { min: 7, max: 12 },
  ...patch,
});

export const countryOptions = [
  { label: 'United States', value: 'US' },
  { label: 'Korea', value: 'KR' },
  { label: 'Japan', value: 'JP' },
];
