import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { scopeWhere, type DataScope } from '../../platform/auth/scope';
import { fileOwners, storedFiles as f } from './media.tables';

export type StoredFileRow = typeof f.$inferSelect;
export type NewStoredFile = Omit<typeof f.$inferInsert, 'id' | 'createdAt'>;

export async function insertFile(db: Db, row: NewStoredFile): Promise<StoredFileRow> {
  const [created] = await db.insert(f).values(row).returning();
  return created!;
}

export async function findFile(db: Db, scope: DataScope, id: number): Promise<StoredFileRow | undefined> {
  const [row] = await db
    .select()
    .from(f)
    .where(and(eq(f.id, id), scopeWhere(scope, fileOwners)));
  return row;
}
