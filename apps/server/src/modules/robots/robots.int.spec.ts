import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, uniqueName, type TestApp } from '../../../test/helpers/test-app';
import { createUser } from '../../../test/factories/users';
import { robotStates } from './robots.tables';
import { DRAIN, CHARGE } from './sandbox-fleet';

let t: TestApp;
let admin: string;
let supplier: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login((await createUser(t.db, { privilegeType: 'PLATFORM', roles: ['admin'] })).username);
  supplier = await t.login((await createUser(t.db, { privilegeType: 'SUPPLIER' })).username);
});
afterAll(() => t.close());

async function newWarehouse() {
  const code = uniqueName('W').toUpperCase().slice(0, 30);
  const res = await t.call('POST', '/api/sortWarehouse/add', { token: admin, body: { code, name: code } });
  expect(res.status).toBe(200);
  return res.body.obj as { id: number; code: string };
}
async function addRobot(warehouseId: number, body: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/sortRobot/save', {
    token: admin,
    body: { warehouseId, identifier: uniqueName('R'), ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.obj as { id: number; identifier: string; battery: number; runStatus: string; enabled: boolean };
}
/** Moves the robot's last report back in time, as if `seconds` had passed since. */
const ago = (id: number, seconds: number) =>
  t.db
    .update(robotStates)
    .set({ statusAt: sql`${robotStates.statusAt} - make_interval(secs => ${seconds})` })
    .where(eq(robotStates.robotId, id));

describe('robots', () => {
  it('adds a robot full and idle; read later, an enabled one has run and drained on the sandbox clock', async () => {
    const w = await newWarehouse();
    const r = await addRobot(w.id);
    expect(r).toMatchObject({ battery: 100, enabled: true });
    await ago(r.id, 3600);
    const list = await t.call('GET', `/api/sortRobot/list/${w.id}`, { token: admin, lang: 'en' });
    expect(list.status).toBe(200);
    const [got] = list.body.rows as {
      battery: number;
      runStatus: string;
      runStatusName: string;
      workSeconds: number;
    }[];
    // One hour (and the seconds a busy machine adds): running since the first second, 0.01 % a second.
    expect(got).toMatchObject({ runStatus: 'RUNNING', runStatusName: 'Running' });
    expect(got!.workSeconds).toBeGreaterThanOrEqual(3600);
    expect(got!.workSeconds).toBeLessThan(3660);
    expect(got!.battery).toBe(Math.floor((100_000 - got!.workSeconds * DRAIN) / 1000));
    // The report was stored: reading again goes on from it (a second or so later), not from the start.
    const again = (await t.call('GET', `/api/sortRobot/list/${w.id}`, { token: admin })).body.rows[0];
    expect(again.workSeconds - got!.workSeconds).toBeGreaterThanOrEqual(0);
    expect(again.workSeconds - got!.workSeconds).toBeLessThan(30);
    expect(again.battery).toBe(Math.floor((100_000 - (again.workSeconds as number) * DRAIN) / 1000));
  });

  it('charges a disabled robot while it stands idle, and counts the time before a toggle under the old flag', async () => {
    const w = await newWarehouse();
    const r = await addRobot(w.id);
    await ago(r.id, 1000);
    const off = await t.call('POST', '/api/sortRobot/enable', { token: admin, body: { id: r.id, enabled: false } });
    // 1000 s of running (and the seconds a busy machine adds) at 0.01 %/s: 90 %, 89 % past 1000 s.
    expect(off.body.obj).toMatchObject({ enabled: false, runStatus: 'IDLE', workSeconds: 0 });
    expect([89, 90]).toContain(off.body.obj.battery);
    await ago(r.id, 100);
    const later = await t.call('GET', `/api/sortRobot/list/${w.id}`, { token: admin, lang: 'zh' });
    expect(later.body.rows[0]).toMatchObject({ runStatus: 'IDLE', runStatusName: '空闲', workSeconds: 0 });
    // 100 s idle at 0.05 %/s: 5 % more (6 with the seconds the machine adds), never drained.
    const gained = (later.body.rows[0].battery as number) - (off.body.obj.battery as number);
    expect(gained).toBeGreaterThanOrEqual((100 * CHARGE) / 1000);
    expect(gained).toBeLessThanOrEqual((100 * CHARGE) / 1000 + 2);
  });

  it('changes, refuses a taken identifier in any case, deletes, and counts robots on the warehouse', async () => {
    const w = await newWarehouse();
    const a = await addRobot(w.id);
    const b = await addRobot(w.id);
    const taken = await t.call('POST', '/api/sortRobot/save', {
      token: admin,
      lang: 'en',
      body: { id: b.id, warehouseId: w.id, identifier: a.identifier.toLowerCase() },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errorKey).toBe('ROBOT_IDENTIFIER_TAKEN');
    const listed = await t.call('GET', `/api/sortWarehouse/list?blurry=${w.code}`, { token: admin });
    expect(listed.body.rows[0].robotCount).toBe(2);
    expect((await t.call('POST', `/api/sortRobot/delete/${a.id}`, { token: admin })).status).toBe(200);
    expect((await t.call('POST', `/api/sortRobot/delete/${a.id}`, { token: admin })).status).toBe(404);
    const after = await t.call('GET', `/api/sortRobot/list/${w.id}`, { token: admin });
    expect((after.body.rows as { id: number }[]).map((r) => r.id)).toEqual([b.id]);
  });

  it('answers a robot of a warehouse the caller does not see as not found', async () => {
    const w = await newWarehouse();
    const r = await addRobot(w.id);
    const res = await t.call('POST', '/api/sortRobot/enable', { token: supplier, body: { id: r.id, enabled: false } });
    const missing = await t.call('POST', '/api/sortRobot/enable', {
      token: supplier,
      body: { id: 2_000_000_000, enabled: false },
    });
    expect(res.status).toBe(404);
    expect(res.body.errorKey).toBe(missing.body.errorKey);
    expect((await t.call('GET', `/api/sortRobot/list/${w.id}`, { token: supplier })).status).toBe(404);
  });

  it('validates identifiers in the caller’s language', async () => {
    const w = await newWarehouse();
    const res = await t.call('POST', '/api/sortRobot/save', {
      token: admin,
      lang: 'ko',
      body: { warehouseId: w.id, identifier: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[0].field).toBe('identifier');
  });
});
