/**
 * Code 128 in code sets B and C, which carry everything a label's numbers may hold (letters, digits, . - /): the
 * bars and spaces of each symbol in modules, start to stop. Written out because a general barcode library (bwip-js,
 * now the reference its tests compare with) took a third of a label's time for this.
 */

// Symbol values 0-106, bar first, six elements each (the stop seven, its final bar included).
const PATTERNS = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
  '2331112',
].map((p) => [...p].map(Number));

const CODE_C = 99;
const CODE_B = 100;
const START_B = 104;
const START_C = 105;
const STOP = 106;

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/**
 * Symbol values (start, data, check, stop) of a printable ASCII value. Set C takes a run of 4 or more digits (its odd
 * digit in set B before it, or after it at the start), or a value that is an even run of digits; set B the rest:
 * the choices of BWIPP's encoder, the reference, which give the same width as the fewest symbols would.
 */
export function code128Values(value: string): number[] {
  const n = value.length;
  const codes = Array.from(value, (ch) => {
    const c = ch.charCodeAt(0);
    if (c < 32 || c > 126) throw new Error(`Code 128 set B cannot carry ${JSON.stringify(ch)}`);
    return c;
  });
  const digitsFrom = (i: number) => {
    let k = i;
    while (k < n && isDigit(codes[k]!)) k++;
    return k - i;
  };
  const first = digitsFrom(0);
  let inC = first >= 4 || (first === n && n > 0 && n % 2 === 0);
  const values = [inC ? START_C : START_B];
  for (let i = 0; i < n;) {
    if (inC) {
      if (digitsFrom(i) >= 2) {
        values.push((codes[i]! - 48) * 10 + codes[i + 1]! - 48);
        i += 2;
        continue;
      }
      values.push(CODE_B);
      inC = false;
    }
    const run = digitsFrom(i);
    if (run >= 4) {
      if (run % 2 === 1) values.push(codes[i++]! - 32);
      values.push(CODE_C);
      inC = true;
    } else values.push(codes[i++]! - 32);
  }
  let check = values[0]!;
  for (let k = 1; k < values.length; k++) check += k * values[k]!;
  values.push(check % 103, STOP);
  return values;
}

/** Bar and space widths in modules, bar first: the symbols of `code128Values` one after the other. */
export function code128Modules(value: string): number[] {
  return code128Values(value).flatMap((v) => PATTERNS[v]!);
}

export const moduleCount = (sbs: readonly number[]): number => sbs.reduce((a, b) => a + b, 0);

/** Bars as [x, width] runs in modules from the left edge. */
export function barRuns(sbs: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  let x = 0;
  sbs.forEach((w, i) => {
    if (i % 2 === 0) runs.push([x, w]);
    x += w;
  });
  return runs;
}
