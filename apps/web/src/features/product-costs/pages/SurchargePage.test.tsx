import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../shared/http';
import { renderPage, testUser } from '../../../shared/testing/render';
import { productCostsApi } from '../api/productCostsApi';
import { surchargeFixture } from '../testing/fixtures';
import { choose, SLOW } from '../testing/select';
import { SurchargePage } from './SurchargePage';

vi.mock('../api/productCostsApi', () => ({
  productCostsApi: {
    options: vi.fn(),
    surcharges: vi.fn(),
    saveSurcharge: vi.fn(),
    deleteSurcharge: vi.fn(),
    testFormula: vi.fn(),
    uploadFormulaImage: vi.fn(),
  },
}));

const platform = testUser({ privilegeType: 'PLATFORM', roles: ['admin'] });
const fieldHelp = (field: string) => document.getElementById(`surcharge-form_${field}_help`)?.textContent ?? '';

async function openEditor() {
  await renderPage(<SurchargePage />, { user: platform });
  fireEvent.click(await screen.findByTestId('surcharge-edit-11', {}, SLOW));
  await waitFor(
    () =>
      expect((document.getElementById('surcharge-form_formula') as HTMLTextAreaElement).value).toBe('freight * rate'),
    SLOW,
  );
}

describe('SurchargePage', { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(productCostsApi.options).mockResolvedValue({
      rows: [
        { label: 'US Express cost (US-EXP)', value: '5' },
        { label: 'DE Economy (DE-ECO)', value: '6' },
      ],
      total: 2,
    });
    vi.mocked(productCostsApi.surcharges).mockImplementation(async (_costId, type) => {
      const rows = [
        surchargeFixture(),
        surchargeFixture({ id: 12, code: 'OVERSIZE', surchargeType: 'SIZELIMIT', label: 'Oversize' }),
      ];
      const chosen = rows.filter((r) => !type || r.surchargeType === type);
      return { rows: chosen, total: chosen.length };
    });
  });

  it("lists the first cost's surcharges, size limits on their own tab, and another cost's on choosing it", async () => {
    await renderPage(<SurchargePage />, { user: platform });
    expect(await screen.findByTestId('surcharge-row-11', {}, SLOW)).toHaveTextContent('Fuel surcharge');
    expect(screen.queryByTestId('surcharge-row-12')).not.toBeInTheDocument();
    expect(productCostsApi.surcharges).toHaveBeenCalledWith(5, 'SURCHARGE', expect.anything());
    fireEvent.click(screen.getByText('Size limits'));
    expect(await screen.findByTestId('surcharge-row-12', {}, SLOW)).toHaveTextContent('Oversize');
    await choose('surcharge-cost', 'DE Economy (DE-ECO)');
    await waitFor(
      () => expect(productCostsApi.surcharges).toHaveBeenCalledWith(6, 'SIZELIMIT', expect.anything()),
      SLOW,
    );
  });

  it('words the calculator and the organisations, never the class name', async () => {
    await openEditor();
    const calculator = screen.getByTestId('surcharge-form-calClassName');
    expect(calculator).toHaveTextContent('Formula');
    expect(calculator).not.toHaveTextContent('FormulaCalculator');
    expect(document.body).not.toHaveTextContent('FormulaCalculator');
    expect(screen.getByText('Applies to organisations')).toBeInTheDocument();
    expect(screen.getByTestId('surcharge-form-orgIds')).toHaveTextContent('All organisations');
  });

  it('tests the formula on the sample values typed, and shows the result and what it read', async () => {
    vi.mocked(productCostsApi.testFormula).mockResolvedValue({
      ok: true,
      value: '24',
      inputs: { freight: '200', rate: '0.12' },
    });
    await openEditor();
    fireEvent.change(screen.getByTestId('tester-var-freight'), { target: { value: '200' } });
    fireEvent.click(screen.getByTestId('tester-run'));
    expect(await screen.findByTestId('tester-result', {}, SLOW)).toHaveTextContent('Result: 24');
    expect(screen.getByTestId('tester-result')).toHaveTextContent('Read: freight = 200, rate = 0.12');
    expect(vi.mocked(productCostsApi.testFormula).mock.calls[0]?.[0]).toMatchObject({
      formula: 'freight * rate',
      productSurchargeFormulaConstants: [{ id: 'rate', value: '0.12' }],
      variables: expect.objectContaining({ freight: '200', W: '2.5' }),
      costId: 5,
      surchargeId: 11,
      calReferenceStatus: false,
    });
  });

  it('shows the exact reason a formula cannot run', async () => {
    vi.mocked(productCostsApi.testFormula).mockResolvedValue({
      ok: false,
      error: { kind: 'UNKNOWN_VARIABLE', name: 'weight', position: 10, message: 'Unknown variable: weight' },
    });
    await openEditor();
    fireEvent.change(document.getElementById('surcharge-form_formula') as HTMLTextAreaElement, {
      target: { value: 'freight * weight' },
    });
    fireEvent.click(screen.getByTestId('tester-run'));
    expect(await screen.findByTestId('tester-error', {}, SLOW)).toHaveTextContent(
      'The formula cannot run: Unknown variable: weight',
    );
    expect(vi.mocked(productCostsApi.testFormula).mock.calls[0]?.[0]).toMatchObject({ formula: 'freight * weight' });
  });

  it("puts the server's refusal of a formula on the formula field", async () => {
    vi.mocked(productCostsApi.saveSurcharge).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 400,
        message: 'Invalid formula: Unknown variable: weight',
        errorKey: 'FORMULA_INVALID',
      }),
    );
    await openEditor();
    fireEvent.change(document.getElementById('surcharge-form_formula') as HTMLTextAreaElement, {
      target: { value: 'freight * weight' },
    });
    fireEvent.click(screen.getByTestId('surcharge-save'));
    await waitFor(() => expect(fieldHelp('formula')).toBe('Invalid formula: Unknown variable: weight'), SLOW);
    expect(vi.mocked(productCostsApi.saveSurcharge).mock.calls[0]?.[0]).toMatchObject({
      surchargeId: 11,
      costId: 5,
      code: 'FUEL',
      formula: 'freight * weight',
      formulaImageUrl: '/api/files/3',
    });
  });

  it('checks the required fields of the rule form before sending', async () => {
    await openEditor();
    fireEvent.change(document.getElementById('surcharge-form_code') as HTMLInputElement, { target: { value: 'fuel' } });
    fireEvent.change(document.getElementById('surcharge-form_formulaImageUrl') as HTMLInputElement, {
      target: { value: '' },
    });
    fireEvent.click(screen.getByTestId('surcharge-save'));
    await waitFor(() => expect(fieldHelp('code')).toBe('Invalid value'), SLOW);
    await waitFor(() => expect(fieldHelp('formulaImageUrl')).toBe('This field cannot be empty'), SLOW);
    expect(productCostsApi.saveSurcharge).not.toHaveBeenCalled();
  });
});
