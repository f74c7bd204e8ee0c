import Decimal from 'decimal.js';
import type { Language } from '@parcelhub/contracts';
import { REPORT_PRICE_TYPE_VIEWERS } from '@parcelhub/contracts';
import type { Actor } from '../../../platform/auth/actor';
import { can } from '../../../platform/auth/actor';
import { AppError } from '../../../platform/http/app-error';
import { defineSheet, type Words } from '../../../platform/sheets/define-sheet';
import { runSheetExport } from '../../../platform/sheets/export-runner';
import type { RunningTask, TaskOutcome } from '../../tasks';
import type { ProductCore } from '../product-core';
import { markUp } from '../premium-calc';
import type { PackageRecord } from '../packages.repository';

export const ZONE_EXPORT_QUEUE = 'products.zonePriceExport';

export interface ZoneExportData {
  productId: number;
  packageId: number;
  /** The platform sees what each band costs beside what it sells for; others the sale price only. */
  withCost: boolean;
  lang: Language;
}

const TASK_NAME: Record<Language, string> = { zh: '分区报价导出', en: 'Zone price export', ko: '구역 가격 내보내기' };
const FILE_NAME: Record<Language, string> = { zh: '分区报价', en: 'zone-prices', ko: '구역가격' };

type Band = Awaited<ReturnType<ProductCore['packages']['costBands']>>[number];

/** A zone's weight band as a row: the band, where its weights start, and the package pricing it. */
interface BandRow {
  band: Band;
  from: string;
  pkg: PackageRecord;
}

const KIND: Record<string, Words> = {
  FIRST_ADDITIONAL: { zh: '首重+续重', en: 'First + additional', ko: '첫 중량 + 추가' },
  PER_KG: { zh: '按公斤单价', en: 'Per kg', ko: 'kg당' },
  FIXED: { zh: '固定价', en: 'Fixed', ko: '고정' },
};

/** Two decimals of a numeric column's text, in decimal arithmetic (a float rounds a long amount wrongly). */
const two = (v: string) => new Decimal(v).toFixed(2);
const money = (v: string | null) => (v === null ? '' : two(v));
/** A percentage basic markup multiplies every freight figure; a fixed one leaves them and has its own column. */
const sale = (v: string | null, pkg: PackageRecord) =>
  v === null ? '' : pkg.basicKind === 'PERCENT' ? markUp('PERCENT', pkg.basicValue, v) : two(v);

type Figure = 'firstPrice' | 'stepPrice' | 'unitPrice' | 'fixedPrice' | 'minCharge';
const FIGURES: { figure: Figure; cost: Words; sale: Words }[] = [
  {
    figure: 'firstPrice',
    cost: { zh: '成本首重价', en: 'Cost: first price', ko: '원가: 첫 중량 가격' },
    sale: { zh: '售价首重价', en: 'Sale: first price', ko: '판매가: 첫 중량 가격' },
  },
  {
    figure: 'stepPrice',
    cost: { zh: '成本续重价', en: 'Cost: step price', ko: '원가: 추가 중량 가격' },
    sale: { zh: '售价续重价', en: 'Sale: step price', ko: '판매가: 추가 중량 가격' },
  },
  {
    figure: 'unitPrice',
    cost: { zh: '成本单价/kg', en: 'Cost: price per kg', ko: '원가: kg당 가격' },
    sale: { zh: '售价单价/kg', en: 'Sale: price per kg', ko: '판매가: kg당 가격' },
  },
  {
    figure: 'fixedPrice',
    cost: { zh: '成本固定价', en: 'Cost: fixed price', ko: '원가: 고정 가격' },
    sale: { zh: '售价固定价', en: 'Sale: fixed price', ko: '판매가: 고정 가격' },
  },
  {
    figure: 'minCharge',
    cost: { zh: '成本最低收费', en: 'Cost: minimum charge', ko: '원가: 최저 요금' },
    sale: { zh: '售价最低收费', en: 'Sale: minimum charge', ko: '판매가: 최저 요금' },
  },
];

/**
 * One row per zone and weight band, the cost columns for the platform only. Handling and the minimum order amount
 * of the package are repeated on each row.
 */
