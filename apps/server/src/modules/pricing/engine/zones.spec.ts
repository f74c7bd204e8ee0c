import { describe, expect, it } from 'vitest';
import { CompileContext } from './compile-context';
import type { PostcodeRangeInput, ZoneEntryInput } from './types';
import { compilePostcodeList, compileZoneTable, inList, matchZone, normalisePostcode, validPostcode } from './zones';

const entry = (
  from: string,
  to: string,
  zone: string | null,
  type: ZoneEntryInput['type'] = 'DELIVERY',
  country = 'US',
) => ({
  country,
  from,
  to,
  zone,
  type,
});

function table(rows: ZoneEntryInput[]) {
  const ctx = new CompileContext();
  const compiled = compileZoneTable(ctx, rows);
  expect(ctx.errors).toEqual([]);
  return compiled;
}

const errorsOf = (rows: ZoneEntryInput[]) => {
  const ctx = new CompileContext();
  compileZoneTable(ctx, rows);
  return ctx.errors;
};

/** zone and the type entry's type, and the ranges of both entries. */
function match(rows: ZoneEntryInput[], postcode: string, country = 'US') {
  const m = matchZone(table(rows), country, postcode);
  return {
    zone: m.zoneEntry?.zone ?? null,
    type: m.typeEntry?.type ?? null,
    typeEntry: m.typeEntry && `${m.typeEntry.explain.from}..${m.typeEntry.explain.to}`,
    zoneEntry: m.zoneEntry && `${m.zoneEntry.explain.from}..${m.zoneEntry.explain.to}`,
  };
}

describe('postcodes', () => {
  it('normalises to uppercase without spaces and dashes', () => {
    expect(normalisePostcode('sw1a 1aa')).toBe('SW1A1AA');
    expect(normalisePostcode('10001-1234')).toBe('100011234');
    expect(normalisePostcode(' 1 0-0 ')).toBe('100');
  });

  it('accepts US ZIP and ZIP+4 only', () => {
    expect(validPostcode('US', '10001')).toBe(true);
    expect(validPostcode('US', '10001-1234')).toBe(true);
    for (const bad of ['1000', '100011', '10001-123', '10001 1234', '1000A', 'ABCDE', '', '10001-12345', 'x10001']) {
      expect(validPostcode('US', bad)).toBe(false);
    }
  });

  it('accepts letters, digits, spaces and dashes elsewhere, up to 20', () => {
    expect(validPostcode('GB', 'SW1A 1AA')).toBe(true);
    expect(validPostcode('NL', '1011-ab')).toBe(true);
    expect(validPostcode('HK', '')).toBe(true);
    expect(validPostcode('DE', '1'.repeat(20))).toBe(true);
    expect(validPostcode('DE', '1'.repeat(21))).toBe(false);
    expect(validPostcode('DE', '10115;')).toBe(false);
    expect(validPostcode('DE', '1011_5')).toBe(false);
    expect(validPostcode('DE', 'x\n1')).toBe(false);
  });
});

