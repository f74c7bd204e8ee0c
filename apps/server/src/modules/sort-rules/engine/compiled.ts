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
    validFrom: rule.validFrom?.getTime() ?? null,
    validTo: rule.validTo?.getTime() ?? null,
  };
}

const higher = (a: string | null, b: string | null) => (a === null || b === null ? null : a > b ? a : b);

function intervalTree(rules: Prepared[]): IntervalTree {
  const nodes = [...rules].sort((a, b) => ((a.from ?? '') < (b.from ?? '') ? -1 : (a.from ?? '') > (b.from ?? '') ? 1 : 0));
  const maxTo: (string | null)[] = new Array(nodes.length);
  const fill = (lo: number, hi: number): string | null | undefined => {
    if (lo > hi) return undefined;
    const mid = (lo + hi) >> 1;
    let m: string | null = nodes[mid]!.to;
    const l = fill(lo, mid - 1);
    const r = fill(mid + 1, hi);
    if (l !== undefined) m = higher(m, l);
    if (r !== undefined) m = higher(m, r);
    maxTo[mid] = m;
    return m;
  };
  fill(0, nodes.length - 1);
  return { nodes, maxTo };
}

/** Calls `visit` with every rule of the tree whose range holds `code`. */
function stab(tree: IntervalTree, code: string, visit: (r: Prepared) => void) {
  const { nodes, maxTo } = tree;
  const walk = (lo: number, hi: number) => {
    if (lo > hi) return;
    const mid = (lo + hi) >> 1;
    const m = maxTo[mid]!;
    if (m !== null && m < code) return; // nothing here reaches up to the code
    walk(lo, mid - 1);
    const n = nodes[mid]!;
    if ((n.from ?? '') > code) return; // this one and all to its right start above the code
    if (n.to === null || n.to >= code) visit(n);
    walk(mid + 1, hi);
  };
  walk(0, nodes.length - 1);
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
    const any: Prepared[] = [];
    for (const p of ranked) {
      if (p.rule.destinations.length === 0) any.push(p);
      for (const d of new Set(p.rule.destinations)) {
        const l = byDest.get(d) ?? [];
        l.push(p);
        byDest.set(d, l);
      }
    }
    types.set(type, {
      byDestination: new Map([...byDest].map(([d, l]) => [d, bucketOf(l)])),
      anyDestination: bucketOf(any),
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
    now: now.getTime(),
  };
  let best: Prepared | null = null;
  const consider = (r: Prepared) => {
    if ((best === null || r.rank < best.rank) && holds(r, probe)) best = r;
  };
  const byDest = index.byDestination.get(parcel.destination.toUpperCase());
  for (const bucket of byDest ? [byDest, index.anyDestination] : [index.anyDestination]) {
    for (const r of bucket.plain) {
      if (best !== null && r.rank >= (best as Prepared).rank) break;
      if (holds(r, probe)) {
        best = r;
        break;
      }
    }
    for (const [cut, tree] of bucket.ranged) stab(tree, probe.postcode.slice(0, cut), consider);
  }
  return (best as Prepared | null)?.rule ?? null;
}
