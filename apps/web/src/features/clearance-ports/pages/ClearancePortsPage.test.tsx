import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ClearanceIndustry, ClearanceIndustryDetail, ClearancePort } from '@parcelhub/contracts';
import { renderPage, testUser } from '../../../shared/testing/render';
import { clearancePortsApi } from '../api/clearancePortsApi';
import { ClearancePortsPage } from './ClearancePortsPage';
import { ClearanceIndustriesPage } from './ClearanceIndustriesPage';

vi.mock('../api/clearancePortsApi', () => ({
  clearancePortsApi: {
    ports: vi.fn(),
    savePort: vi.fn(),
    portStatus: vi.fn(),
    removePort: vi.fn(),
    exportPorts: vi.fn(),
    template: vi.fn(),
    importPorts: vi.fn(),
    industries: vi.fn(),
    industry: vi.fn(),
    saveIndustry: vi.fn(),
    saveService: vi.fn(),
    removeService: vi.fn(),
    assignments: vi.fn(),
    assign: vi.fn(),
    cancel: vi.fn(),
    unassigned: vi.fn(),
  },
}));

const port = (patch: Partial<ClearancePort> = {}): ClearancePort => ({
  id: 1,
  code: 'ICN',
  nameZh: '仁川',
  nameEn: 'Incheon',
  country: 'Korea',
  countryCode: 'KR',
  district: '',
  clearanceCity: 'Incheon',
  attribute: '',
  enabled: true,
  remark: '',
  alliance: '',
  province: '',
  address: '',
  postcode: '',
  clearanceProductCount: 3,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...patch,
});
const industry: ClearanceIndustry = {
  id: 7,
  name: '跨境电商',
  nameEn: 'Cross-border e-commerce',
  nameKo: '국경 간 전자상거래',
  label: 'Cross-border e-commerce',
  remark: '',
  enabled: true,
  serviceCount: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};
const detail: ClearanceIndustryDetail = {
  ...industry,
  services: [
    {
      id: 9,
      industryId: 7,
      industryName: 'Cross-border e-commerce',
      name: 'B2C 清关',
      nameEn: 'B2C clearance',
      nameKo: 'B2C 통관',
      label: 'B2C clearance',
      parameters: [{ key: 'mode', value: '9610' }],
      describe: '',
      repeat: false,
      uploadMethodTypes: ['MANIFEST'],
      customerCount: 1,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    },
  ],
};

const WAIT = { timeout: 15_000 };
const admin = testUser({ roles: ['admin'], privilegeType: 'PLATFORM', permissions: ['clearance:manage'] });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(clearancePortsApi.ports).mockResolvedValue({ rows: [port()], total: 1 });
  vi.mocked(clearancePortsApi.portStatus).mockResolvedValue(port({ enabled: false }));
  vi.mocked(clearancePortsApi.industries).mockResolvedValue({ rows: [industry], total: 1 });
  vi.mocked(clearancePortsApi.industry).mockResolvedValue(detail);
  vi.mocked(clearancePortsApi.assignments).mockResolvedValue({
    rows: [
      {
        id: 4,
        accountId: 3,
        username: 'customer',
        nickName: '环球优品',
        industryId: 7,
        industryName: 'Cross-border e-commerce',
        serviceId: 9,
        serviceName: 'B2C clearance',
        parameters: [],
        describe: '',
        repeat: false,
        uploadMethodTypes: [],
        createdAt: '2026-01-01T00:00:00Z',
      },
    ],
    total: 1,
  });
  vi.mocked(clearancePortsApi.unassigned).mockResolvedValue({ rows: [], total: 0 });
  vi.mocked(clearancePortsApi.cancel).mockResolvedValue(undefined as never);
});

describe('ClearancePortsPage', () => {
  it('lists ports with their product counts and disables one', async () => {
    await renderPage(<ClearancePortsPage />, { user: admin });
    const row = await screen.findByTestId('port-row-ICN', {}, WAIT);
    expect(within(row).getByText('仁川')).toBeInTheDocument();
    expect(row).toHaveTextContent('3');
    fireEvent.click(screen.getByTestId('port-enabled-ICN'));
    await waitFor(() => expect(clearancePortsApi.portStatus).toHaveBeenCalledWith(1, false));
  });

  it('refuses a two-letter code on its field before sending', async () => {
    await renderPage(<ClearancePortsPage />, { user: admin });
    fireEvent.click(await screen.findByTestId('port-add', {}, WAIT));
    fireEvent.change(await screen.findByTestId('port-form-code', {}, WAIT), { target: { value: 'IC' } });
    fireEvent.change(screen.getByTestId('port-form-nameZh'), { target: { value: '仁川' } });
    fireEvent.change(screen.getByTestId('port-form-countryCode'), { target: { value: 'KR' } });
    fireEvent.click(screen.getByTestId('port-save'));
    expect(await screen.findByText('Three uppercase letters', {}, WAIT)).toBeInTheDocument();
    expect(clearancePortsApi.savePort).not.toHaveBeenCalled();
  });
});

describe('ClearanceIndustriesPage', () => {
  it("opens an industry's services and a service's customers, and cancels one", async () => {
    await renderPage(<ClearanceIndustriesPage />, { user: admin });
    fireEvent.click(await screen.findByTestId('industry-open-7', {}, WAIT));
    const service = await screen.findByTestId('service-row-9', {}, WAIT);
    expect(service).toHaveTextContent('mode=9610');
    fireEvent.click(screen.getByTestId('service-assign-9'));
    fireEvent.click(await screen.findByTestId('assignment-cancel-customer', {}, WAIT));
    fireEvent.click(await screen.findByRole('button', { name: /OK|Confirm/i }, WAIT));
    await waitFor(() => expect(clearancePortsApi.cancel).toHaveBeenCalledWith(4));
  });
});
