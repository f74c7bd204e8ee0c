import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/paging';
import { users } from '../users';

/** Every query here is scoped to one main account: another account's sub-account is not found. */
const ofMain = (mainId: number, extra?: SQL) => and(eq(users.parentId, mainId), extra);

export async function listSubAccounts(db: Db, mainId: number, f: { keyword?: string; offset: number; limit: number }) {
  let match: SQL | undefined;
  if (f.keyword) {
    const like = containsPattern(f.keyword);
    match = or(ilike(users.username, like), ilike(users.nickName, like), ilike(users.phone, like));
  }
  const cond = ofMain(mainId, match);
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(cond).orderBy(desc(users.createdAt), desc(users.id)).offset(f.offset).limit(f.limit),
    db.select({ n: count() }).from(users).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findSubAccount(db: Db, mainId: number, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(ofMain(mainId, eq(users.id, id)));
  return row;
}

export async function ownedIds(db: Db, mainId: number, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(ofMain(mainId, inArray(users.id, ids)));
  return rows.map((r) => r.id);
}
