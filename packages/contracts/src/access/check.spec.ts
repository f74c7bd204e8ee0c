import { describe, expect, it } from 'vitest';
import { checkAccess, hasChinese, holdsValue } from './check';
import { PERMISSIONS } from './permissions';

const holder = (roles: string[], permissions: string[] = [], isSubAccount = false) => ({
  roles,
  permissions,
  isSubAccount,
});

/** A small seeded generator: the same cases on every run, many more than hand-written ones. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const ALPHABET = ['a', 'b', ':', '_', '仓', '库', '管', '理', '员', '평', 'Z', ' '];
function word(next: () => number, max = 6) {
  const n = Math.floor(next() * (max + 1));
  return Array.from({ length: n }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join('');
}

describe('checkAccess (spec §6)', () => {
  it('passes when a held permission or role equals a listed value', () => {
    expect(checkAccess(holder(['platform'], ['system:menu']), ['system:menu'])).toBe(true);
    expect(checkAccess(holder(['platform'], ['system:menu']), ['system:role'])).toBe(false);
    expect(checkAccess(holder(['deliveryLabel:pingtai']), ['deliveryLabel:pingtai'])).toBe(true);
    expect(checkAccess(holder(['platform']), ['x', 'platform'])).toBe(true);
  });

  it('matches role names containing Chinese characters by substring, and only those', () => {
    expect(checkAccess(holder(['华南仓库管理员']), ['仓库管理员'])).toBe(true);
    expect(checkAccess(holder(['仓库管理员']), ['华南仓库管理员'])).toBe(false);
    expect(checkAccess(holder(['warehouse-admin']), ['admin'])).toBe(false);
    expect(checkAccess(holder(['系统system:menu']), ['system:menu'])).toBe(true);
  });

  it('lets the administrator pass every check, except as a sub-account', () => {
    for (const p of PERMISSIONS) expect(checkAccess(holder(['admin']), [p])).toBe(true);
    expect(checkAccess(holder(['admin'], [], true), ['system:menu'])).toBe(false);
    expect(checkAccess(holder(['ROLE_SYSTEM_DEFAULT'], ['address:list'], true), ['address:list'])).toBe(true);
  });

  it('denies by default: no holder, no listed value, empty values', () => {
    expect(checkAccess(null, ['system:menu'])).toBe(false);
    expect(checkAccess(holder(['admin']), [])).toBe(false);
    expect(checkAccess(holder(['仓库'], ['']), [''])).toBe(false);
    expect(holdsValue('', '')).toBe(false);
  });

  it('properties: the result is the any-of of the single-value checks, and adding held values never removes access', () => {
    const next = random(2026);
    for (let i = 0; i < 2000; i += 1) {
      const roles = Array.from({ length: Math.floor(next() * 3) }, () => word(next));
      const perms = Array.from({ length: Math.floor(next() * 3) }, () => word(next));
      const listed = Array.from({ length: Math.floor(next() * 3) }, () => word(next));
      const h = holder(roles, perms);
      const result = checkAccess(h, listed);
      expect(result).toBe(listed.some((l) => checkAccess(h, [l])));
      if (result) expect(checkAccess(holder([...roles, word(next)], [...perms, word(next)]), listed)).toBe(true);
      // Without the administrator role or a Chinese role name, only exact values pass.
      if (!roles.includes('admin') && ![...roles, ...perms].some(hasChinese)) {
        expect(result).toBe(listed.some((l) => l !== '' && [...roles, ...perms].includes(l)));
      }
      // A sub-account never passes on more than a main account with the same values.
      if (checkAccess(holder(roles, perms, true), listed)) expect(result).toBe(true);
    }
  });
});
