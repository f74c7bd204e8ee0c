import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiKeyRow } from '@parcelhub/contracts';
import { renderPage, testUser } from '../../../shared/testing/render';
import { apiDockingApi } from '../api/apiDockingApi';
import { ApiDockingPage } from './ApiDockingPage';

vi.mock('../api/apiDockingApi', () => ({
  apiDockingApi: { listKeys: vi.fn(), createKey: vi.fn(), regenerateKey: vi.fn(), revokeKey: vi.fn() },
}));

const WAIT = { timeout: 15_000 };
const row = (patch: Partial<ApiKeyRow> = {}): ApiKeyRow => ({
  id: 1,
  mode: 'live',
  prefix: 'ph_live_AbCd',
  active: true,
  createdAt: '2026-01-01T00:00:00Z',
  createdBy: 'customer',
  revokedAt: null,
  revokedBy: null,
  replacedById: null,
  lastUsedAt: '2026-01-02T03:04:05Z',
  ...patch,
});
const main = testUser({ privilegeType: 'USER', permissions: ['api:key'], isSubLogin: false });
const sub = testUser({ privilegeType: 'USER', permissions: ['api:key'], isSubLogin: true });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(apiDockingApi.listKeys).mockResolvedValue({
    rows: [
      row(),
      row({
        id: 2,
        prefix: 'ph_live_Old0',
        active: false,
        revokedAt: '2026-01-01T00:00:00Z',
        revokedBy: 'customer',
        lastUsedAt: null,
      }),
    ],
    total: 2,
  });
});

describe('ApiDockingPage', () => {
  it('shows each mode: the live key with its last use, no test key yet, and the history', async () => {
    await renderPage(<ApiDockingPage />, { user: main });
    expect(await screen.findByTestId('api-key-prefix-live', {}, WAIT)).toHaveTextContent('ph_live_AbCd…');
    expect(screen.getByTestId('api-key-last-used-live')).not.toHaveTextContent('Never');
    expect(screen.getByTestId('api-key-create-test')).toBeInTheDocument();
    expect(within(screen.getByTestId('api-key-row-2')).getByText('Revoked')).toBeInTheDocument();
    expect(screen.getByText('How to call')).toBeInTheDocument();
  });

  it('creates a key and shows it once, in a dialog', async () => {
    vi.mocked(apiDockingApi.createKey).mockResolvedValue({
      id: 3,
      mode: 'test',
      key: `ph_test_${'x'.repeat(43)}`,
      prefix: 'ph_test_xxxx',
    });
    await renderPage(<ApiDockingPage />, { user: main });
    fireEvent.click(await screen.findByTestId('api-key-create-test', {}, WAIT));
    await waitFor(() => expect(apiDockingApi.createKey).toHaveBeenCalledWith('test'));
    expect(await screen.findByTestId('api-new-key', {}, WAIT)).toHaveTextContent(`ph_test_${'x'.repeat(43)}`);
    expect(screen.getByText(/shown only this once/)).toBeInTheDocument();
  });

  it('regenerates only after the confirm', async () => {
    vi.mocked(apiDockingApi.regenerateKey).mockResolvedValue({
      id: 4,
      mode: 'live',
      key: 'ph_live_new',
      prefix: 'ph_live_new',
    });
    await renderPage(<ApiDockingPage />, { user: main });
    fireEvent.click(await screen.findByTestId('api-key-regenerate-live', {}, WAIT));
    expect(apiDockingApi.regenerateKey).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByTestId('api-key-regenerate-ok-live', {}, WAIT));
    await waitFor(() => expect(apiDockingApi.regenerateKey).toHaveBeenCalledWith(1));
    expect(await screen.findByTestId('api-new-key', {}, WAIT)).toHaveTextContent('ph_live_new');
  });

  it('a sub-account sees the keys but no button to make or end one', async () => {
    await renderPage(<ApiDockingPage />, { user: sub });
    expect(await screen.findByTestId('api-key-prefix-live', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByTestId('api-key-create-test')).toBeNull();
    expect(screen.queryByTestId('api-key-regenerate-live')).toBeNull();
  });
});
