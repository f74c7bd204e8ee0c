import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TRACK_RULE_MATCH_KINDS } from '@parcelhub/contracts';
import { compileRules, matchNaive, type MatchableRule } from './matcher';

const rule = (
  id: number,
  matchKind: MatchableRule['matchKind'],
  matchText: string,
  priority = 100,
  enabled = true,
) => ({
  id,
  priority,
  matchKind,
  matchText,
  enabled,
});

describe('rule matching', () => {
  const rules = [
    rule(1, 'KEYWORD', 'delivered', 50),
    rule(2, 'CODE', 'DL', 10),
    rule(3, 'PATTERN', 'OUT*', 20),
    rule(4, 'CODE', 'DL', 5, false),
    rule(5, 'KEYWORD', 'customs', 50),
    rule(6, 'CODE', 'CX', 60),
  ];
  const compiled = compileRules(rules);

  it('takes the first match by priority, then age, and skips disabled rules', () => {
    expect(compiled.match({ code: 'DL', description: 'Delivered' })?.id).toBe(2);
    expect(compiled.match({ code: 'ZZ', description: 'DELIVERED to door' })?.id).toBe(1);
    expect(compiled.match({ code: 'out-9', description: '' })?.id).toBe(3);
    expect(compiled.match({ code: 'CX', description: 'customs hold' })?.id).toBe(5);
    expect(compiled.match({ code: 'CX', description: '' })?.id).toBe(6);
    expect(compiled.match({ code: 'dl', description: 'nothing' })).toBeNull();
    expect(compiled.size).toBe(5);
  });

  it('equals the naive loop over the rules for any rules and events', () => {
    const word = fc.constantFrom('A', 'b', 'AB', 'x', 'bx', '');
    const text = fc.array(fc.constantFrom('a', 'A', 'b', 'x', ' '), { maxLength: 6 }).map((a) => a.join(''));
    const anyRule = fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      priority: fc.integer({ min: 0, max: 5 }),
      matchKind: fc.constantFrom(...TRACK_RULE_MATCH_KINDS),
      matchText: fc.oneof(word, fc.constantFrom('*a*', 'a?', '?', '*b', 'A*x')),
      enabled: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(anyRule, { selector: (r) => r.id, maxLength: 20 }),
        fc.array(fc.record({ code: fc.oneof(word, text), description: text }), { maxLength: 10 }),
        (rs, events) => {
          const index = compileRules(rs);
          for (const e of events) expect(index.match(e)?.id ?? null).toBe(matchNaive(rs, e)?.id ?? null);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
