import type { AddressInput } from '@parcelhub/contracts';

/** A valid address input; override what the test is about. */
export function addressInput(overrides: Partial<AddressInput> = {}): AddressInput {
  return {
    type: 'RECIPIENT',
    name: 'John Smith',
    countryCode: 'US',
    province: 'CA',
    city: 'Los Angeles',
    zipCode: '90001',
    address1: '1200 S Figueroa St',
    address2: '',
    customsNo: '',
    phone: '+1 213 555 0100',
    email: 'john@example.com',
    isDefault: false,
    ...overrides,
  };
}
