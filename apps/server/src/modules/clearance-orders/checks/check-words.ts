import type { Language } from '@parcelhub/contracts';
import type { CheckCode, CheckFinding } from './manifest-checks';

type Words = Readonly<Record<Language, string>>;

/** Each finding's reason in the reader's language; `{name}` is filled from the finding's params. */
export const CHECK_WORDS: Readonly<Record<CheckCode, Words>> = {
  HS_FORMAT: {
    zh: 'HS 编码 {hsCode} 应为 6 位数字',
    en: 'HS code {hsCode} must be six digits',
    ko: 'HS 코드 {hsCode}는 6자리 숫자여야 합니다',
  },
  HS_UNKNOWN: {
    zh: 'HS 编码 {hsCode} 不在 HS 2022 目录中',
    en: 'HS code {hsCode} is not in the HS 2022 nomenclature',
    ko: 'HS 코드 {hsCode}는 HS 2022 품목표에 없습니다',
  },
  HS_NAME_MISMATCH: {
    zh: '待复核：品名“{goodsName}”通常归入 {expected}，与 {hsCode} 不符',
    en: 'To review: "{goodsName}" usually falls under {expected}, not {hsCode}',
    ko: '검토 필요: "{goodsName}"은(는) 보통 {expected}에 해당하며 {hsCode}와 다릅니다',
  },
  VALUE_NOT_POSITIVE: {
    zh: '申报价值 {value} 必须大于 0',
    en: 'Declared value {value} must be above 0',
    ko: '신고 가격 {value}은(는) 0보다 커야 합니다',
  },
  UNIT_VALUE_TOO_LOW: {
    zh: '申报价值 {value} 对数量 {quantity} 过低（每件至少 {min}）',
    en: 'Declared value {value} is too low for {quantity} pieces (at least {min} a piece)',
    ko: '신고 가격 {value}은(는) 수량 {quantity}에 비해 너무 낮습니다 (개당 최소 {min})',
  },
  VALUE_PER_KG_TOO_LOW: {
    zh: '申报价值 {value} 对重量 {weight} kg 过低（每千克至少 {min}）',
    en: 'Declared value {value} is too low for {weight} kg (at least {min} a kg)',
    ko: '신고 가격 {value}은(는) 중량 {weight} kg에 비해 너무 낮습니다 (kg당 최소 {min})',
  },
  WEIGHT_PER_PIECE_TOO_LOW: {
    zh: '重量 {weight} kg 对数量 {quantity} 过低（每件至少 1 克）',
    en: 'Weight {weight} kg is too low for {quantity} pieces (at least 1 g a piece)',
    ko: '중량 {weight} kg은(는) 수량 {quantity}에 비해 너무 낮습니다 (개당 최소 1 g)',
  },
  KR_PCCC_MISSING: {
    zh: '韩国收件人须填写个人通关代码（P 加 12 位数字）',
    en: 'A Korean consignee needs a personal customs clearance code (P and 12 digits)',
    ko: '한국 수취인은 개인통관고유부호(P와 숫자 12자리)가 필요합니다',
  },
  KR_PCCC_FORMAT: {
    zh: '个人通关代码 {value} 应为 P 加 12 位数字',
    en: 'Personal customs clearance code {value} must be P and 12 digits',
    ko: '개인통관고유부호 {value}은(는) P와 숫자 12자리여야 합니다',
  },
  EU_EORI_MISSING: {
    zh: '{country} 的企业收件人须填写 EORI 号',
    en: 'A business consignee in {country} needs an EORI number',
    ko: '{country}의 사업자 수취인은 EORI 번호가 필요합니다',
  },
  EU_EORI_FORMAT: {
    zh: 'EORI 号 {value} 格式不正确（两位国家字母加最多 15 位字母或数字）',
    en: 'EORI number {value} is not valid (two country letters and up to 15 letters or digits)',
    ko: 'EORI 번호 {value}의 형식이 올바르지 않습니다 (국가 문자 2자리와 최대 15자리 문자 또는 숫자)',
  },
  US_ZIP_MISSING: {
    zh: '美国收件人须填写邮编（ZIP）',
    en: 'A US consignee needs a ZIP code',
    ko: '미국 수취인은 ZIP 코드가 필요합니다',
  },
  US_ZIP_FORMAT: {
    zh: '邮编 {value} 应为 5 位数字或 5+4 位',
    en: 'ZIP code {value} must be five digits or ZIP+4',
    ko: 'ZIP 코드 {value}은(는) 숫자 5자리 또는 ZIP+4 형식이어야 합니다',
  },
  TOTAL_PIECES_MISMATCH: {
    zh: '舱单件数 {manifest} 与提单袋内件数 {bill} 不符',
    en: 'The manifest lists {manifest} parcels; the bill’s bags hold {bill}',
    ko: '적하목록의 소포 수 {manifest}이(가) 항공 화물 백의 소포 수 {bill}과(와) 다릅니다',
  },
  TOTAL_WEIGHT_MISMATCH: {
    zh: '舱单总重 {manifest} kg 与提单袋重 {bill} kg 相差超过 {tolerance} kg',
    en: 'The manifest weighs {manifest} kg; the bill’s bags {bill} kg (more than {tolerance} kg apart)',
    ko: '적하목록 총중량 {manifest} kg이(가) 항공 화물 백 중량 {bill} kg과(와) {tolerance} kg 넘게 차이 납니다',
  },
};

/** A finding's reason in `lang`. */
export function findingText(f: CheckFinding, lang: Language): string {
  return CHECK_WORDS[f.code][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in f.params ? String(f.params[name]) : whole,
  );
}
