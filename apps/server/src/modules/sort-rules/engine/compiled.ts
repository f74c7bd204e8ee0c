import Decimal from 'decimal.js';
import type { SortType } from '@parcelhub/contracts';
import { compareRules, normalPostcode, postcodeCut } from './conditions';
import type { ParcelFacts, SortRule } from './rule';

/** A rule prepared once: its conditions normalised, its place in the order of decision 170 (`rank`, 0 wins). */
interface Prepared {
  rule: SortRule;
  rank: number;
  customerId: number | null;
  product: string | null;
  carrier: string | null;
  machinable: boolean | null;
  cut: number;
  from: string | null;
  to: string | null;
  weightMin: Decimal | null;
  weightMax: Decimal | null;
  /** The bounds in grams when exact as such (at most 3 decimals), else NaN (compared as decimals). */
  gMin: number;
  gMax: number;
  validFrom: number | null;
  validTo: number | null;
}

/**
 * The rules with a postcode range of one cut length, as an implicit balanced tree over the array sorted by lower
 * bound, each node knowing the highest upper bound under it (null: open). A stab visits O(log n + hits) nodes.
 */
interface IntervalTree {
  nodes: Prepared[];
  /** Highest `to` in the subtree rooted at i; null when some rule there has no upper bound. */
  maxTo: (string | null)[];
  /** Best (lowest) rank in the subtree rooted at i. */
  minRank: number[];
}

interface Bucket {
  /** Rules without a postcode range, by rank. */
  plain: Prepared[];
  /** Rules with one, by the postcode length they compare. */
  ranged: Map<number, IntervalTree>;
}

interface TypeIndex {
  byDestination: Map<string, Bucket>;
  /** Rules for any destination. */
  anyDestination: Bucket;
}

/** A warehouse's rules compiled for decisions: by sort type, then destination, then postcode intervals. */
export interface CompiledRules {
  readonly size: number;
  readonly types: ReadonlyMap<SortType, TypeIndex>;
}

const upper = (s: string | null) => (s === null ? null : s.toUpperCase());

const GRAMS = /^(\d{1,12})(?:\.(\d{0,3}))?$/;
/** A weight in kg as whole grams when that is exact (at most 3 decimals, 12 digits), else NaN. */
function grams(kg: string | null): number {
  if (kg === null) return NaN;
  const m = GRAMS.exec(kg);
  return m ? Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0')) : NaN;
}

function prepare(rule: SortRule, rank: number): Prepared {
  const ranged = rule.postcodeFrom !== null || rule.postcodeTo !== null;
  return {
    rule,
    rank,
    customerId: rule.customerId,
    product: upper(rule.productCode),
    carrier: upper(rule.carrierCode),
    machinable: rule.machinable,
    cut: ranged ? postcodeCut(rule) : 0,
    from: rule.postcodeFrom === null ? null : normalPostcode(rule.postcodeFrom),
    to: rule.postcodeTo === null ? null : normalPostcode(rule.postcodeTo),
    weightMin: rule.weightMin === null ? null : new Decimal(rule.weightMin),
    weightMax: rule.weightMax === null ? null : new Decimal(rule.weightMax),
    gMin: grams(rule.weightMin),
    gMax: grams(rule.weightMax),
    validFrom: rule.validFrom?.getTime() ?? null,
    validTo: rule.validTo?.getTime() ?? null,
  };
}

const higher = (a: string | null, b: string | null) => (a === null || b === null ? null : a > b ? a : b);

function intervalTree(rules: Prepared[]): IntervalTree {
  const nodes = [...rules].sort((a, b) =>
    (a.from ?? '') < (b.from ?? '') ? -1 : (a.from ?? '') > (b.from ?? '') ? 1 : 0,
  );
  const maxTo: (string | null)[] = new Array(nodes.length);
  const minRank: number[] = new Array(nodes.length);
  const fill = (lo: number, hi: number): { to: string | null; rank: number } | undefined => {
    if (lo > hi) return undefined;
    const mid = (lo + hi) >> 1;
    let m: string | null = nodes[mid]!.to;
    let rank = nodes[mid]!.rank;
    for (const side of [fill(lo, mid - 1), fill(mid + 1, hi)])
      if (side !== undefined) {
        m = higher(m, side.to);
        rank = Math.min(rank, side.rank);
      }
    maxTo[mid] = m;
    minRank[mid] = rank;
    return { to: m, rank };
  };
  fill(0, nodes.length - 1);
  return { nodes, maxTo, minRank };
}

/**
 * The best-ranked rule of the tree's nodes lo..hi whose range holds `code` and whose other conditions hold, if it
 * beats `best`; else `best`. Subtrees that reach no higher than the code, or rank no better than `best`, are skipped.
 */
