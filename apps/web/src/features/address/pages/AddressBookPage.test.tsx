import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage, testUser } from '../../../shared/testing/render';
import { addressApi } from '../api/addressApi';
import { AddressBookPage } from './AddressBookPage';
import { addressFixture } from '../testing/addressFixture';

vi.mock('../api/addressApi', () => ({
  addressApi: { countries: vi.fn(), list: vi.fn(), save: vi.fn(), remove: vi.fn(), setDefault: vi.fn() },
}));

const row = addressFixture({ id: 3, isDefault: true });

const EDIT_CONTROLS = [
  'address-add',
  'address-import',
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