export function zonePriceSheet(withCost: boolean) {
  return defineSheet<BandRow>({
    name: { zh: '分区报价', en: 'Zone prices', ko: '구역 가격' },
    columns: [
      { key: 'zone', header: { zh: '分区', en: 'Zone', ko: '구역' }, width: 16, format: (r) => r.band.zone },
      {
        key: 'from',
        header: { zh: '起始重量(kg)', en: 'From (kg)', ko: '시작 중량(kg)' },
        width: 16,
        format: (r) => r.from,
      },
      {
        key: 'to',
        header: { zh: '截止重量(kg)', en: 'Up to (kg)', ko: '종료 중량(kg)' },
        width: 16,
        format: (r) => r.band.weightUpTo ?? '',
      },
      {
        key: 'kind',
        header: { zh: '计价方式', en: 'Pricing', ko: '요금 방식' },
        width: 16,
        format: (r, lang) => KIND[r.band.kind]?.[lang] ?? r.band.kind,
      },
      {
        key: 'firstWeight',
        header: { zh: '首重(kg)', en: 'First weight (kg)', ko: '첫 중량(kg)' },
        width: 16,
        format: (r) => r.band.firstWeight ?? '',
      },
      {
        key: 'stepWeight',
        header: { zh: '续重(kg)', en: 'Step weight (kg)', ko: '추가 중량(kg)' },
        width: 16,
        format: (r) => r.band.stepWeight ?? '',
      },
      ...(withCost
        ? FIGURES.map((f) => ({
            key: `cost.${f.figure}`,
            header: f.cost,
            width: 16,
            format: (r: BandRow) => money(r.band[f.figure]),
          }))
        : []),
      ...FIGURES.map((f) => ({
        key: `sale.${f.figure}`,
        header: f.sale,
        width: 16,
        format: (r: BandRow) => sale(r.band[f.figure], r.pkg),
      })),
      {
        key: 'perShipment',
        header: { zh: '每票加价', en: 'Added per shipment', ko: '건당 가산' },
        width: 16,
        format: (r) => (r.pkg.basicKind === 'FIXED' ? two(r.pkg.basicValue) : ''),
      },
      {
        key: 'handling',
        header: { zh: '操作费', en: 'Handling', ko: '취급 수수료' },
        width: 16,
        format: ({ pkg }) =>
          pkg.handlingKind === 'PERCENT'
            ? `${two(pkg.handlingValue)}%`
            : two(pkg.handlingValue),
      },
      {
        key: 'minOrder',
        header: { zh: '最低消费', en: 'Minimum order amount', ko: '최소 주문 금액' },
        width: 16,
        format: (r) => two(r.pkg.minOrderAmount),
      },
    ],
  });
}

const ZONE_PRICE_SHEETS = { withCost: zonePriceSheet(true), saleOnly: zonePriceSheet(false) };

export function zoneExportUseCases(core: ProductCore) {
  const { visible, packages, repo } = core;
  const { tasks } = core.deps;

  /** The package the caller may price with: the platform any of the product's; a customer the one pricing it. */
  async function packageOf(actor: Actor, productId: number, packageId: number): Promise<PackageRecord> {
    const product = await visible(actor, productId);
    const pkg = (await packages.packagesOfProduct(productId)).find((p) => p.id === packageId);
    if (!pkg) throw new AppError('PREMIUM_PACKAGE_NOT_FOUND', { id: packageId });
    if (actor.privilegeType === 'PLATFORM') {
      if (!can(actor, 'product:manage')) throw new AppError('FORBIDDEN');
      return pkg;
    }
    const mine =
      actor.privilegeType === 'USER' &&
      product.source !== 'OWN' &&
      REPORT_PRICE_TYPE_VIEWERS[pkg.reportPriceType].includes('USER')
        ? await packages.packageFor(productId, actor.accountId, pkg.reportPriceType)
        : null;
    if (!mine || mine.id !== pkg.id) throw new AppError('PREMIUM_PACKAGE_NOT_FOUND', { id: packageId });
    return pkg;
  }

  return {
    async exportZonePrices(actor: Actor, productId: number, packageId: number, lang: Language) {
      await packageOf(actor, productId, packageId);
      const { id } = await tasks.submit<ZoneExportData>(actor, {
        name: TASK_NAME,
        type: 'EXPORT',
        queue: ZONE_EXPORT_QUEUE,
        // With the cost it is the platform's costing; without, the customer's prices of a product.
        access: actor.privilegeType === 'PLATFORM' ? ['product:cost'] : ['product:list', 'product:manage'],
        data: { productId, packageId, withCost: actor.privilegeType === 'PLATFORM', lang },
      });
      return { taskId: id };
    },

    /** The job behind the export: reads the product, its package and its cost's bands as they are now. */
    zoneExportJob: tasks.job<ZoneExportData>(async (task: RunningTask<ZoneExportData>): Promise<TaskOutcome> => {
      const { productId, packageId, withCost, lang } = task.data;
      const product = await repo.findProduct({ kind: 'all' }, productId);
      const pkg = (await packages.packagesOfProduct(productId)).find((p) => p.id === packageId);
      if (!product) throw new AppError('PRODUCT_NOT_FOUND', { id: productId });
      if (!pkg) throw new AppError('PREMIUM_PACKAGE_NOT_FOUND', { id: packageId });
      const bands = await packages.costBands(product.costId);
      const sheet = ZONE_PRICE_SHEETS[withCost ? 'withCost' : 'saleOnly'];
      return runSheetExport(task, {
        sheetName: sheet.name[lang],
        columns: sheet.writerColumns(lang),
        fileName: `${FILE_NAME[lang]}-${product.code}`,
        count: async () => bands.length,
        records: async function* () {
          let zone = '';
          let from = '0';
          for (const band of bands) {
            if (band.zone !== zone) [zone, from] = [band.zone, '0'];
            yield { band, from, pkg: pkg! };
            from = band.weightUpTo ?? from;
          }
        },
        rows: (r) => [sheet.cells(r, lang)],
      });
    }),
  };
}
