export { formatAmount, formatWeight, formatDecimal, type NumericInput } from './number';
export { maskValue } from './mask';
export { formatDateTime, formatDate, toDayjs, DATE_TIME_FORMAT, DATE_FORMAT, type DateInput } from './date';
export { rangeFor, rangePresets, RANGE_PRESETS, type RangePreset, type DateRange } from './presets';
