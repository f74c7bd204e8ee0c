import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec, money, parseUnsigned } from './decimal';
import {
  BAIL,
  ceilDiv,
  compare,
  floorDiv,
  floorScaled,
  format,
  MAX,
  parseScaled,
  placesOf,
  plain,
  pow10,
  rescale,
  roundHalfUp,
  safe,
  scaled,
  scaledText,
  scaleUp,
} from './exact';

/** What f answers, or 'BAIL'. */
function attempt<T>(f: () => T): T | 'BAIL' {
  try {
    return f();
  } catch (err) {
    if (err === BAIL) return 'BAIL';
    throw err;
  }
}

describe('scaled integers', () => {
  it('keep results within 2^53 - 1 and refuse the rest', () => {
    expect(MAX).toBe(2 ** 53 - 1);
    expect(safe(MAX)).toBe(MAX);
    expect(safe(-MAX)).toBe(-MAX);
    expect(safe(0)).toBe(0);
    for (const x of [MAX + 1, -MAX - 1, 2 ** 60, NaN, Infinity, -Infinity]) expect(attempt(() => safe(x))).toBe('BAIL');
  });

  it('scale by exact powers of ten', () => {
    expect(pow10(0)).toBe(1);
    expect(pow10(22)).toBe(1e22);
    expect(pow10(23)).toBe(Infinity);
    expect(scaleUp(12, 0)).toBe(12);
    expect(scaleUp(12, 3)).toBe(12_000);
    expect(scaleUp(0, 0)).toBe(0);
    expect(attempt(() => scaleUp(1, 16))).toBe('BAIL');
    expect(attempt(() => scaleUp(0, 30))).toBe('BAIL');
  });

  it('round half-up, away from zero at the half, as Decimal does', () => {
    expect(roundHalfUp(1234, 2)).toBe(12);
    expect(roundHalfUp(1250, 2)).toBe(13);
    expect(roundHalfUp(1249, 2)).toBe(12);
    expect(roundHalfUp(-1250, 2)).toBe(-13);
    expect(roundHalfUp(-1249, 2)).toBe(-12);
    expect(roundHalfUp(-1251, 2)).toBe(-13);
    expect(roundHalfUp(7, 0)).toBe(7);
    expect(roundHalfUp(5, 1)).toBe(1);
    expect(roundHalfUp(4, 1)).toBe(0);
    expect(roundHalfUp(-5, 1)).toBe(-1);
    expect(roundHalfUp(MAX, 22)).toBe(0);
    expect(roundHalfUp(MAX, 23)).toBe(0);
    expect(roundHalfUp(5e15, 16)).toBe(1);
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 14 }), (m, places) => {
        const expected = new Dec(m).div(10 ** places).toDecimalPlaces(0, Dec.ROUND_HALF_UP);
        expect(String(roundHalfUp(m, places) + 0)).toBe(expected.toString());
      }),
    );
  });

  it('move figures between scales, half-up when coarser', () => {
    expect(rescale(12345, 4, 2)).toBe(123);
    expect(rescale(12350, 4, 2)).toBe(124);
    expect(rescale(-12350, 4, 2)).toBe(-124);
    expect(rescale(123, 2, 2)).toBe(123);
    expect(rescale(123, 0, 2)).toBe(12_300);
    expect(rescale(5, 1, 0)).toBe(1);
    expect(attempt(() => rescale(MAX, 0, 1))).toBe('BAIL');
  });

  it('divide integers rounding up or down, exactly', () => {
    expect(ceilDiv(7, 2)).toBe(4);
    expect(ceilDiv(8, 2)).toBe(4);
    expect(ceilDiv(-7, 2)).toBe(-3);
    expect(floorDiv(7, 2)).toBe(3);
    expect(floorDiv(8, 2)).toBe(4);
    expect(floorDiv(-7, 2)).toBe(-4);
    expect(floorDiv(-8, 2)).toBe(-4);
    // Past 2^52 a float division would round 2^53 - 2 over 2^53 - 1 up to 1.
    expect(ceilDiv(MAX - 1, MAX)).toBe(1);
    expect(floorDiv(MAX - 1, MAX)).toBe(0);
    // A scale past 22 places divides by Infinity: any figure is then within one unit of zero.
    expect(ceilDiv(5, Infinity)).toBe(1);
    expect(ceilDiv(-5, Infinity) + 0).toBe(0);
    expect(floorDiv(-5, Infinity)).toBe(-1);
    expect(floorDiv(5, Infinity)).toBe(0);
  });

  it('compare fractions by checked cross products', () => {
    expect(compare(1, 3, 2, 6)).toBe(0);
    expect(compare(1, 3, 1, 4)).toBe(1);
    expect(compare(1, 4, 1, 3)).toBe(-1);
    expect(compare(MAX, 1, MAX - 1, 1)).toBe(1);
    expect(attempt(() => compare(MAX, 1, 1, 2))).toBe('BAIL');
    expect(attempt(() => compare(1, 2, MAX, 1))).toBe('BAIL');
  });
});

