import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../shared/http';
import { renderPage, testUser } from '../../../shared/testing/render';
import { quoteApi } from '../api/quoteApi';
import { QuotePage } from './QuotePage';
import {
  countryOptions,
  economyRow,
  heavyRow,
  refusedRow,
  usExpressPlatformRow,
  usExpressRow,
} from '../testing/quoteFixtures';

// Antd forms validate asynchronously and its styles are built on first use: on a busy machine a page test needs
// more than the defaults.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 40_000 });

vi.mock('../api/quoteApi', () => ({
  quoteApi: { calc: vi.fn(), publicCalc: vi.fn(), countries: vi.fn(), customers: vi.fn() },
}));

const customer = testUser({ permissions: ['product:list'] });
const platform = testUser({
  privilegeType: 'PLATFORM',
  roles: ['platform'],
  permissions: ['product:list', 'user:list'],
});

/** The message under a field (antd gives the help block the field's id plus `_help`). */
const fieldHelp = (field: string) => document.getElementById(`quote-form_${field}_help`)?.textContent ?? '';
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
const typeBox = (index: number, values: [string, string, string, string]) =>
  (['length', 'width', 'height', 'weight'] as const).forEach((f, i) => type(`quote-box-${index}-${f}`, values[i]!));
const submit = () => fireEvent.click(screen.getByTestId('quote-submit'));
const boxRows = () => screen.getAllByTestId(/^quote-box-\d+$/);

async function open(user = customer) {
  await renderPage(<QuotePage />, { user });
  await screen.findByTestId('quote-form', {}, { timeout: 5000 });
}

/** Opens a select by its input and picks the option with this text. */
async function choose(testId: string, option: string) {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(select.closest('.ant-select') ?? select);
  fireEvent.click(await screen.findByTitle(option));
}

async function fillUsShipment() {
  await choose('quote-country', 'United States (US)');
  type('quote-postcode', '10001');
  typeBox(0, ['40', '30', '20', '3']);
}

describe('QuotePage: the form', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(quoteApi.countries).mockResolvedValue(countryOptions);
    vi.mocked(quoteApi.customers).mockResolvedValue([
      { label: 'customer', value: '7' },
      { label: 'shopper', value: '8' },
    ]);
    vi.mocked(quoteApi.calc).mockResolvedValue({ rows: [usExpressRow()], total: 1 });
  });

  it('asks for the destination and a box, and sends nothing without them', async () => {
    await open();
    expect(screen.getByTestId('quote-results-empty')).toHaveTextContent(
      'Enter the destination and the boxes, then calculate',
    );
    fireEvent.click(screen.getByTestId('quote-box-0-remove'));
    expect(screen.queryAllByTestId(/^quote-box-\d+$/)).toHaveLength(0);
    submit();
    await waitFor(() => expect(fieldHelp('countryCode')).toBe('This field cannot be empty'));
    expect(screen.getByTestId('quote-boxes')).toHaveTextContent('Add at least one box');
    expect(quoteApi.calc).not.toHaveBeenCalled();
  });

  it('refuses a zero or negative figure and an empty one', async () => {
    await open();
    await choose('quote-country', 'United States (US)');
    type('quote-box-0-length', '0');
    type('quote-box-0-width', '-5');
    fireEvent.blur(input('quote-box-0-width'));
    type('quote-box-0-height', '20');
    submit();
    await waitFor(() => expect(fieldHelp('boxes_0_length')).toBe('Must be greater than 0'));
    // A negative figure cannot be typed: the input brings it back to 0, which the rule refuses.
    expect(fieldHelp('boxes_0_width')).toBe('Must be greater than 0');
    expect(fieldHelp('boxes_0_height')).toBe('');
    expect(fieldHelp('boxes_0_weight')).toBe('This field cannot be empty');
    expect(quoteApi.calc).not.toHaveBeenCalled();
  });

  it('adds, copies and removes box rows', async () => {
    await open();
    typeBox(0, ['40', '30', '20', '3']);
    fireEvent.click(screen.getByTestId('quote-box-0-copy'));
    expect(boxRows()).toHaveLength(2);
    // The copy shows its figures with the field's decimals.
    expect(input('quote-box-1-length').value).toBe('40.00');
    expect(input('quote-box-1-weight').value).toBe('3.000');
    fireEvent.click(screen.getByTestId('quote-box-add'));
    expect(boxRows()).toHaveLength(3);
    expect(input('quote-box-2-length').value).toBe('');
    type('quote-box-2-length', '55');
    fireEvent.click(screen.getByTestId('quote-box-1-remove'));
    expect(boxRows()).toHaveLength(2);
    expect(input('quote-box-1-length').value).toBe('55.00');
  });

  it('sends the destination and the boxes with their decimals as typed', async () => {
    await open();
    await fillUsShipment();
    fireEvent.click(screen.getByTestId('quote-box-add'));
    typeBox(1, ['12.5', '10.25', '8', '0.125']);
    type('quote-declared-value', '99.9');
    submit();
    await waitFor(() => expect(quoteApi.calc).toHaveBeenCalledTimes(1));
    expect(vi.mocked(quoteApi.calc).mock.calls[0]?.[0]).toEqual({
      countryCode: 'US',
      postcode: '10001',
      boxes: [
        { length: '40', width: '30', height: '20', weight: '3' },
        { length: '12.5', width: '10.25', height: '8', weight: '0.125' },
      ],
      declaredValue: '99.9',
    });
    expect(screen.queryByTestId('quote-customer')).not.toBeInTheDocument();
  });

  it("puts the server's field errors on their fields", async () => {
    vi.mocked(quoteApi.calc).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 400,
        message: 'Validation failed',
        errorKey: 'VALIDATION_FAILED',
        fieldErrors: [
          { field: 'postcode', message: 'The server refuses this postcode' },
          { field: 'boxes.0.weight', message: 'The server refuses this weight' },
        ],
      }),
    );
    await open();
    await fillUsShipment();
    submit();
    await waitFor(() => expect(fieldHelp('postcode')).toBe('The server refuses this postcode'));
    expect(fieldHelp('boxes_0_weight')).toBe('The server refuses this weight');
    expect(screen.queryByTestId('quote-error')).not.toBeInTheDocument();
  });

  it('says any other failure above the results', async () => {
    vi.mocked(quoteApi.calc).mockRejectedValue(
      new ApiError({ kind: 'http', status: 500, message: 'The service is abnormal' }),
    );
    await open();
    await fillUsShipment();
    submit();
    expect(await screen.findByTestId('quote-error')).toHaveTextContent('The service is abnormal');
  });
});

