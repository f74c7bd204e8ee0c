/**
 * Event times as trace files write them. A station reports its own wall clock, so `YYYY-MM-DD HH:mm[:ss]` is read in
 * the station's timezone (UTC when the row names none); a time with its offset (ISO 8601) is taken as it is.
 */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** How far `zone`'s wall clock is ahead of UTC at `at`, in ms. */
function offsetAt(at: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a trace row's time names, or null when it names none (wrong shape, a 31st of February, hour 24). A
 * wall time a clock change skips or repeats takes the offset in force just before the change.
 */
export function parseEventTime(text: string, zone: string): Date | null {
  const s = text.trim();
  if (WITH_OFFSET.test(s)) {
    const d = new Date(s);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const m = LOCAL.exec(s);
  if (!m) return null;
  const [y, mo, d, h, mi, se] = m.slice(1).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(y, mo - 1, d, h, mi, se);
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== y ||
    check.getUTCMonth() !== mo - 1 ||
    check.getUTCDate() !== d ||
    h > 23 ||
    mi > 59 ||
    se > 59
  )
    return null;
  const first = wall - offsetAt(wall, zone);
  return new Date(wall - offsetAt(first, zone));
}

/** `YYYY-MM-DD HH:mm:ss` of `at` on `zone`'s wall clock: how the export writes a time so that it imports back. */
export function wallTimeText(at: Date, zone: string): string {
  const local = new Date(at.getTime() + offsetAt(at.getTime(), zone));
  return local.toISOString().slice(0, 19).replace('T', ' ');
}
