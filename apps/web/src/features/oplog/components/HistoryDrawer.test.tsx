import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { OplogEntry } from '@parcelhub/contracts';
import { renderPage, testUser } from '../../../shared/testing/render';
import { ApiError } from '../../../shared/http/ApiError';
import { ListPage } from '../../../shared/list';
import { oplogApi } from '../api/oplogApi';
import { HistoryDrawer } from './HistoryDrawer';

vi.mock('../api/oplogApi', () => ({ oplogApi: { history: vi.fn(), list: vi.fn(), resources: vi.fn() } }));

const entry = (patch: Partial<OplogEntry>): OplogEntry => ({
  id: 1,
  resource: 'customer_addresses',
  resourceLabel: 'Address',
  recordId: 3,
  recordName: null,
  action: 'UPDATE',
  changes: [],
  userId: 5,
  username: 'customer',
  requestId: 'r1',
  createdDate: '2026-01-02T03:04:05.000Z',
  ...patch,
});

const HISTORY = [
  entry({ id: 2, changes: [{ field: 'city', before: 'Los Angeles', after: 'San Diego' }] }),
  entry({
    id: 1,
    action: 'INSERT',
    userId: null,
    username: null,
    changes: [
      { field: 'city', before: null, after: 'Los Angeles' },
      { field: 'isDefault', before: null, after: true },
    ],
  }),
];

describe('HistoryDrawer', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the label and the values the server worded, not the column and the raw value', async () => {
    const worded = entry({
      id: 7,
      changes: [
        { field: 'isDefault', label: 'Default', before: false, after: true, beforeText: 'No', afterText: 'Yes' },
        { field: 'type', label: 'Type', before: 'SENDER', after: 'RETURN', beforeText: 'Sender', afterText: 'Return' },
      ],
    });
    vi.mocked(oplogApi.history).mockResolvedValue({ rows: [worded], total: 1 });
    await renderPage(<HistoryDrawer resource="customer_addresses" recordId={3} onClose={() => {}} />);
    const row = await screen.findByTestId('oplog-entry-7', {}, { timeout: 5000 });
    expect(within(row).getByTestId('oplog-change-isDefault')).toHaveTextContent('DefaultNoYes');
    expect(within(row).getByTestId('oplog-change-type')).toHaveTextContent('TypeSenderReturn');
    expect(row).not.toHaveTextContent('SENDER');
  });

  it('shows the timeline newest first: who, what, and each field before → after, with the page’s words', async () => {
    vi.mocked(oplogApi.history).mockResolvedValue({ rows: HISTORY, total: 2 });
    await renderPage(
      <HistoryDrawer resource="customer_addresses" recordId={3} labels={{ city: 'City' }} onClose={() => {}} />,
    );
    const updated = await screen.findByTestId('oplog-entry-2', {}, { timeout: 5000 });
    expect(oplogApi.history).toHaveBeenCalledWith('customer_addresses', 3, expect.anything());
    expect(updated).toHaveTextContent('Changed');
    expect(updated).toHaveTextContent('customer');
    const city = within(updated).getByTestId('oplog-change-city');
    expect(city).toHaveTextContent('City');
    expect(city).toHaveTextContent('Los Angeles');
    expect(city).toHaveTextContent('San Diego');

    const created = screen.getByTestId('oplog-entry-1');
    expect(created).toHaveTextContent('Created');
    expect(created).toHaveTextContent('System');
    expect(within(created).getByTestId('oplog-change-isDefault')).toHaveTextContent('isDefault(empty)Yes');
    const order = screen.getAllByTestId(/^oplog-entry-/).map((e) => e.dataset.testid);
    expect(order).toEqual(['oplog-entry-2', 'oplog-entry-1']);
  });

  it('a record without history (404) is an empty timeline, not an error', async () => {
    vi.mocked(oplogApi.history).mockRejectedValue(
      new ApiError({ kind: 'http', message: 'none', status: 404, errorKey: 'OPLOG_NOT_FOUND' }),
    );
    await renderPage(<HistoryDrawer resource="customer_addresses" recordId={9} onClose={() => {}} />);
    expect(await screen.findByText('No changes recorded', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('opens from a list row’s history action, for that row', async () => {
    vi.mocked(oplogApi.history).mockResolvedValue({ rows: HISTORY, total: 2 });
    await renderPage(
      <ListPage<{ id: number; city: string }, object>
        testId="demo"
        title="Demo"
        filterFormName="demo-filters"
        initialFilters={{}}
        queryKey={['demo-history']}
        load={async () => ({ rows: [{ id: 3, city: 'San Diego' }], total: 1 })}
        columns={[{ key: 'city', title: 'City', width: 120 }]}
        rowKey={(r) => r.id}
        history={{ resource: 'customer_addresses' }}
      />,
      { user: testUser() },
    );
    fireEvent.click(await screen.findByTestId('history-3', {}, { timeout: 5000 }));
    const drawer = await screen.findByTestId('oplog-entry-2', {}, { timeout: 5000 });
    expect(within(drawer).getByTestId('oplog-change-city')).toHaveTextContent('City');
    expect(oplogApi.history).toHaveBeenCalledWith('customer_addresses', 3, expect.anything());
  });
});
