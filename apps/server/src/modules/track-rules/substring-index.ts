/**
 * Many needles found in one pass over a text (Aho-Corasick): the keyword rules' texts and the patterns' required
 * literals, looked for in an event's description in time linear in its length, whatever the number of rules.
 */
export interface SubstringIndex {
  /** Calls `found` with the id of every needle that occurs in `text` (an id may come more than once). */
  scan(text: string, found: (id: number) => void): void;
}

export function buildSubstringIndex(needles: readonly string[]): SubstringIndex {
  const next: Map<number, number>[] = [new Map()];
  const out: number[][] = [[]];
  needles.forEach((needle, id) => {
    let state = 0;
    for (let i = 0; i < needle.length; i++) {
      const c = needle.charCodeAt(i);
      let to = next[state]!.get(c);
      if (to === undefined) {
        to = next.length;
        next.push(new Map());
        out.push([]);
        next[state]!.set(c, to);
      }
      state = to;
    }
    out[state]!.push(id);
  });
  // Failure links, breadth first; each state also reports what its failure state reports.
  const fail = new Array<number>(next.length).fill(0);
  const queue: number[] = [...next[0]!.values()];
  for (let head = 0; head < queue.length; head++) {
    const state = queue[head]!;
    for (const [c, to] of next[state]!) {
      let f = fail[state]!;
      while (f !== 0 && !next[f]!.has(c)) f = fail[f]!;
      const target = next[f]!.get(c);
      fail[to] = target !== undefined && target !== to ? target : 0;
      out[to] = [...out[to]!, ...out[fail[to]!]!];
      queue.push(to);
    }
  }
  return {
    scan(text, found) {
      let state = 0;
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        while (state !== 0 && !next[state]!.has(c)) state = fail[state]!;
        state = next[state]!.get(c) ?? 0;
        for (const id of out[state]!) found(id);
      }
    },
  };
}
