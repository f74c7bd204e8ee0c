import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Address } from '@parcelhub/contracts';
import { renderPage, testUser } from '../../../shared/testing/render';
import { addressApi } from '../api/addressApi';
import { AddressBookPage } from './AddressBookPage';

vi.mock('../api/addressApi', () => ({
  addressApi: { countries: vi.fn(), list: vi.fn(), save: vi.fn(), remove: vi.fn(), setDefault: vi.fn() },
}));

const row = {
  id: 3,
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
  isDefault: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
} satisfies Address;

const EDIT_CONTROLS = [
  'address-add',
  'address-batch-delete',
  'address-edit-3',
  'address-set-default-3',
  'address-delete-3',
];

describe('AddressBookPage access', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(addressApi.countries).mockResolvedValue({ rows: [], total: 0 });
    vi.mocked(addressApi.list).mockResolvedValue({ rows: [row], total: 1 });
  });

  it('a sub-account granted only the list sees the addresses and no way to change them', async () => {
    await renderPage(<AddressBookPage />, {
      user: testUser({ isSubLogin: true, roles: ['ROLE_SYSTEM_DEFAULT'], permissions: ['address:list'] }),
    });
    await screen.findByTestId('address-row-3', {}, { timeout: 5000 });
    expect(screen.getByTestId('address-default-3')).toHaveTextContent('Default');
    for (const id of EDIT_CONTROLS) expect(screen.queryByTestId(id)).not.toBeInTheDocument();
    expect(document.querySelector('.ant-table-selection-column')).toBeNull();
  });

  it('with address:edit every change is offered; the administrator holds it by role', async () => {
    const first = await renderPage(<AddressBookPage />, {
      user: testUser({ permissions: ['address:list', 'address:edit'] }),
    });
    await screen.findByTestId('address-row-3', {}, { timeout: 5000 });
    for (const id of EDIT_CONTROLS) expect(screen.getByTestId(id)).toBeInTheDocument();
    first.unmount();
    await renderPage(<AddressBookPage />, { user: testUser({ roles: ['admin'], permissions: [] }) });
    await screen.findByTestId('address-edit-3', {}, { timeout: 5000 });
  });
});
