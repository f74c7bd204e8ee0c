import { eq } from 'drizzle-orm';
import { dataAccessOf } from '../../src/platform/db/data-access';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { products } from '../../src/modules/products';
import { createTestApp, type TestApp } from './test-app';

/**
 * A test app on the seeded demo, with these demo users signed in (their tokens put into `tokens`), and the id of the
 * demo product US-EXP.
 */
export async function demoTestApp(
  users: readonly string[],
  tokens: Record<string, string>,
  env: Record<string, string> = {},
): Promise<{ t: TestApp; usExp: number }> {
  const t = await createTestApp(env);
  await seedDemo(dataAccessOf(t.database));
  for (const u of users) tokens[u] = await t.login(u, DEMO_PASSWORD);
  const [product] = await t.db.select({ id: products.id }).from(products).where(eq(products.code, 'US-EXP'));
  return { t, usExp: product!.id };
}
