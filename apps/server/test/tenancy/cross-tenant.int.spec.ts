/// <reference types="vite/client" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../factories/users';
import { MODULES } from '../../src/app';
import type { TenancyCase } from './tenancy';

// Every owned-data module declares its cases in its descriptor (`tenancy`, its `<module>.tenancy.ts`).
const declared = await Promise.all(MODULES.map((m) => m.tenancy?.() ?? Promise.resolve({})));
const cases = declared.flatMap((m) => Object.values(m) as TenancyCase[]);

const MISSING_ID = 2_147_483_000;

/** An answer without its params, and its words with the params' values put back as their names. */
function answerOf(body: unknown) {
  if (typeof body !== 'object' || body === null) return body;
  const { params, msg, ...rest } = body as { params?: Record<string, unknown>; msg?: unknown };
  let words = msg;
  if (typeof words === 'string' && params) {
    const values = Object.entries(params).sort(([, a], [, b]) => String(b).length - String(a).length);
    for (const [name, value] of values) words = (words as string).split(String(value)).join(`{${name}}`);
  }
  return { ...rest, msg: words };
}

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
  /** `mayOwn`: of the owner's kind, so it can make a record of its own. */
  let strangers: { who: string; token: string; mayOwn?: true }[];
  let ownSub: string;

  beforeAll(async () => {
    const kind = c.owner === 'supplier' ? 'SUPPLIER' : 'USER';
    const party = c.owner === 'supplier' ? 'supplier' : 'customer';
    const sub = (parentId: number) => tenant({ privilegeType: kind, parentId, grants: c.subAccountGrants });
    owner = await tenant({ privilegeType: kind });
    ownSub = (await sub(owner.user.id)).token;
    const other = await tenant({ privilegeType: kind });
    strangers = [
      { who: `another ${party}`, token: other.token, mayOwn: true },
      { who: `another ${party}'s sub-account`, token: (await sub(other.user.id)).token, mayOwn: true },
      kind === 'USER'
        ? { who: 'a supplier', token: (await tenant({ privilegeType: 'SUPPLIER' })).token }
        : { who: 'a customer', token: (await tenant({})).token },
    ];
  });

  it('answers a stranger’s call on a record exactly like a call on a missing one, and changes nothing', async () => {
    const id = await c.create(t, owner.token);
    const before = await c.snapshot(t, owner.token, id);
    expect(before).not.toBeNull();
    for (const s of strangers) {
      const own = s.mayOwn && c.onRecord.some((call) => call.throughOwn) ? await c.create(t, s.token) : MISSING_ID;
      for (const call of c.onRecord) {
        if (call.throughOwn && !s.mayOwn) continue;
        const onRecord = call.request(id, own);
        const onMissing = call.request(MISSING_ID, own);
        const got = await t.call(onRecord.method, onRecord.url, { token: s.token, body: onRecord.body, lang: 'en' });
        const missing = await t.call(onMissing.method, onMissing.url, {
          token: s.token,
          body: onMissing.body,
          lang: 'en',
        });
        const label = `${s.who} ${call.name}`;
        // A batch answers 200 with each item's failure: there the answer must only match a missing id's.
        if (!call.answer && !call.notAnError) expect(got.status, label).toBeGreaterThanOrEqual(400);
        expect(got.status, label).toBeLessThan(500);
        expect(got.status, label).toBe(missing.status);
        // Same status and same words, with the id in the params (and the words made from them) the only difference.
        const read = (body: unknown, asked: number) => answerOf(call.answer ? call.answer(body as never, asked) : body);
        expect(read(got.body, id), label).toEqual(read(missing.body, MISSING_ID));
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
