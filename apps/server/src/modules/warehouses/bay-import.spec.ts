import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseBayLines } from './bay-import';

describe('parseBayLines', () => {
  it('reads "number distance" with a space, a comma, a tab or a full-width comma, skipping blank lines', () => {
    expect(parseBayLines('1 2.5\n2,3\r\n\n3\t4.25\n 4 ，  05 \n')).toEqual({
      ok: true,
      bays: [
        { number: 1, distance: '2.5' },
        { number: 2, distance: '3' },
        { number: 3, distance: '4.25' },
        { number: 4, distance: '5' },
      ],
    });
  });

  it('names the first bad line by its number in the text', () => {
    expect(parseBayLines('1 1\n\n2 x')).toEqual({
      ok: false,
      problem: { key: 'BAY_IMPORT_BAD_DISTANCE', line: 3, text: 'x' },
    });
    expect(parseBayLines('1 1 1')).toMatchObject({ ok: false, problem: { key: 'BAY_IMPORT_BAD_LINE', line: 1 } });
    expect(parseBayLines('0 1')).toMatchObject({ ok: false, problem: { key: 'BAY_IMPORT_BAD_NUMBER', line: 1 } });
    expect(parseBayLines('10000 1')).toMatchObject({ ok: false, problem: { key: 'BAY_IMPORT_BAD_NUMBER' } });
    expect(parseBayLines('1 1.234')).toMatchObject({ ok: false, problem: { key: 'BAY_IMPORT_BAD_DISTANCE' } });
    expect(parseBayLines('1 -1')).toMatchObject({ ok: false, problem: { key: 'BAY_IMPORT_BAD_DISTANCE' } });
    expect(parseBayLines('1 1\n1 2')).toEqual({
      ok: false,
      problem: { key: 'BAY_IMPORT_REPEATED', line: 2, number: 1, first: 1 },
    });
    expect(parseBayLines(' \n\n')).toEqual({ ok: false, problem: { key: 'BAY_IMPORT_EMPTY' } });
  });

  it('shows at most 40 characters of a bad line back', () => {
    const res = parseBayLines(`1 ${'9'.repeat(10_000)}`);
    expect(res).toMatchObject({ ok: false, problem: { key: 'BAY_IMPORT_BAD_DISTANCE' } });
    if (!res.ok && 'text' in res.problem) expect(res.problem.text.length).toBeLessThanOrEqual(41);
  });

  it('reads back every well-formed text it could be given, in order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 9999 }), { minLength: 1, maxLength: 50 }),
        fc.array(fc.constantFrom(' ', ',', '\t', ' , ')),
        (numbers, seps) => {
          const text = numbers.map((n, i) => `${n}${seps[i % Math.max(seps.length, 1)] ?? ' '}${n % 100}.5`).join('\n');
          const res = parseBayLines(text);
          expect(res.ok).toBe(true);
          if (res.ok) expect(res.bays.map((b) => b.number)).toEqual(numbers);
        },
      ),
    );
  });
});
