import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../shared/http';
import { renderPage, testUser } from '../../../shared/testing/render';
import { productCostsApi } from '../api/productCostsApi';
import { bandFixture, costFixture, detailFixture } from '../testing/fixtures';
import { choose, SLOW } from '../testing/select';
import { ProductCostPage } from './ProductCostPage';

vi.mock('../api/productCostsApi', () => ({
  productCostsApi: {
    list: vi.fn(),
    get: vi.fn(),
    save: vi.fn(),
    remove: vi.fn(),
    setStatus: vi.fn(),
    ownerOptions: vi.fn(),
    prices: vi.fn(),
    savePrices: vi.fn(),
    calcInfo: vi.fn(),
    providerOptions: vi.fn(),
    dockModels: vi.fn(),
    countries: vi.fn(),
    zones: vi.fn(),
    surcharges: vi.fn(),
    postcodeGroups: vi.fn(),
  },
}));

const supplier = testUser({ privilegeType: 'SUPPLIER', roles: ['supplier'], permissions: ['product:cost'] });
const platform = testUser({ privilegeType: 'PLATFORM', roles: ['admin'] });
const fieldHelp = (form: string, field: string) => document.getElementById(`${form}_${field}_help`)?.textContent ?? '';
const type = (id: string, value: string) =>
  fireEvent.change(document.getElementById(id) as HTMLInputElement, { target: { value } });

