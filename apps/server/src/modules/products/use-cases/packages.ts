import type { z } from 'zod';
import type {
  Language,
  PackageCustomer,
  PremiumCalcInput,
  PremiumCalcResult,
  PremiumPackage,
  PremiumPackageEdit,
  PremiumPackageInput,
  PremiumPackageOption,
  PremiumPackageQuery,
  ReportPriceType,
} from '@parcelhub/contracts';
import { pageWindow } from '../../../platform/db/paging';
import { uniqueViolation } from '../../../platform/db/errors';
import type { Actor } from '../../../platform/auth/actor';
import { AppError } from '../../../platform/http/app-error';
import { assertManager, type ProductCore } from '../product-core';
import type { PackageRecord, PackageRow, PackageWrite } from '../packages.repository';
import { applyPremiumPackage } from '../premium-calc';

type Input = z.output<typeof PremiumPackageInput>;

const LINE_NAMES = {
  freight: { zh: '运费', en: 'Freight', ko: '운임' },
  handling: { zh: '操作费', en: 'Handling', ko: '취급 수수료' },
  minimum: { zh: '最低消费补足', en: 'Minimum order top-up', ko: '최소 주문 금액 보충' },
} as const;

/** Package values travel with 2 decimals (the column keeps 4 for the future). */
const two = (v: string) => Number(v).toFixed(2);

