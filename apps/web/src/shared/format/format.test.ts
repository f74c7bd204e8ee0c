import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatDateTime, formatWeight, maskValue, rangeFor, rangePresets, RANGE_PRESETS } from './index';

describe('formatAmount', () => {
  it('formats two decimals with thousands separators', () => {
    expect(formatAmount(1234567.891)).toBe('1,234,567.89');
    expect(formatAmount('1234567.895')).toBe('1,234,567.90');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount('-1234.5')).toBe('-1,234.50');
    expect(formatAmount('999')).toBe('999.00');
  });
  it('does not suffer float error', () => {
    expect(formatAmount(1.005)).toBe('1.01');
    expect(formatAmount('0.1')).toBe('0.10');
    expect(formatAmount('12345678901234567.125')).toBe('12,345,678,901,234,567.13');
  });
  it('accepts already grouped strings and returns empty for nothing', () => {
    expect(formatAmount('1,000.5')).toBe('1,000.50');
    expect(formatAmount(null)).toBe('');
    expect(formatAmount(undefined)).toBe('');
    expect(formatAmount('')).toBe('');
    expect(formatAmount('abc')).toBe('');
    expect(formatAmount('-0.001')).toBe('0.00');
  });
});

describe('formatWeight', () => {
  it('formats three decimals', () => {
    expect(formatWeight(1.2)).toBe('1.200');
    expect(formatWeight('0.0005')).toBe('0.001');
    expect(formatWeight('12.3456')).toBe('12.346');
    expect(formatWeight(null)).toBe('');
  });
});

describe('maskValue', () => {
  it('keeps the first 3 and last 2 of values of 6+ characters', () => {
    expect(maskValue('13812345678')).toBe('138******78');
    expect(maskValue('abcdef')).toBe('abc*ef');
    expect(maskValue('user@example.com')).toBe('use***********om');
  });
  it('leaves shorter values unchanged', () => {
    expect(maskValue('abcde')).toBe('abcde');
    expect(maskValue('')).toBe('');
    expect(maskValue(null)).toBe('');
  });
  it('counts characters, not UTF-16 units', () => {
    expect(maskValue('张三李四王五')).toBe('张三李*王五');
  });
});

describe('formatDateTime', () => {
  const local = dayjs('2026-03-04 05:06:07');
  it('reads 10 digits as seconds and 13 as milliseconds', () => {
    expect(formatDateTime(local.unix())).toBe('2026-03-04 05:06:07');
    expect(formatDateTime(String(local.unix()))).toBe('2026-03-04 05:06:07');
    expect(formatDateTime(local.valueOf())).toBe('2026-03-04 05:06:07');
  });
  it('parses ISO and formatted strings', () => {
    expect(formatDateTime(local.toISOString())).toBe('2026-03-04 05:06:07');
    expect(formatDateTime('2026-03-04 05:06:07')).toBe('2026-03-04 05:06:07');
    expect(formatDateTime(new Date(local.valueOf()))).toBe('2026-03-04 05:06:07');
  });
  it('returns empty for nothing or garbage', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('date range presets', () => {
  // Wednesday 2026-03-18 14:30
  const now = dayjs('2026-03-18 14:30:00');
  const fmt = (p: (typeof RANGE_PRESETS)[number]) => rangeFor(p, now).map((d) => d.format('YYYY-MM-DD HH:mm:ss'));

  it('computes calendar periods', () => {
    expect(fmt('thisWeek')).toEqual(['2026-03-16 00:00:00', '2026-03-18 23:59:59']);
    expect(fmt('lastWeek')).toEqual(['2026-03-09 00:00:00', '2026-03-15 23:59:59']);
    expect(fmt('thisMonth')).toEqual(['2026-03-01 00:00:00', '2026-03-18 23:59:59']);
    expect(fmt('lastMonth')).toEqual(['2026-02-01 00:00:00', '2026-02-28 23:59:59']);
    expect(fmt('previousYear')).toEqual(['2025-01-01 00:00:00', '2025-12-31 23:59:59']);
    expect(fmt('thisYear')).toEqual(['2026-01-01 00:00:00', '2026-03-18 23:59:59']);
  });
  it('computes rolling periods including today', () => {
    expect(fmt('last7Days')).toEqual(['2026-03-12 00:00:00', '2026-03-18 23:59:59']);
    expect(fmt('last15Days')).toEqual(['2026-03-04 00:00:00', '2026-03-18 23:59:59']);
    expect(fmt('last30Days')).toEqual(['2026-02-17 00:00:00', '2026-03-18 23:59:59']);
    expect(fmt('lastHalfYear')).toEqual(['2025-09-18 00:00:00', '2026-03-18 23:59:59']);
    expect(fmt('lastYear')).toEqual(['2025-03-18 00:00:00', '2026-03-18 23:59:59']);
  });
  it('starts weeks on Monday, also on a Sunday', () => {
    const sunday = dayjs('2026-03-22 10:00:00');
    expect(rangeFor('thisWeek', sunday)[0].format('YYYY-MM-DD')).toBe('2026-03-16');
  });
  it('builds labelled antd presets for every preset', () => {
    const presets = rangePresets((p) => `L:${p}`, now);
    expect(presets).toHaveLength(11);
    expect(presets[0]?.label).toBe('L:thisWeek');
    expect(presets.every((p) => p.value[0].isBefore(p.value[1]))).toBe(true);
  });
});
