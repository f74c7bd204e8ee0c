import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Bay, Robot, Warehouse } from '@parcelhub/contracts';
import { renderPage, testUser } from '../../../shared/testing/render';
import { warehousesApi } from '../api/warehousesApi';
import { WarehousesPage } from './WarehousesPage';
import { BaysPage } from './BaysPage';

vi.mock('../api/warehousesApi', () => ({
  warehousesApi: {
    list: vi.fn(),
    add: vi.fn(),
    update: vi.fn(),
    remove: vi.fn(),
    bays: vi.fn(),
    saveBay: vi.fn(),
    bayValid: vi.fn(),
    removeBay: vi.fn(),
    importBays: vi.fn(),
    robots: vi.fn(),
    saveRobot: vi.fn(),
    robotEnabled: vi.fn(),
    removeRobot: vi.fn(),
    customers: vi.fn(),
  },
}));

const warehouse = (patch: Partial<Warehouse> = {}): Warehouse => ({
  id: 1,
  code: 'SZX1',
  name: '深圳一号仓',
  accountId: null,
  customerName: '',
  city: '深圳',
  address: '',
  contact: '王仓管',
  phone: '13800000010',
  enabled: true,
  bayCount: 12,
  robotCount: 2,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...patch,
});
const robot = (patch: Partial<Robot> = {}): Robot => ({
  id: 5,
  warehouseId: 1,
  identifier: 'SZX1-R01',
  enabled: true,
  runStatus: 'RUNNING',
  runStatusName: 'Running',
  battery: 86,
  workSeconds: 1800,
  statusAt: '2026-01-01T00:00:00Z',
  createdAt: '2026-01-01T00:00:00Z',
  ...patch,
});
const bay = (patch: Partial<Bay> = {}): Bay => ({
  id: 21,
  warehouseId: 1,
  number: 1,
  distance: '1.00',
  valid: true,
  pieces: 3,
  weight: '4.500',
  maxWeight: '30.000',
  maxSize: 150,
  state: 'FILLING',
  stateName: 'Filling',
  updatedAt: '2026-01-01T00:00:00Z',
  ...patch,
});

const WAIT = { timeout: 15_000 };
const admin = testUser({ roles: ['admin'], privilegeType: 'PLATFORM', permissions: ['warehouse:manage'] });
const supplier = testUser({ roles: ['supplier'], privilegeType: 'SUPPLIER', permissions: ['warehouse:manage'] });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(warehousesApi.list).mockResolvedValue({ rows: [warehouse()], total: 1 });
  vi.mocked(warehousesApi.robots).mockResolvedValue({ rows: [robot()], total: 1 });
  vi.mocked(warehousesApi.robotEnabled).mockResolvedValue(robot({ enabled: false, runStatus: 'IDLE' }));
  vi.mocked(warehousesApi.bays).mockResolvedValue({
    rows: [bay(), bay({ id: 22, number: 2, state: 'IDLE', stateName: 'Idle', valid: false })],
    total: 2,
  });
  vi.mocked(warehousesApi.customers).mockResolvedValue({ rows: [], total: 0 });
});

describe('WarehousesPage', () => {
  it('reads the platform-level list for the platform', async () => {
    await renderPage(<WarehousesPage />, { user: admin });
    const row = await screen.findByTestId('warehouse-row-SZX1', {}, WAIT);
    expect(within(row).getByText('深圳一号仓')).toBeInTheDocument();
    expect(vi.mocked(warehousesApi.list).mock.calls[0]?.[0]).toBe(true);
  });

  it('gives a supplier its own warehouses (custList)', async () => {
    await renderPage(<WarehousesPage />, { user: supplier });
    await screen.findByTestId('warehouse-row-SZX1', {}, WAIT);
    expect(vi.mocked(warehousesApi.list).mock.calls[0]?.[0]).toBe(false);
  });

  it('asks before disabling a robot, and disables it once confirmed', async () => {
    await renderPage(<WarehousesPage />, { user: admin });
    fireEvent.click(await screen.findByTestId('warehouse-robots-SZX1', {}, WAIT));
    const toggle = await screen.findByTestId('robot-enabled-SZX1-R01', {}, WAIT);
    expect(screen.getByTestId('robot-row-SZX1-R01')).toHaveTextContent('86%');
    fireEvent.click(toggle);
    const ok = await screen.findByTestId('robot-disable-ok', {}, WAIT);
    expect(warehousesApi.robotEnabled).not.toHaveBeenCalled();
    fireEvent.click(ok);
    await waitFor(() => expect(warehousesApi.robotEnabled).toHaveBeenCalledWith(5, false));
  });
});

describe('BaysPage', () => {
  it('lists the first warehouse’s bays with their states, and enables a disabled one', async () => {
    vi.mocked(warehousesApi.bayValid).mockResolvedValue(bay({ id: 22, number: 2, valid: true }));
    await renderPage(<BaysPage />, { user: admin });
    const row = await screen.findByTestId('bay-row-1', {}, WAIT);
    expect(within(row).getByText('Filling')).toBeInTheDocument();
    expect(warehousesApi.bays).toHaveBeenCalledWith(1, expect.anything());
    fireEvent.click(screen.getByTestId('bay-valid-2'));
    await waitFor(() => expect(warehousesApi.bayValid).toHaveBeenCalledWith(22, true));
  });
});