describe('QuotePage: the quotes', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(quoteApi.countries).mockResolvedValue(countryOptions);
    vi.mocked(quoteApi.customers).mockResolvedValue([{ label: 'customer', value: '7' }]);
  });

  it('lists the quotes in the order answered, a refused one with its reason and no total', async () => {
    vi.mocked(quoteApi.calc).mockResolvedValue({
      rows: [economyRow(), usExpressRow(), heavyRow(), refusedRow()],
      total: 4,
    });
    await open();
    await fillUsShipment();
    submit();
    await screen.findByTestId('quote-row-11');
    const rows = screen.getAllByTestId(/^quote-row-\d+$/);
    expect(rows.map((r) => r.getAttribute('data-testid'))).toEqual([
      'quote-row-12',
      'quote-row-11',
      'quote-row-13',
      'quote-row-14',
    ]);
    const express = within(screen.getByTestId('quote-row-11'));
    expect(express.getByText('US-EXP')).toBeInTheDocument();
    expect(express.getByText('US Express')).toBeInTheDocument();
    expect(express.getByText('5–8 days')).toBeInTheDocument();
    expect(express.getByText('4.000')).toBeInTheDocument();
    expect(screen.getByTestId('quote-total-11')).toHaveTextContent('166.15 CNY');
    expect(screen.getByTestId('quote-total-13')).toHaveTextContent('1,234.50 CNY');
    const refused = screen.getByTestId('quote-row-14');
    expect(within(refused).getByText('Not available')).toBeInTheDocument();
    expect(within(refused).getByText('Box 1: 35 kg is over the per-piece limit of 30 kg')).toBeInTheDocument();
    expect(screen.queryByTestId('quote-total-14')).not.toBeInTheDocument();
    expect(refused).not.toHaveTextContent('CNY');
    // A customer sees no cost and no margin.
    expect(screen.queryByRole('columnheader', { name: 'Cost' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Margin' })).not.toBeInTheDocument();
  });

  it("unfolds a customer's quote: its lines, then how it was reached without the cost", async () => {
    vi.mocked(quoteApi.calc).mockResolvedValue({ rows: [usExpressRow(), refusedRow()], total: 2 });
    await open();
    await fillUsShipment();
    submit();
    fireEvent.click(await screen.findByText('US Express'));
    const breakdown = await screen.findByTestId('quote-breakdown-11');
    const lines = within(within(breakdown).getByTestId('quote-breakdown-11-lines'));
    expect(lines.getByText('FREIGHT')).toBeInTheDocument();
    expect(lines.getByText('141.90')).toBeInTheDocument();
    expect(lines.getByText('Fuel surcharge')).toBeInTheDocument();
    expect(lines.getByText('16.25')).toBeInTheDocument();
    expect(lines.getByText('8.00')).toBeInTheDocument();
    const explain = within(breakdown).getByTestId('quote-breakdown-11-explain');
    expect(within(explain).getByTestId('quote-breakdown-11-explain-box-0')).toHaveTextContent(
      'Box 1: 40×30×20 cm, 3.000 kg, volumetric 4.000 kg → split, 60% of the excess charged: 3.600 kg → rounded up to 0.5 kg: 4.000 kg',
    );
    expect(explain).toHaveTextContent('Zone 1 (US 10001), remote: no');
    expect(explain).toHaveTextContent('Band up to 20 kg (first weight + additional weight)');
    expect(explain).toHaveTextContent('FUEL = freight * value → 16.25');
    expect(explain).toHaveTextContent('Handling 8.00');
    expect(explain).not.toHaveTextContent('45.00');
    expect(explain).not.toHaveTextContent('129');
    expect(within(breakdown).queryByTestId('quote-breakdown-11-cost')).not.toBeInTheDocument();

    fireEvent.click(screen.getByText('US Lite'));
    const refused = await screen.findByTestId('quote-breakdown-14');
    expect(within(refused).queryByTestId('quote-breakdown-14-lines')).not.toBeInTheDocument();
    expect(refused).toHaveTextContent('Box 1: 40×30×20 cm, 35.000 kg, volumetric 4.000 kg');
  });

  it('gives the platform a customer to quote as, the cost and margin, and the whole explanation', async () => {
    vi.mocked(quoteApi.calc).mockResolvedValue({ rows: [usExpressPlatformRow(), refusedRow()], total: 2 });
    await open(platform);
    await fillUsShipment();
    await choose('quote-customer', 'customer');
    submit();
    await waitFor(() => expect(quoteApi.calc).toHaveBeenCalledTimes(1));
    expect(vi.mocked(quoteApi.calc).mock.calls[0]?.[0]).toMatchObject({ countryCode: 'US', customerId: 7 });
    expect(quoteApi.customers).toHaveBeenCalledWith('', expect.anything());

    const row = await screen.findByTestId('quote-row-11');
    expect(screen.getByRole('columnheader', { name: 'Cost' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Margin' })).toBeInTheDocument();
    expect(row).toHaveTextContent('144.48 CNY');
    expect(row).toHaveTextContent('21.67 CNY');

    fireEvent.click(within(row).getByText('US Express'));
    const breakdown = await screen.findByTestId('quote-breakdown-11');
    const cost = within(within(breakdown).getByTestId('quote-breakdown-11-cost'));
    expect(cost.getByText('129.00')).toBeInTheDocument();
    expect(cost.getByText('15.48')).toBeInTheDocument();
    const explain = within(breakdown).getByTestId('quote-breakdown-11-explain');
    expect(explain).toHaveTextContent('Band up to 20 kg: first 0.5 kg 45.00 + 7 × 12.00 (per 0.5 kg) = 129.00');
    expect(explain).toHaveTextContent('FUEL = freight * value (freight 129, value 0.12) → 15.48');
    expect(explain).toHaveTextContent('Freight +10%: 129.00 → 141.90');
    expect(explain).toHaveTextContent('Handling 8.00');
  });

  it('on a phone puts the cost and margin under the total instead of two more columns', async () => {
    const wide = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query.includes('max-width') });
    try {
      vi.mocked(quoteApi.calc).mockResolvedValue({ rows: [usExpressPlatformRow()], total: 1 });
      await open(platform);
      await fillUsShipment();
      submit();
      const row = await screen.findByTestId('quote-row-11');
      expect(screen.queryByRole('columnheader', { name: 'Cost' })).not.toBeInTheDocument();
      expect(row).toHaveTextContent('Cost 144.48 CNY');
      expect(row).toHaveTextContent('Margin 21.67 CNY');
    } finally {
      window.matchMedia = wide;
    }
  });

  it('offers no customer select to the platform without the users list, nor to a supplier', async () => {
    const first = await renderPage(<QuotePage />, {
      user: testUser({ privilegeType: 'PLATFORM', roles: ['platform'], permissions: ['product:list'] }),
    });
    await screen.findByTestId('quote-form', {}, { timeout: 5000 });
    expect(screen.queryByTestId('quote-customer')).not.toBeInTheDocument();
    first.unmount();
    await open(
      testUser({ privilegeType: 'SUPPLIER', roles: ['supplier'], permissions: ['product:list', 'user:list'] }),
    );
    expect(screen.queryByTestId('quote-customer')).not.toBeInTheDocument();
    expect(quoteApi.customers).not.toHaveBeenCalled();
  });

  it('says so when no product serves the shipment', async () => {
    vi.mocked(quoteApi.calc).mockResolvedValue({ rows: [], total: 0 });
    await open();
    await fillUsShipment();
    submit();
    expect(await screen.findByText('No product serves this shipment')).toBeInTheDocument();
  });
});
