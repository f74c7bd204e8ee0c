import jsep from 'jsep';
import { Dec, ONE, ZERO } from '../decimal';
import { FUNCTIONS } from './functions';
import { FormulaRuntimeError, type FormulaError, type FormulaErrorKind } from './formula-errors';

/** Longer formulas are refused before parsing: a rate card's formula is a line, not a program. */
export const FORMULA_MAX_LENGTH = 2000;
/** Deeper nesting (parentheses, operators, calls) is refused, so neither the parser nor our compiler can overflow. */
export const FORMULA_MAX_DEPTH = 64;

/**
 * Every number a formula holds (a literal, a step's result) has at most this many digits before the point: what an
 * amount column (numeric(18,2)) holds. Past it a quote would answer '1.05e+999999999' and writing it would exhaust
 * memory or overflow the column; so a literal past it is refused when compiled, and a step past it at run time.
 */
export const FORMULA_MAX_INTEGER_DIGITS = 16;
/** A literal's places: as many as a rate card's decimal inputs take (decimal.ts), so no scale runs away. */
export const FORMULA_MAX_PLACES = 12;

/** x itself when it is finite with at most 16 digits before the point (`e` is NaN for ±Infinity and NaN). */
export function inRange(x: Dec): Dec {
  if (!(x.e < FORMULA_MAX_INTEGER_DIGITS)) throw new FormulaRuntimeError('OUT_OF_RANGE');
  return x;
}

/** One evaluation step: reads the slots (variable values by index) and answers a Decimal. */
export type Step = (slots: readonly Dec[]) => Dec;

export interface CompiledFormula {
  readonly source: string;
  /** The variables the formula reads, in order of first appearance. */
  readonly reads: readonly string[];
  /** Evaluates over the slots of the variable map it was compiled with; throws FormulaRuntimeError. */
  readonly run: Step;
  /** The syntax tree, checked: what the fast compiler (fast-formula.ts) compiles again over scaled integers. */
  readonly tree: jsep.Expression;
}

export type CompileResult = { ok: true; formula: CompiledFormula } | { ok: false; error: FormulaError };

class CompileError extends Error {
  constructor(readonly detail: FormulaError) {
    super(detail.message);
  }
}

const fail = (kind: FormulaErrorKind, message: string, extra: Partial<FormulaError> = {}): never => {
  throw new CompileError({ kind, message, ...extra });
};

const truthy = (d: Dec): boolean => !d.isZero();
const bool = (b: boolean): Dec => (b ? ONE : ZERO);

type Binary = (l: Step, r: Step) => Step;
/** The whole operator whitelist. Comparisons and logic answer 1 or 0; && and || short-circuit. */
const BINARY: ReadonlyMap<string, Binary> = new Map<string, Binary>([
  ['+', (l, r) => (s) => inRange(l(s).plus(r(s)))],
  ['-', (l, r) => (s) => inRange(l(s).minus(r(s)))],
  ['*', (l, r) => (s) => inRange(l(s).times(r(s)))],
  ['/', (l, r) => (s) => inRange(l(s).div(nonZero(r(s))))],
  ['%', (l, r) => (s) => l(s).mod(nonZero(r(s)))],
  ['==', (l, r) => (s) => bool(l(s).eq(r(s)))],
  ['!=', (l, r) => (s) => bool(!l(s).eq(r(s)))],
  ['<', (l, r) => (s) => bool(l(s).lt(r(s)))],
  ['<=', (l, r) => (s) => bool(l(s).lte(r(s)))],
  ['>', (l, r) => (s) => bool(l(s).gt(r(s)))],
  ['>=', (l, r) => (s) => bool(l(s).gte(r(s)))],
  ['&&', (l, r) => (s) => bool(truthy(l(s)) && truthy(r(s)))],
  ['||', (l, r) => (s) => bool(truthy(l(s)) || truthy(r(s)))],
]);

function nonZero(d: Dec): Dec {
  if (d.isZero()) throw new FormulaRuntimeError('DIVISION_BY_ZERO');
  return d;
}

/** Where a name first stands as a whole identifier in the source, for the editor to underline. */
function positionOf(source: string, name: string): number {
  const ident = 'A-Za-z0-9_$\\u0080-\\uffff';
  const whole = new RegExp(`(?<![${ident}.])${name.replace(/\$/g, '\\$')}(?![${ident}])`);
  // jsep found the name there, with the same idea of where an identifier starts and ends.
  return (whole.exec(source) as RegExpExecArray).index;
}

/** The deepest parenthesis nesting, checked before jsep (a recursive parser) sees the text. */
function parenthesisDepth(source: string): number {
  let depth = 0;
  let max = 0;
  for (const ch of source) {
    if (ch === '(') max = Math.max(max, ++depth);
    else if (ch === ')') depth--;
  }
  return max;
}

interface Builder {
  readonly source: string;
  readonly slots: ReadonlyMap<string, number>;
  readonly reads: string[];
  /** Identifiers met so far: a subtree that meets none is a constant, evaluated once when compiled. */
  identifiers: number;
}

/**
 * A node's step; a constant subtree (`1e15 * 1e15`) is evaluated once here, so a result out of range is refused when
 * the formula is saved or tested, not first met by a quote.
 */
