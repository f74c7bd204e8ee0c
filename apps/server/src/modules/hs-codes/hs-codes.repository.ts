import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { scopeWhere, type DataScope } from '../../platform/auth/scope';
import {
  hsConfirmationOwners,
  hsConfirmations,
  hsMatchListOwners,
  hsMatchLists,
  hsNomenclature,
  hsSections,
  type StoredMatchRow,
} from './hs-codes.tables';

/** The confirmed codes of `accountId` for these goods keys, within the caller's scope. */
export async function confirmedCodes(db: Db, scope: DataScope, accountId: number, keys: string[]) {
  if (keys.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ key: hsConfirmations.goodsKey, hsCode: hsConfirmations.hsCode })
    .from(hsConfirmations)
    .where(
      and(
        scopeWhere(scope, hsConfirmationOwners),
        eq(hsConfirmations.accountId, accountId),
        inArray(hsConfirmations.goodsKey, [...new Set(keys)]),
      ),
    );
  return new Map(rows.map((r) => [r.key, r.hsCode]));
}

/** Records (or corrects) a confirmed code: one row per account and goods key. */
export async function upsertConfirmation(
  db: Db,
  row: { accountId: number; goodsKey: string; goodsName: string; hsCode: string; confirmedBy: number },
) {
  const [saved] = await db
    .insert(hsConfirmations)
    .values(row)
    .onConflictDoUpdate({
      target: [hsConfirmations.accountId, hsConfirmations.goodsKey],
      set: { goodsName: row.goodsName, hsCode: row.hsCode, confirmedBy: row.confirmedBy, updatedAt: sql`now()` },
    })
    .returning();
  return saved!;
}

export async function nomenclatureNode(db: Db, code: string) {
  const [row] = await db.select().from(hsNomenclature).where(eq(hsNomenclature.code, code));
  return row ?? null;
}

export async function sectionOf(db: Db, code: string) {
  const [row] = await db.select().from(hsSections).where(eq(hsSections.code, code));
  return row ?? null;
}

export async function countChildren(db: Db, parent: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(hsNomenclature)
    .where(eq(hsNomenclature.parent, parent));
  return row?.n ?? 0;
}

export async function saveMatchList(
  db: Db,
  row: { taskId: number; accountId: number; rows: StoredMatchRow[]; skipped: number },
) {
  await db.insert(hsMatchLists).values(row).onConflictDoNothing();
}

export async function matchList(db: Db, scope: DataScope, taskId: number) {
  const [row] = await db
    .select()
    .from(hsMatchLists)
    .where(and(scopeWhere(scope, hsMatchListOwners), eq(hsMatchLists.taskId, taskId)));
  return row ?? null;
}
