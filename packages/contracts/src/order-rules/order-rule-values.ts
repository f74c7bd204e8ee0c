import { z } from 'zod';
import type { Language } from '../common/language';

/*
 * The order rules' value types (spec 001 §3 "Order rule", §7 "Order rules"): strategies, statuses, the fields a rule
 * may require, and their words, so the server's dropdowns, its refusals and the web's tags say the same thing.
 */

type Words<T extends string> = Record<T, Record<Language, string>>;

/**
 * What a matching rule does: hold the order for review, refuse it with the rule's message, move it to another
 * product, or refuse it unless it carries the fields the rule names.
 */
export const ORDER_RULE_STRATEGIES = ['INTERCEPT', 'REJECT', 'ROUTE', 'REQUIRE_FIELD'] as const;
export const OrderRuleStrategy = z.enum(ORDER_RULE_STRATEGIES);
export type OrderRuleStrategy = z.infer<typeof OrderRuleStrategy>;

export const ORDER_RULE_STRATEGY_WORDS: Words<OrderRuleStrategy> = {
  INTERCEPT: { zh: '拦截审核', en: 'Intercept for review', ko: '검토 보류' },
  REJECT: { zh: '拒绝下单', en: 'Reject', ko: '주문 거부' },
  ROUTE: { zh: '切换产品', en: 'Route to another product', ko: '다른 상품으로 전환' },
  REQUIRE_FIELD: { zh: '必填字段', en: 'Require a field', ko: '필수 항목 요구' },
};
export const orderRuleStrategyName = (v: OrderRuleStrategy, lang: Language) => ORDER_RULE_STRATEGY_WORDS[v][lang];

export const ORDER_RULE_STATUSES = ['ENABLED', 'DISABLED'] as const;
export const OrderRuleStatus = z.enum(ORDER_RULE_STATUSES);
export type OrderRuleStatus = z.infer<typeof OrderRuleStatus>;

export const ORDER_RULE_STATUS_WORDS: Words<OrderRuleStatus> = {
  ENABLED: { zh: '启用', en: 'Enabled', ko: '사용' },
  DISABLED: { zh: '停用', en: 'Disabled', ko: '사용 안 함' },
};
export const orderRuleStatusName = (v: OrderRuleStatus, lang: Language) => ORDER_RULE_STATUS_WORDS[v][lang];

/** What `changeStatus` acts on: a group or a rule. */
export const ORDER_RULE_TARGETS = ['GROUP', 'RULE'] as const;
export const OrderRuleTarget = z.enum(ORDER_RULE_TARGETS);
export type OrderRuleTarget = z.infer<typeof OrderRuleTarget>;

/** Fields an order may be required to carry (spec 001 §5: FBA VAT and EORI, Germany's house number, Korea's PCCC). */
export const REQUIRED_FIELD_NAMES = [
  'RECEIVER_EMAIL',
  'RECEIVER_PHONE',
  'VAT',
  'EORI',
  'CUSTOMS_CLEARANCE_NO',
  'HOUSE_NUMBER',
] as const;
export const RequiredFieldName = z.enum(REQUIRED_FIELD_NAMES);
export type RequiredFieldName = z.infer<typeof RequiredFieldName>;

export const REQUIRED_FIELD_WORDS: Words<RequiredFieldName> = {
  RECEIVER_EMAIL: { zh: '收件人邮箱', en: "receiver's email", ko: '수취인 이메일' },
  RECEIVER_PHONE: { zh: '收件人电话', en: "receiver's phone", ko: '수취인 전화번호' },
  VAT: { zh: 'VAT 税号', en: 'VAT number', ko: 'VAT 번호' },
  EORI: { zh: 'EORI 号', en: 'EORI number', ko: 'EORI 번호' },
  CUSTOMS_CLEARANCE_NO: { zh: '清关号码', en: 'customs clearance number', ko: '통관 번호' },
  HOUSE_NUMBER: { zh: '门牌号', en: 'house number', ko: '번지' },
};
export const requiredFieldName = (v: RequiredFieldName, lang: Language) => REQUIRED_FIELD_WORDS[v][lang];

/**
 * Compares two canonical non-negative decimal strings ('12', '0.5', '100.250') exactly: negative, 0 or positive.
 * The forms' range checks use it; the server compares with decimal.js.
 */
export function compareDecimalText(a: string, b: string): number {
  const [ai = '0', af = ''] = a.split('.');
  const [bi = '0', bf = ''] = b.split('.');
  const aw = ai.replace(/^0+(?=\d)/, '');
  const bw = bi.replace(/^0+(?=\d)/, '');
  if (aw.length !== bw.length) return aw.length - bw.length;
  if (aw !== bw) return aw < bw ? -1 : 1;
  const places = Math.max(af.length, bf.length);
  const ap = af.padEnd(places, '0');
  const bp = bf.padEnd(places, '0');
  return ap === bp ? 0 : ap < bp ? -1 : 1;
}
