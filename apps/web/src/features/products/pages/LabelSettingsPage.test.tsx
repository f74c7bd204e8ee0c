import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage, testUser } from '../../../shared/testing/render';
import { productsApi } from '../api/productsApi';
import { productFixture } from '../testing/fixtures';
import { LabelSettingsPage } from './LabelSettingsPage';

vi.mock('../api/productsApi', async () => ({ productsApi: (await import('../testing/mockApi')).productsApiMock() }));

describe('LabelSettingsPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(productsApi.list).mockResolvedValue({ rows: [productFixture()], total: 1 });
    vi.mocked(productsApi.labels).mockResolvedValue({
      rows: [
        {
          id: 1,
          productId: 7,
          labelId: 'STANDARD',
          customerPrintLabelType: 'PDF_10x10',
          reqDeliveryLabelRule: 'ASYNC',
          updatedAt: '2026-01-01T00:00:00Z',
        },
      ],
      total: 1,
    });
  });

  it('shows a product’s label settings; the platform may change them', async () => {
    await renderPage(<LabelSettingsPage />, { user: testUser({ privilegeType: 'PLATFORM', roles: ['admin'] }) });
    fireEvent.click(await screen.findByTestId('product-configs-7', {}, { timeout: 20_000 }));
    const drawer = await screen.findByTestId('label-drawer');
    const row = await within(drawer).findByTestId('label-setting-row-1');
    expect(row).toHaveTextContent('PDF_10x10');
    expect(row).toHaveTextContent('Asynchronous');
    expect(within(drawer).getByTestId('label-setting-add')).toBeInTheDocument();
    expect(productsApi.list).toHaveBeenCalledWith(expect.objectContaining({ queryType: 'SIGNING' }), expect.anything());
  });

  it('without the right permission the settings are read-only', async () => {
    await renderPage(<LabelSettingsPage />, { user: testUser({ privilegeType: 'SUPPLIER', permissions: [] }) });
    fireEvent.click(await screen.findByTestId('product-configs-7', {}, { timeout: 20_000 }));
    const drawer = await screen.findByTestId('label-drawer');
    await within(drawer).findByTestId('label-setting-row-1');
    expect(within(drawer).queryByTestId('label-setting-add')).not.toBeInTheDocument();
  });
});
