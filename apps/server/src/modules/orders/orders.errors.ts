import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** The orders' error keys: status, code (block 19: 4xx19nn, docs/errors.md) and words. */
export const ORDER_ERRORS = defineErrors({
  ORDER_NOT_FOUND: {
    status: 404,
    code: 4041922,
    message: { zh: '订单不存在：{id}', en: 'Order not found: {id}', ko: '주문을 찾을 수 없습니다: {id}' },
  },
  ORDER_ADDRESS_NOT_FOUND: {
    status: 404,
    code: 4041923,
    message: {
      zh: '地址簿中没有这个地址：{id}',
      en: 'No such address in the address book: {id}',
      ko: '주소록에 이 주소가 없습니다: {id}',
    },
  },
  ORDER_COUNTRY_UNKNOWN: {
    status: 400,
    code: 4001922,
    message: { zh: '国家/地区不存在：{code}', en: 'Unknown country: {code}', ko: '알 수 없는 국가: {code}' },
  },
  ORDER_IDEMPOTENCY_KEY_INVALID: {
    status: 400,
    code: 4001923,
    message: {
      zh: 'Idempotency-Key 须为 1-100 个可见字符',
      en: 'Idempotency-Key must be 1-100 visible characters',
      ko: 'Idempotency-Key는 1-100자의 보이는 문자여야 합니다',
    },
  },
  ORDER_SELECTION_TOO_LARGE: {
    status: 400,
    code: 4001924,
    message: {
      zh: '最多只能选择 500 条',
      en: 'You can select up to 500 items',
      ko: '최대 500개까지 선택할 수 있습니다',
    },
  },
  ORDER_CURSOR_INVALID: {
    status: 400,
    code: 4001925,
    message: {
      zh: '分页游标无效，请从第一页重新开始',
      en: 'Invalid page cursor: start again from the first page',
      ko: '페이지 커서가 올바르지 않습니다. 첫 페이지부터 다시 시작하세요',
    },
  },
  ORDER_PLATFORM_ONLY: {
    status: 403,
    code: 4031922,
    message: {
      zh: '只有平台可以执行此操作',
      en: 'Only the platform can do this',
      ko: '플랫폼만 할 수 있는 작업입니다',
    },
  },
  ORDER_PRIVILEGE_MISMATCH: {
    status: 403,
    code: 4031923,
    message: {
      zh: '用户类型与请求路径不符：{privilegeType}',
      en: 'The path’s user type does not match yours: {privilegeType}',
      ko: '경로의 사용자 유형이 일치하지 않습니다: {privilegeType}',
    },
  },
  ORDER_CUSTOMERS_ONLY: {
    status: 403,
    code: 4031924,
    message: { zh: '只有客户可以下单', en: 'Only customers place orders', ko: '고객만 주문할 수 있습니다' },
  },
  ORDER_REFERENCE_USED: {
    status: 409,
    code: 4091922,
    message: {
      zh: '参考号 {referenceNo} 已被订单 {orderNo} 使用',
      en: 'Reference number {referenceNo} is already used by order {orderNo}',
      ko: '참조 번호 {referenceNo}는 이미 주문 {orderNo}에서 사용 중입니다',
    },
  },
  ORDER_IDEMPOTENCY_CONFLICT: {
    status: 409,
    code: 4091923,
    message: {
      zh: '该 Idempotency-Key 已用于另一笔不同的下单请求',
      en: 'This Idempotency-Key was already used for a different order request',
      ko: '이 Idempotency-Key는 이미 다른 주문 요청에 사용되었습니다',
    },
  },
  ORDER_STATUS_FORBIDDEN: {
    status: 409,
    code: 4091924,
    message: {
      zh: '订单 {orderNo} 当前状态为 {status}，不能{action}',
      en: 'Order {orderNo} is {status}: it cannot be {action}',
      ko: '주문 {orderNo}의 상태가 {status}이므로 {action}할 수 없습니다',
    },
  },
  ORDER_DELETE_CANCELED_ONLY: {
    status: 409,
    code: 4091925,
    message: {
      zh: '只能删除已取消的订单',
      en: 'Only canceled orders can be deleted',
      ko: '취소된 주문만 삭제할 수 있습니다',
    },
  },
  ORDER_NO_LABEL: {
    status: 409,
    code: 4091926,
    message: {
      zh: '所选订单还没有面单',
      en: 'None of the selected orders has a label yet',
      ko: '선택한 주문에 아직 라벨이 없습니다',
    },
  },
  ORDER_LABEL_NOT_RETRYABLE: {
    status: 409,
    code: 4091927,
    message: {
      zh: '订单 {orderNo} 的面单状态为 {labelStatus}，无需重新获取',
      en: 'Order {orderNo} has label status {labelStatus}: nothing to retry',
      ko: '주문 {orderNo}의 라벨 상태가 {labelStatus}이므로 다시 요청할 필요가 없습니다',
    },
  },
  ORDER_BUSY: {
    status: 409,
    code: 4091928,
    message: {
      zh: '订单 {orderNo} 正在更新，请稍后重试',
      en: 'Order {orderNo} is being updated: please try again',
      ko: '주문 {orderNo}이(가) 업데이트 중입니다. 잠시 후 다시 시도해 주세요',
    },
  },
  ORDER_PRODUCT_UNAVAILABLE: {
    status: 422,
    code: 4221930,
    message: {
      zh: '您不能使用该产品（未签约、已下架或不存在）：{productId}',
      en: 'You cannot use this product (not signed, offline or missing): {productId}',
      ko: '이 상품을 사용할 수 없습니다(미계약, 판매 중지 또는 없음): {productId}',
    },
  },
  ORDER_QUOTE_REFUSED: {
    status: 422,
    code: 4221931,
    message: {
      zh: '该产品无法承运此包裹：{reason}',
      en: 'This product cannot carry this parcel: {reason}',
      ko: '이 상품으로는 이 소포를 보낼 수 없습니다: {reason}',
    },
  },
  ORDER_FIELD_REQUIRED: {
    status: 422,
    code: 4221933,
    message: {
      zh: '收件国家要求填写或更正：{field}',
      en: 'The destination country requires a valid {field}',
      ko: '도착 국가에 맞는 {field}을(를) 입력해 주세요',
    },
  },
  ORDER_WEIGHT_BOXES_MISMATCH: {
    status: 422,
    code: 4221934,
    message: {
      zh: '称重箱数（{given}）与订单箱数（{expected}）不一致',
      en: 'Measured boxes ({given}) do not match the order’s boxes ({expected})',
      ko: '측정한 박스 수({given})가 주문의 박스 수({expected})와 다릅니다',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof ORDER_ERRORS> {}
}
