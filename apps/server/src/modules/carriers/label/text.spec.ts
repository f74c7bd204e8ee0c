import { describe, expect, it } from 'vitest';
import { RECEIVER_DE } from '../test-support/labels.fixture';
import { cleanText, dateText, latinOnly, MAX_FIELD_CHARS, partyLines } from './text';

describe('label text', () => {
  it('cleans controls, NUL, bidi overrides and runs of spaces', () => {
    expect(cleanText(' a\u0000b\u202Ec\n\nd  ')).toBe('a b c d');
    expect(cleanText(null)).toBe('');
    expect(cleanText(42)).toBe('42');
  });

  it('caps huge strings cheaply', () => {
    const huge = 'x'.repeat(5_000_000);
    const t0 = performance.now();
    expect(cleanText(huge)).toHaveLength(MAX_FIELD_CHARS);
    expect(performance.now() - t0).toBeLessThan(200);
  });

  it('falls back to Latin: accents kept or dropped, other scripts as one ?', () => {
    expect(latinOnly('Müller')).toBe('Müller');
    expect(latinOnly('Łódź')).toBe('?ódz');
    expect(latinOnly('Čeština')).toBe('Cestina');
    expect(latinOnly('深圳 Shenzhen 서울')).toBe('? Shenzhen ?');
  });

  it('joins the house number to the street and drops empty lines', () => {
    expect(partyLines(RECEIVER_DE)).toEqual([
      'Jürgen Müller-Lüdenscheidt  Großhandel Straße & Söhne GmbH',
      '+49 30 1234567',
      'Friedrichstraße 123a',
      'Hinterhaus, 3. OG, bei Familie Schmidt-Österreicher',
      'Berlin, Berlin, 10117  DE',
    ]);
  });

  it('prints a Date as the day in China time', () => {
    expect(dateText(new Date('2025-03-01T17:00:00Z'))).toBe('2025-03-02');
    expect(dateText('1 March')).toBe('1 March');
    expect(dateText(new Date(Number.NaN))).toBe('');
  });
});
