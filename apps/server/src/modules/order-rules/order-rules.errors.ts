import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** The order rules' error keys: HTTP status, numeric code (block 18, docs/errors.md) and words. */
export const ORDER_RULE_ERRORS = defineErrors({
  ORDER_RULE_TARGET_PRODUCT_UNKNOWN: {
    status: 400,
    code: 4001830,
    message: {
      zh: '切换的目标产品不存在：{id}',
      en: 'The product to route to does not exist: {id}',
      ko: '전환할 상품이 존재하지 않습니다: {id}',
    },
  },
  ORDER_RULE_PRODUCTS_UNKNOWN: {
    status: 400,
    code: 4001831,
    message: {
      zh: '条件中的产品不存在：{ids}',
      en: 'The condition names products that do not exist: {ids}',
      ko: '조건의 상품이 존재하지 않습니다: {ids}',
    },
  },
  ORDER_RULE_CUSTOMERS_UNKNOWN: {
    status: 400,
    code: 4001832,
    message: {
      zh: '条件中的客户不存在（须为客户主账号）：{ids}',
      en: 'The condition names customers that do not exist (customer main accounts only): {ids}',
      ko: '조건의 고객이 존재하지 않습니다(고객 주 계정만 가능): {ids}',
    },
  },
  ORDER_RULE_POSTCODE_GROUPS_UNKNOWN: {
    status: 400,
    code: 4001833,
    message: {
      zh: '条件中的邮编分组不存在：{ids}',
      en: 'The condition names postcode groups that do not exist: {ids}',
      ko: '조건의 우편번호 그룹이 존재하지 않습니다: {ids}',
    },
  },
  ORDER_RULE_COUNTRIES_UNKNOWN: {
    status: 400,
    code: 4001834,
    message: {
      zh: '条件中的国家/地区不存在：{codes}',
      en: 'The condition names unknown countries: {codes}',
      ko: '조건의 국가가 존재하지 않습니다: {codes}',
    },
  },
  ORDER_RULE_GROUP_NOT_FOUND: {
    status: 404,
    code: 4041830,
    message: {
      zh: '订单规则分组不存在：{id}',
      en: 'Order rule group not found: {id}',
      ko: '주문 규칙 그룹이 존재하지 않습니다: {id}',
    },
  },
  ORDER_RULE_NOT_FOUND: {
    status: 404,
    code: 4041831,
    message: {
      zh: '订单规则不存在：{id}',
      en: 'Order rule not found: {id}',
      ko: '주문 규칙이 존재하지 않습니다: {id}',
    },
  },
  /** Placement: a REJECT rule matched; its own words are the message. */
  ORDER_RULE_REJECTED: {
    status: 422,
    code: 4221830,
    message: {
      zh: '订单被规则“{rule}”拒绝：{message}',
      en: 'The order was refused by rule "{rule}": {message}',
      ko: '주문이 규칙 "{rule}"에 의해 거부되었습니다: {message}',
    },
  },
  /** Placement: a REQUIRE_FIELD rule matched and the order lacks the field. */
  ORDER_RULE_FIELD_MISSING: {
    status: 422,
    code: 4221831,
    message: {
      zh: '该订单须填写{field}（订单规则“{rule}”）',
      en: 'This order must carry the {field} (order rule "{rule}")',
      ko: '이 주문에는 {field}이(가) 필요합니다(주문 규칙 "{rule}")',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof ORDER_RULE_ERRORS> {}
}
