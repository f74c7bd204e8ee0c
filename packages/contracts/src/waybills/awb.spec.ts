import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { awbCheckDigit, checkAwbNumber } from './awb';

describe('checkAwbNumber', () => {
  it('takes both written forms and answers the dashed one', () => {
    expect(checkAwbNumber('123-12345675')).toEqual({
      ok: true,
      awbNo: '123-12345675',
      prefix: '123',
      serial: '12345675',
    });
    expect(checkAwbNumber('12312345675')).toMatchObject({ ok: true, awbNo: '123-12345675' });
    expect(checkAwbNumber(' 176-00000000 ')).toMatchObject({ ok: true, awbNo: '176-00000000' });
    expect(checkAwbNumber('999-99999992')).toMatchObject({ ok: true });
  });

  it('refuses a wrong check digit and says which digit was expected', () => {
    expect(checkAwbNumber('123-12345670')).toEqual({ ok: false, reason: 'checkDigit', expected: 5 });
    expect(checkAwbNumber('12312345676')).toEqual({ ok: false, reason: 'checkDigit', expected: 5 });
  });

  it('refuses what is not 3 + 8 digits', () => {
    for (const bad of [
      '',
      '123',
      '123-1234567',
      '123-123456755',
      '12-12345675',
      '123 12345675',
      'ABC-12345675',
      '123--12345675',
      '１２３-12345675',
    ])
      expect(checkAwbNumber(bad)).toEqual({ ok: false, reason: 'format' });
  });

  const serial7 = fc.stringMatching(/^\d{7}$/);
  const prefix = fc.stringMatching(/^\d{3}$/);

  it('accepts every serial ending in its check digit, in both forms', () => {
    fc.assert(
      fc.property(prefix, serial7, (p, s) => {
        const digit = awbCheckDigit(s);
        expect(digit).toBeGreaterThanOrEqual(0);
        expect(digit).toBeLessThan(7);
        const dashed = checkAwbNumber(`${p}-${s}${digit}`);
        expect(dashed).toEqual({ ok: true, awbNo: `${p}-${s}${digit}`, prefix: p, serial: `${s}${digit}` });
        expect(checkAwbNumber(`${p}${s}${digit}`)).toEqual(dashed);
      }),
    );
  });

  it('refuses every other last digit, naming the right one', () => {
    fc.assert(
      fc.property(prefix, serial7, fc.integer({ min: 0, max: 9 }), (p, s, last) => {
        fc.pre(last !== Number(s) % 7);
        expect(checkAwbNumber(`${p}-${s}${last}`)).toEqual({
          ok: false,
          reason: 'checkDigit',
          expected: Number(s) % 7,
        });
      }),
    );
  });
});
