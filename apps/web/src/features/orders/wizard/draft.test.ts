import { describe, expect, it } from 'vitest';
import { PlaceOrderInput } from '@parcelhub/contracts';
import { newIdempotencyKey } from '../../../shared/http';
import { crossFieldIssues, requiredByContract } from './contractRules';
import {
  boxesSummary,
  declaredValue,
  fieldName,
  keyForSubmit,
  newDraft,
  quickBoxes,
  quickOf,
  stepOfField,
  toPlaceInput,
  valuesFromCopy,
  type OrderFormValues,
} from './draft';

const receiver = {
  name: 'Jane Roe',
  countryCode: 'US',
  province: 'NY',
  city: 'New York',
  zipCode: '10001',
  address1: '1 Main St',
  phone: '+1 212 555 0100',
};

const complete: OrderFormValues = {
  product: { id: 11, code: 'US-EXP', name: 'US Express' },
  referenceNo: ' REF-1 ',
  boxes: [{ length: '40', width: '30', height: '20', weight: '3' }],
  declarations: [
    { nameEn: 'T-shirt', nameZh: 'T恤', hsCode: '610910', quantity: '2', unitValue: '9.5', unitWeight: '0.2' },
  ],
  sender: { addressId: 5, name: 'Shop', saveToAddressBook: false },
  receiver: { ...receiver, saveToAddressBook: true },
  remark: '',
  fba: false,
  vatNo: 'left over',
};

