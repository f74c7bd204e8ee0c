import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSandboxTrackingNo, luhnCheckDigit, MAX_SANDBOX_SERIAL, sandboxTrackingNo } from './tracking-number';

describe('Luhn check digit', () => {
  it('matches the published examples', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(luhnCheckDigit('0000000000')).toBe(0);
    expect(luhnCheckDigit('0000000001')).toBe(8);
  });

  it('catches any single wrong digit (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), fc.nat(9), fc.integer({ min: 1, max: 9 }), (digits, at, delta) => {
        const changed = digits.slice(0, at) + ((Number(digits[at]) + delta) % 10) + digits.slice(at + 1);
        expect(luhnCheckDigit(changed)).not.toBe(luhnCheckDigit(digits));
      }),
    );
  });

  it('refuses anything but digits', () => expect(() => luhnCheckDigit('12a')).toThrow());
});

describe('sandbox tracking numbers', () => {
  it("are 'SB', ten digits of the serial and the check digit", () => {
    expect(sandboxTrackingNo(1)).toBe('SB00000000018');
    expect(sandboxTrackingNo(7992739871n)).toBe('SB79927398713');
    expect(sandboxTrackingNo(MAX_SANDBOX_SERIAL)).toMatch(/^SB9{10}\d$/);
  });

  it('are told apart from mistyped ones', () => {
    expect(isSandboxTrackingNo('SB00000000018')).toBe(true);
    expect(isSandboxTrackingNo('SB00000000017')).toBe(false);
    expect(isSandboxTrackingNo('SB0000000018')).toBe(false);
    expect(isSandboxTrackingNo('XX00000000018')).toBe(false);
  });

  it('differ for different serials (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_SANDBOX_SERIAL }),
        fc.integer({ min: 1, max: MAX_SANDBOX_SERIAL }),
        (a, b) => {
          fc.pre(a !== b);
          expect(sandboxTrackingNo(a)).not.toBe(sandboxTrackingNo(b));
          expect(isSandboxTrackingNo(sandboxTrackingNo(a))).toBe(true);
        },
      ),
    );
  });

  it('refuse serials out of range', () => {
    expect(() => sandboxTrackingNo(0)).toThrow();
    expect(() => sandboxTrackingNo(MAX_SANDBOX_SERIAL + 1)).toThrow();
  });
});