export function toPackage(r: PackageRow): PremiumPackage {
  return {
    id: r.id,
    productId: r.productId,
    productCode: r.productCode,
    productName: r.productName,
    currencyNo: r.currency,
    name: r.name,
    reportPriceType: r.reportPriceType,
    basicKind: r.basicKind,
    basicValue: two(r.basicValue),
    surchargeKind: r.surchargeKind,
    surchargeValue: two(r.surchargeValue),
    handlingKind: r.handlingKind,
    handlingValue: two(r.handlingValue),
    minOrderAmount: two(r.minOrderAmount),
    isDefault: r.isDefault,
    effective: r.effective,
    customerCount: r.customerCount,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const toAssignee = (r: {
  customerId: number;
  userName: string;
  nickName: string;
  phone: string | null;
  assignedAt: Date;
}): PackageCustomer => ({ ...r, phone: r.phone ?? '', assignedAt: r.assignedAt.toISOString() });

/**
 * Premium packages: the platform's markups over a product's cost. Every write moves the product's version first
 * (its row lock puts concurrent writes on one product in a line), so rate cards are rebuilt.
 */
export function packageUseCases(core: ProductCore) {
  const { data, repo, packages, visible } = core;

  async function get(id: number): Promise<PackageRow> {
    const row = await packages.findPackage(id);
    if (!row) throw new AppError('PREMIUM_PACKAGE_NOT_FOUND', { id });
    return row;
  }

  /** A package write of the platform, on a signing product. */
  async function signingProduct(actor: Actor, productId: number) {
    assertManager(actor);
    const row = await visible(actor, productId);
    if (row.source === 'OWN') throw new AppError('PRODUCT_NOT_FOUND', { id: productId });
    return row;
  }

  async function nameGuard<T>(name: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      if (uniqueViolation(e) === 'premium_packages_name_uq') throw new AppError('PREMIUM_PACKAGE_NAME_TAKEN', { name });
      throw e;
    }
  }

  /** Customers by phone or user name, all known customer main accounts, or the first unknown one refuses all. */
  async function customersBy(by: 'phone' | 'username', values: readonly string[]): Promise<number[]> {
    const wanted = [...new Set(values.map((v) => v.trim()))];
    const found = await packages.customersBy(by, wanted);
    const key = (v: string) => (by === 'phone' ? v : v.toLowerCase());
    const known = new Set(found.map((c) => key(by === 'phone' ? (c.phone ?? '') : c.username)));
    const unknown = wanted.find((v) => !known.has(key(v)));
    if (unknown !== undefined) throw new AppError('PRODUCT_CUSTOMER_UNKNOWN', { value: unknown });
    return found.map((c) => c.id);
  }

  async function assign(actor: Actor, id: number, by: 'phone' | 'username', values: readonly string[]) {
    assertManager(actor);
    const pkg = await get(id);
    const ids = await customersBy(by, values);
    return data.withTransaction(async () => {
      const version = (await repo.bumpVersion(pkg.productId))!;
      await packages.assignPackage(pkg.id, pkg.productId, ids);
      return { id: pkg.productId, version };
    });
  }

  async function unassign(actor: Actor, id: number, by: 'phone' | 'username', value: string) {
    assertManager(actor);
    const pkg = await get(id);
    const [customer] = await packages.customersBy(by, [value]);
    if (!customer) throw new AppError('PRODUCT_CUSTOMER_NOT_ASSIGNED', { value });
    return data.withTransaction(async () => {
      const version = (await repo.bumpVersion(pkg.productId))!;
      if (!(await packages.unassignPackage(pkg.id, customer.id)))
        throw new AppError('PRODUCT_CUSTOMER_NOT_ASSIGNED', { value });
      return { id: pkg.productId, version };
    });
  }

  return {
    /** Creates (no id) or replaces a package. Making it the default takes the default from the product's other. */
    async savePackage(actor: Actor, input: Input): Promise<PremiumPackage> {
      await signingProduct(actor, input.productId);
      const { id, ...fields } = input;
      const row: PackageWrite = { ...fields };
      const saved = await nameGuard(input.name, () =>
        data.withTransaction(async () => {
          await repo.bumpVersion(input.productId);
          if (id !== undefined) {
            const current = await get(id);
            if (current.productId !== input.productId) throw new AppError('PREMIUM_PACKAGE_NOT_FOUND', { id });
          }
          if (fields.isDefault) await packages.clearDefault(input.productId, fields.reportPriceType, id);
          if (id === undefined) return packages.insertPackage(row);
          await packages.updatePackage(id, row);
          return id;
        }),
      );
      return toPackage(await get(saved));
    },

    /** The name and the switches of a package; its markups stay. */
    async editPackage(actor: Actor, input: z.output<typeof PremiumPackageEdit>): Promise<PremiumPackage> {
      assertManager(actor);
      const pkg = await get(input.id);
      await nameGuard(input.name ?? pkg.name, () =>
        data.withTransaction(async () => {
          await repo.bumpVersion(pkg.productId);
          if (input.isDefault) await packages.clearDefault(pkg.productId, pkg.reportPriceType, pkg.id);
          await packages.updatePackage(pkg.id, {
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.isDefault !== undefined ? { isDefault: input.isDefault } : {}),
            ...(input.effective !== undefined ? { effective: input.effective } : {}),
          });
        }),
      );
      return toPackage(await get(pkg.id));
    },

    async listPackages(actor: Actor, q: z.output<typeof PremiumPackageQuery>) {
      assertManager(actor);
      const { offset, limit } = pageWindow(q);
      const { rows, total } = await packages.findPackages(
        {
          productId: q.productId,
          reportPriceType: q.reportPriceType,
          name: q.name || undefined,
          effective: q.effective,
        },
        offset,
        limit,
      );
      return { rows: rows.map(toPackage), total };
    },

    async getPackage(actor: Actor, id: number): Promise<PremiumPackage> {
      assertManager(actor);
      return toPackage(await get(id));
    },

    /** Deletes a package of a product; its customers fall back to the product's default. */
    async removePackage(actor: Actor, productId: number, id: number) {
      await signingProduct(actor, productId);
      return data.withTransaction(async () => {
        const version = (await repo.bumpVersion(productId))!;
        if (!(await packages.deletePackage(productId, id))) throw new AppError('PREMIUM_PACKAGE_NOT_FOUND', { id });
        return { id: productId, version };
      });
    },

    async effectiveOptions(actor: Actor, productId: number): Promise<PremiumPackageOption[]> {
      await signingProduct(actor, productId);
      return (await packages.packagesOfProduct(productId, true)).map((p) => ({
        label: p.name,
        value: String(p.id),
        reportPriceType: p.reportPriceType,
        isDefault: p.isDefault,
      }));
    },

    /** A saved package or a form's markups over sample costs: the lines a customer would pay. */
    async calc(actor: Actor, input: z.output<typeof PremiumCalcInput>, lang: Language): Promise<PremiumCalcResult> {
      assertManager(actor);
      const markups = input.id !== undefined ? await get(input.id) : input.markups!;
      return applyPremiumPackage(
        {
          basicKind: markups.basicKind,
          basicValue: markups.basicValue,
          surchargeKind: markups.surchargeKind,
          surchargeValue: markups.surchargeValue,
          handlingKind: markups.handlingKind,
          handlingValue: markups.handlingValue,
          minOrderAmount: markups.minOrderAmount,
        },
        input.freight,
        input.surcharges,
        {
          freight: LINE_NAMES.freight[lang],
          handling: LINE_NAMES.handling[lang],
          minimum: LINE_NAMES.minimum[lang],
        },
      );
    },

    allotPhones: (actor: Actor, id: number, phones: string[]) => assign(actor, id, 'phone', phones),
    allotUserNames: (actor: Actor, id: number, names: string[]) => assign(actor, id, 'username', names),
    removePhone: (actor: Actor, id: number, phone: string) => unassign(actor, id, 'phone', phone),
    removeUserName: (actor: Actor, id: number, name: string) => unassign(actor, id, 'username', name),

    async assignees(actor: Actor, id: number, withPhoneOnly: boolean): Promise<PackageCustomer[]> {
      assertManager(actor);
      await get(id);
      return (await packages.assignees(id, withPhoneOnly)).map(toAssignee);
    },

    /**
     * The package that prices a customer on a product for a report price type: its assigned package (effective,
     * of that type), else the product's effective default of that type, else null.
     */
    packageFor(
      productId: number,
      customerId: number | null,
      reportPriceType: ReportPriceType = 'INTERNAL_REPORT_PRICE',
    ): Promise<PackageRecord | null> {
      return packages.packageFor(productId, customerId, reportPriceType);
    },

    /** A product's price data for the pricing module: the product row (weight rules, limits, version), its packages. */
    async productPriceData(productId: number) {
      const product = await repo.findProduct({ kind: 'all' }, productId);
      if (!product) return null;
      return { product, packages: await packages.packagesOfProduct(productId) };
    },
  };
}
