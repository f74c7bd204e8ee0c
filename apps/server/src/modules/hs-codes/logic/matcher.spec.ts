import { describe, expect, it } from 'vitest';
import { loadHsData } from './hs-data';
import { CJK_WORDS } from './cjk-vocabulary';
import { CHAPTER_NAMES, SECTION_NAMES } from './hs-names';
import { buildMatcher, cjkWordsOf, goodsKey, heldOutAccuracy, holdOut, naiveMatcher, stem, tokenise } from './matcher';

const data = loadHsData();
const matcher = buildMatcher(data);
const top = (name: string) => matcher.match(name).map((c) => c.hsCode);
const chapterOf = (name: string) => top(name)[0]?.slice(0, 4);

describe('the HS reference data', () => {
  it('holds the 2022 nomenclature, the sections and the goods terms', () => {
    expect(data.sections).toHaveLength(21);
    expect(data.nodes.filter((n) => n.level === 2)).toHaveLength(97);
    expect(data.nodes.filter((n) => n.level === 4)).toHaveLength(1229);
    expect(data.nodes.filter((n) => n.level === 6)).toHaveLength(5613);
    expect(data.terms).toHaveLength(4006);
    expect(data.nodes.find((n) => n.code === '610910')?.description).toMatch(/^T-shirts/);
  });

  it('has our zh and ko names for every section and chapter', () => {
    for (const s of data.sections) expect(SECTION_NAMES[s.code], s.code).toBeDefined();
    for (const c of data.nodes.filter((n) => n.level === 2)) expect(CHAPTER_NAMES[c.code], c.code).toBeDefined();
  });

  it('points every vocabulary subheading at a real one', () => {
    const six = new Set(data.nodes.filter((n) => n.level === 6).map((n) => n.code));
    for (const w of CJK_WORDS) if (w.hs6) expect(six.has(w.hs6), `${w.word} → ${w.hs6}`).toBe(true);
  });
});

describe('the tokeniser', () => {
  it('folds case and width, joins one-letter prefixes, drops stop words and stems plurals', () => {
    expect(tokenise('Cotton T-Shirts, of the men')).toEqual(['cotton', 'tshirt', 'men']);
    expect(tokenise('ＵＳＢ Cables and batteries')).toEqual(['usb', 'cable', 'battery']);
    expect(stem('boxes')).toBe('box');
    expect(stem('glass')).toBe('glass');
    expect(stem('knives')).toBe('knif');
    expect(goodsKey('  Cotton   T-Shirt ')).toBe('cotton t-shirt');
  });

  it('finds the longest vocabulary words in Chinese text, then shared bigrams', () => {
    expect(cjkWordsOf('蓝牙耳机').map((w) => w.word)).toEqual(['蓝牙耳机']);
    expect(cjkWordsOf('纯棉短袖T恤').map((w) => w.word)).toEqual(['纯棉', '短袖', 't恤']);
    expect(cjkWordsOf('新款女士手提包包').map((w) => w.word)).toContain('手提包');
  });
});

describe('the matcher', () => {
  it('matches English names to their heading', () => {
    expect(chapterOf('cotton t-shirt')).toBe('6109');
    expect(chapterOf('leather handbag')).toBe('4202');
    expect(chapterOf('wooden chair')).toBe('9403');
    expect(top('bluetooth earphones').some((c) => c.startsWith('8517') || c.startsWith('8518'))).toBe(true);
    expect(top('smartphone')).toContain('851713');
  });

  it('matches Chinese and Korean names through the vocabulary', () => {
    expect(chapterOf('手机')).toBe('8517');
    expect(chapterOf('纯棉T恤')).toBe('6109');
    expect(chapterOf('口红')).toBe('3304');
    expect(chapterOf('婴儿奶粉')).toBe('1901');
    expect(chapterOf('数据线')).toBe('8544');
    expect(chapterOf('茶叶')).toBe('0902');
    expect(chapterOf('儿童玩具')).toBe('9503');
    expect(chapterOf('휴대폰')).toBe('8517');
    expect(chapterOf('iPhone 15 手机壳')).toBe('3926');
  });

  it('answers at most five candidates, best first, scores below 1', () => {
    const got = matcher.match('plastic storage box');
    expect(got.length).toBeLessThanOrEqual(5);
    for (let i = 1; i < got.length; i++) expect(got[i - 1]!.score).toBeGreaterThanOrEqual(got[i]!.score);
    for (const c of got) expect(c.score).toBeLessThan(1);
    expect(matcher.match('zzzz qqqq')).toEqual([]);
    expect(matcher.match('')).toEqual([]);
  });

  it('is as good as the naive scan on a sample of held-out names', () => {
    const { train, test } = holdOut(data.terms);
    const indexed = buildMatcher(data, { terms: train });
    const naive = naiveMatcher(data, train);
    const sample = test.slice(0, 60);
    const hits = (m: typeof naive) => sample.filter((t) => m.match(t.term)[0]?.hsCode.slice(0, 4) === t.hs6.slice(0, 4)).length;
    expect(hits(indexed)).toBeGreaterThanOrEqual(hits(naive) - 3);
  });
});

describe('held-out accuracy (every tenth goods term, not used to build the index)', () => {
  it('stays above the floor measured when it was written', () => {
    const a = heldOutAccuracy(data);
    expect(a.n).toBe(400);
    // Measured: top-1 0.355 / top-5 0.605 at 6 digits, top-1 0.495 / top-5 0.713 at 4 digits (bench/README.md).
    expect(a.top5At4).toBeGreaterThanOrEqual(0.68);
    expect(a.top1At4).toBeGreaterThanOrEqual(0.46);
    expect(a.top5At6).toBeGreaterThanOrEqual(0.57);
    expect(a.top1At6).toBeGreaterThanOrEqual(0.32);
  });
});
