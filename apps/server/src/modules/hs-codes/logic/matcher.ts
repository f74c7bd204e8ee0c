import { CJK_WORDS, type CjkWord } from './cjk-vocabulary';
import type { GoodsTerm, HsData } from './hs-data';

/**
 * The HS matcher (decisions 251-253): pure and in process, built once from the nomenclature's six-digit
 * descriptions and the everyday goods terms. English goes through a token index scored BM25-like; Chinese and Korean
 * through our vocabulary (`cjk-vocabulary.ts`: substrings, longest first, then shared bigrams), whose English words
 * join the query and whose subheading, when it names one, is proposed first.
 */

export interface Candidate {
  hsCode: string;
  /** 0 to 0.99: how well the name matched (1 is kept for a confirmed match). */
  score: number;
}

export interface Matcher {
  match(name: string, limit?: number): Candidate[];
  readonly docs: number;
  readonly tokens: number;
}

const STOP = new Set(
  (
    'a an and or of the for with without in on to by from not other than its their thereof whether such nec ' +
    'n e c nes excluding including etc be as at into it is are this that these those but whose which any kind ' +
    'put up use used made heading headings no subheading chapter item items article articles thereto parts part ' +
    'whereof similar like'
  ).split(' '),
);

/** Lower case, width-folded (NFKC), typographic quotes made plain. */
export const normalise = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019`]/g, "'");

/** The key a confirmed match is remembered by: the name normalised, spaces collapsed (decision 256). */
export const goodsKey = (name: string) => normalise(name).replace(/\s+/g, ' ').trim();

/** A light English stem: plurals and a few common endings, so "batteries" meets "battery" and "boxes" "box". */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (word.endsWith('ves') && word.length > 5) return `${word.slice(0, -3)}f`;
  if (word.endsWith('s') && !/(ss|us|is|ys)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The English index words of a text: a one-letter prefix joined to its word (t-shirt, e-book), stop words out. */
export function tokenise(text: string): string[] {
  const plain = normalise(text).replace(/\b([a-z])-(?=[a-z])/g, '$1');
  const out: string[] = [];
  for (const raw of plain.split(/[^a-z0-9]+/)) {
    if (raw.length < 2 || STOP.has(raw)) continue;
    out.push(stem(raw));
  }
  return out;
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
export const hasCjk = (text: string) => CJK.test(text);

const bigrams = (s: string) => {
  const out = new Set<string>();
  for (let i = 0; i + 1 < s.length; i++) out.add(s.slice(i, i + 2));
  return out;
};

/** The vocabulary words a CJK name holds: substrings, longest first and not overlapping; else shared bigrams. */
export function cjkWordsOf(name: string, words: readonly CjkWord[] = CJK_WORDS): CjkWord[] {
  const text = normalise(name);
  const byWord = new Map(words.map((w) => [w.word, w]));
  const longest = Math.max(...words.map((w) => w.word.length));
  const found: CjkWord[] = [];
  for (let i = 0; i < text.length; ) {
    let hit: CjkWord | undefined;
    for (let len = Math.min(longest, text.length - i); len >= 1 && !hit; len--) hit = byWord.get(text.slice(i, i + len));
    if (hit && (hit.word.length > 1 || hasCjk(hit.word))) {
      found.push(hit);
      i += hit.word.length;
    } else i++;
  }
  if (found.length > 0) return found;
  const mine = bigrams(text.replace(/\s+/g, ''));
  return words
    .filter((w) => w.word.length >= 2)
    .map((w) => {
      const theirs = bigrams(w.word);
      let shared = 0;
      for (const b of theirs) if (mine.has(b)) shared++;
      return { w, share: shared / theirs.size };
    })
    .filter((s) => s.share >= 0.5)
    .sort((a, b) => b.share - a.share || b.w.word.length - a.w.word.length)
    .slice(0, 3)
    .map((s) => s.w);
}

interface Doc {
  hs6: number; // index into codes
  length: number;
  weight: number;
}

const K1 = 1.2;
const B = 0.75;
/** A goods term counts a little more than a nomenclature text: it is how people name goods. */
const TERM_WEIGHT = 1.25;

export function buildMatcher(data: HsData, options: { terms?: readonly GoodsTerm[] } = {}): Matcher {
  const terms = options.terms ?? data.terms;
  const codes: string[] = [];
  const codeIndex = new Map<string, number>();
  const codeOf = (hs6: string) => {
    let i = codeIndex.get(hs6);
    if (i === undefined) {
      i = codes.length;
      codes.push(hs6);
      codeIndex.set(hs6, i);
    }
    return i;
  };
  const docs: Doc[] = [];
  const postings = new Map<string, { doc: number; tf: number }[]>();
  const exact = new Map<string, Set<number>>();
  const add = (text: string, hs6: string, weight: number) => {
    const toks = tokenise(text);
    if (toks.length === 0) return;
    const id = docs.length;
    docs.push({ hs6: codeOf(hs6), length: toks.length, weight });
    const tf = new Map<string, number>();
    for (const t of toks) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const [t, n] of tf) {
      let list = postings.get(t);
      if (!list) postings.set(t, (list = []));
      list.push({ doc: id, tf: n });
    }
    if (weight === TERM_WEIGHT) {
      const key = [...new Set(toks)].sort().join(' ');
      let set = exact.get(key);
      if (!set) exact.set(key, (set = new Set()));
      set.add(codeOf(hs6));
    }
  };
  for (const node of data.nodes) if (node.level === 6) add(node.description, node.code, 1);
  for (const t of terms) add(t.term, t.hs6, TERM_WEIGHT);

  const avgLength = docs.reduce((s, d) => s + d.length, 0) / Math.max(1, docs.length);
  const idf = new Map<string, number>();
  for (const [t, list] of postings) idf.set(t, Math.log(1 + (docs.length - list.length + 0.5) / (list.length + 0.5)));
  const known = new Set(codes);

  // Scratch space reused by every call (matching is synchronous).
  const docScore = new Float64Array(docs.length);
  const codeScore = new Float64Array(codes.length);

  function scoreEnglish(text: string): Map<number, number> {
    const toks = [...new Set(tokenise(text))];
    const out = new Map<number, number>();
    if (toks.length === 0) return out;
    const touched: number[] = [];
    let best = 0;
    for (const t of toks) {
      const list = postings.get(t);
      if (!list) continue;
      const w = idf.get(t)!;
      best += w * (K1 + 1);
      for (const { doc, tf } of list) {
        if (docScore[doc] === 0) touched.push(doc);
        const d = docs[doc]!;
        docScore[doc]! += (w * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * d.length) / avgLength));
      }
    }
    const codesTouched: number[] = [];
    for (const doc of touched) {
      const d = docs[doc]!;
      const s = docScore[doc]! * d.weight;
      docScore[doc] = 0;
      if (codeScore[d.hs6] === 0) codesTouched.push(d.hs6);
      if (s > codeScore[d.hs6]!) codeScore[d.hs6] = s;
    }
    const same = exact.get([...toks].sort().join(' '));
    for (const c of codesTouched) {
      let s = codeScore[c]!;
      codeScore[c] = 0;
      if (same?.has(c)) s *= 1.5;
      out.set(c, best > 0 ? Math.min(0.99, s / (best * TERM_WEIGHT * 1.5)) : 0);
    }
    return out;
  }

  return {
    docs: docs.length,
    tokens: postings.size,
    match(name: string, limit = 5): Candidate[] {
      let english = name;
      const hinted: string[] = [];
      if (hasCjk(name)) {
        const words = cjkWordsOf(name);
        english = `${name.replace(new RegExp(CJK.source, 'g'), ' ')} ${words.map((w) => w.english).join(' ')}`;
        for (const w of words) if (w.hs6 && known.has(w.hs6) && !hinted.includes(w.hs6)) hinted.push(w.hs6);
      }
      const scored = [...scoreEnglish(english)]
        .map(([c, s]) => ({ hsCode: codes[c]!, score: s }))
        .sort((a, b) => b.score - a.score || (a.hsCode < b.hsCode ? -1 : 1));
      if (hinted.length === 0) return scored.slice(0, limit).map(rounded);
      // The vocabulary's own subheadings first (the last word of a name is usually the goods: 纯棉T恤 is a T恤).
      const order = [...hinted].reverse();
      const head = order.map((hsCode, i) => ({ hsCode, score: Math.max(0.6, 0.95 - i * 0.05) }));
      return [...head, ...scored.filter((s) => !hinted.includes(s.hsCode))].slice(0, limit).map(rounded);
    },
  };
}

const rounded = (c: Candidate): Candidate => ({ hsCode: c.hsCode, score: Math.round(c.score * 1000) / 1000 });

/** The held-out goods terms (every tenth, by term order: deterministic) and the others, which build the index. */
export function holdOut(terms: readonly GoodsTerm[]): { train: GoodsTerm[]; test: GoodsTerm[] } {
  const sorted = [...terms].sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  return { train: sorted.filter((_, i) => i % 10 !== 9), test: sorted.filter((_, i) => i % 10 === 9) };
}

export interface Accuracy {
  n: number;
  top1At6: number;
  top5At6: number;
  top1At4: number;
  top5At4: number;
}

/** How often the right subheading (6) or heading (4) is first, or among the first five, for each test term. */
export function accuracyOf(matcher: Matcher, test: readonly GoodsTerm[]): Accuracy {
  let t16 = 0;
  let t56 = 0;
  let t14 = 0;
  let t54 = 0;
  for (const t of test) {
    const got = matcher.match(t.term, 5).map((c) => c.hsCode);
    if (got[0] === t.hs6) t16++;
    if (got.includes(t.hs6)) t56++;
    if (got[0]?.slice(0, 4) === t.hs6.slice(0, 4)) t14++;
    if (got.some((c) => c.slice(0, 4) === t.hs6.slice(0, 4))) t54++;
  }
  const n = test.length;
  const r = (k: number) => Math.round((k / Math.max(1, n)) * 1000) / 1000;
  return { n, top1At6: r(t16), top5At6: r(t56), top1At4: r(t14), top5At4: r(t54) };
}

/** The accuracy measured on the held-out terms of a matcher built without them. */
export function heldOutAccuracy(data: HsData): Accuracy {
  const { train, test } = holdOut(data.terms);
  return accuracyOf(buildMatcher(data, { terms: train }), test);
}

/**
 * The naive reference the benchmark compares with: for each name, every description and term scored by the share of
 * the name's words it holds, the best code per subheading.
 */
export function naiveMatcher(data: HsData, terms: readonly GoodsTerm[] = data.terms): Matcher {
  const docs = [
    ...data.nodes.filter((n) => n.level === 6).map((n) => ({ hs6: n.code, text: n.description })),
    ...terms.map((t) => ({ hs6: t.hs6, text: t.term })),
  ].map((d) => ({ hs6: d.hs6, words: new Set(tokenise(d.text)) }));
  return {
    docs: docs.length,
    tokens: 0,
    match(name: string, limit = 5) {
      const mine = new Set(tokenise(name));
      const best = new Map<string, number>();
      for (const d of docs) {
        const theirs = d.words;
        let shared = 0;
        for (const t of mine) if (theirs.has(t)) shared++;
        if (shared === 0) continue;
        const s = shared / (mine.size + theirs.size - shared);
        if (s > (best.get(d.hs6) ?? 0)) best.set(d.hs6, s);
      }
      return [...best]
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, limit)
        .map(([hsCode, score]) => ({ hsCode, score: Math.min(0.99, score) }));
    },
  };
}