describe('zone matching', () => {
  const US = [
    entry('0', '3', '1'),
    entry('4', '6', '2'),
    entry('7', '9', '3'),
    entry('995', '999', null, 'REMOTE'),
    entry('969', '969', null, 'NO_DELIVERY'),
  ];

  it('matches a ZIP by its leading digits, bounds inclusive', () => {
    expect(match(US, '00501').zone).toBe('1');
    expect(match(US, '39999').zone).toBe('1');
    expect(match(US, '40000').zone).toBe('2');
    expect(match(US, '69999').zone).toBe('2');
    expect(match(US, '70000').zone).toBe('3');
    expect(match(US, '99999').zone).toBe('3');
  });

  it('takes the type from the most specific entry and the zone from the most specific one carrying a zone', () => {
    expect(match(US, '99501')).toEqual({ zone: '3', type: 'REMOTE', typeEntry: '995..999', zoneEntry: '7..9' });
    expect(match(US, '99499')).toEqual({ zone: '3', type: 'DELIVERY', typeEntry: '7..9', zoneEntry: '7..9' });
    expect(match(US, '96912')).toEqual({ zone: '3', type: 'NO_DELIVERY', typeEntry: '969..969', zoneEntry: '7..9' });
    expect(match(US, '96899').type).toBe('DELIVERY');
    expect(match(US, '97000').type).toBe('DELIVERY');
  });

  it('lets a more specific entry override a less specific one of any type', () => {
    const rows = [...US, entry('99501', '99501', '4'), entry('9690', '9690', null, 'DELIVERY')];
    expect(match(rows, '99501')).toEqual({
      zone: '4',
      type: 'DELIVERY',
      typeEntry: '99501..99501',
      zoneEntry: '99501..99501',
    });
    expect(match(rows, '99502').type).toBe('REMOTE');
    expect(match(rows, '96901')).toEqual({ zone: '3', type: 'DELIVERY', typeEntry: '9690..9690', zoneEntry: '7..9' });
    expect(match(rows, '96911').type).toBe('NO_DELIVERY');
  });

  it('never matches a postcode shorter than the prefixes, even where its text sorts inside the range', () => {
    // '1000' sorts between '09999' and '10001', but has no fifth character.
    expect(match([entry('09999', '10001', '1')], '1000')).toEqual({
      zone: null,
      type: null,
      typeEntry: null,
      zoneEntry: null,
    });
    expect(match([entry('09999', '10001', '1')], '10000').zone).toBe('1');
    expect(match(US, '12345678901234567890', 'CA').zone).toBe(null);
  });

  it('answers nothing for another country, or a postcode shorter than every prefix', () => {
    expect(match(US, '10001', 'CA')).toEqual({ zone: null, type: null, typeEntry: null, zoneEntry: null });
    expect(match([entry('100', '199', '1')], '10')).toEqual({
      zone: null,
      type: null,
      typeEntry: null,
      zoneEntry: null,
    });
    expect(match([entry('100', '199', '1'), entry('1', '1', '2')], '10')).toMatchObject({ zone: '2' });
  });

  it('answers the type without a zone when no entry carries one', () => {
    expect(match([entry('5', '5', null, 'REMOTE')], '50001')).toEqual({
      zone: null,
      type: 'REMOTE',
      typeEntry: '5..5',
      zoneEntry: null,
    });
  });

  it('covers a whole country with an empty prefix', () => {
    const rows = [
      entry('', '', 'A', 'DELIVERY', 'HK'),
      entry('', '', 'B', 'DELIVERY', 'GB'),
      entry('SW', 'SW', 'C', 'DELIVERY', 'GB'),
    ];
    expect(match(rows, '', 'HK').zone).toBe('A');
    expect(match(rows, 'KOWLOON', 'HK').zone).toBe('A');
    expect(match(rows, 'EC1A1BB', 'GB').zone).toBe('B');
    expect(match(rows, 'SW1A1AA', 'GB').zone).toBe('C');
  });

  it('compares letters and digits as text', () => {
    const rows = [entry('A0', 'AZ', '1', 'DELIVERY', 'GB'), entry('B0', 'B9', '2', 'DELIVERY', 'GB')];
    expect(match(rows, 'AB1', 'GB').zone).toBe('1');
    expect(match(rows, 'B51', 'GB').zone).toBe('2');
    expect(match(rows, 'BA1', 'GB').zone).toBe(null);
  });

  it('finds the right range among many by binary search', () => {
    const rows = Array.from({ length: 1000 }, (_, i) =>
      entry(String(i * 100).padStart(5, '0'), String(i * 100 + 99).padStart(5, '0'), String(i)),
    );
    for (const i of [0, 1, 2, 3, 499, 500, 501, 998, 999]) {
      expect(match(rows, String(i * 100 + 42).padStart(5, '0')).zone).toBe(String(i));
      expect(match(rows, String(i * 100).padStart(5, '0')).zone).toBe(String(i));
      expect(match(rows, String(i * 100 + 99).padStart(5, '0')).zone).toBe(String(i));
    }
    // Given in any order.
    const shuffled = [...rows].reverse();
    shuffled.push(...shuffled.splice(0, 300));
    for (const i of [0, 1, 499, 500, 998, 999]) {
      expect(match(shuffled, String(i * 100 + 42).padStart(5, '0')).zone).toBe(String(i));
    }
    const gaps = rows.filter((_, i) => i % 2 === 0);
    expect(match(gaps, '00150').zone).toBe(null);
    expect(match(gaps, '99950').zone).toBe(null);
    expect(match(gaps, '00250').zone).toBe('2');
  });

  it('normalises prefixes and countries as it compiles', () => {
    expect(match([entry('sw-1', 'sw 9', 'X', 'DELIVERY', 'gb')], 'SW5', 'GB')).toEqual({
      zone: 'X',
      type: 'DELIVERY',
      typeEntry: 'SW1..SW9',
      zoneEntry: 'SW1..SW9',
    });
    expect(table([entry('1', '1', '')]).get('US')?.[0]?.ranges[0]?.value.zone).toBe(null);
    const noZone = { country: 'US', from: '1', to: '1', type: 'DELIVERY' } as ZoneEntryInput;
    expect(table([noZone]).get('US')?.[0]?.ranges[0]?.value.zone).toBe(null);
    expect(table([entry('1', '1', 7 as unknown as string)]).get('US')?.[0]?.ranges[0]?.value.zone).toBe('7');
  });
});

