import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor as settle, within } from '@testing-library/react';
import { ApiError } from '../../../shared/http';
import { renderPage, testUser } from '../../../shared/testing/render';
import { orderRulesApi } from '../api/orderRulesApi';
import { groupFixture, ruleFixture } from '../testing/fixtures';
import { OrderRulesPage } from './OrderRulesPage';

/** A loaded machine (the whole suite in parallel) renders slower than the default second. */
const waitFor = (check: () => void) => settle(check, { timeout: 8000 });

vi.mock('../api/orderRulesApi', () => ({
  orderRulesApi: {
    list: vi.fn(),
    saveGroup: vi.fn(),
    saveRule: vi.fn(),
    moveUp: vi.fn(),
    moveDown: vi.fn(),
    deleteRule: vi.fn(),
    deleteGroup: vi.fn(),
    batchDeleteGroups: vi.fn(),
    changeStatus: vi.fn(),
    copyRule: vi.fn(),
    copyGroup: vi.fn(),
    statuses: vi.fn(),
    strategies: vi.fn(),
    products: vi.fn(),
    postcodeGroups: vi.fn(),
    customers: vi.fn(),
  },
}));
vi.mock('../../../shared/dropdowns/loadDropdown', async (original) => ({
  ...(await original<object>()),
  loadDropdown: vi.fn().mockResolvedValue([
    { label: 'United States', value: 'US' },
    { label: 'Germany', value: 'DE' },
  ]),
}));

const platform = () => testUser({ privilegeType: 'PLATFORM', roles: ['admin'] });
const field = (form: string, name: string) => document.getElementById(`${form}_${name}`) as HTMLInputElement;
const help = (form: string, name: string) => document.getElementById(`${form}_${name}_help`)?.textContent ?? '';
const type = (form: string, name: string, value: string) => fireEvent.change(field(form, name), { target: { value } });
/** The first render pays for the page's chunks and translations: generous on a loaded machine. */
const find = (testId: string) => screen.findByTestId(testId, {}, { timeout: 30_000 });
const groupRow = () => find('order-rule-group-row-7');
/** Picks an option of the select that is open now (closed ones keep their lists in the page, hidden). */
const openOption = (label: string) =>
  document.querySelector(
    `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`,
  );
const pick = async (label: string) => {
  await waitFor(() => expect(openOption(label)).not.toBeNull());
  fireEvent.click(openOption(label)!);
};
const EDIT_CONTROLS = [
  'order-rule-group-add',
  'order-rule-group-batch-delete',
  'order-rule-group-edit-7',
  'order-rule-group-add-rule-7',
  'order-rule-up-22',
  'order-rule-edit-21',
  'order-rule-delete-21',
];

