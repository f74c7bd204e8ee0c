import dayjs, { type Dayjs } from 'dayjs';

export const RANGE_PRESETS = [
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'last7Days',
  'last15Days',
  'last30Days',
  'lastHalfYear',
  'lastYear',
  'previousYear',
  'thisYear',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export type DateRange = [Dayjs, Dayjs];

/** Weeks start on Monday whatever the UI language. */
function startOfWeek(d: Dayjs): Dayjs {
  return d.subtract((d.day() + 6) % 7, 'day').startOf('day');
}

/**
 * The [start, end] of a preset, whole days from 00:00:00 to 23:59:59. Periods that include today end today;
 * "last N days" includes today; "last year" is the rolling 12 months, "previous year" the calendar year before.
 */
export function rangeFor(preset: RangePreset, now: Dayjs = dayjs()): DateRange {
  const today = now.endOf('day');
  const daysBack = (n: number): DateRange => [now.subtract(n - 1, 'day').startOf('day'), today];
  switch (preset) {
    case 'thisWeek':
      return [startOfWeek(now), today];
    case 'lastWeek': {
      const start = startOfWeek(now).subtract(7, 'day');
      return [start, start.add(6, 'day').endOf('day')];
    }
    case 'thisMonth':
      return [now.startOf('month'), today];
    case 'lastMonth': {
      const m = now.subtract(1, 'month');
      return [m.startOf('month'), m.endOf('month')];
    }
    case 'last7Days':
      return daysBack(7);
    case 'last15Days':
      return daysBack(15);
    case 'last30Days':
      return daysBack(30);
    case 'lastHalfYear':
      return [now.subtract(6, 'month').startOf('day'), today];
    case 'lastYear':
      return [now.subtract(1, 'year').startOf('day'), today];
    case 'previousYear': {
      const y = now.subtract(1, 'year');
      return [y.startOf('year'), y.endOf('year')];
    }
    case 'thisYear':
      return [now.startOf('year'), today];
    default: {
      const unreachable: never = preset;
      throw new Error(`unknown preset ${String(unreachable)}`);
    }
  }
}

/** antd RangePicker `presets`, labelled by the caller (i18n keys `common:datePresets.<preset>`). */
export function rangePresets(label: (preset: RangePreset) => string, now: Dayjs = dayjs()) {
  return RANGE_PRESETS.map((preset) => ({ label: label(preset), value: rangeFor(preset, now) }));
}
