import type { Language, Product } from '@parcelhub/contracts';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { scopeOf } from '../../platform/auth/scope';
import { can, type Actor } from '../../platform/auth/actor';
import { AppError } from '../../platform/http/app-error';
import type { RegionsService } from '../regions';
import type { UsersService } from '../users';
import type { TasksService } from '../tasks';
import type { ProductCostsService } from '../product-costs';
import * as productQueries from './products.repository';
import * as packageQueries from './packages.repository';
import type { ProductRow } from './products.repository';
import { toProduct, type ProductView } from './products.mapper';

export interface ProductDeps {
  data: DataAccess;
  regions: RegionsService;
  users: UsersService;
  tasks: TasksService;
  /** The cost side: zone imports of a product go to its cost. */
  costs: Pick<ProductCostsService, 'importZones'>;
}

export const viewOf = (actor: Pick<Actor, 'privilegeType'>): ProductView =>
  actor.privilegeType === 'PLATFORM' ? 'platform' : actor.privilegeType === 'SUPPLIER' ? 'supplier' : 'customer';

/** The platform's catalogue work: a platform user holding product:manage (suppliers hold it for postcode groups). */
export function assertManager(actor: Actor) {
  if (actor.privilegeType !== 'PLATFORM' || !can(actor, 'product:manage')) throw new AppError('FORBIDDEN');
}

/**
 * What every use case of the module shares: scoped reads that answer 404 for what the caller may not see, the check
 * that it may change a product, and the product as the caller sees it.
 */
export function createProductCore(deps: ProductDeps) {
  const { data, regions } = deps;
  const repo = bindRepository(data, productQueries);
  const packages = bindRepository(data, packageQueries);

  async function countryNamer(lang: Language) {
    const names = new Map((await regions.countries(lang)).map((c) => [c.value, c.label]));
    return (code: string) => names.get(code) ?? code;
  }

  /** A product the caller sees, else 404 (missing and not yours answer alike). */
  async function visible(actor: Actor, id: number): Promise<ProductRow> {
    const row = await repo.findProduct(scopeOf(actor), id);
    if (!row) throw new AppError('PRODUCT_NOT_FOUND', { id });
    return row;
  }

  /**
   * A product the caller may change: the platform (product:manage) any; a customer (product:list) its own-account
   * products; a supplier (product:cost) those on its costs where `supplierMay` (label settings). Others who see the
   * product are told it is read-only; those who do not, 404.
   */
  async function writable(actor: Actor, id: number, { supplierMay = false } = {}): Promise<ProductRow> {
    const row = await visible(actor, id);
    switch (actor.privilegeType) {
      case 'PLATFORM':
        assertManager(actor);
        return row;
      case 'USER':
        if (row.source !== 'OWN' || row.ownerId !== actor.accountId) throw new AppError('PRODUCT_READ_ONLY');
        if (!can(actor, 'product:list')) throw new AppError('FORBIDDEN');
        return row;
      case 'SUPPLIER':
        if (!supplierMay) throw new AppError('PRODUCT_READ_ONLY');
        if (!can(actor, 'product:cost')) throw new AppError('FORBIDDEN');
        return row;
      default: {
        const never: never = actor.privilegeType;
        throw new Error(`unknown privilege ${String(never)}`);
      }
    }
  }

  /** Products as the caller sees them: counts for the platform, signing state and package for a customer. */
  async function toDtos(actor: Actor, rows: ProductRow[], lang: Language): Promise<Product[]> {
    const view = viewOf(actor);
    const countryName = await countryNamer(lang);
    const ids = rows.map((r) => r.id);
    if (view === 'platform') {
      const counts = await repo.countsOf(ids);
      return rows.map((r) => toProduct(r, view, { countryName, counts: counts.get(r.id) }));
    }
    if (view === 'supplier') return rows.map((r) => toProduct(r, view, { countryName }));
    const signing = await repo.signingOf(actor.accountId, ids);
    const pkgs = await packages.packagesFor(ids, actor.accountId, 'INTERNAL_REPORT_PRICE');
    return rows.map((r) => {
      const pkg = r.source === 'OWN' ? undefined : pkgs.get(r.id);
      return toProduct(r, view, {
        countryName,
        signing: signing.get(r.id) ?? null,
        premiumPackage: pkg ? { id: pkg.id, name: pkg.name } : null,
      });
    });
  }

  async function toDto(actor: Actor, row: ProductRow, lang: Language): Promise<Product> {
    const [out] = await toDtos(actor, [row], lang);
    return out!;
  }

  /** Re-reads a product after a write, as the caller sees it. */
  async function reread(actor: Actor, id: number, lang: Language): Promise<Product> {
    return toDto(actor, await visible(actor, id), lang);
  }

  return { deps, data, repo, packages, visible, writable, toDtos, toDto, reread, countryNamer };
}

export type ProductCore = ReturnType<typeof createProductCore>;
