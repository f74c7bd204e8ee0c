import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage, testUser } from '../../../shared/testing/render';
import { productsApi } from '../api/productsApi';
import { productFixture } from '../testing/fixtures';
import { SupplierProductsPage } from './SupplierProductsPage';

vi.mock('../api/productsApi', async () => ({ productsApi: (await import('../testing/mockApi')).productsApiMock() }));

const { customerCount: _c, packageCount: _p, ...onMyCost } = productFixture();
const supplier = () => testUser({ privilegeType: 'SUPPLIER', roles: ['supplier'], permissions: ['product:cost'] });

describe('SupplierProductsPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(productsApi.list).mockResolvedValue({ rows: [onMyCost], total: 1 });
    vi.mocked(productsApi.support).mockResolvedValue({
      productId: 7,
      orderChannels: ['WEB'],
      supportBattery: false,
      supportLiquid: false,
      supportMagnetic: false,
      supportInsurance: false,
      supportMultiBox: true,
      maxBoxes: 0,
      remark: '',
      updatedAt: null,
    });
    vi.mocked(productsApi.labels).mockResolvedValue({ rows: [], total: 0 });
    vi.mocked(productsApi.saveLabel).mockResolvedValue({
      id: 1,
      productId: 7,
      labelId: 'STANDARD',
      customerPrintLabelType: 'PDF_A4',
      reqDeliveryLabelRule: 'ASYNC',
      updatedAt: '2026-01-01T00:00:00Z',
    });
  });

  it('lists the products on its costs read-only: no shelving, no status switch, configuration read-only', async () => {
    await renderPage(<SupplierProductsPage />, { user: supplier() });
    const row = await screen.findByTestId('supplier-product-row-7', {}, { timeout: 20_000 });
    expect(row).toHaveTextContent('COST-US');
    for (const id of ['product-add', 'product-edit-7', 'product-status-7', 'product-customers-7'])
      expect(screen.queryByTestId(id)).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('product-configs-7'));
    const drawer = await screen.findByTestId('product-configs-drawer');
    expect(
      await within(drawer).findByText("You can view this product's configuration but not change it."),
    ).toBeInTheDocument();
    expect(within(drawer).queryByTestId('product-support-save')).not.toBeInTheDocument();
  });

  it('keeps the label settings of its products', async () => {
    await renderPage(<SupplierProductsPage />, { user: supplier() });
    fireEvent.click(await screen.findByTestId('product-configs-7', {}, { timeout: 20_000 }));
    const drawer = await screen.findByTestId('product-configs-drawer');
    fireEvent.click(within(drawer).getByText('Labels'));
    fireEvent.click(await within(drawer).findByTestId('label-setting-add'));
    await waitFor(() =>
      expect((document.getElementById('label-setting-form_labelId') as HTMLInputElement).value).toBe('STANDARD'),
    );
    fireEvent.change(document.getElementById('label-setting-form_labelId')!, { target: { value: 'bad id' } });
    fireEvent.click(screen.getByTestId('label-setting-save'));
    await waitFor(() =>
      expect(document.getElementById('label-setting-form_labelId_help')?.textContent).toBe('Invalid value'),
    );
    fireEvent.change(document.getElementById('label-setting-form_labelId')!, { target: { value: 'LOGO' } });
    fireEvent.click(screen.getByTestId('label-setting-save'));
    await waitFor(() =>
      expect(productsApi.saveLabel).toHaveBeenCalledWith({
        productId: 7,
        labelId: 'LOGO',
        customerPrintLabelType: 'PDF_10x10',
        reqDeliveryLabelRule: 'SYNC',
      }),
    );
  });
});
