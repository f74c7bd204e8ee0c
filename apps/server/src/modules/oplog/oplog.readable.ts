import type { Language } from '@parcelhub/contracts';
import { wordsIn, type FieldKind, type Words } from '../../platform/oplog/records';

const YES_NO: Record<'yes' | 'no', Words> = { yes: ['是', 'Yes', '예'], no: ['否', 'No', '아니요'] };
const EMPTY: Words = ['（空）', '(empty)', '(비어 있음)'];

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as `2026-12-05 09:30:00` in UTC+8 for zh and UTC+9 for ko, UTC for en: the product's offices. */
const OFFSET_HOURS: Record<Language, number> = { zh: 8, en: 0, ko: 9 };
function timeText(value: string, lang: Language): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  const d = new Date(at.getTime() + OFFSET_HOURS[lang] * 3_600_000);
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const zone = OFFSET_HOURS[lang] === 0 ? 'UTC' : `UTC+${OFFSET_HOURS[lang]}`;
  return `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${zone}`;
}

function moneyText(value: unknown): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A logged value in words: the field's kind says how; JSON only for what has no words. */
export function readableValue(value: unknown, kind: FieldKind | undefined, lang: Language): string {
  if (value === null || value === undefined || value === '') return wordsIn(EMPTY, lang);
  if (typeof value === 'boolean' || kind === 'flag')
    return wordsIn(value === true || value === 'true' ? YES_NO.yes : YES_NO.no, lang);
  if (kind === 'money') return moneyText(value);
  if (kind === 'time' && typeof value === 'string') return timeText(value, lang);
  if (typeof kind === 'object') {
    const words = kind.words[String(value)];
    return words ? wordsIn(words, lang) : String(value);
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