function build(b: Builder, node: jsep.Expression, depth: number): Step {
  const before = b.identifiers;
  const step = buildNode(b, node, depth);
  if (b.identifiers === before && node.type !== 'Literal') {
    try {
      step([]);
    } catch (err) {
      if (err instanceof FormulaRuntimeError && err.kind === 'OUT_OF_RANGE') {
        fail('OUT_OF_RANGE', `a result past ${FORMULA_MAX_INTEGER_DIGITS} digits before the point`);
      }
    }
  }
  return step;
}

function buildNode(b: Builder, node: jsep.Expression, depth: number): Step {
  if (depth > FORMULA_MAX_DEPTH) fail('TOO_DEEP', `nested deeper than ${FORMULA_MAX_DEPTH}`);
  switch (node.type) {
    case 'Literal': {
      const lit = node as jsep.Literal;
      if (typeof lit.value !== 'number') fail('FORBIDDEN', `only numbers are allowed, not ${lit.raw}`);
      const value = new Dec(lit.raw);
      if (!(value.e < FORMULA_MAX_INTEGER_DIGITS) || value.decimalPlaces() > FORMULA_MAX_PLACES) {
        fail('OUT_OF_RANGE', `number out of range: ${lit.raw.slice(0, 40)}`);
      }
      return () => value;
    }
    case 'Identifier': {
      const name = (node as jsep.Identifier).name;
      b.identifiers++;
      const slot = b.slots.get(name);
      if (slot === undefined) {
        fail('UNKNOWN_VARIABLE', `unknown variable ${name}`, { name, position: positionOf(b.source, name) });
      }
      if (!b.reads.includes(name)) b.reads.push(name);
      return (s) => s[slot as number] as Dec;
    }
    case 'UnaryExpression': {
      const un = node as jsep.UnaryExpression;
      const arg = build(b, un.argument, depth + 1);
      if (un.operator === '-') return (s) => arg(s).neg();
      if (un.operator === '+') return arg;
      if (un.operator === '!') return (s) => bool(!truthy(arg(s)));
      return fail('FORBIDDEN', `operator ${un.operator} is not allowed`, { name: un.operator });
    }
    case 'BinaryExpression': {
      const bin = node as jsep.BinaryExpression;
      const make = BINARY.get(bin.operator);
      if (!make) fail('FORBIDDEN', `operator ${bin.operator} is not allowed`, { name: bin.operator });
      return (make as Binary)(build(b, bin.left, depth + 1), build(b, bin.right, depth + 1));
    }
    case 'ConditionalExpression': {
      const c = node as jsep.ConditionalExpression;
      const test = build(b, c.test, depth + 1);
      const yes = build(b, c.consequent, depth + 1);
      const no = build(b, c.alternate, depth + 1);
      return (s) => (truthy(test(s)) ? yes(s) : no(s));
    }
    case 'CallExpression': {
      const call = node as jsep.CallExpression;
      if (call.callee.type !== 'Identifier') fail('FORBIDDEN', 'only the listed functions can be called');
      const name = (call.callee as jsep.Identifier).name;
      const fn = FUNCTIONS.get(name);
      if (!fn)
        return fail('UNKNOWN_FUNCTION', `unknown function ${name}`, { name, position: positionOf(b.source, name) });
      const n = call.arguments.length;
      if (n < fn.min || n > fn.max) fail('ARITY', `${name} takes ${fn.min}..${fn.max} arguments, not ${n}`, { name });
      const run = fn.make(call.arguments.map((a) => build(b, a, depth + 1)));
      return (s) => inRange(run(s));
    }
    default:
      // Member access, `this`, arrays, sequences and statements: nothing that could reach a JavaScript object.
      return fail('FORBIDDEN', `${node.type} is not allowed`, { name: node.type });
  }
}

/**
 * Parses with jsep and compiles the syntax tree, node type by node type from a whitelist, into closures over
 * Decimal. No eval, no property access: an identifier is only ever looked up in `slots` (a Map, so `__proto__` or
 * `constructor` are unknown names like any other).
 */
export function compileWithSlots(source: string, slots: ReadonlyMap<string, number>): CompileResult {
  try {
    if (typeof source !== 'string' || source.trim() === '') fail('SYNTAX', 'empty formula');
    if (source.length > FORMULA_MAX_LENGTH) fail('TOO_LONG', `longer than ${FORMULA_MAX_LENGTH} characters`);
    if (parenthesisDepth(source) > FORMULA_MAX_DEPTH) {
      fail('TOO_DEEP', `parentheses nested deeper than ${FORMULA_MAX_DEPTH}`);
    }
    let tree: jsep.Expression;
    try {
      tree = jsep(source);
    } catch (err) {
      const e = err as { description?: string; index?: number; message: string };
      return fail('SYNTAX', e.description ?? e.message, { position: e.index });
    }
    const b: Builder = { source, slots, reads: [], identifiers: 0 };
    const run = build(b, tree, 0);
    return { ok: true, formula: { source, reads: b.reads, run, tree } };
  } catch (err) {
    if (err instanceof CompileError) return { ok: false, error: err.detail };
    throw err;
  }
}