function stab(
  tree: IntervalTree,
  lo: number,
  hi: number,
  code: string,
  p: Probe,
  best: Prepared | null,
): Prepared | null {
  const { nodes, maxTo, minRank } = tree;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const m = maxTo[mid]!;
    if (m !== null && m < code) return best; // nothing here reaches up to the code
    if (best !== null && minRank[mid]! >= best.rank) return best; // nothing here could beat the best so far
    best = stab(tree, lo, mid - 1, code, p, best);
    const n = nodes[mid]!;
    if ((n.from ?? '') > code) return best; // this one and all to its right start above the code
    if ((n.to === null || n.to >= code) && (best === null || n.rank < best.rank) && holds(n, p)) best = n;
    lo = mid + 1;
  }
  return best;
}

function bucketOf(rules: Prepared[]): Bucket {
  const plain = rules.filter((r) => r.from === null && r.to === null).sort((a, b) => a.rank - b.rank);
  const byCut = new Map<number, Prepared[]>();
  for (const r of rules)
    if (r.from !== null || r.to !== null) {
      const list = byCut.get(r.cut) ?? [];
      list.push(r);
      byCut.set(r.cut, list);
    }
  return { plain, ranged: new Map([...byCut].map(([cut, list]) => [cut, intervalTree(list)])) };
}

/** Compiles a warehouse's rules; disabled rules are left out (validity is read at each decision). */
export function compileRules(rules: readonly SortRule[]): CompiledRules {
  const types = new Map<SortType, TypeIndex>();
  const ofType = new Map<SortType, SortRule[]>();
  for (const r of rules) {
    if (!r.enabled) continue;
    const list = ofType.get(r.sortType) ?? [];
    list.push(r);
    ofType.set(r.sortType, list);
  }
  for (const [type, list] of ofType) {
    const ranked = [...list].sort((a, b) => compareRules(a, b).order).map(prepare);
    const byDest = new Map<string, Prepared[]>();
    const forAnyDestination: Prepared[] = [];
    for (const p of ranked) {
      if (p.rule.destinations.length === 0) forAnyDestination.push(p);
      for (const d of new Set(p.rule.destinations)) {
        const l = byDest.get(d) ?? [];
        l.push(p);
        byDest.set(d, l);
      }
    }
    types.set(type, {
      byDestination: new Map([...byDest].map(([d, l]) => [d, bucketOf(l)])),
      anyDestination: bucketOf(forAnyDestination),
    });
  }
  return { size: rules.length, types };
}

/** The parcel's facts as each decision compares them, worked out once. */
interface Probe {
  customerId: number;
  product: string;
  carrier: string;
  machinable: boolean;
  postcode: string;
  weight: string;
  w: Decimal | null;
  /** The weight in grams, NaN when not exact as such. */
  g: number;
  now: number;
}

/** All of a rule's conditions but its destination and postcode range (the index has checked those), and its validity. */
function holds(r: Prepared, p: Probe): boolean {
  if (r.validFrom !== null && r.validFrom > p.now) return false;
  if (r.validTo !== null && r.validTo <= p.now) return false;
  if (r.customerId !== null && r.customerId !== p.customerId) return false;
  if (r.product !== null && r.product !== p.product) return false;
  if (r.carrier !== null && r.carrier !== p.carrier) return false;
  if (r.machinable !== null && r.machinable !== p.machinable) return false;
  if (r.weightMin !== null || r.weightMax !== null) {
    if (p.g === p.g && (r.weightMin === null || r.gMin === r.gMin) && (r.weightMax === null || r.gMax === r.gMax))
      return !(r.weightMin !== null && p.g < r.gMin) && !(r.weightMax !== null && p.g > r.gMax);
    const w = (p.w ??= new Decimal(p.weight));
    if (r.weightMin !== null && w.lt(r.weightMin)) return false;
    if (r.weightMax !== null && w.gt(r.weightMax)) return false;
  }
  return true;
}

/** The winning rule for the parcel, as `decideNaive` answers it, from the compiled rules. */
export function decideCompiled(
  compiled: CompiledRules,
  type: SortType,
  parcel: ParcelFacts,
  now: Date,
): SortRule | null {
  const index = compiled.types.get(type);
  if (!index) return null;
  const probe: Probe = {
    customerId: parcel.customerId,
    product: (parcel.productCode ?? '').toUpperCase(),
    carrier: (parcel.carrierCode ?? '').toUpperCase(),
    machinable: parcel.machinable ?? true,
    postcode: normalPostcode(parcel.postcode),
    weight: parcel.weightKg,
    w: null,
    g: grams(parcel.weightKg),
    now: now.getTime(),
  };
  let best: Prepared | null = null;
  const byDest = index.byDestination.get(parcel.destination.toUpperCase());
  for (let b = byDest ? 0 : 1; b < 2; b++) {
    const bucket = b === 0 ? byDest! : index.anyDestination;
    for (const r of bucket.plain) {
      if (best !== null && r.rank >= best.rank) break;
      if (holds(r, probe)) {
        best = r;
        break;
      }
    }
    for (const [cut, tree] of bucket.ranged)
      best = stab(tree, 0, tree.nodes.length - 1, probe.postcode.slice(0, cut), probe, best);
  }
  return best?.rule ?? null;
}
