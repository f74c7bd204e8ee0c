import { z } from 'zod';
import { idField, idParam, optionalText, requiredText } from '../common/fields';
import type { Language } from '../common/language';
import { CONSTANT_NAME, UPPER_CODE, decimalText } from './fields';

export const SURCHARGE_TYPES = ['SURCHARGE', 'SIZELIMIT'] as const;
export const SurchargeType = z.enum(SURCHARGE_TYPES);
export type SurchargeType = z.infer<typeof SurchargeType>;

export const CAL_RULES_TYPES = ['FORMULA', 'FIXED'] as const;
export const CalRulesType = z.enum(CAL_RULES_TYPES);
export type CalRulesType = z.infer<typeof CalRulesType>;

export const SURCHARGE_TYPE_WORDS: Record<SurchargeType, Record<Language, string>> = {
  SURCHARGE: { zh: '附加费', en: 'Surcharge', ko: '부가요금' },
  SIZELIMIT: { zh: '尺寸限制', en: 'Size limit', ko: '크기 제한' },
};

/**
 * The variables every surcharge formula may read, with the sample values the formula test starts from. A formula
 * also reads its own constants, and, when `calReferenceStatus` is on, the results of the same cost's surcharges with
 * a lower `calSortNumber` (by their codes).
 */
export const FORMULA_VARIABLES = [
  'freight',
  'chargeableWeight',
  'W',
  'actualWeight',
  'volumeWeight',
  'pieces',
  'longestSide',
  'girth',
  'declaredValue',
  'remote',
  'zone',
] as const;
export type FormulaVariable = (typeof FORMULA_VARIABLES)[number];

export const FORMULA_SAMPLES: Record<FormulaVariable, string> = {
  freight: '100',
  chargeableWeight: '2.5',
  W: '2.5',
  actualWeight: '2',
  volumeWeight: '2.5',
  pieces: '1',
  longestSide: '60',
  girth: '150',
  declaredValue: '50',
  remote: '0',
  zone: '1',
};

export const FORMULA_VARIABLE_WORDS: Record<FormulaVariable, Record<Language, string>> = {
  freight: { zh: '运费', en: 'Freight', ko: '운임' },
  chargeableWeight: { zh: '计费重 (kg)', en: 'Chargeable weight (kg)', ko: '청구 무게 (kg)' },
  W: { zh: '计费重 W (kg)', en: 'Chargeable weight W (kg)', ko: '청구 무게 W (kg)' },
  actualWeight: { zh: '实重 (kg)', en: 'Actual weight (kg)', ko: '실제 무게 (kg)' },
  volumeWeight: { zh: '体积重 (kg)', en: 'Volumetric weight (kg)', ko: '부피 무게 (kg)' },
  pieces: { zh: '件数', en: 'Pieces', ko: '개수' },
  longestSide: { zh: '最长边 (cm)', en: 'Longest side (cm)', ko: '최장변 (cm)' },
  girth: { zh: '周长 L+2(W+H) (cm)', en: 'Girth L+2(W+H) (cm)', ko: '둘레 L+2(W+H) (cm)' },
  declaredValue: { zh: '申报价值', en: 'Declared value', ko: '신고 가격' },
  remote: { zh: '偏远 (1/0)', en: 'Remote (1/0)', ko: '도서산간 (1/0)' },
  zone: { zh: '分区', en: 'Zone', ko: '구역' },
};

const constantValue = decimalText({ places: 4, intDigits: 12, sign: 'signed' });

/** A named constant of a formula; the default one, `value`, is the fixed amount. */
export const FormulaConstantInput = z.object({
  id: z.string().trim().min(1, { error: 'required' }).regex(CONSTANT_NAME, { error: 'invalid' }),
  value: constantValue.default('0'),
  nameEn: optionalText(100),
  nameZh: optionalText(100),
});
export type FormulaConstantInput = z.input<typeof FormulaConstantInput>;

export const FORMULA_MAX = 2000;

const formulaBase = () =>
  z
    .string()
    .trim()
    .max(FORMULA_MAX, { error: `tooLong|max=${FORMULA_MAX}` })
    // eslint-disable-next-line no-control-regex -- a formula is one line of text
    .regex(/^[^\u0000-\u001F\u007F]*$/, { error: 'controlChars' });
const requiredFormula = () => formulaBase().min(1, { error: 'required' });
const optionalFormula = () => formulaBase().optional().default('');

const constantList = z
  .array(FormulaConstantInput)
  .max(20, { error: 'tooMany|max=20' })
  .default([])
  .refine((list) => new Set(list.map((c) => c.id)).size === list.length, { error: 'invalid' })
  .refine((list) => list.every((c) => !(FORMULA_VARIABLES as readonly string[]).includes(c.id)), {
    error: 'invalid',
  });

