import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/http';
import { applyQuoteFieldErrors, fieldPath, toQuoteValues } from './quoteForm';

describe('the quote form values', () => {
  it('sends the figures as typed, empty inputs left out, the customer only when asked', () => {
    expect(
      toQuoteValues(
        {
          countryCode: 'US',
          postcode: '10001',
          boxes: [{ length: '40.5', width: '30', height: '20', weight: '3.125' }, { length: null }],
          declaredValue: '',
          customerId: 7,
        },
        true,
      ),
    ).toEqual({
      countryCode: 'US',
      postcode: '10001',
      boxes: [
        { length: '40.5', width: '30', height: '20', weight: '3.125' },
        { length: undefined, width: undefined, height: undefined, weight: undefined },
      ],
      declaredValue: undefined,
      customerId: 7,
    });
    expect(toQuoteValues({ countryCode: 'US', customerId: 7 }, false)).not.toHaveProperty('customerId');
  });

  it("puts the server's errors on a box's own input", () => {
    expect(fieldPath('boxes.2.weight')).toEqual(['boxes', 2, 'weight']);
    expect(fieldPath('boxes')).toBe('boxes');
    expect(fieldPath('boxes.0')).toBe('boxes');
    expect(fieldPath('postcode')).toBe('postcode');
    expect(fieldPath('productIds.0')).toBeNull();
    const setFields = vi.fn();
    const error = new ApiError({
      kind: 'http',
      message: 'Validation failed',
      status: 400,
      fieldErrors: [
        { field: 'boxes.1.length', message: 'Up to 2 decimals' },
        { field: 'postcode', message: 'Invalid postcode' },
        { field: 'productIds', message: 'ignored' },
      ],
    });
    expect(applyQuoteFieldErrors({ setFields }, error)).toBe(true);
    expect(setFields).toHaveBeenCalledWith([
      { name: ['boxes', 1, 'length'], errors: ['Up to 2 decimals'] },
      { name: 'postcode', errors: ['Invalid postcode'] },
    ]);
    expect(applyQuoteFieldErrors({ setFields }, new ApiError({ kind: 'http', message: 'Too many requests' }))).toBe(
      false,
    );
  });
});