describe('parseScaled', () => {
  it('reads what parseUnsigned reads, at a scale', () => {
    expect(parseScaled('12', 3)).toBe(12_000);
    expect(parseScaled('007', 0)).toBe(7);
    expect(parseScaled('0.5', 3)).toBe(500);
    expect(parseScaled('1.25', 2)).toBe(125);
    expect(parseScaled('1.250000000000', 2)).toBe(125);
    expect(parseScaled('0', 2)).toBe(0);
    expect(parseScaled('999999999999999', 0)).toBe(999_999_999_999_999);
    expect(parseScaled('9007199254740.991', 3)).toBe(MAX);
  });

  it('refuses any other text, digits past the scale and figures past 2^53', () => {
    for (const bad of [
      '',
      '.5',
      '5.',
      '1e3',
      '-1',
      '+1',
      ' 1',
      '1 ',
      '1,5',
      '1.2.3',
      '1..2',
      '0x10',
      'Infinity',
      '1234567890123456',
      '0.0000000000000',
      '1.0001',
      '9007199254740.992',
      '999999999999999.9',
      '/',
      ':',
      '1/',
      '1.:',
    ]) {
      expect(attempt(() => parseScaled(bad, 3))).toBe('BAIL');
    }
    expect(attempt(() => parseScaled('1.25', 1))).toBe('BAIL');
    for (const notText of [5, null, undefined, {}]) expect(attempt(() => parseScaled(notText, 3))).toBe('BAIL');
  });

  it('agrees with parseUnsigned on every decimal it reads', () => {
    const text = fc.oneof(
      fc.stringMatching(/^\d{1,16}(?:\.\d{1,13})?$/),
      fc.stringMatching(/^[0-9.e+-]{0,6}$/),
      fc
        .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 5 }))
        .map(([n, p]) => new Dec(n).div(10 ** p).toFixed(p)),
    );
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 4 }), (t, scale) => {
        const d = parseUnsigned(t);
        const got = attempt(() => parseScaled(t, scale));
        if (d === null) {
          expect(got).toBe('BAIL');
          return;
        }
        const m = d.times(10 ** scale);
        if (m.isInteger() && m.lte(MAX)) expect(got).toBe(m.toNumber());
        else expect(got).toBe('BAIL');
      }),
      { numRuns: 500 },
    );
  });
});

describe('card texts', () => {
  it('count places as Decimal does', () => {
    expect(placesOf('2')).toBe(0);
    expect(placesOf('20')).toBe(0);
    expect(placesOf('2.00')).toBe(0);
    expect(placesOf('1.50')).toBe(1);
    expect(placesOf('0.5')).toBe(1);
    expect(placesOf('10.05')).toBe(2);
    expect(placesOf('100.000000000001')).toBe(12);
  });

  it('read a figure at a scale, or null', () => {
    expect(scaledText('1.5', 3)).toBe(1500);
    expect(scaledText('1.0005', 3)).toBe(null);
    expect(scaledText('999999999999999', 2)).toBe(null);
  });
});

describe('format', () => {
  it('words money and weights as the Decimal engine does', () => {
    expect(format(0, 2)).toBe('0.00');
    expect(format(5, 2)).toBe('0.05');
    expect(format(50, 2)).toBe('0.50');
    expect(format(12345, 2)).toBe('123.45');
    expect(format(0, 3)).toBe('0.000');
    expect(format(5, 3)).toBe('0.005');
    expect(format(12500, 3)).toBe('12.500');
    expect(format(MAX, 2)).toBe('90071992547409.91');
    expect(attempt(() => format(-1, 2))).toBe('BAIL');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX }), (m) => {
        expect(format(m, 2)).toBe(money(new Dec(m).div(100)));
        expect(format(m, 3)).toBe(new Dec(m).div(1000).toFixed(3));
      }),
    );
  });
});

describe('plain', () => {
  it('words a figure as Decimal’s toString does', () => {
    expect(plain(0, 2)).toBe('0');
    expect(plain(0, 45)).toBe('0');
    expect(plain(12900, 2)).toBe('129');
    expect(plain(10000, 3)).toBe('10');
    expect(plain(1250, 3)).toBe('1.25');
    expect(plain(5, 3)).toBe('0.005');
    expect(plain(-225, 2)).toBe('-2.25');
    expect(plain(-3, 0)).toBe('-3');
    expect(plain(1, 39)).toBe(`0.${'0'.repeat(38)}1`);
    expect(new Dec(`1e-39`).toString()).toBe(plain(1, 39));
    // Decimal's exponential notation (1e-40) is left to Decimal.
    expect(attempt(() => plain(1, 40))).toBe('BAIL');
    expect(attempt(() => plain(10, 41))).toBe('BAIL');
    fc.assert(
      fc.property(fc.integer({ min: -MAX, max: MAX }), fc.integer({ min: 0, max: 30 }), (m, places) => {
        expect(plain(m, places)).toBe(new Dec(m).div(new Dec(10).pow(places)).toString());
      }),
    );
  });
});

describe('card figures as scaled integers', () => {
  it('scale a Decimal exactly or not at all', () => {
    expect(scaled(new Dec('1.5'), 3)).toBe(1500);
    expect(scaled(new Dec('-0.25'), 2)).toBe(-25);
    expect(scaled(new Dec('1.5'), 1)).toBe(15);
    expect(scaled(new Dec('1.55'), 1)).toBe(null);
    expect(scaled(new Dec(MAX), 0)).toBe(MAX);
    expect(scaled(new Dec(MAX).plus(1), 0)).toBe(null);
    expect(scaled(new Dec(-MAX).minus(1), 0)).toBe(null);
  });

  it('keep bounds as the largest figure at or below them', () => {
    expect(floorScaled(null, 3)).toBe(Infinity);
    expect(floorScaled(new Dec('150'), 3)).toBe(150_000);
    expect(floorScaled(new Dec('0.0005'), 3)).toBe(0);
    expect(floorScaled(new Dec('20.0009'), 3)).toBe(20_000);
    expect(floorScaled(new Dec(MAX), 0)).toBe(MAX);
    expect(floorScaled(new Dec(MAX).plus(1), 0)).toBe(Infinity);
  });
});
