import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoTestApp } from '../../../test/helpers/demo-app';
import type { TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  ({ t } = await demoTestApp(['admin'], tokens));
});
afterAll(() => t.close());

it('seeds SZX1 with 12 bays and 2 robots', async () => {
  const list = await t.call('GET', '/api/sortWarehouse/list?blurry=SZX1', { token: tokens.admin });
  expect(list.body.rows[0]).toMatchObject({ code: 'SZX1', bayCount: 12, robotCount: 2 });
  const robots = await t.call('GET', `/api/sortRobot/list/${list.body.rows[0].id}`, { token: tokens.admin });
  expect((robots.body.rows as { identifier: string }[]).map((r) => r.identifier)).toEqual(['SZX1-R01', 'SZX1-R02']);
});
