import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/ApiError';
import { NoDropdownResult, readDropdownAnswer } from './loadDropdown';

describe('the dropdown loader rule (spec 000 §7)', () => {
  it('takes the rows of a successful answer', () => {
    const rows = [
      { label: 'Prepaid', value: 'PREPAID' },
      { label: 'User 7', value: 7 },
    ];
    expect(readDropdownAnswer({ flag: true, code: 10200, msg: 'ok', rows, total: 2 })).toEqual(rows);
  });

  it('fails with the server msg, or its message, when flag is false and code is not 10200', () => {
    const fail = (answer: unknown) => {
      try {
        readDropdownAnswer(answer);
      } catch (e) {
        return e;
      }
      throw new Error('did not fail');
    };
    const withMsg = fail({ flag: false, code: 4040835, msg: 'Dictionary not found', errorKey: 'DICT_NOT_FOUND' });
    expect(withMsg).toBeInstanceOf(ApiError);
    expect(withMsg).toMatchObject({ message: 'Dictionary not found', code: 4040835, errorKey: 'DICT_NOT_FOUND' });
    expect(fail({ flag: false, code: 500, message: 'Server says no' })).toMatchObject({ message: 'Server says no' });
  });

  it('is not a failure when flag is false but code is 10200', () => {
    expect(readDropdownAnswer({ flag: false, code: 10200, rows: [{ label: 'a', value: 'A' }] })).toEqual([
      { label: 'a', value: 'A' },
    ]);
  });

  it('stores nothing when no result came back', () => {
    expect(() => readDropdownAnswer({ flag: true, code: 10200, msg: 'ok' })).toThrow(NoDropdownResult);
    expect(() => readDropdownAnswer(null)).toThrow(NoDropdownResult);
    // A list in obj counts as a result; entries that are not label/value pairs are dropped.
    expect(readDropdownAnswer({ flag: true, obj: [{ label: 'x', value: 'X' }, { label: 1 }, 'junk'] })).toEqual([
      { label: 'x', value: 'X' },
    ]);
  });
});
