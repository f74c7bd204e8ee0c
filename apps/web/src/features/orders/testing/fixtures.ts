import type { Address, OrderDetail, OrderRow, PlacedOrder, QuoteRow } from '@parcelhub/contracts';

export const countries = [
  { label: 'United States', value: 'US' },
  { label: 'Germany', value: 'DE' },
  { label: 'Korea', value: 'KR' },
  { label: 'China', value: 'CN' },
];

const line = (code: string, name: string, amount: string) => ({ code, name, amount });

export const quoteRow = (patch: Partial<QuoteRow> = {}): QuoteRow => ({
  productId: 11,
  productCode: 'US-EXP',
  productName: 'US Express',
  currency: 'CNY',
  chargeableWeight: '8.000',
  total: '166.15',
  lines: [
    line('FREIGHT', 'Freight', '141.90'),
    line('FUEL', 'Fuel surcharge', '16.25'),
    line('HANDLING', 'Handling', '8.00'),
  ],
  explain: null,
  refused: null,
  shippingCycle: { min: 5, max: 8 },
  ...patch,
});

/** Answered most expensive first on purpose: the wizard shows the cheapest first whatever the order. */
export const serviceQuotes = (): QuoteRow[] => [
  quoteRow(),
  quoteRow({
    productId: 12,
    productCode: 'US-ECO',
    productName: 'US Economy',
    total: '98.40',
    lines: [line('FREIGHT', 'Freight', '98.40')],
  }),
  quoteRow({
    productId: 14,
    productCode: 'US-HEAVY',
    productName: 'US Heavy',
    total: null,
    chargeableWeight: null,
    lines: [],
    refused: { errorKey: 'PRICING_OVER_PIECE_LIMIT', message: 'Box 1: 35 kg is over the per-piece limit of 30 kg' },
  }),
];

export const orderRow = (patch: Partial<OrderRow> = {}): OrderRow => ({
  id: 7,
  orderNo: 'PH2611230001',
  referenceNo: 'REF-7',
  insideNumber: 'IN0000007',
  trackingNo: '1Z999AA10123456784',
  status: 'LABELED',
  labelStatus: 'SUCCESS',
  labelError: null,
  holdReason: null,
  source: 'WEB',
  customerId: 3,
  customerName: 'customer',
  productId: 11,
  productCode: 'US-EXP',
  productName: 'US Express',
  countryCode: 'US',
  receiverName: 'Jane Roe',
  pieces: 2,
  weight: '6.000',
  chargeableWeight: '8.000',
  currency: 'CNY',
  feeTotal: '1234.5',
  createdAt: '2026-11-23 10:15:00',
  ...patch,
});

const party = {
  name: 'Jane Roe',
  company: '',
  countryCode: 'US',
  province: 'NY',
  city: 'New York',
  zipCode: '10001',
  address1: '1 Main St',
  address2: '',
  houseNumber: '',
  customsNo: '',
  phone: '+1 212 555 0100',
  email: '',
};

export const orderDetail = (patch: Partial<OrderDetail> = {}): OrderDetail => ({
  ...orderRow(),
  canRefuse: false,
  canRelease: false,
  boxes: [
    { no: 1, length: '40.00', width: '30.00', height: '20.00', weight: '3.000' },
    { no: 2, length: '40.00', width: '30.00', height: '20.00', weight: '3.000' },
  ],
  declarations: [
    { nameEn: 'T-shirt', nameZh: 'T恤', hsCode: '610910', quantity: 2, unitValue: '9.50', unitWeight: '0.200' },
  ],
  declaredValue: '19.00',
  sender: {
    ...party,
    name: 'Shenzhen Shop',
    countryCode: 'CN',
    province: 'Guangdong',
    city: 'Shenzhen',
    zipCode: '518000',
  },
  receiver: party,
  remark: '',
  fba: false,
  vatNo: '',
  eoriNo: '',
  fee: {
    currency: 'CNY',
    total: '1234.50',
    lines: [line('FREIGHT', 'Freight', '1200.00'), line('FUEL', 'Fuel', '34.50')],
  },
  explain: null,
  labelFormat: 'PDF',
  canCancel: true,
  cancelRefunds: true,
  logs: [
    {
      id: 1,
      action: 'PLACE',
      fromStatus: null,
      toStatus: 'CREATED',
      message: 'Placed and charged 1,234.50 CNY',
      operator: 'customer',
      createdAt: '2026-11-23 10:15:00',
    },
    {
      id: 2,
      action: 'LABEL',
      fromStatus: 'CREATED',
      toStatus: 'LABELED',
      message: 'Label issued',
      operator: 'system',
      createdAt: '2026-11-23 10:15:02',
    },
  ],
  ...patch,
});

export const placedOrder = (patch: Partial<PlacedOrder> = {}): PlacedOrder => ({
  id: 501,
  holdReason: null,
  orderNo: 'PH2611230501',
  insideNumber: 'IN0000501',
  referenceNo: 'REF-1',
  status: 'LABELED',
  trackingNo: '1Z999AA10123456784',
  labelStatus: 'SUCCESS',
  fee: { currency: 'CNY', total: '98.40', lines: [line('FREIGHT', 'Freight', '98.40')] },
  ...patch,
});

export const bookAddress = (patch: Partial<Address> = {}): Address => ({
  id: 31,
  ownerId: 1,
  ownerName: 'customer',
  type: 'SENDER',
  name: 'Shenzhen Warehouse',
  countryCode: 'CN',
  countryName: 'China',
  province: 'Guangdong',
  city: 'Shenzhen',
  zipCode: '518000',
  address1: '8 Keji Rd',
  address2: '',
  customsNo: '',
  phone: '+86 755 1234 5678',
  email: '',
  isDefault: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...patch,
});