describe('compileZoneTable refuses', () => {
  it.each([
    [entry('10', '2', '1'), 'prefixes of different lengths'],
    [entry('2', '1', '1'), 'from after to'],
    [entry('1.', '2.', '1'), 'a character that is not a letter or digit'],
    [entry('1', '2', '1', 'DELIVERY', 'USA'), 'a country that is not two letters'],
    [entry('1', '2', '1', 'DELIVERY', '1A'), 'a country with a digit'],
  ])('%j: %s', (row) => {
    expect(errorsOf([entry('5', '5', '9'), row])).toEqual([{ path: 'zones[1]', code: 'INVALID_VALUE' }]);
  });

  it('refuses an unknown type', () => {
    expect(errorsOf([entry('1', '2', '1', 'SOMETIMES' as ZoneEntryInput['type'])])).toEqual([
      { path: 'zones[0].type', code: 'INVALID_VALUE' },
    ]);
  });

  it('refuses overlapping entries of one length with different zones or types', () => {
    expect(errorsOf([entry('10', '19', '1'), entry('15', '25', '2')])).toEqual([{ path: 'zones[1]', code: 'OVERLAP' }]);
    expect(errorsOf([entry('15', '25', '1'), entry('10', '15', '1', 'REMOTE')])).toEqual([
      { path: 'zones[0]', code: 'OVERLAP' },
    ]);
  });

  it('merges overlapping or repeated entries that say the same', () => {
    const rows = [entry('10', '19', '1'), entry('15', '25', '1'), entry('12', '13', '1'), entry('26', '26', '1')];
    expect(errorsOf(rows)).toEqual([]);
    const ranges = table(rows)
      .get('US')?.[0]
      ?.ranges.map((r) => `${r.from}..${r.to}`);
    expect(ranges).toEqual(['10..25', '26..26']);
  });

  it('keeps different lengths and countries apart', () => {
    expect(errorsOf([entry('1', '3', '1'), entry('10', '39', '2'), entry('1', '3', '1', 'DELIVERY', 'CA')])).toEqual(
      [],
    );
    const levels = table([entry('1', '3', '1'), entry('100', '399', '2'), entry('10', '39', '3')]).get('US');
    expect(levels?.map((l) => l.length)).toEqual([3, 2, 1]);
  });
});

describe('postcode-group libraries', () => {
  const list = (rows: PostcodeRangeInput[]) => {
    const ctx = new CompileContext();
    const compiled = compilePostcodeList(ctx, 'remotePostcodes', rows);
    return { compiled, errors: ctx.errors };
  };

  it('answers whether a postcode is in the list, at any prefix length', () => {
    const { compiled, errors } = list([
      { country: 'US', from: '10001', to: '10005' },
      { country: 'US', from: '10003', to: '10009' },
      { country: 'US', from: '2', to: '2' },
      { country: 'GB', from: 'ZE', to: 'ZE' },
    ]);
    expect(errors).toEqual([]);
    expect(inList(compiled, 'US', '10001')).toBe(true);
    expect(inList(compiled, 'US', '10009')).toBe(true);
    expect(inList(compiled, 'US', '10010')).toBe(false);
    expect(inList(compiled, 'US', '29999')).toBe(true);
    expect(inList(compiled, 'US', '1000')).toBe(false);
    expect(inList(compiled, 'GB', 'ZE12AB')).toBe(true);
    expect(inList(compiled, 'FR', '75001')).toBe(false);
    expect(inList(compiled, 'FR', '12345678901234567890')).toBe(false);
    const wide = list([{ country: 'US', from: '09999', to: '10001' }]).compiled;
    expect(inList(wide, 'US', '1000')).toBe(false);
    expect(inList(wide, 'US', '10000')).toBe(true);
    expect(compiled.get('US')?.[0]?.ranges.map((r) => `${r.from}..${r.to}`)).toEqual(['10001..10009']);
  });

  it('refuses a bad range with its path', () => {
    expect(list([{ country: 'US', from: '3', to: '1' }]).errors).toEqual([
      { path: 'remotePostcodes[0]', code: 'INVALID_VALUE' },
    ]);
  });
});