describe('the wizard draft', () => {
  it('builds the placement body the contract accepts: book ids, typed parties, trimmed text', () => {
    const body = toPlaceInput(complete);
    expect(body).toEqual({
      productId: 11,
      referenceNo: 'REF-1',
      boxes: [{ length: '40', width: '30', height: '20', weight: '3' }],
      declarations: [
        { nameEn: 'T-shirt', nameZh: 'T恤', hsCode: '610910', quantity: 2, unitValue: '9.5', unitWeight: '0.2' },
      ],
      sender: { addressId: 5 },
      receiver: {
        ...receiver,
        company: '',
        address2: '',
        houseNumber: '',
        customsNo: '',
        email: '',
        saveToAddressBook: true,
      },
      remark: '',
      fba: false,
      vatNo: '',
      eoriNo: '',
    });
    expect(PlaceOrderInput.safeParse(body).success).toBe(true);
  });

  it('sums the declared value in decimals, ignoring unreadable lines', () => {
    expect(
      declaredValue([
        { quantity: '3', unitValue: '0.1' },
        { quantity: 2, unitValue: '1.005' },
      ]),
    ).toBe('2.31');
    expect(declaredValue([{ quantity: 'x', unitValue: '5' }, {}])).toBe('0.00');
    expect(declaredValue(undefined)).toBe('0.00');
  });

  it('turns the quick entry into alike boxes and back', () => {
    const boxes = quickBoxes({ pieces: 3, length: '10', width: '10', height: '10', weight: '1.5' });
    expect(boxes).toHaveLength(3);
    expect(boxesSummary(boxes)).toEqual({ count: 3, weight: '4.500' });
    expect(quickOf(boxes)).toEqual({ pieces: 3, length: '10', width: '10', height: '10', weight: '1.5' });
    expect(quickOf([...boxes, { length: '11', width: '10', height: '10', weight: '1.5' }])).toBeNull();
    // 10 and 10.00 are the same figure.
    expect(quickOf([{ length: '10' }, { length: '10.00' }])).not.toBeNull();
    expect(quickBoxes({ pieces: 0 })).toHaveLength(1);
  });

  it('keeps the Idempotency-Key for a retry of the same body and makes a new one for a changed body', () => {
    const draft = newDraft();
    const body = toPlaceInput(complete);
    const first = keyForSubmit(draft, body);
    expect(first.key).toBe(draft.key);
    expect(keyForSubmit(first, toPlaceInput(complete)).key).toBe(draft.key);
    const changed = keyForSubmit(first, { ...body, remark: 'fragile' });
    expect(changed.key).not.toBe(draft.key);
    expect(changed.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('sends a field error to the step that holds the field', () => {
    expect(stepOfField('productId')).toBe(0);
    expect(stepOfField('boxes.1.weight')).toBe(1);
    expect(stepOfField('declarations.0.hsCode')).toBe(2);
    expect(stepOfField('receiver.zipCode')).toBe(3);
    expect(stepOfField('eoriNo')).toBe(4);
    expect(stepOfField('_')).toBe(5);
    expect(fieldName('boxes.1.weight')).toEqual(['boxes', 1, 'weight']);
  });

  it('reads a copied order field by field and leaves the reference number to fill', () => {
    const values = valuesFromCopy({
      productId: 11,
      referenceNo: 'OLD',
      boxes: [{ length: '40', width: '30', height: '20', weight: '3' }, 'junk'],
      declarations: [{ nameEn: 'Mug', quantity: 1, unitValue: '4', unitWeight: '0.4' }],
      sender: { name: 'Shop', countryCode: 'CN', evil: '<x>' },
      receiver: { ...receiver, countryCode: 'DE', zipCode: '10115' },
      fba: true,
      vatNo: 'DE1',
    });
    expect(values.product).toEqual({ id: 11, code: '', name: '' });
    expect(values.referenceNo).toBe('');
    expect(values.boxes).toEqual([{ length: '40', width: '30', height: '20', weight: '3' }]);
    expect(values.quick).toEqual({ pieces: 1, length: '40', width: '30', height: '20', weight: '3' });
    expect(values.declarations?.[0]).toMatchObject({ nameEn: 'Mug', quantity: '1' });
    expect(values.sender).toEqual({ name: 'Shop', countryCode: 'CN', saveToAddressBook: false });
    expect([values.countryCode, values.postcode]).toEqual(['DE', '10115']);
    expect(values.fba).toBe(true);
    expect(valuesFromCopy(null).declarations).toEqual([{}]);
  });
});

describe("the contract's cross-field rules on a partial draft", () => {
  const paths = (values: OrderFormValues) => crossFieldIssues(values, 'en').map((i) => i.path);

  it('are silent on an empty draft and on a complete valid one', () => {
    expect(paths({})).toEqual([]);
    expect(paths(complete)).toEqual([]);
  });

  it('say what the destination needs, even while other fields are still empty', () => {
    expect(paths({ receiver: { countryCode: 'US', zipCode: '1234' } })).toEqual(['receiver.zipCode']);
    expect(crossFieldIssues({ receiver: { countryCode: 'DE' } }, 'en')).toEqual([
      { path: 'receiver.houseNumber', message: 'Germany requires a house number' },
    ]);
    expect(paths({ receiver: { countryCode: 'DE', houseNumber: '12a' } })).toEqual([]);
    expect(paths({ receiver: { countryCode: 'KR', customsNo: 'P12' } })).toEqual(['receiver.customsNo']);
    expect(paths({ receiver: { countryCode: 'KR', customsNo: 'P123456789012' } })).toEqual([]);
  });

  it('ask FBA for a VAT and an EORI number', () => {
    expect(paths({ fba: true })).toEqual(['vatNo', 'eoriNo']);
    expect(paths({ fba: true, vatNo: 'DE123', eoriNo: 'DE456' })).toEqual([]);
  });

  it('tell which fields the destination makes required', () => {
    expect(requiredByContract({ receiver: { countryCode: 'DE' } }, 'receiver.houseNumber', 'en')).toBe(
      'Germany requires a house number',
    );
    expect(requiredByContract({ receiver: { countryCode: 'FR' } }, 'receiver.houseNumber', 'en')).toBeUndefined();
    expect(requiredByContract({ fba: true }, 'vatNo', 'en')).toBe('FBA requires a VAT number');
    expect(requiredByContract({ fba: false }, 'vatNo', 'en')).toBeUndefined();
  });
});
