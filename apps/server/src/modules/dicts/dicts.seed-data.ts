import type { BuiltInDict } from '@parcelhub/contracts';

/** value, then its label in zh, en, ko; listed in display order. */
type Entry = readonly [value: string, zh: string, en: string, ko: string];

export interface BuiltInDictSeed {
  name: BuiltInDict;
  description: string;
  values: readonly Entry[];
}

/**
 * The dictionaries the product reads by name. The first three answer the shared dropdowns `api/customerInfo/*`
 * (spec 000 §7); the others are the enumerations spec 001 names (user status, subscriptions, zip code types,
 * period types, report price types, transport, shuttle orders, payment, approval, work orders).
 */
export const BUILT_IN_DICT_SEED: readonly BuiltInDictSeed[] = [
  {
    name: 'customer_type',
    description: '客户类型 (api/customerInfo/enumOption)',
    values: [
      ['ENTERPRISE', '企业客户', 'Business', '기업 고객'],
      ['ECOMMERCE', '电商卖家', 'E-commerce seller', '전자상거래 판매자'],
      ['FORWARDER', '货代同行', 'Freight forwarder', '포워더'],
      ['INDIVIDUAL', '个人客户', 'Individual', '개인 고객'],
    ],
  },
  {
    name: 'order_intercept',
    description: '订单拦截方式 (api/customerInfo/orderIntercept)',
    values: [
      ['NONE', '不拦截', 'Never hold', '보류 안 함'],
      ['INSUFFICIENT_BALANCE', '余额不足时拦截', 'Hold when the balance is insufficient', '잔액 부족 시 보류'],
      ['OVERDUE_BILL', '账单逾期时拦截', 'Hold when a bill is overdue', '청구서 연체 시 보류'],
      ['ALL', '全部拦截（人工审核）', 'Hold every order for review', '모든 주문 보류(수동 검토)'],
    ],
  },
  {
    name: 'settlement_method',
    description: '结算方式 (api/customerInfo/settlementMethod)',
    values: [
      ['PREPAID', '预付', 'Prepaid', '선불'],
      ['WEEKLY', '周结', 'Weekly', '주 단위 정산'],
      ['HALF_MONTHLY', '半月结', 'Half-monthly', '반월 정산'],
      ['MONTHLY', '月结', 'Monthly', '월 단위 정산'],
    ],
  },
  {
    name: 'user_status',
    description: '用户状态',
    values: [
      ['true', '正常', 'Normal', '정상'],
      ['false', '禁用', 'Disabled', '비활성'],
    ],
  },
  {
    name: 'subscription_plan',
    description: '订阅版本',
    values: [
      ['FREE', '免费版', 'Free', '무료판'],
      ['STANDARD', '标准版', 'Standard', '표준판'],
      ['PROFESSIONAL', '专业版', 'Professional', '전문판'],
    ],
  },
  {
    name: 'subscription_period',
    description: '订阅周期',
    values: [
      ['MONTHLY', '按月', 'Monthly', '월간'],
      ['YEARLY', '按年', 'Yearly', '연간'],
    ],
  },
  {
    name: 'zip_code_type',
    description: '邮编类型',
    values: [
      ['DELIVERY', '派送', 'Delivery', '배송'],
      ['REMOTE', '偏远', 'Remote', '원격지'],
      ['NO_DELIVERY', '不派送', 'No delivery', '배송 불가'],
    ],
  },
  {
    name: 'period_type',
    description: '周期类型',
    values: [
      ['FIXED', '固定', 'Fixed', '고정'],
      ['LOOP', '循环', 'Recurring', '반복'],
    ],
  },
  {
    name: 'loop_type',
    description: '循环类型',
    values: [
      ['YEAR_LOOP', '每年', 'Yearly', '매년'],
      ['QUARTER_LOOP', '每季度', 'Quarterly', '분기마다'],
      ['MONTH_LOOP', '每月', 'Monthly', '매월'],
      ['WEEK_LOOP', '每周', 'Weekly', '매주'],
    ],
  },
  {
    name: 'report_price_type',
    description: '报价类型',
    values: [
      ['INTERNAL_REPORT_PRICE', '客户报价', 'Customer quote', '고객 견적'],
      ['PUBLIC_REPORT_PRICE', '公开报价', 'Public quote', '공개 견적'],
      ['THEIR_OWN_REPORT_PRICE', '采购成本价', 'Procurement cost', '구매 원가'],
    ],
  },
  {
    name: 'transition_type',
    description: '干线运输方式',
    values: [
      ['AIR', '空运', 'Air', '항공'],
      ['TRAIN', '铁路', 'Train', '철도'],
      ['TRUCK_AIR', '卡航', 'Truck-air', '트럭-항공'],
      ['SEA', '海运', 'Sea', '해운'],
    ],
  },
  {
    name: 'shuttle_type',
    description: '短驳运输方式',
    values: [
      ['TRUCK', '卡车', 'Truck', '트럭'],
      ['TRAIN', '火车', 'Train', '기차'],
      ['SHIP', '船运', 'Ship', '선박'],
    ],
  },
  {
    name: 'shuttle_order_status',
    description: '短驳单状态',
    values: [
      ['AWAITING_PICKUP', '待提货', 'Awaiting pickup', '픽업 대기'],
      ['IN_TRANSIT', '运输中', 'In transit', '운송 중'],
      ['SIGNED', '已签收', 'Signed for', '수령 완료'],
      ['EXCEPTION', '运输异常', 'Transport exception', '운송 이상'],
      ['CONFIRMED', '已确认送达', 'Delivery confirmed', '배송 확인'],
    ],
  },
  {
    name: 'pay_status',
    description: '支付状态',
    values: [
      ['UNPAID', '未支付', 'Unpaid', '미결제'],
      ['PENDING', '待支付', 'Pending payment', '결제 대기'],
      ['PAID', '已支付', 'Paid', '결제 완료'],
    ],
  },
  {
    name: 'approval_status',
    description: '审核状态',
    values: [
      ['PENDING', '待审核', 'Pending review', '심사 대기'],
      ['APPROVED', '已通过', 'Approved', '승인'],
      ['REJECTED', '已驳回', 'Rejected', '반려'],
    ],
  },
  {
    name: 'work_order_status',
    description: '工单状态',
    values: [
      ['PROCESSING', '处理中', 'Processing', '처리 중'],
      ['RESOLVED', '已解决', 'Resolved', '해결됨'],
    ],
  },
];