describe('ProductCostPage', { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(productCostsApi.list).mockResolvedValue({ rows: [costFixture()], total: 1 });
    vi.mocked(productCostsApi.get).mockResolvedValue(detailFixture());
    vi.mocked(productCostsApi.ownerOptions).mockResolvedValue({
      rows: [
        { label: 'Platform', value: '1' },
        { label: 'Speedy Logistics', value: '9' },
      ],
      total: 2,
    });
    vi.mocked(productCostsApi.prices).mockResolvedValue({ rows: [bandFixture()], total: 1 });
    vi.mocked(productCostsApi.calcInfo).mockResolvedValue({
      cost: costFixture(),
      account: null,
      zones: [{ areaBelongs: '1', countries: ['US'], rows: 3, remote: 1, noDelivery: 0 }],
      bands: [],
      surcharges: [],
    });
    vi.mocked(productCostsApi.providerOptions).mockResolvedValue({ rows: [], total: 0 });
    vi.mocked(productCostsApi.countries).mockResolvedValue({
      rows: [{ label: 'United States', value: 'US' }],
      total: 1,
    });
    vi.mocked(productCostsApi.surcharges).mockResolvedValue({ rows: [], total: 0 });
    vi.mocked(productCostsApi.zones).mockResolvedValue({ rows: [], total: 0 });
  });

  it('a supplier sees its costs without the owner column, and may create, disable and delete', async () => {
    vi.mocked(productCostsApi.setStatus).mockResolvedValue(costFixture({ status: 'DISABLED' }));
    vi.mocked(productCostsApi.remove).mockResolvedValue({ id: 5 });
    await renderPage(<ProductCostPage />, { user: supplier });
    const row = await screen.findByTestId('cost-row-5', {}, SLOW);
    expect(row).toHaveTextContent('US Express cost');
    expect(row).not.toHaveTextContent('Speedy Logistics');
    expect(screen.queryByTestId('cost-filter-owner')).not.toBeInTheDocument();
    expect(screen.getByTestId('cost-add')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('cost-toggle-5'));
    await waitFor(() => expect(productCostsApi.setStatus).toHaveBeenCalledWith(5, 'DISABLED'), SLOW);
    fireEvent.click(screen.getByTestId('cost-delete-5'));
    fireEvent.click(await screen.findByTestId('cost-delete-confirm-5'));
    await waitFor(() => expect(productCostsApi.remove).toHaveBeenCalledWith(5), SLOW);
  });

  it('without product:cost shows the costs and their detail, and no way to change them', async () => {
    await renderPage(<ProductCostPage />, { user: testUser({ permissions: [] }) });
    await screen.findByTestId('cost-row-5', {}, SLOW);
    for (const id of ['cost-add', 'cost-edit-5', 'cost-delete-5', 'cost-toggle-5'])
      expect(screen.queryByTestId(id)).not.toBeInTheDocument();
    expect(screen.getByTestId('cost-detail-5')).toBeInTheDocument();
  });

  it('the platform filters by owner and names the owner of a new cost', async () => {
    vi.mocked(productCostsApi.save).mockResolvedValue(costFixture({ id: 6 }));
    await renderPage(<ProductCostPage />, { user: platform });
    const row = await screen.findByTestId('cost-row-5', {}, SLOW);
    expect(row).toHaveTextContent('Speedy Logistics');
    expect(screen.getByTestId('cost-filter-owner')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('cost-add'));
    await screen.findByTestId('cost-form-code', {}, SLOW);
    type('cost-form_code', 'US-EXP-2');
    type('cost-form_name', 'US Express 2');
    type('cost-form_currency', 'USD');
    await choose('cost-form-owner', 'Speedy Logistics');
    fireEvent.click(screen.getByTestId('cost-save'));
    await waitFor(() => expect(productCostsApi.save).toHaveBeenCalled(), SLOW);
    expect(vi.mocked(productCostsApi.save).mock.calls[0]?.[0]).toMatchObject({
      code: 'US-EXP-2',
      name: 'US Express 2',
      currency: 'USD',
      weightCarryRule: '0.5',
      customWeightRule: [],
      ownerId: 9,
    });
  });

  it('checks the form with the contract rules and puts a taken code on the code field', async () => {
    vi.mocked(productCostsApi.save).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 409,
        message: 'The product cost code US-EXP is already taken',
        errorKey: 'PRODUCT_COST_CODE_TAKEN',
      }),
    );
    await renderPage(<ProductCostPage />, { user: supplier });
    fireEvent.click(await screen.findByTestId('cost-edit-5', {}, SLOW));
    await waitFor(
      () => expect((document.getElementById('cost-form_name') as HTMLInputElement).value).toBe('US Express cost'),
      SLOW,
    );
    type('cost-form_code', 'lower case');
    await waitFor(() => expect(fieldHelp('cost-form', 'code')).toBe('Invalid value'), SLOW);
    type('cost-form_currency', 'usd');
    await waitFor(() => expect(fieldHelp('cost-form', 'currency')).toBe('Three uppercase letters'), SLOW);
    type('cost-form_code', 'US-EXP');
    type('cost-form_currency', 'USD');
    fireEvent.click(screen.getByTestId('cost-save'));
    await waitFor(
      () => expect(fieldHelp('cost-form', 'code')).toBe('The product cost code US-EXP is already taken'),
      SLOW,
    );
    expect(vi.mocked(productCostsApi.save).mock.calls[0]?.[0]).toMatchObject({ id: 5, code: 'US-EXP' });
  });

  it('refuses custom bands that do not ascend before sending them', async () => {
    await renderPage(<ProductCostPage />, { user: supplier });
    fireEvent.click(await screen.findByTestId('cost-add', {}, SLOW));
    await screen.findByTestId('cost-form-code', {}, SLOW);
    type('cost-form_code', 'CUSTOM-1');
    type('cost-form_name', 'Custom');
    type('cost-form_currency', 'USD');
    await choose('cost-form-rule', 'Custom bands');
    fireEvent.click(await screen.findByTestId('cost-form-band-add', {}, SLOW));
    fireEvent.click(screen.getByTestId('cost-form-band-add'));
    fireEvent.change(screen.getByTestId('cost-form-band-upTo-0'), { target: { value: '5' } });
    fireEvent.change(screen.getByTestId('cost-form-band-step-0'), { target: { value: '0.5' } });
    fireEvent.change(screen.getByTestId('cost-form-band-upTo-1'), { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('cost-form-band-step-1'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('cost-save'));
    await waitFor(
      () =>
        expect(fieldHelp('cost-form', 'weightCarryRule')).toBe(
          'The last band (band 2) must be open (no upper bound), so every weight has a step',
        ),
      SLOW,
    );
    expect(productCostsApi.save).not.toHaveBeenCalled();
  });

  it("edits a zone's weight bands in the detail: the kind switches the price fields, bad decimals are refused", async () => {
    vi.mocked(productCostsApi.savePrices).mockResolvedValue({ rows: [], total: 0 });
    await renderPage(<ProductCostPage />, { user: supplier });
    fireEvent.click(await screen.findByTestId('cost-detail-5', {}, SLOW));
    const drawer = await screen.findByTestId('cost-drawer', {}, SLOW);
    fireEvent.click(await within(drawer).findByText('Weight bands', {}, SLOW));
    const unit = await screen.findByTestId('band-0-unitPrice', {}, SLOW);
    expect((unit as HTMLInputElement).value).toBe('4.10');
    // The row fits the drawer (1080 px less 2 x 24 of padding) instead of running past its edge.
    const cols = screen.getByTestId('bands-editor').querySelector('table colgroup')!.querySelectorAll('col');
    const width = [...cols].reduce((sum, col) => sum + (parseFloat(col.style.width) || 0), 0);
    expect(width).toBeGreaterThan(500);
    expect(width).toBeLessThanOrEqual(1080 - 48);
    expect(screen.queryByTestId('band-0-fixedPrice')).not.toBeInTheDocument();

    fireEvent.click(screen.getByTestId('bands-add'));
    fireEvent.change(screen.getByTestId('band-0-weightUpTo'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('band-1-weightUpTo'), { target: { value: '' } });
    await screen.findByTestId('band-1-firstPrice', {}, SLOW);
    expect(screen.queryByTestId('band-1-unitPrice')).not.toBeInTheDocument();
    fireEvent.change(screen.getByTestId('band-1-firstWeight'), { target: { value: '0.5' } });
    fireEvent.change(screen.getByTestId('band-1-firstPrice'), { target: { value: '8.555' } });
    fireEvent.change(screen.getByTestId('band-1-stepWeight'), { target: { value: '0.5' } });
    fireEvent.change(screen.getByTestId('band-1-stepPrice'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('bands-save'));
    expect(await screen.findByText('At most 2 decimals', {}, SLOW)).toBeInTheDocument();
    expect(productCostsApi.savePrices).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('band-1-firstPrice'), { target: { value: '8.55' } });
    fireEvent.click(screen.getByTestId('bands-save'));
    await waitFor(() => expect(productCostsApi.savePrices).toHaveBeenCalled(), SLOW);
    expect(vi.mocked(productCostsApi.savePrices).mock.calls[0]).toEqual([
      5,
      {
        zone: '1',
        bands: [
          expect.objectContaining({ weightUpTo: '2', kind: 'PER_KG', unitPrice: '4.10' }),
          expect.objectContaining({
            weightUpTo: null,
            kind: 'FIRST_ADDITIONAL',
            firstWeight: '0.5',
            firstPrice: '8.55',
            stepWeight: '0.5',
            stepPrice: '2',
          }),
        ],
      },
    ]);
  });
});
