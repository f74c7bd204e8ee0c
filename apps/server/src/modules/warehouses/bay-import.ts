import { BAY_DISTANCE_MAX, BAY_IMPORT_MAX_LINES, BAY_NUMBER_MAX } from '@parcelhub/contracts';

/** One bay of an import: its number and its distance (metres, canonical decimal text). */
export interface BayLine {
  number: number;
  distance: string;
}

/** Why a line was refused: its number (from 1, counting blank lines) and the error key's reason. */
export type BayLineProblem =
  | { key: 'BAY_IMPORT_BAD_LINE'; line: number; text: string }
  | { key: 'BAY_IMPORT_BAD_NUMBER'; line: number; text: string }
  | { key: 'BAY_IMPORT_BAD_DISTANCE'; line: number; text: string }
  | { key: 'BAY_IMPORT_REPEATED'; line: number; number: number; first: number }
  | { key: 'BAY_IMPORT_EMPTY' }
  | { key: 'BAY_IMPORT_TOO_MANY'; max: number };

const NUMBER = /^[0-9]{1,4}$/;
const DISTANCE = /^[0-9]{1,5}(\.[0-9]{1,2})?$/;
/** Shown back in an error: at most this much of the line. */
const SHOWN = 40;

const shown = (line: string) => (line.length > SHOWN ? `${line.slice(0, SHOWN)}…` : line);

/**
 * Reads "number distance" lines (space, comma, tab or a full-width comma between; blank lines skipped). The first bad
 * line refuses the whole text, naming its line number: an import writes all of its bays or none.
 */
export function parseBayLines(text: string): { ok: true; bays: BayLine[] } | { ok: false; problem: BayLineProblem } {
  const lines = text.split(/\r\n|\r|\n/);
  const bays: BayLine[] = [];
  const firstLine = new Map<number, number>();
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.trim();
    if (raw === '') continue;
    if (bays.length >= BAY_IMPORT_MAX_LINES)
      return { ok: false, problem: { key: 'BAY_IMPORT_TOO_MANY', max: BAY_IMPORT_MAX_LINES } };
    const line = i + 1;
    const parts = raw.split(/\s*[,，\t]\s*|\s+/);
    if (parts.length !== 2) return { ok: false, problem: { key: 'BAY_IMPORT_BAD_LINE', line, text: shown(raw) } };
    const [numberText, distanceText] = parts as [string, string];
    const number = NUMBER.test(numberText) ? Number(numberText) : NaN;
    if (!(number >= 1 && number <= BAY_NUMBER_MAX)) {
      return { ok: false, problem: { key: 'BAY_IMPORT_BAD_NUMBER', line, text: shown(numberText) } };
    }
    if (!DISTANCE.test(distanceText) || Number(distanceText) > BAY_DISTANCE_MAX) {
      return { ok: false, problem: { key: 'BAY_IMPORT_BAD_DISTANCE', line, text: shown(distanceText) } };
    }
    const first = firstLine.get(number);
    if (first !== undefined) return { ok: false, problem: { key: 'BAY_IMPORT_REPEATED', line, number, first } };
    firstLine.set(number, line);
    bays.push({ number, distance: distanceText.replace(/^0+(?=\d)/, '') });
  }
  if (bays.length === 0) return { ok: false, problem: { key: 'BAY_IMPORT_EMPTY' } };
  return { ok: true, bays };
}
