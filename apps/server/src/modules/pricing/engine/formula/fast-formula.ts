import type jsep from 'jsep';
import { Dec } from '../decimal';
import { BAIL, ceilDiv, floorDiv, pow10, roundHalfUp, safe, scaleUp, scaled } from '../exact';

/**
 * A formula compiled again, over scaled integers (exact.ts): every node has a scale fixed at compile time and
 * answers its value as an integer at that scale, so `freight * value` with freight at 2 places and value at 2 answers
 * cents x 100 at 4 places. A result a number cannot hold exactly, a division that does not come out whole at its
 * scale, and a division by zero throw BAIL: the quote is then left to the Decimal formula, which answers it (or
 * refuses it) as before. Only trees the Decimal compiler accepted come here.
 */
export type FastRun = (slots: readonly number[]) => number;

export interface FastFormula {
  readonly run: FastRun;
  /** The places of the value run answers. */
  readonly scale: number;
}

/** Places a quotient is computed to: at least the dividend's, and at least 6 (a tenth of a cent per 100). */
const QUOTIENT_PLACES = 6;

/** n's run, its value moved to `scale` places (scale >= n.scale). */
function at(n: FastFormula, scale: number): FastRun {
  const run = n.run;
  const factor = pow10(scale - n.scale);
  return (s) => safe(run(s) * factor);
}

/** Both operands at the larger of their scales. */
function aligned(l: FastFormula, r: FastFormula): [FastRun, FastRun, number] {
  const scale = Math.max(l.scale, r.scale);
  return [at(l, scale), at(r, scale), scale];
}

type Compare = (a: number, b: number) => boolean;
const COMPARE: ReadonlyMap<string, Compare> = new Map<string, Compare>([
  ['==', (a, b) => a === b],
  ['!=', (a, b) => a !== b],
  ['<', (a, b) => a < b],
  ['<=', (a, b) => a <= b],
  ['>', (a, b) => a > b],
  ['>=', (a, b) => a >= b],
]);

function binary(op: string, l: FastFormula, r: FastFormula): FastFormula {
  const compare = COMPARE.get(op);
  if (compare) {
    const [a, b] = aligned(l, r);
    return { scale: 0, run: (s) => (compare(a(s), b(s)) ? 1 : 0) };
  }
  switch (op) {
    case '+': {
      const [a, b, scale] = aligned(l, r);
      return { scale, run: (s) => safe(a(s) + b(s)) };
    }
    case '-': {
      const [a, b, scale] = aligned(l, r);
      return { scale, run: (s) => safe(a(s) - b(s)) };
    }
    case '*': {
      const [a, b] = [l.run, r.run];
      return { scale: l.scale + r.scale, run: (s) => safe(a(s) * b(s)) };
    }
    case '/': {
      // (a / 10^la) / (b / 10^lb) at `scale` places = a x 10^(lb - la + scale) / b, when that is whole.
      const [a, b] = [l.run, r.run];
      const scale = Math.max(l.scale, QUOTIENT_PLACES);
      const up = r.scale - l.scale + scale;
      return {
        scale,
        run: (s) => {
          const dividend = a(s);
          const divisor = b(s);
          if (divisor === 0) throw BAIL;
          const n = scaleUp(dividend, up);
          if (n % divisor !== 0) throw BAIL;
          return n / divisor;
        },
      };
    }
    case '%': {
      const [a, b, scale] = aligned(l, r);
      return {
        scale,
        run: (s) => {
          const dividend = a(s);
          const divisor = b(s);
          if (divisor === 0) throw BAIL;
          // JavaScript's % truncates like Decimal's default modulo: the sign of the dividend.
          return dividend % divisor;
        },
      };
    }
    case '&&': {
      const [a, b] = [l.run, r.run];
      return { scale: 0, run: (s) => (a(s) !== 0 && b(s) !== 0 ? 1 : 0) };
    }
    default: {
      // '||': the whitelist has nothing else.
      const [a, b] = [l.run, r.run];
      return { scale: 0, run: (s) => (a(s) !== 0 || b(s) !== 0 ? 1 : 0) };
    }
  }
}

