import type { RateCardInput } from '../modules/pricing/engine';
import { US_EXPRESS } from '../modules/pricing/engine/fixtures/us-express';

/** A demo product as the seed writes it: its rate card, its catalogue fields and who may use it. */
export interface DemoProduct {
  card: RateCardInput;
  costCode: string;
  startCountry: string;
  deliveryCountries: string[];
  cycle: [number, number];
  requiresCustomsNo?: boolean;
  /** Customers (user names) the product is assigned to. */
  customers: string[];
}

const EU = ['DE', 'FR', 'NL', 'BE', 'AT', 'IT', 'ES', 'PL'];

/** An EU economy line: a zone per country group, priced per kg above a first kilogram, with a minimum. */
const EU_ECONOMY: RateCardInput = {
  product: {
    id: 'EU-ECO',
    code: 'EU-ECO',
    name: { zh: '欧洲经济线', en: 'EU Economy', ko: '유럽 이코노미' },
    currency: 'CNY',
  },
  weight: {
    volumeWeightRatio: '8000',
    bubbleWay: 'FULL',
    bubblePercentage: '0',
    calcType: 'PER_BOX',
    independentWeightLimit: '0',
    carry: { kind: 'STEP', step: '0.1' },
  },
  limits: { maxLongestSide: '120', maxGirth: '300', maxPieceWeight: '30', maxDeclaredValue: '150', maxPieces: null },
  zones: EU.map((country) => ({
    country,
    from: '',
    to: '',
    zone: country === 'DE' ? '1' : ['FR', 'NL', 'BE', 'AT'].includes(country) ? '2' : '3',
    type: 'DELIVERY' as const,
  })),
  rates: (
    [
      ['1', '38', '28'],
      ['2', '42', '32'],
      ['3', '48', '36'],
    ] as const
  ).map(([zone, firstPrice, stepPrice]) => ({
    zone,
    bands: [
      { upTo: '2', kind: 'FIXED' as const, fixedPrice: firstPrice },
      {
        upTo: null,
        kind: 'FIRST_ADDITIONAL' as const,
        firstWeight: '2',
        firstPrice,
        stepWeight: '1',
        stepPrice,
        minCharge: '60',
      },
    ],
  })),
  surcharges: [
    {
      code: 'FUEL',
      name: { zh: '燃油附加费', en: 'Fuel surcharge', ko: '유류 할증료' },
      type: 'SURCHARGE',
      order: 1,
      formula: 'freight * value',
      constants: { value: '0.08' },
    },
  ],
};

/** A Korea line: one zone, first 0.5 kg then each 0.5 kg; the consignee's customs clearance number is required. */
const KOREA_EXPRESS: RateCardInput = {
  product: {
    id: 'KR-EXP',
    code: 'KR-EXP',
    name: { zh: '韩国专线', en: 'Korea Express', ko: '한국 특송' },
    currency: 'CNY',
  },
  weight: {
    volumeWeightRatio: '6000',
    bubbleWay: 'FULL',
    bubblePercentage: '0',
    calcType: 'PER_BOX',
    independentWeightLimit: '0.5',
    carry: { kind: 'STEP', step: '0.5' },
  },
  limits: { maxLongestSide: '100', maxGirth: null, maxPieceWeight: '20', maxDeclaredValue: '150', maxPieces: '5' },
  zones: [{ country: 'KR', from: '', to: '', zone: '1', type: 'DELIVERY' }],
  rates: [
    {
      zone: '1',
      bands: [
        {
          upTo: '10',
          kind: 'FIRST_ADDITIONAL',
          firstWeight: '0.5',
          firstPrice: '22',
          stepWeight: '0.5',
          stepPrice: '6',
        },
        { upTo: null, kind: 'PER_KG', unitPrice: '11' },
      ],
    },
  ],
  surcharges: [],
};

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    card: US_EXPRESS,
    costCode: 'SUP-US-EXP',
    startCountry: 'CN',
    deliveryCountries: ['US'],
    cycle: [5, 8],
    customers: ['customer', 'customer2'],
  },
  {
    card: EU_ECONOMY,
    costCode: 'SUP-EU-ECO',
    startCountry: 'CN',
    deliveryCountries: EU,
    cycle: [8, 15],
    customers: ['customer', 'customer2'],
  },
  {
    card: KOREA_EXPRESS,
    costCode: 'SUP-KR-EXP',
    startCountry: 'CN',
    deliveryCountries: ['KR'],
    cycle: [3, 5],
    requiresCustomsNo: true,
    customers: ['customer'],
  },
];
