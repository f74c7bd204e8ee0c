import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { PublicTrackResult } from '@parcelhub/contracts';
import { ApiError } from '../../../shared/http/ApiError';
import { renderPage } from '../../../shared/testing/render';
import { publicTrackingApi } from '../api/publicTrackingApi';
import { PublicTrackPage } from './PublicTrackPage';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 40_000 });

vi.mock('../api/publicTrackingApi', () => ({ publicTrackingApi: { track: vi.fn(), list: vi.fn() } }));

const WAIT = { timeout: 15_000 };
const delivered: PublicTrackResult = {
  number: 'PH100',
  found: true,
  status: 'DELIVERED',
  subStatus: null,
  events: [
    {
      status: 'DELIVERED',
      subStatus: null,
      eventTime: '2026-12-05T10:00:00Z',
      location: 'New York',
      description: 'porch',
    },
    {
      status: 'IN_TRANSIT',
      subStatus: 'PICKED_UP',
      eventTime: '2026-12-01T10:00:00Z',
      location: 'Shenzhen',
      description: '',
    },
  ],
};
const unknown: PublicTrackResult = { number: 'NOPE', found: false, status: null, subStatus: null, events: [] };

async function open(url = '/track') {
  await renderPage(
    <MemoryRouter initialEntries={[url]}>
      <PublicTrackPage />
    </MemoryRouter>,
  );
  await screen.findByTestId('public-track', {}, WAIT);
}
const typeNumbers = (value: string) => fireEvent.change(screen.getByTestId('track-numbers'), { target: { value } });

describe('PublicTrackPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(publicTrackingApi.track).mockResolvedValue([delivered, unknown]);
  });

  it('looks numbers up without a session: each once, each result with its timeline or "not found"', async () => {
    await open();
    expect(screen.getByTestId('lang-switch')).toBeInTheDocument();
    typeNumbers(' PH100\nNOPE, PH100 ；\n\n');
    expect(screen.getByTestId('track-count')).toHaveTextContent('2 / 40 numbers');
    fireEvent.click(screen.getByTestId('track-submit'));
    await waitFor(() => expect(publicTrackingApi.track).toHaveBeenCalledWith('PH100\nNOPE'));
    const found = await screen.findByTestId('track-result-PH100');
    expect(within(found).getByTestId('track-status')).toHaveTextContent('Delivered');
    const events = within(found).getAllByTestId('track-event');
    expect(events).toHaveLength(2);
    expect(events[0]).toHaveTextContent('porch');
    expect(events[0]).toHaveTextContent('New York');
    expect(events[1]).toHaveTextContent('In transit · Picked up');
    expect(within(screen.getByTestId('track-result-NOPE')).getByTestId('track-not-found')).toBeInTheDocument();
    expect(screen.getByTestId('track-summary')).toHaveTextContent('1 of 2 found');
  });

  it('says so before asking when there are more than 40 numbers, or none', async () => {
    await open();
    fireEvent.click(screen.getByTestId('track-submit'));
    expect(await screen.findByTestId('track-fault')).toHaveTextContent('Enter at least one number');
    typeNumbers(Array.from({ length: 41 }, (_, i) => `N${i}`).join('\n'));
    expect(screen.getByTestId('track-fault')).toHaveTextContent('Up to 40 numbers at once: you entered 41');
    fireEvent.click(screen.getByTestId('track-submit'));
    expect(publicTrackingApi.track).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal (the rate limit) above the results', async () => {
    vi.mocked(publicTrackingApi.track).mockRejectedValue(
      new ApiError({ kind: 'http', status: 429, message: 'Too many look-ups: try again in 12 s' }),
    );
    await open();
    typeNumbers('PH100');
    fireEvent.click(screen.getByTestId('track-submit'));
    expect(await screen.findByTestId('track-error')).toHaveTextContent('Too many look-ups: try again in 12 s');
  });

  it('looks up the numbers a link carries at once', async () => {
    await open('/track?numbers=PH100,NOPE');
    await waitFor(() => expect(publicTrackingApi.track).toHaveBeenCalledWith('PH100\nNOPE'));
    expect(screen.getByTestId('track-numbers')).toHaveValue('PH100,NOPE');
    expect(await screen.findByTestId('track-result-PH100')).toBeInTheDocument();
  });

  it('speaks Chinese and Korean once switched', async () => {
    await open();
    fireEvent.click(screen.getByTestId('lang-zh'));
    expect(await screen.findByText('轨迹查询', {}, WAIT)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('lang-ko'));
    expect(await screen.findByText('배송 조회', {}, WAIT)).toBeInTheDocument();
  });
});
