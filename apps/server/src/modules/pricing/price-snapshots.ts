import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DataAccess } from '../../platform/db/data-access';
import { compileRateCard, type CompiledRateCard } from './engine';
import type { PremiumPackageInput, RateCardInput } from './engine/types';
import { priceSnapshots } from './pricing.tables';

/** A snapshot's key: the first 32 hex digits of the SHA-256 of its text. */
export const snapshotKey = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** The prices an order was placed under: its product's card and its customer's premium package. */
export interface PriceSnapshot {
  card: RateCardInput;
  premium: PremiumPackageInput | null;
}

/** A stored snapshot, compiled again (null: no such key, or its card no longer compiles). */
type Loaded = { card: CompiledRateCard; premium: PremiumPackageInput | null } | null;

/**
 * Price snapshots (`price_snapshots`): stored once per content, before the placement's transaction (as the fee
 * explanations are), and sent only once per process per key, so a placement adds no round trip once its product's
 * prices have been seen. Read back by a re-weigh, compiled once per key per process.
 */
export function createPriceSnapshots(data: DataAccess, limit = 1_000) {
  const committed = new Set<string>();
  const loaded = new Map<string, Promise<Loaded>>();

  /** The key of these prices, stored if this process has not stored it yet. */
  async function keep(cardKey: string, snapshot: PriceSnapshot): Promise<string> {
    const key = snapshotKey(`${cardKey}:${JSON.stringify(snapshot.premium)}`);
    if (committed.has(key)) return key;
    await data.db
      .insert(priceSnapshots)
      .values({ key, body: snapshot })
      .onConflictDoNothing({ target: priceSnapshots.key });
    if (data.inTransaction) return key; // committed only if its transaction is
    if (committed.size >= limit) committed.clear();
    committed.add(key);
    return key;
  }

  async function load(key: string): Promise<Loaded> {
    const [row] = await data.db
      .select({ body: priceSnapshots.body })
      .from(priceSnapshots)
      .where(eq(priceSnapshots.key, key));
    if (!row) return null;
    const body = row.body as PriceSnapshot;
    const compiled = compileRateCard(body.card);
    return compiled.ok ? { card: compiled.card, premium: body.premium } : null;
  }

  return {
    keep,
    /** The compiled prices of a key (null: unknown key). */
    read(key: string): Promise<Loaded> {
      let got = loaded.get(key);
      if (!got) {
        if (loaded.size >= limit) loaded.clear();
        got = load(key);
        loaded.set(key, got);
        got.catch(() => loaded.delete(key));
      }
      return got;
    },
  };
}

export type PriceSnapshots = ReturnType<typeof createPriceSnapshots>;
