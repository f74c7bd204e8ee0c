import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/paging';
import { fromExcluded } from '../../platform/db/upsert';
import { dictDetails as d, dicts } from './dicts.tables';

export type DictRow = typeof dicts.$inferSelect & { valueCount: number };
export type DetailRow = typeof d.$inferSelect;
export type DetailWrite = Omit<typeof d.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

interface Window {
  offset: number;
  limit: number;
}

// Written out: drizzle leaves columns unqualified here, and a bare "id" would mean the inner table's.
const valueCount = sql<number>`(select count(*) from "dict_details" dd where dd."dict_id" = "dicts"."id")`.mapWith(
  Number,
);
const dictColumns = { dict: dicts, valueCount };
const flatten = (r: { dict: typeof dicts.$inferSelect; valueCount: number }): DictRow => ({
  ...r.dict,
  valueCount: r.valueCount,
});

export async function listDicts(db: Db, f: Window & { blurry?: string }) {
  const where = f.blurry
    ? or(ilike(dicts.name, containsPattern(f.blurry)), ilike(dicts.description, containsPattern(f.blurry)))
    : undefined;
  const rows = await db
    .select(dictColumns)
    .from(dicts)
    .where(where)
    .orderBy(asc(dicts.name))
    .offset(f.offset)
    .limit(f.limit);
  const [total] = await db.select({ n: count() }).from(dicts).where(where);
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}

export async function findDict(db: Db, id: number): Promise<DictRow | undefined> {
  const [row] = await db.select(dictColumns).from(dicts).where(eq(dicts.id, id));
  return row ? flatten(row) : undefined;
}

export async function findDictByName(db: Db, name: string) {
  const [row] = await db.select().from(dicts).where(eq(dicts.name, name));
  return row;
}

export async function insertDict(db: Db, row: { name: string; description: string }): Promise<number> {
  const [out] = await db.insert(dicts).values(row).returning({ id: dicts.id });
  if (!out) throw new Error('insert returned no row');
  return out.id;
}

export async function updateDict(db: Db, id: number, row: { name: string; description: string }) {
  await db
    .update(dicts)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(dicts.id, id));
}

export async function deleteDict(db: Db, id: number): Promise<boolean> {
  const out = await db.delete(dicts).where(eq(dicts.id, id)).returning({ id: dicts.id });
  return out.length > 0;
}

/** A dictionary's values in display order; `enabledOnly` for what the product offers, all for the screen. */
export async function listDetails(
  db: Db,
  dictId: number,
  f: Window & { enabledOnly: boolean; blurry?: string },
): Promise<{ rows: DetailRow[]; total: number }> {
  const like = f.blurry ? containsPattern(f.blurry) : undefined;
  const conds: (SQL | undefined)[] = [
    eq(d.dictId, dictId),
    f.enabledOnly ? eq(d.enabled, true) : undefined,
    like ? or(ilike(d.value, like), ilike(d.labelZh, like), ilike(d.labelEn, like), ilike(d.labelKo, like)) : undefined,
  ];
  const where = and(...conds);
  const rows = await db.select().from(d).where(where).orderBy(asc(d.sort), asc(d.id)).offset(f.offset).limit(f.limit);
  // Most reads take the whole dictionary in one page: the count is then the rows themselves.
  if (f.offset === 0 && rows.length < f.limit) return { rows, total: rows.length };
  const [total] = await db.select({ n: count() }).from(d).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findDetail(db: Db, id: number): Promise<DetailRow | undefined> {
  const [row] = await db.select().from(d).where(eq(d.id, id));
  return row;
}

export async function insertDetail(db: Db, row: DetailWrite): Promise<number> {
  const [out] = await db.insert(d).values(row).returning({ id: d.id });
  if (!out) throw new Error('insert returned no row');
  return out.id;
}

export async function updateDetail(db: Db, id: number, row: Partial<DetailWrite>) {
  await db
    .update(d)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(d.id, id));
}

export async function deleteDetail(db: Db, id: number): Promise<boolean> {
  const out = await db.delete(d).where(eq(d.id, id)).returning({ id: d.id });
  return out.length > 0;
}

/** Built-in dictionaries: the release owns their description; answers each one's id by name. */
export async function upsertBuiltInDicts(db: Db, rows: { name: string; description: string }[]) {
  return db
    .insert(dicts)
    .values(rows.map((r) => ({ ...r, builtIn: true })))
    .onConflictDoUpdate({
      target: dicts.name,
      set: { ...fromExcluded(dicts, ['description']), builtIn: true },
    })
    .returning({ id: dicts.id, name: dicts.name });
}

/** Built-in values: added when missing, never overwritten (an operator's labels, order and state stay). */
export async function insertBuiltInDetails(db: Db, rows: Omit<DetailWrite, 'builtIn'>[]) {
  if (rows.length === 0) return;
  await db
    .insert(d)
    .values(rows.map((r) => ({ ...r, builtIn: true })))
    .onConflictDoUpdate({ target: [d.dictId, d.value], set: { builtIn: true }, setWhere: eq(d.builtIn, false) });
}