function call(name: string, args: FastFormula[], node: jsep.CallExpression): FastFormula | null {
  const x = args[0] as FastFormula;
  const run = x.run;
  const p = pow10(x.scale);
  switch (name) {
    case 'max':
    case 'min': {
      const scale = Math.max(...args.map((a) => a.scale));
      const runs = args.map((a) => at(a, scale));
      const first = runs[0] as FastRun;
      const max = name === 'max';
      return {
        scale,
        run: (s) => {
          let acc = first(s);
          for (let i = 1; i < runs.length; i++) {
            const v = (runs[i] as FastRun)(s);
            if (max ? v > acc : v < acc) acc = v;
          }
          return acc;
        },
      };
    }
    case 'ceil':
      return { scale: 0, run: (s) => ceilDiv(run(s), p) };
    case 'floor':
      return { scale: 0, run: (s) => floorDiv(run(s), p) };
    case 'abs':
      return { scale: x.scale, run: (s) => Math.abs(run(s)) };
    default: {
      // 'round': to whole units, or to places given as a number 0 to 10 (anything else is left to Decimal).
      const placesNode = node.arguments[1];
      let places = 0;
      if (placesNode !== undefined) {
        if (placesNode.type !== 'Literal') return null;
        const d = new Dec((placesNode as jsep.Literal).raw);
        if (!d.isInteger() || d.gt(10)) return null;
        places = d.toNumber();
      }
      // A figure with no more places than asked is kept as it is (roundHalfUp by 0 places).
      const scale = Math.min(x.scale, places);
      const fewer = x.scale - scale;
      return { scale, run: (s) => roundHalfUp(run(s), fewer) };
    }
  }
}

/**
 * Compiles a checked tree over slots whose values come at `scales[slot]` places. Null when the formula holds what
 * this compiler leaves to Decimal: a number a scaled integer cannot hold, or round() with places that are not a
 * plain number.
 */
export function compileFast(
  node: jsep.Expression,
  slots: ReadonlyMap<string, number>,
  scales: readonly number[],
): FastFormula | null {
  switch (node.type) {
    case 'Literal': {
      const d = new Dec((node as jsep.Literal).raw);
      const scale = d.decimalPlaces();
      const value = scaled(d, scale);
      return value === null ? null : { scale, run: () => value };
    }
    case 'Identifier': {
      const slot = slots.get((node as jsep.Identifier).name) as number;
      return { scale: scales[slot] as number, run: (s) => s[slot] as number };
    }
    case 'UnaryExpression': {
      const un = node as jsep.UnaryExpression;
      const arg = compileFast(un.argument, slots, scales);
      if (arg === null || un.operator === '+') return arg;
      const run = arg.run;
      if (un.operator === '-') return { scale: arg.scale, run: (s) => -run(s) };
      return { scale: 0, run: (s) => (run(s) === 0 ? 1 : 0) };
    }
    case 'BinaryExpression': {
      const bin = node as jsep.BinaryExpression;
      const l = compileFast(bin.left, slots, scales);
      const r = compileFast(bin.right, slots, scales);
      return l === null || r === null ? null : binary(bin.operator, l, r);
    }
    case 'ConditionalExpression': {
      const c = node as jsep.ConditionalExpression;
      const test = compileFast(c.test, slots, scales);
      const yes = compileFast(c.consequent, slots, scales);
      const no = compileFast(c.alternate, slots, scales);
      if (test === null || yes === null || no === null) return null;
      const [a, b, scale] = aligned(yes, no);
      const t = test.run;
      return { scale, run: (s) => (t(s) !== 0 ? a(s) : b(s)) };
    }
    default: {
      // 'CallExpression' of a whitelisted function with its arity checked.
      const c = node as jsep.CallExpression;
      const args: FastFormula[] = [];
      for (const a of c.arguments) {
        const compiled = compileFast(a, slots, scales);
        if (compiled === null) return null;
        args.push(compiled);
      }
      return call((c.callee as jsep.Identifier).name, args, c);
    }
  }
}
