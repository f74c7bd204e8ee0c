import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TrackInfo } from '@parcelhub/contracts';
import { renderPage, testUser } from '../../../shared/testing/render';
import { trackingApi } from '../api/trackingApi';
import { OrderTrackSection } from './OrderTrackSection';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 60_000 });

vi.mock('../api/trackingApi', () => ({ trackingApi: { orderTrack: vi.fn(), addEvent: vi.fn() } }));

const info = (patch: Partial<TrackInfo> = {}): TrackInfo => ({
  status: 'IN_TRANSIT',
  subStatus: 'PICKED_UP',
  events: [
    {
      status: 'IN_TRANSIT',
      subStatus: 'PICKED_UP',
      eventTime: '2026-12-05T10:00:00Z',
      location: 'Los Angeles',
      description: 'scan',
    },
    { status: 'INFO_RECEIVED', subStatus: null, eventTime: '2026-12-04T10:00:00Z', location: '', description: '' },
  ],
  ...patch,
});

const platform = testUser({
  privilegeType: 'PLATFORM',
  roles: ['admin'],
  permissions: ['order:list', 'tracking:manage'],
});
const customer = testUser({ permissions: ['order:list'] });
const open = (user = customer) =>
  renderPage(<OrderTrackSection insideNumber="IN0001" trackingNo="SBX0001" />, { user });

describe('OrderTrackSection', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(trackingApi.orderTrack).mockResolvedValue(info());
    vi.mocked(trackingApi.addEvent).mockResolvedValue(undefined as never);
  });

  it('shows the status and the timeline newest first, in words, with no add button for a customer', async () => {
    await open();
    const status = await screen.findByTestId('track-status', {}, { timeout: 20_000 });
    expect(status).toHaveTextContent('In transit · Picked up');
    const events = screen.getAllByTestId('track-event');
    expect(events).toHaveLength(2);
    expect(events[0]).toHaveTextContent('In transit · Picked up');
    expect(events[0]).toHaveTextContent('scan');
    expect(events[0]).toHaveTextContent('Los Angeles');
    expect(events[1]).toHaveTextContent('Info received');
    expect(trackingApi.orderTrack).toHaveBeenCalledWith('IN0001', expect.anything());
    expect(screen.queryByTestId('track-add-event')).toBeNull();
  });

  it('shows an empty timeline as pending', async () => {
    vi.mocked(trackingApi.orderTrack).mockResolvedValue(info({ status: 'PENDING', subStatus: null, events: [] }));
    await open();
    expect(await screen.findByTestId('track-status', {}, { timeout: 20_000 })).toHaveTextContent('Pending');
    expect(screen.queryByTestId('track-timeline')).toBeNull();
  });

  it('lets the platform add an event: status and sub-status from the standard lists, the order’s number sent', async () => {
    await open(platform);
    fireEvent.click(await screen.findByTestId('track-add-event', {}, { timeout: 20_000 }));
    const modal = await screen.findByTestId('track-event-modal');
    // Status is required.
    fireEvent.click(screen.getByTestId('track-event-save'));
    expect(await within(modal).findByText('Choose a status')).toBeInTheDocument();
    fireEvent.mouseDown(within(screen.getByTestId('track-event-status')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Exception'));
    const sub = screen.getByTestId('track-event-sub-status');
    await waitFor(() => expect(sub).not.toHaveClass('ant-select-disabled'));
    fireEvent.mouseDown(within(sub).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Returned'));
    fireEvent.change(document.getElementById('track-event_location') as HTMLInputElement, {
      target: { value: 'Seoul' },
    });
    fireEvent.change(document.getElementById('track-event_description') as HTMLInputElement, {
      target: { value: 'back home' },
    });
    fireEvent.click(screen.getByTestId('track-event-save'));
    await waitFor(() => expect(trackingApi.addEvent).toHaveBeenCalled());
    const sent = vi.mocked(trackingApi.addEvent).mock.calls[0]![0];
    expect(sent).toMatchObject({
      trackingNo: 'SBX0001',
      status: 'EXCEPTION',
      subStatus: 'RETURNED',
      location: 'Seoul',
      description: 'back home',
    });
    expect(Math.abs(Date.parse(sent.eventTime) - Date.now())).toBeLessThan(120_000);
    expect(await screen.findByText('Event added')).toBeInTheDocument();
  });

  it('shows the server’s refusal of the event time under that field', async () => {
    const { ApiError } = await import('../../../shared/http');
    vi.mocked(trackingApi.addEvent).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 400,
        message: 'The event time is before the order was placed',
        errorKey: 'TRACKING_EVENT_BEFORE_ORDER',
      } as never),
    );
    await open(platform);
    fireEvent.click(await screen.findByTestId('track-add-event', {}, { timeout: 20_000 }));
    fireEvent.mouseDown(within(screen.getByTestId('track-event-status')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Delivered'));
    fireEvent.click(screen.getByTestId('track-event-save'));
    expect(await screen.findByText('The event time is before the order was placed')).toBeInTheDocument();
  });
});
