import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../shared/http';
import { renderPage, testUser } from '../../../shared/testing/render';
import { productsApi } from '../api/productsApi';
import { packageFixture, productFixture } from '../testing/fixtures';
import { QuotationPage } from './QuotationPage';

vi.mock('../api/productsApi', async () => ({ productsApi: (await import('../testing/mockApi')).productsApiMock() }));

const admin = () => testUser({ privilegeType: 'PLATFORM', roles: ['admin'] });
const help = (form: string, name: string) => document.getElementById(`${form}_${name}_help`)?.textContent ?? '';

describe('QuotationPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(productsApi.packages).mockResolvedValue({ rows: [packageFixture()], total: 1 });
    vi.mocked(productsApi.list).mockResolvedValue({ rows: [productFixture()], total: 1 });
    vi.mocked(productsApi.reportPriceTypes).mockResolvedValue({
      rows: [
        { label: 'Customer quote', value: 'INTERNAL_REPORT_PRICE', privilegeTypes: ['PLATFORM', 'USER'] },
        { label: 'Procurement cost', value: 'THEIR_OWN_REPORT_PRICE', privilegeTypes: ['PLATFORM', 'SUPPLIER'] },
      ],
      total: 2,
    });
    vi.mocked(productsApi.packageCustomers).mockResolvedValue({ rows: [], total: 0 });
  });

  it('lists packages across products with their markups, and the report price types with who sees them', async () => {
    await renderPage(<QuotationPage />, { user: admin() });
    const row = await screen.findByTestId('package-row-4', {}, { timeout: 20_000 });
    expect(row).toHaveTextContent('US-EXP');
    expect(row).toHaveTextContent('15.00%');
    expect(row).toHaveTextContent('+2.00');
    expect(await screen.findByTestId('report-type-THEIR_OWN_REPORT_PRICE')).toHaveTextContent('Supplier');
  });

  it('previews a package on sample costs with the server’s arithmetic', async () => {
    vi.mocked(productsApi.calc).mockResolvedValue({
      lines: [
        { type: 'FREIGHT', name: 'Freight', cost: '100.00', sale: '115.00' },
        { type: 'SURCHARGE', name: 'Fuel', cost: '10.00', sale: '11.00' },
        { type: 'HANDLING', name: 'Handling', cost: '0.00', sale: '2.00' },
      ],
      costTotal: '110.00',
      saleTotal: '128.00',
    });
    await renderPage(<QuotationPage />, { user: admin() });
    fireEvent.click(await screen.findByTestId('package-calc-4', {}, { timeout: 20_000 }));
    fireEvent.click(await screen.findByTestId('premium-calc-run'));
    expect(await screen.findByTestId('premium-calc-total')).toHaveTextContent('128.00');
    expect(productsApi.calc).toHaveBeenCalledWith({
      id: 4,
      freight: '100',
      surcharges: [{ name: 'Fuel', amount: '10' }],
    });
  });

  it('assigns customers by user name, and shows who was not found', async () => {
    vi.mocked(productsApi.allotUserNames)
      .mockRejectedValueOnce(
        new ApiError({
          kind: 'http',
          status: 400,
          message: 'No customer found for ghost',
          errorKey: 'PRODUCT_CUSTOMER_UNKNOWN',
        }),
      )
      .mockResolvedValueOnce({ id: 7, version: 4 });
    await renderPage(<QuotationPage />, { user: admin() });
    fireEvent.click(await screen.findByTestId('package-customers-4', {}, { timeout: 20_000 }));
    const input = await screen.findByTestId('package-customers-input');
    fireEvent.change(input, { target: { value: 'alice, ghost\nalice' } });
    fireEvent.click(screen.getByTestId('package-customers-assign'));
    expect(
      await within(screen.getByTestId('package-customers-modal')).findByText('No customer found for ghost'),
    ).toBeInTheDocument();
    expect(productsApi.allotUserNames).toHaveBeenCalledWith({ id: 4, userNames: ['alice', 'ghost'] });
    fireEvent.change(input, { target: { value: 'alice' } });
    fireEvent.click(screen.getByTestId('package-customers-assign'));
    await waitFor(() => expect(productsApi.allotUserNames).toHaveBeenLastCalledWith({ id: 4, userNames: ['alice'] }));
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe(''));
  });

  it('the package form refuses a percentage above 1000 and more than 2 decimals', async () => {
    await renderPage(<QuotationPage />, { user: admin() });
    fireEvent.click(await screen.findByTestId('package-edit-4', {}, { timeout: 20_000 }));
    const basic = await screen.findByTestId('package-form-basicValue');
    await waitFor(() =>
      expect((document.getElementById('package-form_basicValue') as HTMLInputElement).value).toBe('15.00'),
    );
    fireEvent.change(document.getElementById('package-form_basicValue')!, { target: { value: '1000.5' } });
    fireEvent.change(document.getElementById('package-form_minOrderAmount')!, { target: { value: '1.234' } });
    fireEvent.click(screen.getByTestId('package-save'));
    await waitFor(() => expect(help('package-form', 'minOrderAmount')).toBe('At most 2 decimals'));
    await waitFor(() =>
      expect(screen.getByTestId('package-modal')).toHaveTextContent('Number too large: at most 1000'),
    );
    expect(productsApi.savePackage).not.toHaveBeenCalled();
    expect(basic).toBeInTheDocument();
  });
});