/** The rule form of spec 001 §3 (limits and surcharges). Required: type, calClassName, names, image and formula. */
export const SurchargeInput = z.object({
  surchargeId: idField.optional(),
  costId: idField,
  code: z.string().trim().min(1, { error: 'required' }).regex(UPPER_CODE, { error: 'invalid' }),
  surChildType: optionalText(32),
  name: requiredText(100),
  enName: requiredText(100),
  koName: optionalText(100),
  calClassName: requiredText(100),
  calReferenceStatus: z.boolean().default(false),
  calSortNumber: z
    .number()
    .int({ error: 'integer' })
    .min(0, { error: 'notNegative' })
    .max(9999, { error: 'numberTooLarge|max=9999' })
    .default(0),
  description: optionalText(500, { multiLine: true }),
  /** The formula's id when editing (a surcharge keeps one formula: the surcharge's own id). */
  formulaId: idField.nullable().optional(),
  formula: requiredFormula(),
  formulaOriginal: optionalFormula(),
  formulaImageUrl: requiredText(500),
  calRulesType: CalRulesType.default('FORMULA'),
  show4Statement: z.boolean().default(true),
  orgIds: z.array(idField).max(100, { error: 'tooMany|max=100' }).default([]),
  surchargeType: SurchargeType,
  productSurchargeFormulaConstants: constantList,
  /** SIZELIMIT: refuse the parcel when the formula is true (non-zero), instead of charging its amount. */
  refuse: z.boolean().default(false),
});
export type SurchargeInput = z.input<typeof SurchargeInput>;

export const SurchargeQuery = z.object({
  type: SurchargeType.optional(),
  costId: idParam,
});
export type SurchargeQuery = z.input<typeof SurchargeQuery>;

export const SurchargeIdParams = z.object({ surchargeId: idParam });

export const FormulaConstant = z.object({ id: z.string(), value: z.string(), nameEn: z.string(), nameZh: z.string() });
export type FormulaConstant = z.infer<typeof FormulaConstant>;

export const Surcharge = z.object({
  id: z.number(),
  surchargeId: z.number(),
  costId: z.number(),
  code: z.string(),
  surChildType: z.string(),
  name: z.string(),
  enName: z.string(),
  koName: z.string(),
  /** The name in the caller's language. */
  label: z.string(),
  calClassName: z.string(),
  calReferenceStatus: z.boolean(),
  calSortNumber: z.number(),
  description: z.string(),
  formulaId: z.number(),
  formula: z.string(),
  formulaOriginal: z.string(),
  formulaImageUrl: z.string(),
  calRulesType: z.string(),
  show4Statement: z.boolean(),
  orgIds: z.array(z.number()),
  surchargeType: SurchargeType,
  surchargeTypeI18n: z.string(),
  productSurchargeFormulaConstants: z.array(FormulaConstant),
  refuse: z.boolean(),
  updatedAt: z.string(),
});
export type Surcharge = z.infer<typeof Surcharge>;

export const FormulaVariableInfo = z.object({
  name: z.string(),
  label: z.string(),
  sample: z.string(),
  source: z.enum(['BASE', 'CONSTANT', 'SURCHARGE']),
});
export type FormulaVariableInfo = z.infer<typeof FormulaVariableInfo>;

/** `GET api/surcharge/{surchargeId}/surchargeFormulas`: the formula, its constants and what it may read. */
export const SurchargeFormula = z.object({
  surchargeId: z.number(),
  formulaId: z.number(),
  formula: z.string(),
  formulaOriginal: z.string(),
  formulaImageUrl: z.string(),
  productSurchargeFormulaConstants: z.array(FormulaConstant),
  variables: z.array(FormulaVariableInfo),
});
export type SurchargeFormula = z.infer<typeof SurchargeFormula>;

const sampleValue = z
  .union([z.string().max(40, { error: 'tooLong|max=40' }), z.number()], { error: 'number' })
  .transform((v) => String(v).trim());

/** `POST api/surcharge/testFormula`: a formula run on sample values (constants by their value). */
export const FormulaTestInput = z.object({
  formula: requiredFormula(),
  productSurchargeFormulaConstants: constantList,
  /** Sample values by variable name (the base variables, and the codes of earlier surcharges). */
  variables: z
    .record(
      z
        .string()
        .max(32, { error: 'tooLong|max=32' })
        .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, { error: 'invalid' }),
      sampleValue,
    )
    .default({})
    .refine((r) => Object.keys(r).length <= 64, { error: 'tooMany|max=64' }),
  /** The surcharge's cost and sort number: the codes of the earlier surcharges become variables too. */
  costId: idField.optional(),
  calReferenceStatus: z.boolean().default(false),
  calSortNumber: z.number().int({ error: 'integer' }).min(0, { error: 'notNegative' }).max(9999).default(0),
  surchargeId: idField.optional(),
});
export type FormulaTestInput = z.input<typeof FormulaTestInput>;

export const FORMULA_PROBLEM_KINDS = [
  'SYNTAX',
  'UNKNOWN_VARIABLE',
  'UNKNOWN_FUNCTION',
  'FORBIDDEN',
  'ARITY',
  'TOO_LONG',
  'TOO_DEEP',
  'DIVISION_BY_ZERO',
  'BAD_ARGUMENT',
  'MISSING_VARIABLE',
  'BAD_VALUE',
  'OUT_OF_RANGE',
] as const;
export type FormulaProblemKind = (typeof FORMULA_PROBLEM_KINDS)[number];

