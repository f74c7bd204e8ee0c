import type { Address, Country } from '@parcelhub/contracts';

/** A saved recipient address as the list answers it; `patch` changes what a test is about. */
export const addressFixture = (patch: Partial<Address> = {}): Address => ({
  id: 7,
  ownerId: 1,
  ownerName: 'customer',
  type: 'RECIPIENT',
  name: 'John Smith',
  countryCode: 'US',
  countryName: 'United States',
  province: 'CA',
  city: 'Los Angeles',
  zipCode: '90001',
  address1: '1200 S Figueroa St',
  address2: '',
  customsNo: '',
  phone: '+1 213 555 0100',
  email: '',
  isDefault: false,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...patch,
});

export const countryFixture = (value: string, label: string): Country =>
  ({ value, label, labelEn: label, labelZh: label, labelKo: label, code3: value + 'X' }) as Country;
