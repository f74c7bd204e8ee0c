import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTestApp } from '../../../test/helpers/demo-app';
import type { TestApp } from '../../../test/helpers/test-app';
import { dataAccessOf } from '../../platform/db/data-access';
import { DEMO_TAIL_CARRIERS, seedDemoTailLogistics } from './tail-logistics.demo';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  ({ t } = await demoTestApp(['admin', 'customer'], tokens));
});
afterAll(() => t.close());

describe('tail logistics in the demo', () => {
  it('holds real last-mile carriers, each with its services, offered to customers too', async () => {
    const page = await t.call('GET', '/api/tailLogistics/page?pageSize=50', { token: tokens.admin });
    expect(page.body.total).toBe(DEMO_TAIL_CARRIERS.length);
    expect(page.body.rows.map((r: { code: string }) => r.code)).toEqual(
      expect.arrayContaining(['USPS', 'UPS', 'DHL_ECOM', 'CJ', 'YAMATO']),
    );
    for (const r of page.body.rows as { serviceCount: number; trackingUrl: string }[]) {
      expect(r.serviceCount).toBeGreaterThanOrEqual(1);
      expect(r.trackingUrl).toContain('{trackingNo}');
    }
    const services = await t.call('GET', '/api/dropdownData/serviceInfoList', { token: tokens.customer });
    expect(services.body.rows).toContainEqual(expect.objectContaining({ label: 'Yamato Transport / TA-Q-BIN' }));
  });

  it('adds nothing when carriers exist already', async () => {
    await seedDemoTailLogistics(dataAccessOf(t.database));
    const page = await t.call('GET', '/api/tailLogistics/page', { token: tokens.admin });
    expect(page.body.total).toBe(DEMO_TAIL_CARRIERS.length);
  });
});
