import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { WebhookRow } from '@parcelhub/contracts';
import { renderPage, testUser } from '../../../shared/testing/render';
import { webhooksApi } from '../api/webhooksApi';
import { WebhooksPanel } from './WebhooksPanel';

vi.mock('../api/webhooksApi', () => ({
  webhooksApi: {
    list: vi.fn(),
    create: vi.fn(),
    disable: vi.fn(),
    enable: vi.fn(),
    rotateSecret: vi.fn(),
    remove: vi.fn(),
  },
}));

const WAIT = { timeout: 15_000 };
const row = (patch: Partial<WebhookRow> = {}): WebhookRow => ({
  id: 1,
  url: 'https://erp.example.com/hooks',
  events: ['tracking.updated'],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  secretPrefix: 'whsec_AbCd…',
  createdAt: '2026-12-01T00:00:00Z',
  ...patch,
});
const main = testUser({ privilegeType: 'USER', permissions: ['api:key'], isSubLogin: false });
const sub = testUser({ privilegeType: 'USER', permissions: ['api:key'], isSubLogin: true });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(webhooksApi.list).mockResolvedValue({
    rows: [row(), row({ id: 2, url: 'https://old.example.com/', enabled: false, disabledReason: 'FAILING_5_DAYS' })],
    total: 2,
  });
});

describe('WebhooksPanel', () => {
  it('lists endpoints with their state; one disabled for failing says so', async () => {
    await renderPage(<WebhooksPanel />, { user: main });
    expect(await screen.findByTestId('webhook-row-1', {}, WAIT)).toHaveTextContent('https://erp.example.com/hooks');
    expect(screen.getByTestId('webhook-row-1')).toHaveTextContent('whsec_AbCd…');
    expect(screen.getByTestId('webhook-row-2')).toHaveTextContent('failing for 5 days');
    expect(screen.getByTestId('webhook-doc-link')).toHaveAttribute('href', '/APIDockingInfo/webhookDoc');
  });

  it('adds an endpoint and shows its secret once', async () => {
    vi.mocked(webhooksApi.create).mockResolvedValue({ id: 3, secret: 'whsec_secretvalue' });
    await renderPage(<WebhooksPanel />, { user: main });
    fireEvent.change(await screen.findByTestId('webhook-url', {}, WAIT), {
      target: { value: 'https://new.example.com/in' },
    });
    fireEvent.click(screen.getByTestId('webhook-add'));
    await waitFor(() =>
      expect(webhooksApi.create).toHaveBeenCalledWith({
        url: 'https://new.example.com/in',
        events: ['tracking.updated'],
      }),
    );
    expect(await screen.findByTestId('webhook-secret', {}, WAIT)).toHaveTextContent('whsec_secretvalue');
  });

  it('refuses a malformed address before sending it', async () => {
    await renderPage(<WebhooksPanel />, { user: main });
    fireEvent.change(await screen.findByTestId('webhook-url', {}, WAIT), { target: { value: 'not a url' } });
    fireEvent.click(screen.getByTestId('webhook-add'));
    await new Promise((r) => setTimeout(r, 300));
    expect(webhooksApi.create).not.toHaveBeenCalled();
  });

  it('disables an endpoint; a sub-account sees the list without buttons', async () => {
    vi.mocked(webhooksApi.disable).mockResolvedValue(row({ enabled: false }));
    const { unmount } = await renderPage(<WebhooksPanel />, { user: main });
    fireEvent.click(await screen.findByTestId('webhook-disable-1', {}, WAIT));
    await waitFor(() => expect(webhooksApi.disable).toHaveBeenCalledWith(1));
    unmount();
    await renderPage(<WebhooksPanel />, { user: sub });
    expect(await screen.findByTestId('webhook-row-1', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByTestId('webhook-add')).toBeNull();
    expect(screen.queryByTestId('webhook-disable-1')).toBeNull();
  });
});
