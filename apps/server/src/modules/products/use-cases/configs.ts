import type { z } from 'zod';
import {
  LOGISTICS_SERVICES,
  type ApiValidate,
  type ApiValidateInput,
  type ConsigneeConfig,
  type ConsigneeConfigInput,
  type LabelSetting,
  type LabelSettingInput,
  type LogisticsRule,
  type LogisticsRuleInput,
  type Option,
  type OrderEditParam,
  type OrderEditParamInput,
  type ShuttleProvider,
  type ShuttleProviderInput,
  type ShuttleProviderQuery,
  type SupportConfig,
  type SupportConfigInput,
} from '@parcelhub/contracts';
import { bindRepository } from '../../../platform/db/data-access';
import { pageWindow } from '../../../platform/db/paging';
import { uniqueViolation } from '../../../platform/db/errors';
import type { Actor } from '../../../platform/auth/actor';
import { scopeOf } from '../../../platform/auth/scope';
import { AppError } from '../../../platform/http/app-error';
import { assertManager, type ProductCore } from '../product-core';
import * as configQueries from '../configs.repository';
import type { ApiRuleRow, LabelRow, LogisticsRow, ShuttleRow } from '../configs.repository';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

const toApiRule = (r: ApiRuleRow): ApiValidate => ({
  id: r.id,
  productId: r.productId,
  field: r.field as ApiValidate['field'],
  rule: r.rule,
  pattern: r.pattern,
  minLength: r.minLength,
  maxLength: r.maxLength,
  message: r.message,
  enabled: r.enabled,
  updatedAt: r.updatedAt.toISOString(),
});

const toLogistics = (r: LogisticsRow): LogisticsRule => ({
  id: r.id,
  productId: r.productId,
  name: r.name,
  countryCodes: r.countryCodes,
  zipPrefixes: r.zipPrefixes,
  weightMin: r.weightMin,
  weightMax: r.weightMax,
  serviceCode: r.serviceCode as LogisticsRule['serviceCode'],
  priority: r.priority,
  enabled: r.enabled,
  updatedAt: r.updatedAt.toISOString(),
});

const toLabel = (r: LabelRow): LabelSetting => ({
  id: r.id,
  productId: r.productId,
  labelId: r.labelId,
  customerPrintLabelType: r.customerPrintLabelType as LabelSetting['customerPrintLabelType'],
  reqDeliveryLabelRule: r.reqDeliveryLabelRule,
  updatedAt: r.updatedAt.toISOString(),
});

const toShuttle = (r: ShuttleRow): ShuttleProvider => ({
  id: r.id,
  name: r.name,
  code: r.code,
  contact: r.contact,
  phone: r.phone,
  enabled: r.enabled,
});

/**
 * A product's configurations: read by whoever sees the product (orders need them), written by whoever may change
 * it (the platform; a customer its own-account products; a supplier the label settings of products on its costs).
 * None changes a price: writes to their own tables leave the version; the two kept on the products row move it.
 */
