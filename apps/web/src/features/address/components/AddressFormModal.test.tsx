import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Address } from '@parcelhub/contracts';
import { ApiError } from '../../../shared/http';
import { renderPage, testUser } from '../../../shared/testing/render';
import { addressApi } from '../api/addressApi';
import { AddressFormModal } from './AddressFormModal';
import { addressFixture, countryFixture } from '../testing/addressFixture';

vi.mock('../api/addressApi', () => ({
  addressApi: { countries: vi.fn(), list: vi.fn(), save: vi.fn(), remove: vi.fn(), setDefault: vi.fn() },
}));

const country = countryFixture;
const address = addressFixture;

/** The message under one form field (antd gives the help block the field's id plus `_help`). */
const fieldHelp = (field: string) => document.getElementById(`address-form_${field}_help`)?.textContent ?? '';

async function open(existing: Address | null) {
  await renderPage(<AddressFormModal open address={existing} onClose={() => undefined} />, {
    user: testUser({ permissions: ['address:list', 'address:edit'] }),
  });
  await screen.findByTestId('address-save', {}, { timeout: 5000 });
}

const save = () => fireEvent.click(screen.getByTestId('address-save'));
const type = (field: string, value: string) =>
  fireEvent.change(document.getElementById(`address-form_${field}`) as HTMLInputElement, { target: { value } });

describe('AddressFormModal', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(addressApi.countries).mockResolvedValue({
      rows: [country('US', 'United States'), country('KR', 'Korea'), country('JP', 'Japan')],
      total: 3,
    });
    vi.mocked(addressApi.save).mockImplementation(async (input) => address({ ...input, id: 7 } as Partial<Address>));
  });

  it('asks for every required field and sends nothing', async () => {
    await open(null);
    save();
    await waitFor(() => expect(fieldHelp('name')).toBe('This field cannot be empty'));
    for (const f of ['countryCode', 'province', 'city', 'zipCode', 'address1', 'phone'])
      expect(fieldHelp(f)).toBe('This field cannot be empty');
    expect(fieldHelp('email')).toBe('');
    expect(addressApi.save).not.toHaveBeenCalled();
  });

  it('checks a field as it is typed, with the contract rule', async () => {
    await open(address({}));
    type('phone', 'call me');
    await waitFor(() => expect(fieldHelp('phone')).toBe('Enter a valid phone number'));
  });

  it('refuses a US ZIP code that is not 5 digits', async () => {
    await open(address({ zipCode: '1234' }));
    save();
    await waitFor(() =>
      expect(fieldHelp('zipCode')).toBe('US ZIP code must be 5 digits or ZIP+4 (e.g. 90210 or 90210-1234)'),
    );
    expect(addressApi.save).not.toHaveBeenCalled();
  });

  it('asks a Korean recipient for the customs code, then saves it', async () => {
    await open(address({ countryCode: 'KR', countryName: 'Korea', zipCode: '06236', customsNo: '' }));
    const said = () =>
      document.getElementById('address-form')!.textContent!.split('P followed by 12 digits').length - 1;
    await waitFor(() => expect(said()).toBe(1)); // the hint
    save();
    await waitFor(() =>
      expect(fieldHelp('customsNo')).toBe('Korea requires a personal customs clearance code (P followed by 12 digits)'),
    );
    expect(said()).toBe(1); // the error, instead of the hint: never both
    expect(addressApi.save).not.toHaveBeenCalled();
    type('customsNo', ' P123456789012 ');
    save();
    await waitFor(() => expect(addressApi.save).toHaveBeenCalledTimes(1));
    expect(vi.mocked(addressApi.save).mock.calls[0]?.[0]).toMatchObject({ id: 7, customsNo: 'P123456789012' });
  });

  it("puts the server's field errors on the fields", async () => {
    vi.mocked(addressApi.save).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 400,
        message: 'Validation failed',
        errorKey: 'VALIDATION_FAILED',
        fieldErrors: [{ field: 'phone', message: 'The server refuses this phone' }],
      }),
    );
    await open(address({}));
    save();
    await waitFor(() => expect(fieldHelp('phone')).toBe('The server refuses this phone'));
    expect(addressApi.save).toHaveBeenCalledTimes(1);
  });
});
