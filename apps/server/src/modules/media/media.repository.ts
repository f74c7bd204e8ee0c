import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { scopeWhere, type DataScope } from '../../platform/auth/scope';
import { visibleTo, type OwningAccess, type Viewer } from '../../platform/files/visibility';
import { fileOwners, storedFiles as f } from './media.tables';

export type StoredFileRow = typeof f.$inferSelect;
export type NewStoredFile = Omit<typeof f.$inferInsert, 'id' | 'createdAt'>;

export async function insertFile(db: Db, row: NewStoredFile): Promise<StoredFileRow> {
  const [created] = await db.insert(f).values(row).returning();
  return created!;
}

/** A file of the scope that the viewer may see (platform/files/visibility.ts). */
export async function findFile(
  db: Db,
  scope: DataScope,
  viewer: Viewer,
  id: number,
): Promise<StoredFileRow | undefined> {
  const [row] = await db
    .select()
    .from(f)
    .where(
      and(eq(f.id, id), scopeWhere(scope, fileOwners), visibleTo(viewer, { creator: f.userId, access: f.access })),
    );
  return row;
}

/** Marks a file of the scope as part of something guarded by `access`; false when the scope has no such file. */
export async function restrictFile(db: Db, scope: DataScope, id: number, access: OwningAccess): Promise<boolean> {
  const rows = await db
    .update(f)
    .set({ access: [...access] })
    .where(and(eq(f.id, id), scopeWhere(scope, fileOwners)))
    .returning({ id: f.id });
  return rows.length > 0;
}