describe('OrderRulesPage', { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(orderRulesApi.list).mockResolvedValue({
      rows: [groupFixture(), groupFixture({ id: 8, name: 'Routing', sort: 2, rules: [] })],
      total: 2,
    });
    vi.mocked(orderRulesApi.statuses).mockResolvedValue({
      rows: [
        { label: 'Enabled', value: 'ENABLED' },
        { label: 'Disabled', value: 'DISABLED' },
      ],
      total: 2,
    });
    vi.mocked(orderRulesApi.strategies).mockResolvedValue({
      rows: [
        { label: 'Intercept for review', value: 'INTERCEPT' },
        { label: 'Reject', value: 'REJECT' },
        { label: 'Route to another product', value: 'ROUTE' },
        { label: 'Require a field', value: 'REQUIRE_FIELD' },
      ],
      total: 4,
    });
    vi.mocked(orderRulesApi.products).mockResolvedValue({
      rows: [
        { label: 'US-EXP US Express', value: '11' },
        { label: 'DE-EXP DE Express', value: '12' },
      ],
      total: 2,
    });
    vi.mocked(orderRulesApi.postcodeGroups).mockResolvedValue({
      rows: [{ label: 'United States', value: 'US', children: [{ label: 'Alaska', value: '5' }] }],
      total: 1,
    });
    vi.mocked(orderRulesApi.customers).mockResolvedValue({ rows: [{ label: 'acme', value: '40' }], total: 1 });
    vi.mocked(orderRulesApi.moveDown).mockResolvedValue({ id: 21, orderRuleGroupId: 7, sort: 2, moved: true });
    vi.mocked(orderRulesApi.changeStatus).mockResolvedValue({ id: 21, type: 'RULE', status: 'DISABLED' });
    vi.mocked(orderRulesApi.copyRule).mockResolvedValue(ruleFixture({ id: 23 }));
    vi.mocked(orderRulesApi.deleteRule).mockResolvedValue({ id: 21, orderRuleGroupId: 7 });
    vi.mocked(orderRulesApi.batchDeleteGroups).mockResolvedValue({ ids: [7, 8], rules: 2 });
    vi.mocked(orderRulesApi.saveGroup).mockResolvedValue(groupFixture({ id: 9, name: 'New', rules: [] }));
    vi.mocked(orderRulesApi.saveRule).mockResolvedValue(ruleFixture({ id: 30 }));
  });

  it('shows each group with its rules nested: strategy, effect and conditions', async () => {
    await renderPage(<OrderRulesPage />, { user: platform() });
    const row = await groupRow();
    expect(row).toHaveTextContent('Screening');
    const rule = await find('order-rule-row-21');
    expect(rule).toHaveTextContent('Reject');
    expect(rule).toHaveTextContent('Batteries cannot go to Alaska');
    for (const tag of ['United States', 'Postcode groups: Alaska (US)', 'Weight 0.500 - 30.000 kg', '“battery”'])
      expect(within(rule).getByText(tag)).toBeInTheDocument();
    expect(screen.getByTestId('order-rule-row-22')).toHaveTextContent('Must carry: VAT number, EORI number');
    expect(screen.getByTestId('order-rule-row-22')).toHaveTextContent('Every order');
    expect(screen.getByTestId('order-rule-table-8')).toHaveTextContent('No rules in this group yet');
    // The first rule cannot go up, the last cannot go down.
    expect(screen.getByTestId('order-rule-up-21')).toBeDisabled();
    expect(screen.getByTestId('order-rule-down-22')).toBeDisabled();
  });

  it('without product:manage shows the rules and no way to change them', async () => {
    await renderPage(<OrderRulesPage />, { user: testUser({ permissions: [] }) });
    await groupRow();
    await find('order-rule-row-21');
    for (const id of EDIT_CONTROLS) expect(screen.queryByTestId(id)).not.toBeInTheDocument();
    expect(screen.getByTestId('order-rule-status-21')).toBeDisabled();
  });

  it('moves, switches, copies and deletes a rule', async () => {
    await renderPage(<OrderRulesPage />, { user: platform() });
    await find('order-rule-row-21');
    fireEvent.click(screen.getByTestId('order-rule-down-21'));
    await waitFor(() => expect(orderRulesApi.moveDown).toHaveBeenCalledWith(21));

    fireEvent.click(screen.getByTestId('order-rule-status-21'));
    await waitFor(() =>
      expect(orderRulesApi.changeStatus).toHaveBeenCalledWith({ id: 21, type: 'RULE', status: 'DISABLED' }),
    );
    fireEvent.click(screen.getByTestId('order-rule-group-status-7'));
    await waitFor(() =>
      expect(orderRulesApi.changeStatus).toHaveBeenCalledWith({ id: 7, type: 'GROUP', status: 'DISABLED' }),
    );

    fireEvent.click(screen.getByTestId('order-rule-copy-21'));
    await waitFor(() => expect(orderRulesApi.copyRule).toHaveBeenCalledWith(21));
    expect(await screen.findByText('Copied (disabled until you turn it on)')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('order-rule-delete-21'));
    fireEvent.click(await screen.findByTestId('order-rule-delete-confirm-21'));
    await waitFor(() => expect(orderRulesApi.deleteRule).toHaveBeenCalledWith(7, 21));
  });

  it('says so when a rule is already at the end it was moved to', async () => {
    vi.mocked(orderRulesApi.moveUp).mockResolvedValue({ id: 22, orderRuleGroupId: 7, sort: 1, moved: false });
    await renderPage(<OrderRulesPage />, { user: platform() });
    await find('order-rule-row-22');
    fireEvent.click(screen.getByTestId('order-rule-up-22'));
    expect(await screen.findByText('Already first in its group')).toBeInTheDocument();
  });

  it('batch deletes the selected groups', async () => {
    await renderPage(<OrderRulesPage />, { user: platform() });
    await groupRow();
    expect(screen.getByTestId('order-rule-group-batch-delete')).toBeDisabled();
    for (const id of ['order-rule-group-row-7', 'order-rule-group-row-8'])
      fireEvent.click(within(screen.getByTestId(id)).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('order-rule-group-batch-delete'));
    fireEvent.click(await screen.findByTestId('order-rule-group-batch-delete-confirm'));
    await waitFor(() => expect(orderRulesApi.batchDeleteGroups).toHaveBeenCalledWith([7, 8]));
    expect(await screen.findByText('2 groups deleted')).toBeInTheDocument();
  });

  it('adds a group with the contract rules', async () => {
    await renderPage(<OrderRulesPage />, { user: platform() });
    await groupRow();
    fireEvent.click(screen.getByTestId('order-rule-group-add'));
    await waitFor(() => expect(field('order-rule-group-form', 'name')).not.toBeNull());
    fireEvent.click(screen.getByTestId('order-rule-group-save'));
    await waitFor(() => expect(help('order-rule-group-form', 'name')).toBe('This field cannot be empty'));
    type('order-rule-group-form', 'name', '  Fraud checks ');
    fireEvent.click(screen.getByTestId('order-rule-group-save'));
    await waitFor(() =>
      expect(orderRulesApi.saveGroup).toHaveBeenCalledWith({ name: 'Fraud checks', status: 'ENABLED', remark: '' }),
    );
  });

  const openNewRule = async () => {
    await renderPage(<OrderRulesPage />, { user: platform() });
    await groupRow();
    fireEvent.click(screen.getByTestId('order-rule-group-add-rule-7'));
    await waitFor(() => expect(field('order-rule-form', 'name')).not.toBeNull());
    expect(screen.getByText('Add rule to Screening')).toBeInTheDocument();
  };

  it("adds a rule: the strategy's parameter is required with it", async () => {
    await openNewRule();
    type('order-rule-form', 'name', 'Heavy to DE');
    fireEvent.mouseDown(field('order-rule-form', 'strategyType'));
    await pick('Route to another product');
    fireEvent.click(screen.getByTestId('order-rule-save'));
    await waitFor(() => expect(help('order-rule-form', 'targetProductId')).toBe('This field cannot be empty'));
    fireEvent.mouseDown(field('order-rule-form', 'targetProductId'));
    await pick('DE-EXP DE Express');
    fireEvent.click(screen.getByTestId('order-rule-save'));
    await waitFor(() => expect(orderRulesApi.saveRule).toHaveBeenCalledTimes(1));
    expect(vi.mocked(orderRulesApi.saveRule).mock.calls[0]![0]).toMatchObject({
      orderRuleGroupId: 7,
      name: 'Heavy to DE',
      strategyType: 'ROUTE',
      status: 'ENABLED',
      targetProductId: 12,
      message: '',
      requiredFields: [],
    });
  });

  it('adds a rule: ranges are checked, and conditions go as ids', async () => {
    await openNewRule();
    type('order-rule-form', 'name', 'Heavy DE');
    type('order-rule-form', 'weightMin', '30');
    type('order-rule-form', 'weightMax', '20');
    fireEvent.click(screen.getByTestId('order-rule-save'));
    await waitFor(() => expect(help('order-rule-form', 'weightMax')).toBe('Maximum cannot be below minimum'));
    expect(orderRulesApi.saveRule).not.toHaveBeenCalled();

    type('order-rule-form', 'weightMax', '');
    fireEvent.mouseDown(field('order-rule-form', 'countries'));
    await pick('Germany');
    fireEvent.mouseDown(field('order-rule-form', 'productIds'));
    await pick('US-EXP US Express');
    fireEvent.click(screen.getByTestId('order-rule-save'));
    await waitFor(() => expect(orderRulesApi.saveRule).toHaveBeenCalledTimes(1));
    expect(vi.mocked(orderRulesApi.saveRule).mock.calls[0]![0]).toMatchObject({
      strategyType: 'INTERCEPT',
      targetProductId: null,
      conditions: { countries: ['DE'], productIds: [11], weightMin: '30', weightMax: null, keywords: [] },
    });
  });

  it('edits a rule and puts a refusal on the field it concerns', async () => {
    vi.mocked(orderRulesApi.saveRule).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 400,
        message: 'The condition names products that do not exist: 11',
        errorKey: 'ORDER_RULE_PRODUCTS_UNKNOWN',
      }),
    );
    await renderPage(<OrderRulesPage />, { user: platform() });
    await find('order-rule-row-21');
    fireEvent.click(screen.getByTestId('order-rule-edit-21'));
    await waitFor(() => expect(field('order-rule-form', 'name').value).toBe('No batteries to Alaska'));
    expect(field('order-rule-form', 'message').value).toBe('Batteries cannot go to Alaska');
    type('order-rule-form', 'message', '');
    fireEvent.click(screen.getByTestId('order-rule-save'));
    await waitFor(() => expect(help('order-rule-form', 'message')).toBe('This field cannot be empty'));
    type('order-rule-form', 'message', 'Not to Alaska');
    fireEvent.click(screen.getByTestId('order-rule-save'));
    await waitFor(() =>
      expect(help('order-rule-form', 'productIds')).toBe('The condition names products that do not exist: 11'),
    );
    expect(vi.mocked(orderRulesApi.saveRule).mock.calls[0]![0]).toMatchObject({
      id: 21,
      message: 'Not to Alaska',
      conditions: { postcodeGroupIds: [5], weightMin: '0.500', keywords: ['battery'] },
    });
  });
});
