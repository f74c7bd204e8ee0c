import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

// The wizard's steps driven as a user fills them (PlaceOrderPage's tests).

export const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
export const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
export const help = (field: string) => document.getElementById(`order-form_${field}_help`)?.textContent ?? '';
export const step = () => Number(screen.getByTestId('order-wizard').getAttribute('data-step'));
export const next = () => fireEvent.click(screen.getByTestId('order-next'));

export async function choose(testId: string, option: string) {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(select.closest('.ant-select') ?? select);
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1]!);
}

/** Step 1: two boxes of 40×30×20 cm, 3 kg, to New York; then the cheapest service. */
export async function fillService() {
  await choose('order-country', 'United States (US)');
  type('order-postcode', '10001');
  type('order-quick-pieces', '2');
  type('order-quick-length', '40');
  type('order-quick-width', '30');
  type('order-quick-height', '20');
  type('order-quick-weight', '3');
  const row = await screen.findByTestId('order-quote-row-12');
  fireEvent.click(within(row).getByRole('radio'));
}

export async function fillDeclarations() {
  type('order-decl-0-nameEn', 'T-shirt');
  type('order-decl-0-hsCode', '610910');
  type('order-decl-0-quantity', '2');
  type('order-decl-0-unitValue', '9.5');
  type('order-decl-0-unitWeight', '0.2');
}

export function fillParty(role: 'sender' | 'receiver', values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) type(`order-${role}-${field}`, value);
}

export const SENDER = {
  name: 'Shenzhen Shop',
  province: 'Guangdong',
  city: 'Shenzhen',
  zipCode: '518000',
  address1: '8 Keji Rd',
  phone: '+86 755 1234 5678',
};
export const RECEIVER = {
  name: 'Jane Roe',
  province: 'NY',
  city: 'New York',
  address1: '1 Main St',
  phone: '+1 212 555 0100',
};

export async function goToSupplement() {
  await fillService();
  next();
  await waitFor(() => expect(step()).toBe(1));
  next();
  await waitFor(() => expect(step()).toBe(2));
  await fillDeclarations();
  next();
  await waitFor(() => expect(step()).toBe(3));
  await choose('order-sender-countryCode', 'China (CN)');
  fillParty('sender', SENDER);
  fillParty('receiver', RECEIVER);
  next();
  await waitFor(() => expect(step()).toBe(4));
  type('order-referenceNo', 'REF-1');
  await screen.findByTestId('order-fee-total');
  await screen.findByTestId('order-wallet');
}

export async function goToConfirm() {
  await goToSupplement();
  next();
  await waitFor(() => expect(step()).toBe(5));
}

export const EXPECTED_BODY = {
  productId: 12,
  referenceNo: 'REF-1',
  boxes: [
    { length: '40', width: '30', height: '20', weight: '3' },
    { length: '40', width: '30', height: '20', weight: '3' },
  ],
  declarations: [{ nameEn: 'T-shirt', nameZh: '', hsCode: '610910', quantity: 2, unitValue: '9.5', unitWeight: '0.2' }],
  sender: {
    ...SENDER,
    company: '',
    countryCode: 'CN',
    address2: '',
    houseNumber: '',
    customsNo: '',
    email: '',
    saveToAddressBook: false,
  },
  receiver: {
    ...RECEIVER,
    company: '',
    countryCode: 'US',
    zipCode: '10001',
    address2: '',
    houseNumber: '',
    customsNo: '',
    email: '',
    saveToAddressBook: false,
  },
  remark: '',
  fba: false,
  vatNo: '',
  eoriNo: '',
};
