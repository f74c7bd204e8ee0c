import { describe, expect, it } from 'vitest';
import { COMPONENT_KEYS, pageAt, pagePathOf } from '@parcelhub/contracts';
import { MENU_SEED, type MenuSeed } from '.';

const pages = (nodes: readonly MenuSeed[]): MenuSeed[] =>
  nodes.flatMap((n) => [...(n.component ? [n] : []), ...pages(n.children ?? [])]);

describe("the navigation's addresses", () => {
  it('files every seeded page where the contracts say it is (the web tells a forbidden page from none by it)', () => {
    const seeded = pages(MENU_SEED);
    expect(seeded.length).toBeGreaterThan(40);
    for (const p of seeded) expect(p.path, p.key).toBe(pagePathOf(p.component!));
  });

  it('gives each page its own address', () => {
    const paths = COMPONENT_KEYS.map(pagePathOf);
    expect(new Set(paths).size).toBe(paths.length);
    for (const key of COMPONENT_KEYS) expect(pageAt(pagePathOf(key))).toBe(key);
    expect(pageAt('/address/book/')).toBe('address/index');
    expect(pageAt('/no/such/page')).toBeUndefined();
  });
});
