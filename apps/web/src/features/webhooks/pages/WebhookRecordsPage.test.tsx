import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WebhookRecordRow } from '@parcelhub/contracts';
import { renderPage, testUser } from '../../../shared/testing/render';
import { webhooksApi } from '../api/webhooksApi';
import { WebhookRecordsPage } from './WebhookRecordsPage';

vi.mock('../api/webhooksApi', () => ({ webhooksApi: { records: vi.fn(), repush: vi.fn() } }));

const WAIT = { timeout: 15_000 };
const record = (patch: Partial<WebhookRecordRow> = {}): WebhookRecordRow => ({
  id: 'msg_1',
  endpointId: 1,
  endpointUrl: 'https://erp.example.com/hooks',
  endpointKind: 'customer',
  event: 'tracking.updated',
  orderId: 9,
  trackingNo: 'SB123',
  sequence: 2,
  status: 'FAILED',
  attempts: 31,
  lastStatusCode: 503,
  lastError: 'HTTP 503',
  createdAt: '2026-12-01T00:00:00Z',
  lastAttemptAt: '2026-12-06T00:00:00Z',
  deliveredAt: null,
  payload: '{}',
  ...patch,
});
const admin = testUser({ privilegeType: 'PLATFORM', permissions: ['tracking:manage'] });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(webhooksApi.records).mockResolvedValue({
    rows: [record(), record({ id: 'msg_2', status: 'SUCCESS', sequence: 3, lastStatusCode: 200 })],
    total: 2,
  });
  vi.mocked(webhooksApi.repush).mockResolvedValue({ repushed: 1 });
});

describe('WebhookRecordsPage', () => {
  it('lists each message with its sequence, state and attempts', async () => {
    await renderPage(<WebhookRecordsPage />, { user: admin });
    const row = await screen.findByTestId('webhook-record-msg_1', {}, WAIT);
    expect(row).toHaveTextContent('SB123');
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('31');
    expect(screen.getByTestId('webhook-record-msg_2')).toHaveTextContent('Delivered');
  });

  it('re-pushes the selected messages by id; the window needs a window first', async () => {
    await renderPage(<WebhookRecordsPage />, { user: admin });
    const row = await screen.findByTestId('webhook-record-msg_1', {}, WAIT);
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('webhook-repush-selected'));
    await waitFor(() => expect(webhooksApi.repush).toHaveBeenCalledWith({ ids: ['msg_1'] }));
    fireEvent.click(screen.getByTestId('webhook-repush-window'));
    expect(await screen.findByText('Choose a creation window first', {}, WAIT)).toBeInTheDocument();
    expect(webhooksApi.repush).toHaveBeenCalledTimes(1);
  });
});