export const FormulaProblem = z.object({
  kind: z.enum(FORMULA_PROBLEM_KINDS),
  /** Worded in the caller's language. */
  message: z.string(),
  /** Character index in the formula (from 0), when known. */
  position: z.number().optional(),
  /** The variable, function or operator at fault. */
  name: z.string().optional(),
});
export type FormulaProblem = z.infer<typeof FormulaProblem>;

export const FormulaTestResult = z.object({
  ok: z.boolean(),
  value: z.string().optional(),
  /** The variables the formula read, with the values it used. */
  inputs: z.record(z.string(), z.string()).optional(),
  error: FormulaProblem.optional(),
});
export type FormulaTestResult = z.infer<typeof FormulaTestResult>;

/** Words for each reason a formula is refused; `{name}` and `{position}` (counted from 1) take the details. */
export const FORMULA_PROBLEM_WORDS: Record<FormulaProblemKind, Record<Language, string>> = {
  SYNTAX: {
    zh: '语法错误（第 {position} 个字符附近）',
    en: 'Syntax error at character {position}',
    ko: '{position}번째 문자 부근에 문법 오류가 있습니다',
  },
  UNKNOWN_VARIABLE: { zh: '未知变量：{name}', en: 'Unknown variable: {name}', ko: '알 수 없는 변수: {name}' },
  UNKNOWN_FUNCTION: { zh: '未知函数：{name}', en: 'Unknown function: {name}', ko: '알 수 없는 함수: {name}' },
  FORBIDDEN: { zh: '不允许使用：{name}', en: 'Not allowed in a formula: {name}', ko: '수식에 쓸 수 없습니다: {name}' },
  ARITY: {
    zh: '函数 {name} 的参数个数不对',
    en: 'Wrong number of arguments for {name}',
    ko: '{name} 함수의 인수 개수가 맞지 않습니다',
  },
  TOO_LONG: {
    zh: `公式不能超过 ${FORMULA_MAX} 个字符`,
    en: `A formula has at most ${FORMULA_MAX} characters`,
    ko: `수식은 최대 ${FORMULA_MAX}자입니다`,
  },
  TOO_DEEP: { zh: '公式嵌套层数过多', en: 'The formula is nested too deeply', ko: '수식의 중첩이 너무 깊습니다' },
  DIVISION_BY_ZERO: { zh: '除数为零', en: 'Division by zero', ko: '0으로 나눌 수 없습니다' },
  BAD_ARGUMENT: {
    zh: '函数 {name} 的参数无效',
    en: 'Invalid argument for {name}',
    ko: '{name} 함수의 인수가 올바르지 않습니다',
  },
  MISSING_VARIABLE: {
    zh: '缺少变量的示例值：{name}',
    en: 'No sample value for {name}',
    ko: '{name}의 예시 값이 없습니다',
  },
  BAD_VALUE: {
    zh: '{name} 的值不是数字',
    en: 'The value of {name} is not a number',
    ko: '{name}의 값이 숫자가 아닙니다',
  },
  OUT_OF_RANGE: {
    zh: '数值超出范围：公式的数字与结果最多 16 位整数，写入的数字最多 12 位小数',
    en: 'A number is out of range: a formula’s numbers and results have at most 16 digits before the point, and the numbers it writes at most 12 after',
    ko: '숫자가 범위를 벗어났습니다: 수식의 숫자와 결과는 정수 부분 최대 16자리, 수식에 쓰는 숫자는 소수 최대 12자리입니다',
  },
};

/** One formula problem in a language. */
export function formulaProblemText(
  problem: { kind: FormulaProblemKind; name?: string; position?: number },
  lang: Language,
): string {
  return FORMULA_PROBLEM_WORDS[problem.kind][lang]
    .replace('{name}', problem.name ?? '?')
    .replace('{position}', problem.position === undefined ? '?' : String(problem.position + 1));
}

/** Codes a surcharge may not take: the variables' names and the customer's price lines. */
export const RESERVED_SURCHARGE_CODES: readonly string[] = [...FORMULA_VARIABLES, 'FREIGHT', 'HANDLING', 'MINIMUM'];

/** Every formula has this constant (0 unless the rule gives it a value): the fixed amount. */
export const DEFAULT_CONSTANT = 'value';
export const DEFAULT_CONSTANT_WORDS: Record<Language, string> = { zh: '固定值', en: 'Fixed value', ko: '고정값' };

/**
 * The variables a surcharge's formula may read: the base ones, `value`, its constants, and earlier surcharges' codes
 * (as the pricing engine compiles them).
 */
export function formulaVariableNames(constants: readonly { id: string }[], earlierCodes: readonly string[]): string[] {
  const names = new Set<string>([...FORMULA_VARIABLES, DEFAULT_CONSTANT]);
  for (const c of constants) names.add(c.id);
  for (const code of earlierCodes) names.add(code);
  return [...names];
}
