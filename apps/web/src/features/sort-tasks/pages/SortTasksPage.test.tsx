import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SortTask, SortTaskResult } from '@parcelhub/contracts';
import { renderPage, testUser } from '../../../shared/testing/render';
import { sortTasksApi } from '../api/sortTasksApi';
import { SortTasksPage } from './SortTasksPage';

vi.mock('../api/sortTasksApi', async (original) => ({
  ...(await original<typeof import('../api/sortTasksApi')>()),
  sortTasksApi: {
    list: vi.fn(),
    add: vi.fn(),
    preSort: vi.fn(),
    sort: vi.fn(),
    status: vi.fn(),
    result: vi.fn(),
    cancel: vi.fn(),
    remove: vi.fn(),
    printBatch: vi.fn(),
  },
}));

// The one warehouse picker (`warehouseOptions`, the warehouses module's): SZX1.
vi.mock('../../../shared/dropdowns/loadDropdown', async (original) => ({
  ...(await original<object>()),
  loadDropdown: vi.fn().mockResolvedValue([{ value: 5, label: 'SZX1 深圳一号仓' }]),
}));

const task = (patch: Partial<SortTask> = {}): SortTask => ({
  id: 1,
  taskNo: 'ST20261206-000001',
  warehouseId: 5,
  warehouseCode: 'SZX1',
  warehouseName: '深圳一号仓',
  sortType: 'DISTRIBUTION_CENTER',
  status: 'PRESORTED',
  statusI18n: 'Pre-sorted',
  total: 3,
  decided: 2,
  unsortable: 1,
  sorted: 0,
  createdByName: 'admin',
  createdDate: '2026-12-06T10:00:00Z',
  presortedDate: '2026-12-06T10:01:00Z',
  sortedDate: null,
  error: null,
  ...patch,
});

const result: SortTaskResult = {
  task: task(),
  parcels: [
    {
      lineNo: 1,
      insideNumber: 'N001',
      orderId: 11,
      orderNo: 'PH1',
      bayNumber: 7,
      ruleCode: 'US-NYC',
      weight: '3.000',
      state: 'DECIDED',
      stateI18n: 'Bay decided',
      reason: null,
      reasonI18n: null,
      sorted: false,
    },
    {
      lineNo: 2,
      insideNumber: 'NOPE',
      orderId: null,
      orderNo: null,
      bayNumber: null,
      ruleCode: null,
      weight: null,
      state: 'UNSORTABLE',
      stateI18n: 'Cannot be sorted',
      reason: 'UNKNOWN_PARCEL',
      reasonI18n: 'Unknown parcel',
      sorted: false,
    },
  ],
  bays: [{ bayNumber: 7, count: 1, weight: '3.000' }],
};

const WAIT = { timeout: 15_000 };
const admin = testUser({ roles: ['admin'], privilegeType: 'PLATFORM', permissions: ['warehouse:sort'] });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(sortTasksApi.list).mockResolvedValue({ rows: [task()], total: 1 });
  vi.mocked(sortTasksApi.status).mockResolvedValue({
    id: 1,
    status: 'PRESORTED',
    statusI18n: 'Pre-sorted',
    taskId: 9,
    progress: { done: 3, total: 3 },
    error: null,
  });
  vi.mocked(sortTasksApi.result).mockResolvedValue(result);
});

describe('SortTasksPage', { timeout: 60_000 }, () => {
  it('lists the tasks and opens one: its bays and the reason a parcel cannot be sorted', async () => {
    await renderPage(<SortTasksPage />, { user: admin });
    const row = await screen.findByTestId('sort-task-row-ST20261206-000001', {}, WAIT);
    expect(within(row).getByText('SZX1')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('sort-task-open-1'));
    const bay = await screen.findByTestId('sort-task-bay-7', {}, WAIT);
    expect(bay).toHaveTextContent('7');
    expect(bay).toHaveTextContent('3.000');
    expect(screen.getByTestId('sort-task-parcel-NOPE')).toHaveTextContent('Unknown parcel');
    expect(screen.getByTestId('sort-task-parcel-N001')).toHaveTextContent('US-NYC');
    expect(screen.getByTestId('sort-task-sort')).not.toBeDisabled();
  });

  it('sends the pasted numbers as they are, and counts them as the server will', async () => {
    vi.mocked(sortTasksApi.add).mockResolvedValue(task({ id: 2, status: 'CREATED', statusI18n: 'Created' }));
    await renderPage(<SortTasksPage />, { user: admin });
    fireEvent.click(await screen.findByTestId('sort-task-add', {}, WAIT));
    await waitFor(() => expect(screen.getByTestId('sort-task-modal')).toHaveTextContent('SZX1'), WAIT);
    fireEvent.change(screen.getByTestId('sort-task-form-numbers'), { target: { value: 'A1\nB2, A1 C3' } });
    expect(await screen.findByText(/3 numbers/, {}, WAIT)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('sort-task-save'));
    await waitFor(() => expect(sortTasksApi.add).toHaveBeenCalledTimes(1), WAIT);
    expect(sortTasksApi.add).toHaveBeenCalledWith({
      warehouseId: 5,
      sortType: 'DISTRIBUTION_CENTER',
      insideNumbers: ['A1\nB2, A1 C3'],
    });
  });
});
