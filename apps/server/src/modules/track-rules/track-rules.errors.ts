import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** Track rules' error keys (block 39: status × 10000 + 3900 + n, docs/errors.md). */
export const TRACK_RULE_ERRORS = defineErrors({
  TRACK_RULE_GROUP_NOT_FOUND: {
    status: 404,
    code: 4043950,
    message: {
      zh: '轨迹规则组不存在：{id}',
      en: 'Track rule group not found: {id}',
      ko: '추적 규칙 그룹이 없습니다: {id}',
    },
  },
  TRACK_RULE_NOT_FOUND: {
    status: 404,
    code: 4043951,
    message: { zh: '轨迹规则不存在：{id}', en: 'Track rule not found: {id}', ko: '추적 규칙이 없습니다: {id}' },
  },
  TRACK_RULE_NO_GROUP_FOR_CARRIER: {
    status: 404,
    code: 4043952,
    message: {
      zh: '物流商 {carrierCode} 没有启用的轨迹规则组',
      en: 'The carrier {carrierCode} has no enabled track rule group',
      ko: '운송사 {carrierCode}에 사용 중인 추적 규칙 그룹이 없습니다',
    },
  },
  TRACK_RULE_STATUS_UNKNOWN: {
    status: 400,
    code: 4003950,
    message: {
      zh: '未知的轨迹状态：{status}',
      en: 'Unknown tracking status: {status}',
      ko: '알 수 없는 추적 상태입니다: {status}',
    },
  },
  TRACK_RULE_SUB_STATUS_MISMATCH: {
    status: 400,
    code: 4003951,
    message: {
      zh: '子状态 {subStatus} 不属于轨迹状态 {status}',
      en: 'The sub-status {subStatus} does not belong to the tracking status {status}',
      ko: '하위 상태 {subStatus}은(는) 추적 상태 {status}에 속하지 않습니다',
    },
  },
  TRACK_RULE_PATTERN_TOO_LONG: {
    status: 400,
    code: 4003952,
    message: {
      zh: '匹配模式过长：最多 {max} 个字符',
      en: 'The pattern is too long: {max} characters at most',
      ko: '패턴이 너무 깁니다: 최대 {max}자',
    },
  },
  TRACK_RULE_PATTERN_TOO_MANY_STARS: {
    status: 400,
    code: 4003953,
    message: {
      zh: '匹配模式中的 * 过多：最多 {max} 个',
      en: 'The pattern holds too many *: {max} at most',
      ko: '패턴에 *가 너무 많습니다: 최대 {max}개',
    },
  },
  TRACK_RULE_PATTERN_RUNAWAY: {
    status: 400,
    code: 4003954,
    message: {
      zh: '匹配模式可能无限回溯（“{near}”处有嵌套重复）：模式只支持 * 与 ?，不支持正则表达式',
      en: 'The pattern could run away (a repetition of a repetition near "{near}"): patterns take * and ? only, not regular expressions',
      ko: '패턴이 폭주할 수 있습니다("{near}" 근처의 중첩 반복): 패턴은 *와 ?만 쓸 수 있으며 정규식은 쓸 수 없습니다',
    },
  },
  TRACK_RULE_CARRIER_TAKEN: {
    status: 409,
    code: 4093950,
    message: {
      zh: '物流商 {carrierCode} 已有启用的轨迹规则组，请先停用它',
      en: 'The carrier {carrierCode} already has an enabled track rule group: disable it first',
      ko: '운송사 {carrierCode}에 이미 사용 중인 추적 규칙 그룹이 있습니다. 먼저 사용 중지하세요',
    },
  },
  TRACK_RULE_TAKEN: {
    status: 409,
    code: 4093951,
    message: {
      zh: '该规则组已有相同匹配方式和内容的规则：{matchText}',
      en: 'This group already has a rule of the same kind and text: {matchText}',
      ko: '이 그룹에 같은 방식과 내용의 규칙이 이미 있습니다: {matchText}',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof TRACK_RULE_ERRORS> {}
}
