import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern, pageOf } from '../../platform/db/paging';
import { fromExcluded } from '../../platform/db/upsert';
import { dockingProviders as p, dockModels as m } from './docking.tables';

export type ProviderRow = typeof p.$inferSelect & { modelCount: number };
export type ProviderWrite = Pick<
  typeof p.$inferInsert,
  'code' | 'name' | 'interfaceName' | 'syncLabel' | 'enabled' | 'remark'
>;
export type ModelRow = typeof m.$inferSelect;
export type ModelWrite = Omit<typeof m.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const live = isNull(p.deletedAt);
const PROVIDER_FIELDS = ['name', 'interfaceName', 'syncLabel', 'enabled', 'remark'] as const;

export interface ProviderFilter {
  keyword?: string;
  enabled?: boolean;
}

const filtered = (f: ProviderFilter) => {
  const like = f.keyword ? containsPattern(f.keyword) : undefined;
  return and(
    live,
    f.enabled !== undefined ? eq(p.enabled, f.enabled) : undefined,
    like ? or(ilike(p.code, like), ilike(p.name, like), ilike(p.interfaceName, like)) : undefined,
  );
};

// Qualified by hand: inside a select drizzle writes columns bare, and `provider_id = id` would read one table.
const modelCount =
  sql<number>`(select count(*) from "dock_models" where "dock_models"."provider_id" = "docking_providers"."id")`.mapWith(
    Number,
  );

export async function countProviders(db: Db, f: ProviderFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(p).where(filtered(f));
  return row?.n ?? 0;
}

export async function findProviders(db: Db, f: ProviderFilter & { offset: number; limit: number }) {
  const rows = await db
    .select({ provider: p, modelCount, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(p)
    .where(filtered(f))
    .orderBy(asc(p.code))
    .offset(f.offset)
    .limit(f.limit);
  const page = await pageOf(rows, f.offset, () => countProviders(db, f));
  return { rows: page.rows.map((r) => ({ ...r.provider, modelCount: r.modelCount })), total: page.total };
}

export async function findProvider(db: Db, id: number): Promise<ProviderRow | undefined> {
  const [row] = await db
    .select({ provider: p, modelCount })
    .from(p)
    .where(and(live, eq(p.id, id)));
  return row ? { ...row.provider, modelCount: row.modelCount } : undefined;
}

export async function enabledProviders(db: Db) {
  return db
    .select({ id: p.id, code: p.code, name: p.name, syncLabel: p.syncLabel })
    .from(p)
    .where(and(live, eq(p.enabled, true)))
    .orderBy(asc(p.code));
}

/**
 * A new provider, or one taking the place of a deleted one with the same code (its old models go). Null when a
 * live provider holds the code.
 */
export async function insertProvider(db: Db, row: ProviderWrite): Promise<number | null> {
  const [out] = await db
    .insert(p)
    .values(row)
    .onConflictDoUpdate({
      target: p.code,
      set: { ...fromExcluded(p, [...PROVIDER_FIELDS]), deletedAt: null, updatedAt: new Date() },
      setWhere: isNotNull(p.deletedAt),
    })
    .returning({ id: p.id, created: sql<boolean>`(xmax = 0)` });
  if (!out) return null;
  if (!out.created) await db.delete(m).where(eq(m.providerId, out.id));
  return out.id;
}

export async function updateProvider(db: Db, id: number, row: ProviderWrite): Promise<boolean> {
  const out = await db
    .update(p)
    .set({ ...row, updatedAt: new Date() })
    .where(and(live, eq(p.id, id)))
    .returning({ id: p.id });
  return out.length > 0;
}

/** Marks a provider deleted (the seed will not bring it back); its code stays reserved until taken over. */
export async function deleteProvider(db: Db, id: number): Promise<boolean> {
  const out = await db
    .update(p)
    .set({ deletedAt: new Date(), enabled: false, updatedAt: new Date() })
    .where(and(live, eq(p.id, id)))
    .returning({ id: p.id });
  return out.length > 0;
}

export async function findModels(db: Db, providerId: number, onlyEnabled: boolean): Promise<ModelRow[]> {
  return db
    .select()
    .from(m)
    .where(and(eq(m.providerId, providerId), onlyEnabled ? eq(m.enabled, true) : undefined))
    .orderBy(asc(m.name), asc(m.id));
}

export async function findModel(db: Db, id: number): Promise<ModelRow | undefined> {
  const [row] = await db
    .select({ model: m })
    .from(m)
    .innerJoin(p, eq(p.id, m.providerId))
    .where(and(live, eq(m.id, id)));
  return row?.model;
}

/** A new model; null when its provider already has the service code. */
export async function insertModel(db: Db, row: ModelWrite): Promise<number | null> {
  const [out] = await db
    .insert(m)
    .values(row)
    .onConflictDoNothing({ target: [m.providerId, m.serviceCode] })
    .returning({ id: m.id });
  return out?.id ?? null;
}

export async function updateModel(db: Db, id: number, row: ModelWrite): Promise<boolean> {
  const out = await db
    .update(m)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(m.id, id))
    .returning({ id: m.id });
  return out.length > 0;
}

export async function deleteModel(db: Db, id: number): Promise<boolean> {
  const out = await db.delete(m).where(eq(m.id, id)).returning({ id: m.id });
  return out.length > 0;
}

/** The seed: a provider is added once (by code) with its models; later starts leave it as the platform left it. */
export async function seedProvider(db: Db, row: ProviderWrite, models: Omit<ModelWrite, 'providerId'>[]) {
  const [out] = await db.insert(p).values(row).onConflictDoNothing({ target: p.code }).returning({ id: p.id });
  if (!out || models.length === 0) return;
  await db
    .insert(m)
    .values(models.map((model) => ({ ...model, providerId: out.id })))
    .onConflictDoNothing();
}