export function configUseCases(core: ProductCore) {
  const { data, repo, visible, writable } = core;
  const configs = bindRepository(data, configQueries);

  /** A rule of a product the caller may change; a rule of a product it does not see answers like a missing one. */
  async function ruleOf<R extends { productId: number }>(actor: Actor, row: R | undefined, id: number): Promise<R> {
    if (!row || !(await repo.findProduct(scopeOf(actor), row.productId)))
      throw new AppError('PRODUCT_RULE_NOT_FOUND', { id });
    await writable(actor, row.productId);
    return row;
  }

  const useCases = {
    async support(actor: Actor, productId: number): Promise<SupportConfig> {
      await visible(actor, productId);
      const row = await configs.findSupport(productId);
      return {
        productId,
        orderChannels: (row?.orderChannels ?? ['WEB', 'BATCH', 'API']) as SupportConfig['orderChannels'],
        supportBattery: row?.supportBattery ?? false,
        supportLiquid: row?.supportLiquid ?? false,
        supportMagnetic: row?.supportMagnetic ?? false,
        supportInsurance: row?.supportInsurance ?? false,
        supportMultiBox: row?.supportMultiBox ?? true,
        maxBoxes: row?.maxBoxes ?? 0,
        remark: row?.remark ?? '',
        updatedAt: iso(row?.updatedAt),
      };
    },
    async saveSupport(actor: Actor, input: z.output<typeof SupportConfigInput>): Promise<SupportConfig> {
      await writable(actor, input.productId);
      await configs.saveSupport(input);
      return useCases.support(actor, input.productId);
    },

    async consignee(actor: Actor, productId: number): Promise<ConsigneeConfig> {
      const product = await visible(actor, productId);
      const row = await configs.findConsignee(productId);
      return {
        productId,
        phoneRequired: row?.phoneRequired ?? true,
        emailRequired: row?.emailRequired ?? false,
        provinceRequired: row?.provinceRequired ?? true,
        zipCodeRequired: row?.zipCodeRequired ?? true,
        customsNoRequired: product.requiresCustomsNo,
        idCardRequired: row?.idCardRequired ?? false,
        houseNumberRequired: row?.houseNumberRequired ?? false,
        vatRequired: row?.vatRequired ?? false,
        eoriRequired: row?.eoriRequired ?? false,
        nameMaxLength: row?.nameMaxLength ?? 35,
        addressMaxLength: row?.addressMaxLength ?? 100,
        updatedAt: iso(row?.updatedAt),
      };
    },
    /** The customs number rides on the product itself (what quotes and orders read); the rest on its config. */
    async saveConsignee(actor: Actor, input: z.output<typeof ConsigneeConfigInput>): Promise<ConsigneeConfig> {
      await writable(actor, input.productId);
      const { customsNoRequired, ...row } = input;
      await data.withTransaction(async () => {
        await configs.saveConsignee(row);
        await repo.setRequiresCustomsNo(input.productId, customsNoRequired);
      });
      return useCases.consignee(actor, input.productId);
    },

    async orderEdit(actor: Actor, productId: number): Promise<OrderEditParam> {
      await visible(actor, productId);
      const row = await configs.findOrderEdit(productId);
      return {
        productId,
        editableFields: (row?.editableFields ?? []) as OrderEditParam['editableFields'],
        editableUntil: row?.editableUntil ?? 'CREATED',
        allowCancel: row?.allowCancel ?? true,
        updatedAt: iso(row?.updatedAt),
      };
    },
    async saveOrderEdit(actor: Actor, input: z.output<typeof OrderEditParamInput>): Promise<OrderEditParam> {
      await writable(actor, input.productId);
      await configs.saveOrderEdit(input);
      return useCases.orderEdit(actor, input.productId);
    },

    async savePreRecordingAmount(actor: Actor, productId: number, amount: string) {
      await writable(actor, productId);
      const out = (await repo.setPreRecordingAmount(productId, amount))!;
      return { id: productId, version: out.version, preRecordingAmount: out.preRecordingAmount };
    },

    async apiRules(actor: Actor, productId: number): Promise<ApiValidate[]> {
      await visible(actor, productId);
      return (await configs.listApiRules(productId)).map(toApiRule);
    },
    async saveApiRule(actor: Actor, input: z.output<typeof ApiValidateInput>): Promise<ApiValidate> {
      await writable(actor, input.productId);
      const { id, ...row } = input;
      const fields = {
        ...row,
        pattern: row.rule === 'REGEX' ? row.pattern : '',
        minLength: row.rule === 'LENGTH' ? row.minLength : null,
        maxLength: row.rule === 'LENGTH' ? row.maxLength : null,
      };
      try {
        const saved = await data.withTransaction(async () => {
          if (id === undefined) return configs.insertApiRule(fields);
          const current = await configs.findApiRule(id);
          if (!current || current.productId !== input.productId) throw new AppError('PRODUCT_RULE_NOT_FOUND', { id });
          await configs.updateApiRule(id, fields);
          return id;
        });
        return toApiRule((await configs.findApiRule(saved))!);
      } catch (e) {
        if (uniqueViolation(e) === 'product_api_validations_rule_uq') throw new AppError('PRODUCT_RULE_TAKEN');
        throw e;
      }
    },
    async deleteApiRule(actor: Actor, id: number) {
      const rule = await ruleOf(actor, await configs.findApiRule(id), id);
      return { deleted: await configs.deleteApiRule(rule.id) };
    },

    logisticsServices(): Option[] {
      return LOGISTICS_SERVICES.map((s) => ({ label: s.replace(/_/g, ' '), value: s }));
    },
    async logisticsRules(actor: Actor, productId: number): Promise<LogisticsRule[]> {
      await visible(actor, productId);
      return (await configs.listLogistics(productId)).map(toLogistics);
    },
    async saveLogisticsRule(actor: Actor, input: z.output<typeof LogisticsRuleInput>): Promise<LogisticsRule> {
      await writable(actor, input.productId);
      const { id, ...row } = input;
      const fields = {
        ...row,
        countryCodes: [...new Set(row.countryCodes)],
        zipPrefixes: [...new Set(row.zipPrefixes)],
      };
      for (const code of fields.countryCodes)
        if (!(await core.deps.regions.exists(code))) throw new AppError('PRODUCT_COUNTRY_UNKNOWN', { code });
      const saved = await data.withTransaction(async () => {
        if (id === undefined) return configs.insertLogistics(fields);
        const current = await configs.findLogistics(id);
        if (!current || current.productId !== input.productId) throw new AppError('PRODUCT_RULE_NOT_FOUND', { id });
        await configs.updateLogistics(id, fields);
        return id;
      });
      return toLogistics((await configs.findLogistics(saved))!);
    },
    async deleteLogisticsRule(actor: Actor, productId: number, id: number) {
      await writable(actor, productId);
      const deleted = await configs.deleteLogistics(productId, id);
      if (deleted === 0) throw new AppError('PRODUCT_RULE_NOT_FOUND', { id });
      return { deleted };
    },

    async labels(actor: Actor, productId: number): Promise<LabelSetting[]> {
      await visible(actor, productId);
      return (await configs.listLabels(productId)).map(toLabel);
    },
    /** A supplier keeps the label settings of the products on its costs (its side of the product). */
    async saveLabel(actor: Actor, input: z.output<typeof LabelSettingInput>): Promise<LabelSetting> {
      await writable(actor, input.productId, { supplierMay: true });
      return toLabel(await configs.saveLabel(input));
    },

    async shuttles(q: z.output<typeof ShuttleProviderQuery>) {
      const { offset, limit } = pageWindow(q);
      const { rows, total } = await configs.findShuttles(
        { name: q.name || undefined, enabled: q.enabled },
        offset,
        limit,
      );
      return { rows: rows.map(toShuttle), total };
    },
    async saveShuttle(actor: Actor, input: z.output<typeof ShuttleProviderInput>): Promise<ShuttleProvider> {
      assertManager(actor);
      const { id, ...row } = input;
      try {
        const saved = await data.withTransaction(async () => {
          if (id === undefined) return configs.insertShuttle(row);
          if (!(await configs.updateShuttle(id, row))) throw new AppError('SHUTTLE_PROVIDER_NOT_FOUND', { id });
          return id;
        });
        return toShuttle((await configs.findShuttle(saved))!);
      } catch (e) {
        if (uniqueViolation(e) === 'short_barge_service_providers_name_uq')
          throw new AppError('SHUTTLE_PROVIDER_NAME_TAKEN', { name: input.name });
        throw e;
      }
    },
  };
  return useCases;
}
