import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderTrackingRow } from '@parcelhub/contracts';
import { renderPage, testUser } from '../../../shared/testing/render';
import { trackingApi } from '../../tracking/api/trackingApi';
import { publicTrackingApi } from '../api/publicTrackingApi';
import { OrderTrackingPage } from './OrderTrackingPage';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 40_000 });

vi.mock('../api/publicTrackingApi', () => ({ publicTrackingApi: { track: vi.fn(), list: vi.fn() } }));
vi.mock('../../tracking/api/trackingApi', () => ({ trackingApi: { orderTrack: vi.fn(), addEvent: vi.fn() } }));

const WAIT = { timeout: 15_000 };
const row = (patch: Partial<OrderTrackingRow> = {}): OrderTrackingRow => ({
  id: 7,
  orderNo: 'PO7',
  insideNumber: 'IN7',
  referenceNo: 'REF7',
  trackingNo: 'PH7',
  carrierCode: 'SANDBOX',
  orderStatus: 'IN_TRANSIT',
  createdAt: '2026-12-01T08:00:00Z',
  status: 'IN_TRANSIT',
  subStatus: 'CUSTOMS_RELEASED',
  latestEvent: {
    status: 'IN_TRANSIT',
    subStatus: 'CUSTOMS_RELEASED',
    eventTime: '2026-12-04T08:00:00Z',
    location: 'JFK',
    description: 'Released',
  },
  ...patch,
});

describe('OrderTrackingPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(publicTrackingApi.list).mockResolvedValue({
      rows: [
        row(),
        row({ id: 8, trackingNo: null, insideNumber: 'IN8', status: 'PENDING', subStatus: null, latestEvent: null }),
      ],
      total: 2,
    });
    vi.mocked(trackingApi.orderTrack).mockResolvedValue({
      status: 'IN_TRANSIT',
      subStatus: 'CUSTOMS_RELEASED',
      events: [row().latestEvent!, { ...row().latestEvent!, subStatus: 'PICKED_UP', description: 'Picked up in SZX' }],
    });
  });

  it('lists the orders with their tracking status and latest event, and opens an order’s timeline', async () => {
    await renderPage(<OrderTrackingPage />, { user: testUser({ permissions: ['order:list'] }) });
    const first = await screen.findByTestId('tracking-row-7', {}, WAIT);
    expect(within(first).getByTestId('tracking-status-7')).toHaveTextContent('In transit · Customs released');
    expect(first).toHaveTextContent('Released');
    expect(first).toHaveTextContent('JFK');
    const second = screen.getByTestId('tracking-row-8');
    expect(within(second).getByTestId('tracking-status-8')).toHaveTextContent('Pending');
    expect(second).toHaveTextContent('No event yet');
    expect(second).toHaveTextContent('IN8');

    fireEvent.click(within(first).getByTestId('tracking-open-7'));
    await waitFor(() => expect(trackingApi.orderTrack).toHaveBeenCalledWith('IN7', expect.anything()));
    const drawer = await screen.findByTestId('track-timeline', {}, WAIT);
    expect(within(drawer).getAllByTestId('track-event')).toHaveLength(2);
    expect(screen.getByText('Timeline of PH7')).toBeInTheDocument();
  });

  it('filters by numbers (split, once each) and by tracking status', async () => {
    await renderPage(<OrderTrackingPage />, { user: testUser({ permissions: ['order:list'] }) });
    await screen.findByTestId('tracking-row-7', {}, WAIT);
    fireEvent.change(screen.getByTestId('tracking-filter-numbers'), { target: { value: 'PH7, REF7 PH7' } });
    fireEvent.mouseDown(within(screen.getByTestId('tracking-filter-status')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Delivered'));
    fireEvent.click(screen.getByTestId('tracking-search'));
    await waitFor(() =>
      expect(vi.mocked(publicTrackingApi.list).mock.calls.at(-1)?.[0]).toEqual({
        pageNo: 0,
        pageSize: 20,
        numbers: 'PH7\nREF7',
        status: 'DELIVERED',
      }),
    );
  });
});
