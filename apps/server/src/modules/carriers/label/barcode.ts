export { code128Modules } from './code128';

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
