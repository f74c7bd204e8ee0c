import { eq } from 'drizzle-orm';
import type { DataAccess } from '../../platform/db/data-access';
import { stateReader } from '../../platform/db/state-reader';
import type { premiumPackages } from '../products';
import type { PostcodeRangeInput, RateCardInput } from './engine/types';
import { snapshotKey } from './price-snapshots';
import {
  catalogueProducts,
  effectivePackages,
  packageAssignments,
  productPriceRows,
  signedCustomers,
} from './catalogue.repository';
import { packageInput, rateCardInput } from './rate-card.mapper';
import { pricingState } from './pricing.tables';
import { compileRateCard, type CompiledRateCard } from './engine';

type PackageRow = typeof premiumPackages.$inferSelect;
export type ReportPriceType = PackageRow['reportPriceType'];
export type CatalogueProduct = Awaited<ReturnType<typeof catalogueProducts>>[number] & {
  customers: ReadonlySet<number>;
  /** Assigned packages by customer, and each report price type's default package. */
  packageOf: ReadonlyMap<number, PackageRow>;
  defaults: ReadonlyMap<ReportPriceType, PackageRow>;
};

/** A compiled card, with the input it was compiled from and that input's key (an order's price snapshot keeps it). */
export type CardOutcome =
  { ok: true; card: CompiledRateCard; input: RateCardInput; inputKey: string } | { ok: false; reason: string };

/** The postcode-group libraries of a cost, as ranges (the postcodes module). */
export type LibraryRanges = (groupIds: number[]) => Promise<PostcodeRangeInput[]>;

interface Generation {
  version: number;
  catalogue: Promise<Map<number, CatalogueProduct>>;
  cards: Map<number, Promise<CardOutcome>>;
}

/**
 * Rate cards compiled in memory, with the catalogue deciding who may quote what. Both belong to one version of the
 * pricing data (`pricing_state`): each quote call reads the version (one small query, shared by the calls that
 * arrive together; none on the embedded database while this process wrote nothing) and, when it moved, drops
 * everything and rebuilds lazily: the catalogue at once, each product's card at its first quote.
 */
export function createRateCards(data: DataAccess, libraries: LibraryRanges) {
  let current: Generation | null = null;

  async function loadCatalogue(): Promise<Map<number, CatalogueProduct>> {
    const [rows, signed, packages, assignments] = await Promise.all([
      catalogueProducts(data.db),
      signedCustomers(data.db),
      effectivePackages(data.db),
      packageAssignments(data.db),
    ]);
    const byId = new Map(packages.map((p) => [p.id, p]));
    const map = new Map<number, CatalogueProduct>();
    for (const r of rows) map.set(r.id, { ...r, customers: new Set(), packageOf: new Map(), defaults: new Map() });
    for (const s of signed) (map.get(s.productId)?.customers as Set<number> | undefined)?.add(s.customerId);
    for (const p of packages)
      if (p.isDefault)
        (map.get(p.productId)?.defaults as Map<ReportPriceType, PackageRow> | undefined)?.set(p.reportPriceType, p);
    for (const a of assignments) {
      const pkg = byId.get(a.packageId);
      if (pkg) (map.get(a.productId)?.packageOf as Map<number, PackageRow> | undefined)?.set(a.customerId, pkg);
    }
    return map;
  }

  async function loadCard(productId: number): Promise<CardOutcome> {
    const rows = await productPriceRows(data.db, productId);
    if (!rows) return { ok: false, reason: 'NOT_FOUND' };
    const [remote, notRemote] = await Promise.all([
      libraries(rows.cost.remotePostcodeGroups),
      libraries(rows.cost.noRemotePostcodeGroups),
    ]);
    const input = rateCardInput(rows, { remote, notRemote });
    const compiled = compileRateCard(input);
    return compiled.ok
      ? { ok: true, card: compiled.card, input, inputKey: snapshotKey(JSON.stringify(input)) }
      : { ok: false, reason: compiled.errors.map((e) => e.code).join(',') };
  }

  // Concurrent quotes share one read of the counter (decision 51); none at all while this process, the embedded
  // database's only writer, wrote nothing (decision 53).
  const currentVersion = stateReader(data, async () => {
    const [state] = await data.db
      .select({ version: pricingState.version })
      .from(pricingState)
      .where(eq(pricingState.id, 1));
    return state?.version ?? 0;
  });

  /** The generation of the current pricing version, rebuilt when the version moved. */
  async function generation(): Promise<Generation> {
    const version = await currentVersion();
    if (current?.version !== version) {
      const catalogue = loadCatalogue();
      catalogue.catch(() => undefined);
      current = { version, catalogue, cards: new Map() };
    }
    return current;
  }

  return {
    /** A view on the current version: its catalogue and its cards. */
    async snapshot() {
      const g = await generation();
      const catalogue = await g.catalogue.catch((err: unknown) => {
        if (current === g) current = null; // a failed load is not kept
        throw err;
      });
      return {
        catalogue,
        card(productId: number): Promise<CardOutcome> {
          let card = g.cards.get(productId);
          if (!card) {
            card = loadCard(productId);
            g.cards.set(productId, card);
            card.catch(() => g.cards.delete(productId));
          }
          return card;
        },
      };
    },
    packageInput,
  };
}

export type RateCards = ReturnType<typeof createRateCards>;
