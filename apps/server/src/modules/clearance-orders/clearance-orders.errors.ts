import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** Clearance orders' error keys (block 33: status × 10000 + 3300 + n, docs/errors.md). */
export const CLEARANCE_ORDERS_ERRORS = defineErrors({
  CLEARANCE_ORDER_NOT_FOUND: {
    status: 404,
    code: 4043300,
    message: {
      zh: '清关订单不存在：{id}',
      en: 'Clearance order not found: {id}',
      ko: '통관 주문이 존재하지 않습니다: {id}',
    },
  },
  CLEARANCE_ATTACHMENT_NOT_FOUND: {
    status: 404,
    code: 4043301,
    message: { zh: '附件不存在：{id}', en: 'Attachment not found: {id}', ko: '첨부 파일이 존재하지 않습니다: {id}' },
  },
  CLEARANCE_AWB_FORMAT: {
    status: 400,
    code: 4003300,
    message: {
      zh: '主运单号格式不对（3 位航司前缀和 8 位序号）：{awbNo}',
      en: 'The air waybill number must be a 3-digit airline prefix and an 8-digit serial: {awbNo}',
      ko: '항공 운송장 번호는 3자리 항공사 코드와 8자리 번호여야 합니다: {awbNo}',
    },
  },
  CLEARANCE_AWB_CHECK_DIGIT: {
    status: 400,
    code: 4003301,
    message: {
      zh: '主运单号 {awbNo} 的校验位不对，应为 {expected}',
      en: 'The air waybill number {awbNo} fails its check digit: the last digit should be {expected}',
      ko: '항공 운송장 번호 {awbNo}의 검증 숫자가 틀립니다. 마지막 자리는 {expected}이어야 합니다',
    },
  },
  CLEARANCE_ATTACHMENT_TOO_LARGE: {
    status: 400,
    code: 4003302,
    message: {
      zh: '附件不能超过 {max} MB',
      en: 'An attachment may be at most {max} MB',
      ko: '첨부 파일은 최대 {max}MB입니다',
    },
  },
  CLEARANCE_ATTACHMENT_WRONG_KIND: {
    status: 400,
    code: 4003303,
    message: {
      zh: '{type} 附件只能是 {allowed} 文件（按文件内容判断，不看文件名）',
      en: 'A {type} attachment must be a {allowed} file (judged by its content, not its name)',
      ko: '{type} 첨부 파일은 {allowed} 파일이어야 합니다 (파일 이름이 아닌 내용으로 판단)',
    },
  },
  CLEARANCE_MANIFEST_BAD_ROWS: {
    status: 400,
    code: 4003304,
    message: {
      zh: '舱单有 {count} 行不对，第一处：第 {row} 行 {reasons}',
      en: 'The manifest has {count} bad rows; the first: row {row}: {reasons}',
      ko: '적하목록에 잘못된 행이 {count}개 있습니다. 첫 번째: {row}행 {reasons}',
    },
  },
  CLEARANCE_MANIFEST_EMPTY: {
    status: 400,
    code: 4003305,
    message: {
      zh: '舱单中没有数据行：请使用模板，表头须包含 {columns}',
      en: 'The manifest has no lines: use the template; its header must hold {columns}',
      ko: '적하목록에 데이터 행이 없습니다. 템플릿을 사용하세요. 머리글에 {columns}이(가) 있어야 합니다',
    },
  },
  CLEARANCE_REJECT_REASON_REQUIRED: {
    status: 400,
    code: 4003306,
    message: {
      zh: '驳回须填写原因',
      en: 'A rejection needs its reason',
      ko: '반려 사유를 입력하세요',
    },
  },
  CLEARANCE_DUPLICATE_BAG: {
    status: 400,
    code: 4003307,
    message: {
      zh: '袋号重复：{bagNo}',
      en: 'The bag number appears twice: {bagNo}',
      ko: '백 번호가 중복되었습니다: {bagNo}',
    },
  },
  CLEARANCE_DUPLICATE_PARCEL: {
    status: 400,
    code: 4003308,
    message: {
      zh: '包裹号重复：{parcelNo}',
      en: 'The parcel number appears twice: {parcelNo}',
      ko: '소포 번호가 중복되었습니다: {parcelNo}',
    },
  },
  CLEARANCE_PLATFORM_ONLY: {
    status: 403,
    code: 4033300,
    message: {
      zh: '仅平台可以执行此操作',
      en: 'Only the platform may do this',
      ko: '플랫폼만 수행할 수 있습니다',
    },
  },
  CLEARANCE_CUSTOMER_ONLY: {
    status: 403,
    code: 4033301,
    message: {
      zh: '清关订单由客户创建',
      en: 'Clearance orders are made by customers',
      ko: '통관 주문은 고객이 생성합니다',
    },
  },
  CLEARANCE_MISSING_ATTACHMENTS: {
    status: 409,
    code: 4093300,
    message: {
      zh: '提交前须上传：{types}',
      en: 'Upload these before submitting: {types}',
      ko: '제출하기 전에 업로드하세요: {types}',
    },
  },
  CLEARANCE_MOVE_REFUSED: {
    status: 409,
    code: 4093301,
    message: {
      zh: '清关订单不能从 {from} 改为 {to}',
      en: 'A clearance order cannot move from {from} to {to}',
      ko: '통관 주문을 {from}에서 {to}(으)로 변경할 수 없습니다',
    },
  },
  CLEARANCE_PAY_STATUS: {
    status: 409,
    code: 4093302,
    message: {
      zh: '{status} 的清关订单不能支付：只能支付已提交并校验通过的订单',
      en: 'A {status} clearance order cannot be paid: only a submitted order whose check passed is',
      ko: '{status} 상태의 통관 주문은 결제할 수 없습니다. 제출되어 검사를 통과한 주문만 결제할 수 있습니다',
    },
  },
  CLEARANCE_PAY_CHECK_NOT_PASSED: {
    status: 409,
    code: 4093303,
    message: {
      zh: '关键信息校验尚未通过，不能支付',
      en: 'The key-information check has not passed yet, so the order cannot be paid',
      ko: '핵심 정보 검사를 통과하지 않아 결제할 수 없습니다',
    },
  },
  CLEARANCE_NO_PRICE: {
    status: 409,
    code: 4093304,
    message: {
      zh: '该清关产品没有为您分配报价，请联系平台',
      en: 'No quote of this clearance product is assigned to you: ask the platform',
      ko: '이 통관 상품에 배정된 견적이 없습니다. 플랫폼에 문의하세요',
    },
  },
  CLEARANCE_NOT_EDITABLE: {
    status: 409,
    code: 4093305,
    message: {
      zh: '{status} 的清关订单不能修改',
      en: 'A {status} clearance order cannot be changed',
      ko: '{status} 상태의 통관 주문은 수정할 수 없습니다',
    },
  },
  CLEARANCE_APPROVE_NEEDS_PAY: {
    status: 409,
    code: 4093306,
    message: {
      zh: '审核通过前订单须已支付且校验通过',
      en: 'An order is approved only once it is paid and its check passed',
      ko: '결제되고 검사를 통과한 주문만 승인할 수 있습니다',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof CLEARANCE_ORDERS_ERRORS> {}
}
