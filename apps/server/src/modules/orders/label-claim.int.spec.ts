import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { rowsOf } from '../../platform/db/rows';
import { LABEL_CLAIMABLE } from './orders.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A value of each required column for row `g` (text unique per row, so the unique indexes hold). */
function filler(column: string, type: string): string {
  const given: Record<string, string> = {
    status: `(array['CREATED','LABELED','DELIVERED'])[1 + g % 3]`,
    label_status: `(array['PENDING','SUCCESS','FAILED'])[1 + g % 3]`,
    source: `'API'`,
    label_next_at: `now() - make_interval(secs => g % 500)`,
  };
  if (given[column]) return given[column];
  if (/int|numeric|double|real/.test(type)) return 'g';
  if (type === 'boolean') return 'false';
  if (type.startsWith('timestamp')) return 'now()';
  return `'x' || g`;
}

describe('the label claim and its index', () => {
  it('reads the due orders in order from the partial index, on a full table never analyzed', async () => {
    // A copy with the same indexes, filled behind the planner's back as a burst of placements does.
    await t.database.exec(`create table claim_probe (like orders including all)`);
    const required = await rowsOf<{ column: string; type: string }>(
      t.db,
      sql`select column_name as "column", data_type as "type" from information_schema.columns
          where table_name = 'claim_probe' and (is_nullable = 'NO' and column_default is null and is_identity = 'NO'
            or column_name in ('status', 'label_status', 'label_next_at'))`,
    );
    const names = required.map((c) => c.column);
    const values = required.map((c) => filler(c.column, c.type));
    await t.database.exec(
      `insert into claim_probe (${names.join(', ')}) select ${values.join(', ')} from generate_series(1, 3000) g`,
    );
    const plan = (
      await rowsOf<{ 'QUERY PLAN': string }>(
        t.db,
        sql`explain select id from claim_probe where ${LABEL_CLAIMABLE} and label_next_at is not null
            and label_next_at <= now() order by label_next_at limit 20 for update skip locked`,
      )
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toMatch(/Index Scan using claim_probe_label_next_at_idx/);
    expect(plan).not.toMatch(/Sort|Bitmap/);
  });
});
