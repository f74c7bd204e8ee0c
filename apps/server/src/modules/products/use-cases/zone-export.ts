import type { Language } from '@parcelhub/contracts';
import { REPORT_PRICE_TYPE_VIEWERS } from '@parcelhub/contracts';
import type { Actor } from '../../../platform/auth/actor';
import { can } from '../../../platform/auth/actor';
import { AppError } from '../../../platform/http/app-error';
import { writeSheet } from '../../../platform/files/xlsx';
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

type Words = Record<Language, string>;
const H = {
  zone: { zh: '分区', en: 'Zone', ko: '구역' },
  from: { zh: '起始重量(kg)', en: 'From (kg)', ko: '시작 중량(kg)' },
  to: { zh: '截止重量(kg)', en: 'Up to (kg)', ko: '종료 중량(kg)' },
  kind: { zh: '计价方式', en: 'Pricing', ko: '요금 방식' },
  firstWeight: { zh: '首重(kg)', en: 'First weight (kg)', ko: '첫 중량(kg)' },
  stepWeight: { zh: '续重(kg)', en: 'Step weight (kg)', ko: '추가 중량(kg)' },
  costFirst: { zh: '成本首重价', en: 'Cost: first price', ko: '원가: 첫 중량 가격' },
  costStep: { zh: '成本续重价', en: 'Cost: step price', ko: '원가: 추가 중량 가격' },
  costUnit: { zh: '成本单价/kg', en: 'Cost: price per kg', ko: '원가: kg당 가격' },
  costFixed: { zh: '成本固定价', en: 'Cost: fixed price', ko: '원가: 고정 가격' },
  costMin: { zh: '成本最低收费', en: 'Cost: minimum charge', ko: '원가: 최저 요금' },
  saleFirst: { zh: '售价首重价', en: 'Sale: first price', ko: '판매가: 첫 중량 가격' },
  saleStep: { zh: '售价续重价', en: 'Sale: step price', ko: '판매가: 추가 중량 가격' },
  saleUnit: { zh: '售价单价/kg', en: 'Sale: price per kg', ko: '판매가: kg당 가격' },
  saleFixed: { zh: '售价固定价', en: 'Sale: fixed price', ko: '판매가: 고정 가격' },
  saleMin: { zh: '售价最低收费', en: 'Sale: minimum charge', ko: '판매가: 최저 요금' },
  perShipment: { zh: '每票加价', en: 'Added per shipment', ko: '건당 가산' },
  handling: { zh: '操作费', en: 'Handling', ko: '취급 수수료' },
  minOrder: { zh: '最低消费', en: 'Minimum order amount', ko: '최소 주문 금액' },
} satisfies Record<string, Words>;
const KIND: Record<string, Words> = {
  FIRST_ADDITIONAL: { zh: '首重+续重', en: 'First + additional', ko: '첫 중량 + 추가' },
  PER_KG: { zh: '按公斤单价', en: 'Per kg', ko: 'kg당' },
  FIXED: { zh: '固定价', en: 'Fixed', ko: '고정' },
};
const SHEET: Words = { zh: '分区报价', en: 'Zone prices', ko: '구역 가격' };

type Band = Awaited<ReturnType<ProductCore['packages']['costBands']>>[number];

/**
 * One row per zone and weight band. A percentage basic markup multiplies every freight figure; a fixed one is added
 * once per shipment, shown in its own column, the band's figures unchanged. Handling and the minimum order amount
 * of the package are repeated on each row.
 */
function rowOf(b: Band, from: string, pkg: PackageRecord, withCost: boolean, lang: Language): unknown[] {
  const sale = (v: string | null) =>
    v === null ? '' : pkg.basicKind === 'PERCENT' ? markUp('PERCENT', pkg.basicValue, v) : Number(v).toFixed(2);
  const money = (v: string | null) => (v === null ? '' : Number(v).toFixed(2));
  const handling =
    pkg.handlingKind === 'PERCENT' ? `${Number(pkg.handlingValue).toFixed(2)}%` : Number(pkg.handlingValue).toFixed(2);
  return [
    b.zone,
    from,
    b.weightUpTo ?? '',
    KIND[b.kind]?.[lang] ?? b.kind,
    b.firstWeight ?? '',
    b.stepWeight ?? '',
    ...(withCost
      ? [money(b.firstPrice), money(b.stepPrice), money(b.unitPrice), money(b.fixedPrice), money(b.minCharge)]
      : []),
    sale(b.firstPrice),
    sale(b.stepPrice),
    sale(b.unitPrice),
    sale(b.fixedPrice),
    sale(b.minCharge),
    pkg.basicKind === 'FIXED' ? Number(pkg.basicValue).toFixed(2) : '',
    handling,
    Number(pkg.minOrderAmount).toFixed(2),
  ];
}

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
      await task.progress(0, bands.length);
      const headers = [
        H.zone,
        H.from,
        H.to,
        H.kind,
        H.firstWeight,
        H.stepWeight,
        ...(withCost ? [H.costFirst, H.costStep, H.costUnit, H.costFixed, H.costMin] : []),
        H.saleFirst,
        H.saleStep,
        H.saleUnit,
        H.saleFixed,
        H.saleMin,
        H.perShipment,
        H.handling,
        H.minOrder,
      ].map((h) => ({ header: h[lang], width: 16 }));
      const out = task.files.writer('tasks');
      let done = 0;
      async function* rows() {
        let zone = '';
        let from = '0';
        for (const b of bands) {
          if (b.zone !== zone) [zone, from] = [b.zone, '0'];
          yield rowOf(b, from, pkg!, withCost, lang);
          from = b.weightUpTo ?? from;
          await task.progress(++done, bands.length);
        }
      }
      await writeSheet(out.stream, { sheetName: SHEET[lang], columns: headers, rows: rows() });
      await out.done();
      const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
      return {
        result: { name: `${FILE_NAME[lang]}-${product.code}-${stamp}.xlsx`, key: out.key },
        done,
        total: bands.length,
      };
    }),
  };
}
