import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TrackRule, TrackRuleGroup, WaitingEvent } from '@parcelhub/contracts';
import { renderPage, testUser } from '../../../shared/testing/render';
import { trackRulesApi } from '../api/trackRulesApi';
import { parsePasted } from '../components/RuleTestPanel';
import { TrackRulesPage } from './TrackRulesPage';

vi.mock('../api/trackRulesApi', () => ({
  trackRulesApi: {
    groups: vi.fn(),
    saveGroup: vi.fn(),
    deleteGroups: vi.fn(),
    rules: vi.fn(),
    products: vi.fn(),
    saveRule: vi.fn(),
    deleteRules: vi.fn(),
    test: vi.fn(),
    waiting: vi.fn(),
    template: vi.fn(),
    import: vi.fn(),
  },
}));

const group = (patch: Partial<TrackRuleGroup> = {}): TrackRuleGroup => ({
  id: 1,
  name: 'Sandbox rules',
  carrierCode: 'SANDBOX',
  enabled: true,
  remark: '',
  ruleCount: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...patch,
});
const rule = (patch: Partial<TrackRule> = {}): TrackRule => ({
  id: 7,
  groupId: 1,
  priority: 10,
  matchKind: 'KEYWORD',
  matchText: 'front door',
  status: 'DELIVERED',
  subStatus: null,
  enabled: true,
  remark: '',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...patch,
});
const waiting = (patch: Partial<WaitingEvent> = {}): WaitingEvent => ({
  id: 5,
  orderId: 3,
  carrierCode: 'SANDBOX',
  trackingNo: 'SB0000000017',
  code: 'ZQ-DEP',
  description: 'Departed',
  location: 'LAX',
  eventTime: '2026-01-02T00:00:00Z',
  receivedAt: '2026-01-02T00:00:00Z',
  groupId: 1,
  ...patch,
});

const WAIT = { timeout: 15_000 };
const admin = testUser({ roles: ['admin'], privilegeType: 'PLATFORM', permissions: ['tracking:manage'] });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(trackRulesApi.groups).mockResolvedValue({ rows: [group()], total: 1 });
  vi.mocked(trackRulesApi.rules).mockResolvedValue({ rows: [rule()], total: 1 });
  vi.mocked(trackRulesApi.waiting).mockResolvedValue({ rows: [waiting()], total: 1 });
  vi.mocked(trackRulesApi.products).mockResolvedValue({ rows: [], total: 0 });
});

describe('TrackRulesPage', () => {
  it('lists the groups, opens a group’s rules and tests pasted events on them', async () => {
    vi.mocked(trackRulesApi.test).mockResolvedValue({
      rows: [
        {
          code: 'D1',
          description: 'Left at front door',
          by: 'RULE',
          status: 'DELIVERED',
          subStatus: null,
          statusName: 'Delivered',
          rule: rule(),
        },
        {
          code: '??',
          description: '',
          by: 'NONE',
          status: null,
          subStatus: null,
          statusName: 'Unable to match the rule',
          rule: null,
        },
      ],
      total: 2,
    });
    await renderPage(<TrackRulesPage />, { user: admin });
    const row = await screen.findByTestId('track-group-row-1', {}, WAIT);
    expect(within(row).getByText('SANDBOX')).toBeInTheDocument();
    fireEvent.click(within(row).getByTestId('track-group-rules-1'));
    const ruleRow = await screen.findByTestId('track-rule-row-7', {}, WAIT);
    expect(ruleRow).toHaveTextContent('front door');
    expect(ruleRow).toHaveTextContent('Delivered');

    fireEvent.change(screen.getByTestId('track-rule-test-input'), {
      target: { value: 'D1 | Left at front door\n\n??' },
    });
    fireEvent.click(screen.getByTestId('track-rule-test-run'));
    await waitFor(() =>
      expect(trackRulesApi.test).toHaveBeenCalledWith({
        groupId: 1,
        events: [
          { code: 'D1', description: 'Left at front door' },
          { code: '??', description: '' },
        ],
      }),
    );
    expect(await screen.findByTestId('track-rule-test-row-1', {}, WAIT)).toHaveTextContent('Unable to match the rule');
    expect(screen.getByTestId('track-rule-test-row-0')).toHaveTextContent('#10 Keyword: front door');
  });

  it('shows the costs and products whose account reaches the group’s carrier', async () => {
    vi.mocked(trackRulesApi.products).mockResolvedValue({
      rows: [
        {
          costId: 4,
          costCode: 'C-US',
          costName: 'US line',
          ownerName: 'supplier',
          matchedBy: 'DOCKING_PROVIDER',
          serviceCode: 'SANDBOX_STD',
          logisticsProviderName: 'Sandbox',
          finalLogisticsName: '',
          products: [{ id: 9, code: 'US-EXP', name: 'US Express', status: 'ONLINE' }],
        },
      ],
      total: 1,
    });
    await renderPage(<TrackRulesPage />, { user: admin });
    fireEvent.click(
      within(await screen.findByTestId('track-group-row-1', {}, WAIT)).getByTestId('track-group-rules-1'),
    );
    const cost = await screen.findByTestId('track-group-cost-4', {}, WAIT);
    expect(cost).toHaveTextContent('C-US US line');
    expect(cost).toHaveTextContent('Docking provider · SANDBOX_STD');
    expect(cost).toHaveTextContent('US-EXP');
    expect(trackRulesApi.products).toHaveBeenCalledWith(1, expect.anything());
  });

  it('maps a waiting event: a new CODE rule of its carrier’s group, for its code', async () => {
    vi.mocked(trackRulesApi.saveRule).mockResolvedValue(rule({ id: 8, matchKind: 'CODE', matchText: 'ZQ-DEP' }));
    await renderPage(<TrackRulesPage />, { user: admin });
    fireEvent.click(await screen.findByText('Waiting events', {}, WAIT));
    fireEvent.click(await screen.findByTestId('track-waiting-map-5', {}, WAIT));
    expect(await screen.findByTestId('track-rule-form-matchText', {}, WAIT)).toHaveValue('ZQ-DEP');
    const status = screen.getByTestId('track-rule-form-status');
    fireEvent.mouseDown(status.querySelector('.ant-select-selector') ?? status);
    fireEvent.click(await screen.findByText('Out for delivery', {}, WAIT));
    fireEvent.click(screen.getByTestId('track-rule-save'));
    await waitFor(() =>
      expect(trackRulesApi.saveRule).toHaveBeenCalledWith(
        expect.objectContaining({ groupId: 1, matchKind: 'CODE', matchText: 'ZQ-DEP', status: 'OUT_FOR_DELIVERY' }),
      ),
    );
  });

  it('reads pasted lines as code and description', () => {
    expect(parsePasted('A\tdesc one\nB|two | parts\n  \nC')).toEqual([
      { code: 'A', description: 'desc one' },
      { code: 'B', description: 'two | parts' },
      { code: 'C', description: '' },
    ]);
  });
});
