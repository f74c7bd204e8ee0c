import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../shared/http';
import { renderPage, testUser } from '../../../shared/testing/render';
import { productsApi } from '../api/productsApi';
import { productFixture } from '../testing/fixtures';
import { ProductShelfPage } from './ProductShelfPage';

vi.mock('../api/productsApi', async () => ({ productsApi: (await import('../testing/mockApi')).productsApiMock() }));
vi.mock('../../../shared/dropdowns/loadDropdown', async (original) => ({
  ...(await original<object>()),
  loadDropdown: vi.fn().mockResolvedValue([
    { label: 'China', value: 'CN' },
    { label: 'United States', value: 'US' },
    { label: 'Germany', value: 'DE' },
  ]),
}));

const admin = () => testUser({ privilegeType: 'PLATFORM', roles: ['admin'] });
const field = (name: string) => document.getElementById(`product-form_${name}`) as HTMLInputElement;
const help = (name: string) => document.getElementById(`product-form_${name}_help`)?.textContent ?? '';
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
/** Picks an option of the select that is open now. */
const pick = async (label: string) => {
  await waitFor(() => expect(document.querySelector(`.ant-select-item-option[title="${label}"]`)).not.toBeNull());
  fireEvent.click(document.querySelector(`.ant-select-item-option[title="${label}"]`)!);
};

describe('ProductShelfPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(productsApi.list).mockResolvedValue({ rows: [productFixture()], total: 1 });
    vi.mocked(productsApi.costOptions).mockResolvedValue({
      rows: [{ label: 'COST-US Speedy US', value: '11' }],
      total: 1,
    });
    vi.mocked(productsApi.costInfo).mockRejectedValue(new Error('no'));
    vi.mocked(productsApi.changeStatus).mockResolvedValue(productFixture({ status: 'OFFLINE', offlineBy: 'PLATFORM' }));
  });

  it('lists the catalogue with its cost, customers and packages, and every action for the platform', async () => {
    await renderPage(<ProductShelfPage />, { user: admin() });
    const row = await screen.findByTestId('product-row-7', {}, { timeout: 20_000 });
    expect(row).toHaveTextContent('US-EXP');
    expect(row).toHaveTextContent('COST-US Speedy US');
    expect(row).toHaveTextContent('United States');
    expect(row).toHaveTextContent('5-9 days');
    for (const id of [
      'product-add',
      'product-edit-7',
      'product-customers-7',
      'product-packages-7',
      'product-configs-7',
      'product-status-7',
    ])
      expect(screen.getByTestId(id)).toBeInTheDocument();
  });

  it('takes a product offline after a confirmation', async () => {
    await renderPage(<ProductShelfPage />, { user: admin() });
    fireEvent.click(await screen.findByTestId('product-status-7', {}, { timeout: 20_000 }));
    fireEvent.click(await screen.findByTestId('product-status-confirm-7'));
    await waitFor(() => expect(productsApi.changeStatus).toHaveBeenCalledWith(7, 'OFFLINE'));
  });

  it('without product:manage shows the catalogue and no way to change it', async () => {
    await renderPage(<ProductShelfPage />, {
      user: testUser({ privilegeType: 'PLATFORM', permissions: ['product:list'] }),
    });
    await screen.findByTestId('product-row-7', {}, { timeout: 20_000 });
    for (const id of ['product-add', 'product-edit-7', 'product-status-7'])
      expect(screen.queryByTestId(id)).not.toBeInTheDocument();
  });

  it("the form says the spec's rules in the user's language and sends what the contract reads", async () => {
    vi.mocked(productsApi.create).mockResolvedValue(productFixture({ id: 8 }));
    await renderPage(<ProductShelfPage />, { user: admin() });
    fireEvent.click(await screen.findByTestId('product-add', {}, { timeout: 20_000 }));
    await waitFor(() => expect(field('currencyNo').value).toBe('CNY'));

    type('code', 'us line');
    await waitFor(() => expect(help('code')).toBe('Invalid value'));
    type('currencyNo', 'cn');
    await waitFor(() => expect(help('currencyNo')).toBe('Three uppercase letters'));
    type('volumeWeightRatio', '0');
    await waitFor(() => expect(help('volumeWeightRatio')).toBe('Must be a positive integer'));

    type('code', 'US-NEW');
    type('name', 'US New');
    type('currencyNo', 'USD');
    type('volumeWeightRatio', '5000');
    type('minShippingCycle', '9');
    type('maxShippingCycle', '3');
    fireEvent.mouseDown(field('costId'));
    await pick('COST-US Speedy US');
    fireEvent.mouseDown(field('deliveryCountryList'));
    await pick('United States');
    fireEvent.click(screen.getByTestId('product-save'));
    await waitFor(() => expect(help('minShippingCycle')).toBe('Minimum cannot exceed maximum'));
    expect(productsApi.create).not.toHaveBeenCalled();

    type('maxShippingCycle', '12');
    fireEvent.click(screen.getByTestId('product-save'));
    await waitFor(() => expect(productsApi.create).toHaveBeenCalledTimes(1));
    expect(vi.mocked(productsApi.create).mock.calls[0]![0]).toMatchObject({
      code: 'US-NEW',
      name: 'US New',
      costId: 11,
      currencyNo: 'USD',
      deliveryCountryList: ['US'],
      minShippingCycle: 9,
      maxShippingCycle: 12,
      volumeWeightRatio: 5000,
      weightCarryRule: null,
      customWeightRule: null,
    });
  });

  it('puts a taken code on the code field', async () => {
    vi.mocked(productsApi.editSigning).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 409,
        message: 'The product code US-EXP is already taken',
        errorKey: 'PRODUCT_CODE_TAKEN',
      }),
    );
    await renderPage(<ProductShelfPage />, { user: admin() });
    fireEvent.click(await screen.findByTestId('product-edit-7', {}, { timeout: 20_000 }));
    await waitFor(() => expect(field('code').value).toBe('US-EXP'));
    expect(within(screen.getByTestId('product-modal')).getByText('Edit US-EXP')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('product-save'));
    await waitFor(() => expect(help('code')).toBe('The product code US-EXP is already taken'));
    expect(vi.mocked(productsApi.editSigning).mock.calls[0]![0]).toMatchObject({
      id: 7,
      code: 'US-EXP',
      bubblePercentage: '20.00',
    });
  });
});
