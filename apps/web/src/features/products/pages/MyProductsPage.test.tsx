import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../shared/http';
import { renderPage, testUser } from '../../../shared/testing/render';
import { productsApi } from '../api/productsApi';
import { customerProductFixture } from '../testing/fixtures';
import { MyProductsPage } from './MyProductsPage';

vi.mock('../api/productsApi', async () => ({ productsApi: (await import('../testing/mockApi')).productsApiMock() }));
vi.mock('../../../shared/dropdowns/loadDropdown', async (original) => ({
  ...(await original<object>()),
  loadDropdown: vi.fn().mockResolvedValue([
    { label: 'China', value: 'CN' },
    { label: 'United Kingdom', value: 'GB' },
  ]),
}));

const signed = customerProductFixture();
const own = customerProductFixture({
  id: 9,
  code: 'MY-UK',
  source: 'OWN',
  status: 'OFFLINE',
  offlineBy: 'PLATFORM',
  signingStatus: null,
  signedAt: null,
  premiumPackage: null,
  deliveryCountryList: ['GB'],
  deliveryCountryListEcho: ['United Kingdom'],
});
const customer = () => testUser({ permissions: ['product:list'] });

describe('MyProductsPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(productsApi.list).mockResolvedValue({ rows: [signed, own], total: 2 });
    vi.mocked(productsApi.exportZones).mockResolvedValue({ taskId: 3 });
  });

  it('shows its contract and package, never a cost; only its own products can be edited or switched', async () => {
    await renderPage(<MyProductsPage />, { user: customer() });
    const row = await screen.findByTestId('my-product-row-7', {}, { timeout: 20_000 });
    expect(row).toHaveTextContent('Signed');
    expect(row).toHaveTextContent('Gold');
    expect(document.querySelector('.ant-table-thead')?.textContent).not.toMatch(/Cost/);
    expect(row).not.toHaveTextContent('COST');
    expect(screen.queryByTestId('product-edit-7')).not.toBeInTheDocument();
    expect(screen.queryByTestId('product-status-7')).not.toBeInTheDocument();
    const mine = screen.getByTestId('my-product-row-9');
    expect(mine).toHaveTextContent('Own product');
    expect(screen.getByTestId('product-edit-9')).toBeInTheDocument();
    expect(screen.getByTestId('product-status-9')).toBeInTheDocument();
  });

  it('exports the zone prices of the package that prices it', async () => {
    await renderPage(<MyProductsPage />, { user: customer() });
    fireEvent.click(await screen.findByTestId('my-product-export-7', {}, { timeout: 20_000 }));
    await waitFor(() => expect(productsApi.exportZones).toHaveBeenCalledWith(7, 4));
  });

  it('says so when the platform took its own product offline', async () => {
    vi.mocked(productsApi.changeStatus).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 409,
        message: 'This product was taken offline by the platform: please contact customer service',
        errorKey: 'PRODUCT_OFFLINE_BY_PLATFORM',
      }),
    );
    await renderPage(<MyProductsPage />, { user: customer() });
    fireEvent.click(await screen.findByTestId('product-status-9', {}, { timeout: 20_000 }));
    fireEvent.click(await screen.findByTestId('product-status-confirm-9'));
    await waitFor(() => expect(productsApi.changeStatus).toHaveBeenCalledWith(9, 'ONLINE'));
  });

  it('creates an own-account product on a cost id of its account, and shows the cap refusal', async () => {
    vi.mocked(productsApi.saveOwn).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 409,
        message: 'Your edition allows 2 own-account products',
        errorKey: 'OWN_PRODUCT_CAP_REACHED',
      }),
    );
    vi.mocked(productsApi.costInfo).mockResolvedValue({
      id: 21,
      code: 'MYCOST',
      name: 'My UPS',
      mainName: '',
      description: '',
      businessType: 'EXPRESS',
      currency: 'CNY',
      status: 'ENABLED',
      ownerId: 1,
      ownerName: 'customer',
      weightCarryRule: '0.5',
      customWeightRule: [],
      productCount: 0,
    });
    await renderPage(<MyProductsPage />, { user: customer() });
    fireEvent.click(await screen.findByTestId('my-product-add', {}, { timeout: 20_000 }));
    const set = (name: string, value: string) =>
      fireEvent.change(document.getElementById(`product-form_${name}`)!, { target: { value } });
    await waitFor(() =>
      expect((document.getElementById('product-form_currencyNo') as HTMLInputElement).value).toBe('CNY'),
    );
    set('code', 'MY-NEW');
    set('name', 'Mine');
    set('costId', '21');
    // The cost is looked up after the typing settles (debounced): slow on a busy machine.
    await screen.findByText('MYCOST My UPS · ENABLED', {}, { timeout: 10_000 });
    fireEvent.mouseDown(document.getElementById('product-form_deliveryCountryList')!);
    await waitFor(() =>
      expect(document.querySelector('.ant-select-item-option[title="United Kingdom"]')).not.toBeNull(),
    );
    fireEvent.click(document.querySelector('.ant-select-item-option[title="United Kingdom"]')!);
    fireEvent.click(screen.getByTestId('product-save'));
    await waitFor(() => expect(productsApi.saveOwn).toHaveBeenCalledTimes(1));
    expect(vi.mocked(productsApi.saveOwn).mock.calls[0]![0]).toMatchObject({
      code: 'MY-NEW',
      costId: 21,
      deliveryCountryList: ['GB'],
    });
    expect(productsApi.create).not.toHaveBeenCalled();
    expect(await screen.findByText('Your edition allows 2 own-account products')).toBeInTheDocument();
  });
});
