import type { ShipmentRequest } from '../carrier.types';
import type { LabelData, LabelParty } from '../label';

const party = (p: Partial<LabelParty> & { email?: string }): LabelParty & { email: string } => ({
  name: '',
  company: '',
  phone: '',
  email: '',
  countryCode: '',
  province: '',
  city: '',
  addressLines: [],
  houseNumber: '',
  postcode: '',
  ...p,
});

export const SENDER_CN = party({
  name: '王小明',
  company: '深圳包裹科技有限公司',
  phone: '+86 755 8888 6666',
  countryCode: 'CN',
  province: '广东省',
  city: '深圳市',
  addressLines: ['南山区科技园南区高新南七道 18 号', '创维大厦 A 座 1201'],
  postcode: '518057',
});

export const RECEIVER_KR = party({
  name: '김민준',
  company: '',
  phone: '+82 10-1234-5678',
  countryCode: 'KR',
  province: '서울특별시',
  city: '강남구',
  addressLines: ['테헤란로 152 강남파이낸스센터 23층'],
  postcode: '06236',
});

export const RECEIVER_DE = party({
  name: 'Jürgen Müller-Lüdenscheidt',
  company: 'Großhandel Straße & Söhne GmbH',
  phone: '+49 30 1234567',
  countryCode: 'DE',
  province: 'Berlin',
  city: 'Berlin',
  addressLines: ['Friedrichstraße', 'Hinterhaus, 3. OG, bei Familie Schmidt-Österreicher'],
  houseNumber: '123a',
  postcode: '10117',
});

export const RECEIVER_US_LONG = party({
  name: 'Alexandria Catherine Montgomery-Worthington III',
  company: 'The Extraordinarily Long Company Name of International Logistics and Fulfilment Services, Incorporated',
  phone: '+1 (212) 555-0199',
  countryCode: 'US',
  province: 'NY',
  city: 'New York',
  addressLines: [
    '1234 Avenue of the Americas, Suite 5678, Building C, Floor 42, Attention: Receiving Department Dock 7',
    'c/o Extremely Long Care Of Line ^XZ~JR with ZPL controls and a verylongwordwithoutanyspacesthatmustbecutsomewhere',
  ],
  postcode: '10036-1234',
});

export function label(overrides: Partial<LabelData> = {}): LabelData {
  return {
    trackingNo: 'SB00000000018',
    insideNumber: 'PH250301000001',
    orderNo: 'ORD20250301000001',
    referenceNo: 'REF-订单-0001',
    productName: '中韩特快专线 Sandbox Express 샌드박스',
    sender: SENDER_CN,
    receiver: RECEIVER_KR,
    weightKg: '2.350',
    pieces: 2,
    date: '2025-03-01',
    ...overrides,
  };
}

export function shipment(overrides: Partial<ShipmentRequest> = {}): ShipmentRequest {
  return {
    orderNo: 'ORD20250301000001',
    insideNumber: 'PH250301000001',
    referenceNo: 'REF-0001',
    product: { code: 'SBX', name: 'Sandbox Express 标准' },
    sender: SENDER_CN,
    receiver: RECEIVER_KR,
    boxes: [
      { length: '30', width: '20', height: '10', weight: '1.200' },
      { length: '20', width: '20', height: '10', weight: '1.150' },
    ],
    declarations: [
      { nameEn: 'T-shirt', nameZh: 'T恤', hsCode: '610910', quantity: 2, unitValue: '12.50', unitWeight: '0.300' },
    ],
    labelFormat: 'PDF',
    ...overrides,
  };
}
