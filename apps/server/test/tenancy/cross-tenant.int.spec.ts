/// <reference types="vite/client" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../factories/users';
import type { TenancyCase } from './tenancy';

// Every owned-data module registers its calls in `<module>.tenancy.ts`; adding one adds it here.
const registered = import.meta.glob<Record<string, TenancyCase>>('../../src/modules/*/*.tenancy.ts', { eager: true });
const cases = Object.values(registered).flatMap((m) => Object.values(m));

const MISSING_ID = 2_147_483_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function tenant(spec: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.db, spec);
  return { user, token: await t.login(user.username) };
}

it('finds the owned-data modules', () => {
  expect(cases.map((c) => c.module)).toContain('addresses');
});

describe.each(cases.map((c) => [c.module, c] as const))('%s: no tenant reaches another tenant’s records', (_, c) => {
  let owner: { token: string; user: { id: number } };
  let strangers: { who: string; token: string }[];
  let ownSub: string;

  beforeAll(async () => {
    owner = await tenant({});
    ownSub = (await tenant({ parentId: owner.user.id, grants: c.subAccountGrants })).token;
    const other = await tenant({});
    strangers = [
      { who: 'another customer', token: other.token },
      {
        who: "another customer's sub-account",
        token: (await tenant({ parentId: other.user.id, grants: c.subAccountGrants })).token,
      },
      { who: 'a supplier', token: (await tenant({ privilegeType: 'SUPPLIER' })).token },
    ];
  });

  it('answers a stranger’s call on a record exactly like a call on a missing one, and changes nothing', async () => {
    const id = await c.create(t, owner.token);
    const before = await c.snapshot(t, owner.token, id);
    expect(before).not.toBeNull();
    for (const s of strangers) {
      for (const call of c.onRecord) {
        const onRecord = call.request(id);
        const onMissing = call.request(MISSING_ID);
        const got = await t.call(onRecord.method, onRecord.url, { token: s.token, body: onRecord.body, lang: 'en' });
        const missing = await t.call(onMissing.method, onMissing.url, {
          token: s.token,
          body: onMissing.body,
          lang: 'en',
        });
        const label = `${s.who} ${call.name}`;
        expect(got.status, label).toBeGreaterThanOrEqual(400);
        expect(got.status, label).toBeLessThan(500);
        // Same status and same words, with the id in the params being the only difference allowed.
        expect({ ...got.body, params: undefined }, label).toEqual({ ...missing.body, params: undefined });
      }
    }
    expect(await c.snapshot(t, owner.token, id)).toEqual(before);
  });

  it('never lists the record to a stranger, and does to the owner’s sub-account', async () => {
    const id = await c.create(t, owner.token);
    for (const list of c.lists) {
      for (const s of strangers) {
        const res = await t.call(list.request.method, list.request.url, { token: s.token, body: list.request.body });
        expect(res.status, `${s.who} ${list.name}`).toBeLessThan(500);
        if (res.status === 200) expect(list.ids(res.body), `${s.who} ${list.name}`).not.toContain(id);
      }
      const mine = await t.call(list.request.method, list.request.url, { token: ownSub, body: list.request.body });
      expect(mine.status, `owner's sub-account ${list.name}`).toBe(200);
      expect(list.ids(mine.body)).toContain(id);
    }
  });
});
