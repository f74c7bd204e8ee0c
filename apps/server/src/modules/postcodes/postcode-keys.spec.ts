import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isUsPostcode,
  postcodeEntryProblem,
  postcodeKey,
  rangeCovers,
  rangeKeys,
  rangesCover,
} from '@parcelhub/contracts';
import { entryWrite } from './postcode-entry';

describe('postcodeKey', () => {
  it('upper-cases and drops spaces and hyphens', () => {
    expect(postcodeKey('sw1a 1aa')).toBe('SW1A1AA');
    expect(postcodeKey('99501-1234')).toBe('995011234');
    expect(postcodeKey(' 10 001 ')).toBe('10001');
    expect(postcodeKey('- -')).toBe('');
  });
});

describe('rangeKeys', () => {
  it('keys a single postcode as a range of itself', () => {
    expect(rangeKeys('99501')).toEqual({ from: '99501', to: '99501' });
    expect(rangeKeys('sw1a 1aa', '  ')).toEqual({ from: 'SW1A1AA', to: 'SW1A1AA' });
  });

  it('pads the shorter end: the start with 0, the end with 9 (digits) or Z (letters)', () => {
    expect(rangeKeys('995', '999')).toEqual({ from: '995', to: '999' });
    expect(rangeKeys('1', '199')).toEqual({ from: '100', to: '199' });
    expect(rangeKeys('100', '2')).toEqual({ from: '100', to: '299' });
    expect(rangeKeys('ab', 'ac-9')).toEqual({ from: 'AB0', to: 'AC9' });
    expect(rangeKeys('AB1', 'ac')).toEqual({ from: 'AB1', to: 'ACZ' });
  });

  it('always answers keys of one length', () => {
    const postcode = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 -]{0,19}$/);
    fc.assert(
      fc.property(postcode, postcode, (a, b) => {
        const { from, to } = rangeKeys(a, b);
        expect(from.length).toBe(to.length);
        expect(from.length).toBe(Math.max(postcodeKey(a).length, postcodeKey(b).length));
      }),
    );
  });
});

describe('rangeCovers: US ranges match by leading digits from start to end', () => {
  const alaska = { from: '995', to: '999' };

  it('covers every five-digit ZIP from 99500 to 99999, and their ZIP+4', () => {
    for (const zip of ['99500', '99501', '99750', '99999', '995011234']) expect(rangeCovers(alaska, zip)).toBe(true);
    for (const zip of ['99499', '10001', '00995', '99']) expect(rangeCovers(alaska, zip)).toBe(false);
  });

  it('a single ZIP covers itself and its ZIP+4, nothing else', () => {
    const one = rangeKeys('10001');
    expect(rangeCovers(one, '10001')).toBe(true);
    expect(rangeCovers(one, '100011234')).toBe(true);
    expect(rangeCovers(one, '10002')).toBe(false);
    expect(rangeCovers(one, '1000')).toBe(false);
  });

  it('compares letters and digits in byte order (digits before letters)', () => {
    const range = rangeKeys('SW1', 'SW9');
    expect(rangeCovers(range, 'SW1A1AA')).toBe(true);
    expect(rangeCovers(range, 'SW99ZZ')).toBe(true);
    expect(rangeCovers(range, 'SWA1')).toBe(false);
    expect(rangesCover([range], 'sw1a 1aa')).toBe(true);
    expect(rangesCover([range], '')).toBe(false);
    expect(rangeCovers({ from: '', to: '' }, 'ANY')).toBe(false);
  });

  it('agrees with the arithmetic meaning for digit ranges', () => {
    const digits = (n: number) => fc.integer({ min: 0, max: 10 ** n - 1 }).map((v) => String(v).padStart(n, '0'));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }).chain((n) => fc.tuple(digits(n), digits(n), digits(5))),
        ([a, b, zip]) => {
          const [lo, hi] = Number(a) <= Number(b) ? [a, b] : [b, a];
          const head = Number(zip.slice(0, lo.length));
          expect(rangeCovers(rangeKeys(lo, hi), zip)).toBe(head >= Number(lo) && head <= Number(hi));
        },
      ),
    );
  });
});

describe('postcodeEntryProblem', () => {
  it('US: ZIP prefixes of 1-5 digits or ZIP+4 only', () => {
    for (const ok of ['9', '995', '99501', '99501-1234', '99501 1234', '995011234'])
      expect(isUsPostcode(ok)).toBe(true);
    for (const bad of ['995012', 'ABCDE', '9950-1234', '99501-123', '', '99501-12345'])
      expect(isUsPostcode(bad)).toBe(false);
    expect(postcodeEntryProblem('US', 'AB123')).toEqual({ field: 'start', problem: 'usPostcode' });
    expect(postcodeEntryProblem('US', '995', '99X')).toEqual({ field: 'end', problem: 'usPostcode' });
  });

  it('US: a range keeps one length and starts at or before its end', () => {
    expect(postcodeEntryProblem('US', '995', '999')).toBeNull();
    expect(postcodeEntryProblem('US', '995', '9999')).toEqual({ field: 'end', problem: 'rangeLength' });
    expect(postcodeEntryProblem('US', '999', '995')).toEqual({ field: 'end', problem: 'rangeReversed' });
  });

  it('other countries take letters too, and refuse only a reversed range', () => {
    expect(postcodeEntryProblem('GB', 'SW1A 1AA')).toBeNull();
    expect(postcodeEntryProblem('GB', 'AB1', 'AC')).toBeNull();
    expect(postcodeEntryProblem('GB', 'B', 'A9')).toEqual({ field: 'end', problem: 'rangeReversed' });
    expect(postcodeEntryProblem('DE', '1', '199')).toBeNull();
  });
});

describe('entryWrite', () => {
  it('stores the entry as written with its keys; a single postcode drops any end', () => {
    expect(entryWrite('US', { groupId: 3, kind: 'RANGE', start: '995', end: '999' })).toEqual({
      ok: true,
      write: { groupId: 3, kind: 'RANGE', startPostcode: '995', endPostcode: '999', fromKey: '995', toKey: '999' },
    });
    expect(entryWrite('GB', { groupId: 3, kind: 'SINGLE', start: 'sw1a 1aa', end: 'ignored' })).toEqual({
      ok: true,
      write: {
        groupId: 3,
        kind: 'SINGLE',
        startPostcode: 'sw1a 1aa',
        endPostcode: '',
        fromKey: 'SW1A1AA',
        toKey: 'SW1A1AA',
      },
    });
  });

  it('names the field, the error key and the postcode refused', () => {
    expect(entryWrite('US', { groupId: 1, kind: 'RANGE', start: '995', end: '99X' })).toEqual({
      ok: false,
      field: 'end',
      key: 'POSTCODE_US_INVALID',
      params: { postcode: '99X' },
    });
    expect(entryWrite('US', { groupId: 1, kind: 'RANGE', start: '999', end: '995' })).toMatchObject({
      ok: false,
      key: 'POSTCODE_RANGE_REVERSED',
    });
    expect(entryWrite('US', { groupId: 1, kind: 'RANGE', start: '99', end: '995' })).toMatchObject({
      ok: false,
      key: 'POSTCODE_RANGE_LENGTH',
    });
  });
});
