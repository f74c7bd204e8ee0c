import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../shared/http';
import { renderPage, testUser } from '../../../shared/testing/render';
import { productCostsApi } from '../api/productCostsApi';
import { modelFixture, providerFixture } from '../testing/fixtures';
import { SLOW } from '../testing/select';
import { DockingPage } from './DockingPage';

vi.mock('../api/productCostsApi', () => ({
  productCostsApi: {
    providers: vi.fn(),
    saveProvider: vi.fn(),
    deleteProvider: vi.fn(),
    dockModels: vi.fn(),
    saveDockModel: vi.fn(),
    deleteDockModel: vi.fn(),
  },
}));

const platform = testUser({ privilegeType: 'PLATFORM', roles: ['admin'] });
const fieldHelp = (form: string, field: string) => document.getElementById(`${form}_${field}_help`)?.textContent ?? '';
const type = (id: string, value: string) =>
  fireEvent.change(document.getElementById(id) as HTMLInputElement, { target: { value } });

describe('DockingPage', { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(productCostsApi.providers).mockResolvedValue({ rows: [providerFixture()], total: 1 });
    vi.mocked(productCostsApi.dockModels).mockResolvedValue({ rows: [modelFixture()], total: 1 });
  });

  it('creates a provider with the contract rules and puts a taken code on the code field', async () => {
    vi.mocked(productCostsApi.saveProvider).mockRejectedValueOnce(
      new ApiError({
        kind: 'http',
        status: 409,
        message: 'The docking provider code ACME is already taken',
        errorKey: 'DOCKING_PROVIDER_CODE_TAKEN',
      }),
    );
    await renderPage(<DockingPage />, { user: platform });
    expect(await screen.findByTestId('provider-row-1', {}, SLOW)).toHaveTextContent('Sandbox carrier');
    fireEvent.click(screen.getByTestId('provider-add'));
    await screen.findByTestId('provider-form-code', {}, SLOW);
    type('provider-form_code', 'acme');
    type('provider-form_interfaceName', 'Acme Post');
    await waitFor(() => expect(fieldHelp('provider-form', 'code')).toBe('Invalid value'), SLOW);
    await waitFor(() => expect(fieldHelp('provider-form', 'interfaceName')).toBe('Invalid value'), SLOW);
    type('provider-form_code', 'ACME');
    type('provider-form_name', 'Acme Post');
    type('provider-form_interfaceName', 'acme-post');
    fireEvent.click(screen.getByTestId('provider-save'));
    await waitFor(
      () => expect(fieldHelp('provider-form', 'code')).toBe('The docking provider code ACME is already taken'),
      SLOW,
    );
    expect(vi.mocked(productCostsApi.saveProvider).mock.calls[0]?.[0]).toMatchObject({
      code: 'ACME',
      name: 'Acme Post',
      interfaceName: 'acme-post',
      syncLabel: true,
      enabled: true,
    });
  });

  it("opens a provider's dock models, all of them, and deletes one", async () => {
    vi.mocked(productCostsApi.deleteDockModel).mockResolvedValue({ id: 21 });
    await renderPage(<DockingPage />, { user: platform });
    fireEvent.click(await screen.findByTestId('provider-models-1', {}, SLOW));
    expect(await screen.findByTestId('model-row-21', {}, SLOW)).toHaveTextContent('SANDBOX_STD');
    expect(productCostsApi.dockModels).toHaveBeenCalledWith(1, true, expect.anything());
    fireEvent.click(screen.getByTestId('model-delete-21'));
    fireEvent.click(await screen.findByTestId('model-delete-confirm-21', {}, SLOW));
    await waitFor(() => expect(productCostsApi.deleteDockModel).toHaveBeenCalledWith(21), SLOW);
  });
});
