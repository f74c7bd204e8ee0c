import { describe, expect, it, vi } from 'vitest';
import type { FormInstance } from 'antd';
import { ApiError } from '../http/ApiError';
import { applyFieldErrors } from './applyFieldErrors';

const fakeForm = () => {
  const setFields = vi.fn();
  return { form: { setFields } as unknown as FormInstance, setFields };
};

describe('applyFieldErrors', () => {
  it('puts VALIDATION_FAILED field errors on the matching fields', () => {
    const { form, setFields } = fakeForm();
    const error = new ApiError({
      kind: 'http',
      message: 'bad',
      status: 400,
      errorKey: 'VALIDATION_FAILED',
      fieldErrors: [
        { field: 'zipCode', message: 'US ZIP code must be 5 digits' },
        { field: 'zipCode', message: 'second' },
        { field: 'customsNo', message: 'Korea requires a code' },
        { field: 'unknown', message: 'ignored' },
      ],
    });
    expect(applyFieldErrors(form, error, ['zipCode', 'customsNo'])).toBe(true);
    expect(setFields).toHaveBeenCalledWith([
      { name: 'zipCode', errors: ['US ZIP code must be 5 digits', 'second'] },
      { name: 'customsNo', errors: ['Korea requires a code'] },
    ]);
  });

  it('reports false when nothing maps, so the caller shows the message instead', () => {
    const { form, setFields } = fakeForm();
    expect(
      applyFieldErrors(
        form,
        new ApiError({ kind: 'http', message: 'x', fieldErrors: [{ field: 'other', message: 'm' }] }),
        ['name'],
      ),
    ).toBe(false);
    expect(applyFieldErrors(form, new Error('plain'), ['name'])).toBe(false);
    expect(setFields).not.toHaveBeenCalled();
  });
});
