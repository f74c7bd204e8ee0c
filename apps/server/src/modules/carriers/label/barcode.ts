import bwipjs from 'bwip-js/node';

/** Bar and space widths in modules, bar first (Code 128, check character included), as bwip-js computes them. */
export function code128Modules(value: string): number[] {
  const [symbol] = bwipjs.raw('code128', value, {});
  if (!symbol || !('sbs' in symbol)) throw new Error(`bwip-js answered no linear symbol for ${value}`);
  return symbol.sbs;
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
