/** Cell readers several sheets share (a column's `parse`). */

/** A country written as its code (`us`) or as an export writes it (`United States (US)`): the code, upper case. */
export const countryCodeOf = (text: string): string => (/\(([A-Za-z]{2})\)\s*$/.exec(text)?.[1] ?? text).toUpperCase();

/**
 * Yes or no in the words given (any case, a leading * ignored) or as `true`/`1`/`y` and `false`/`0`/`n`/empty: a
 * boolean; any other text comes back as it is read, for the schema to refuse.
 */
export function yesNoReader(yes: readonly string[], no: readonly string[]): (text: string) => boolean | string {
  const norm = (s: string) => s.replace(/^\*/, '').trim().toLowerCase();
  const yesWords = new Set(['true', '1', 'y', ...yes.map(norm)]);
  const noWords = new Set(['', 'false', '0', 'n', ...no.map(norm)]);
  return (text) => {
    const word = norm(text);
    return yesWords.has(word) ? true : noWords.has(word) ? false : word;
  };
}
