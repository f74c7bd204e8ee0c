import { and, asc, count, eq, gt, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern, pageOf } from '../../platform/db/paging';
import { fromExcluded } from '../../platform/db/upsert';
import { cities as c } from './regions.tables';

export type CityRow = typeof c.$inferSelect;
export type CityWrite = Pick<
  typeof c.$inferInsert,
  'countryCode' | 'provinceCode' | 'provinceName' | 'provinceNameEn' | 'code' | 'name' | 'nameEn' | 'description'
>;

export interface CityFilter {
  countryCode?: string;
  provinceCode?: string;
  keyword?: string;
}

const live = isNull(c.deletedAt);
const WRITABLE = ['provinceCode', 'provinceName', 'provinceNameEn', 'name', 'nameEn', 'description'] as const;

function filtered(f: CityFilter): SQL | undefined {
  const like = f.keyword ? containsPattern(f.keyword) : undefined;
  return and(
    live,
    f.countryCode ? eq(c.countryCode, f.countryCode) : undefined,
    f.provinceCode ? eq(c.provinceCode, f.provinceCode) : undefined,
    like
      ? or(
          ilike(c.code, like),
          ilike(c.name, like),
          ilike(c.nameEn, like),
          ilike(c.provinceName, like),
          ilike(c.provinceNameEn, like),
        )
      : undefined,
  );
}

export async function findCities(db: Db, f: CityFilter & { offset: number; limit: number }) {
  const rows = await db
    .select({ city: c, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(c)
    .where(filtered(f))
    .orderBy(asc(c.countryCode), asc(c.provinceCode), asc(c.code))
    .offset(f.offset)
    .limit(f.limit);
  const page = await pageOf(rows, f.offset, () => countCities(db, f));
  return { rows: page.rows.map((r) => r.city), total: page.total };
}

export async function countCities(db: Db, f: CityFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(c).where(filtered(f));
  return row?.n ?? 0;
}

/** Every city the filters match, in id order, a batch at a time (keyset). */
export async function* eachCity(db: Db, f: CityFilter, batch = 1000) {
  for (let afterId = 0; ;) {
    const rows = await db
      .select()
      .from(c)
      .where(and(filtered(f), gt(c.id, afterId)))
      .orderBy(asc(c.id))
      .limit(batch);
    yield* rows;
    if (rows.length < batch) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

export async function findCity(db: Db, id: number): Promise<CityRow | undefined> {
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.id, id), live));
  return row;
}

/** The distinct provinces of a country, each with the names of its first city. */
export async function provincesOf(db: Db, countryCode: string) {
  return db
    .selectDistinctOn([c.provinceCode], {
      code: c.provinceCode,
      name: c.provinceName,
      nameEn: c.provinceNameEn,
    })
    .from(c)
    .where(and(live, eq(c.countryCode, countryCode)))
    .orderBy(asc(c.provinceCode), asc(c.id));
}

export async function citiesOf(db: Db, countryCode: string, provinceCode: string | undefined, limit: number) {
  return db
    .select()
    .from(c)
    .where(and(live, eq(c.countryCode, countryCode), provinceCode ? eq(c.provinceCode, provinceCode) : undefined))
    .orderBy(asc(c.provinceCode), asc(c.code))
    .limit(limit);
}

/**
 * A new city, or one that takes the place of a deleted one with the same code. Answers null when a live city
 * already holds the code (one statement, so concurrent creations of the same code leave exactly one).
 */
export async function insertCity(db: Db, row: CityWrite): Promise<number | null> {
  const [out] = await db
    .insert(c)
    .values({ ...row, customized: true })
    .onConflictDoUpdate({
      target: [c.countryCode, c.code],
      set: { ...fromExcluded(c, [...WRITABLE]), customized: true, deletedAt: null, updatedAt: new Date() },
      setWhere: isNotNull(c.deletedAt),
    })
    .returning({ id: c.id });
  return out?.id ?? null;
}

/** Clears a deleted city's claim on a code another city is about to take. */
export async function dropDeletedCode(db: Db, countryCode: string, code: string, keepId: number) {
  await db
    .delete(c)
    .where(and(eq(c.countryCode, countryCode), eq(c.code, code), isNotNull(c.deletedAt), ne(c.id, keepId)));
}

export async function updateCity(db: Db, id: number, row: CityWrite): Promise<boolean> {
  const out = await db
    .update(c)
    .set({ ...row, customized: true, updatedAt: new Date() })
    .where(and(eq(c.id, id), live))
    .returning({ id: c.id });
  return out.length > 0;
}

/** Deleted cities stay as marks, so the reference seed does not bring them back at the next start. */
export async function deleteCities(db: Db, ids: number[]): Promise<number[]> {
  const out = await db
    .update(c)
    .set({ deletedAt: new Date(), customized: true, updatedAt: new Date() })
    .where(and(inArray(c.id, ids), live))
    .returning({ id: c.id });
  return out.map((r) => r.id);
}

/** The reference seed: new cities are added, those the platform never touched follow the file. */
export async function upsertSeedCities(db: Db, rows: CityWrite[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(c)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [c.countryCode, c.code],
        set: fromExcluded(c, [...WRITABLE]),
        setWhere: eq(c.customized, false),
      });
  }
}

/** An import: every row lands, a code the country already has is updated (a deleted one comes back). */
export async function importCities(db: Db, rows: CityWrite[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(c)
      .values(rows.slice(i, i + 500).map((r) => ({ ...r, customized: true })))
      .onConflictDoUpdate({
        target: [c.countryCode, c.code],
        set: { ...fromExcluded(c, [...WRITABLE]), customized: true, deletedAt: null, updatedAt: new Date() },
      });
  }
}
