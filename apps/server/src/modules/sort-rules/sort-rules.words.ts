import type { Language, SortRuleLoss } from '@parcelhub/contracts';

type Words = Record<Language, string>;

const CONDITION: Record<string, Words> = {
  customer: { zh: '客户', en: 'customer', ko: '고객' },
  destination: { zh: '目的地', en: 'destination', ko: '목적지' },
  product: { zh: '产品服务', en: 'product service', ko: '상품 서비스' },
  carrier: { zh: '承运商', en: 'carrier', ko: '운송사' },
  machinable: { zh: 'Machinable', en: 'Machinable', ko: 'Machinable' },
  postcode: { zh: '邮编范围', en: 'postcode range', ko: '우편번호 범위' },
  weight: { zh: '重量范围', en: 'weight range', ko: '중량 범위' },
};

const OUT_OF_FORCE: Record<string, Words> = {
  disabled: {
    zh: '规则无效（已停用）',
    en: 'The rule is not valid (disabled)',
    ko: '규칙이 유효하지 않습니다(사용 중지)',
  },
  notYet: { zh: '规则尚未生效', en: 'The rule is not in force yet', ko: '규칙이 아직 유효하지 않습니다' },
  ended: { zh: '规则已过期', en: 'The rule has expired', ko: '규칙이 만료되었습니다' },
};

const LOST: Record<string, Words> = {
  level: { zh: '级别较低', en: 'Lower level', ko: '레벨이 낮음' },
  postcode: {
    zh: '同级别，胜出规则的邮编范围更窄',
    en: 'Same level: the winner has a narrower postcode range',
    ko: '같은 레벨: 선택된 규칙의 우편번호 범위가 더 좁음',
  },
  weight: {
    zh: '同级别，胜出规则的重量范围更窄',
    en: 'Same level: the winner has a narrower weight range',
    ko: '같은 레벨: 선택된 규칙의 중량 범위가 더 좁음',
  },
  conditions: {
    zh: '同级别，胜出规则的条件更多',
    en: 'Same level: the winner gives more conditions',
    ko: '같은 레벨: 선택된 규칙의 조건이 더 많음',
  },
  age: {
    zh: '同级别且同样具体，胜出规则创建得更早',
    en: 'Same level and as specific: the winner is older',
    ko: '같은 레벨, 같은 구체성: 선택된 규칙이 더 오래됨',
  },
};

/** Why a candidate lost, in the caller's language. */
export function lossWords(loss: SortRuleLoss, lang: Language): string {
  switch (loss.kind) {
    case 'condition': {
      const what = CONDITION[loss.condition]![lang];
      return { zh: `条件不符：${what}`, en: `Condition not met: ${what}`, ko: `조건 불일치: ${what}` }[lang];
    }
    case 'outOfForce':
      return OUT_OF_FORCE[loss.why]![lang];
    case 'lost':
      return LOST[loss.on]![lang];
  }
}
