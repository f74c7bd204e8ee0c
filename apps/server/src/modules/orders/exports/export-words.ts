import type { LabelStatus, Language, OrderExportKind, OrderStatus } from '@parcelhub/contracts';

type Words = Record<Language, string>;

/** The task center's name of each export. */
export const TASK_NAMES: Record<OrderExportKind, Words> = {
  supplierOrders: { zh: '供应商订单导出', en: 'Supplier orders export', ko: '공급사 주문 내보내기' },
  customerOrders: { zh: '订单导出', en: 'Orders export', ko: '주문 내보내기' },
  platformOrders: { zh: '平台订单导出', en: 'Platform orders export', ko: '플랫폼 주문 내보내기' },
  platformBoxes: { zh: '平台箱单导出', en: 'Platform boxes export', ko: '플랫폼 박스 내보내기' },
  customerBoxes: { zh: '箱单导出', en: 'Boxes export', ko: '박스 내보내기' },
  abnormalOrders: { zh: '异常订单导出', en: 'Abnormal orders export', ko: '이상 주문 내보내기' },
};

/** The downloaded file's name, before its time stamp. */
export const FILE_NAMES: Record<OrderExportKind, Words> = {
  supplierOrders: { zh: '供应商订单', en: 'supplier-orders', ko: '공급사주문' },
  customerOrders: { zh: '订单', en: 'orders', ko: '주문' },
  platformOrders: { zh: '平台订单', en: 'platform-orders', ko: '플랫폼주문' },
  platformBoxes: { zh: '平台箱单', en: 'platform-boxes', ko: '플랫폼박스' },
  customerBoxes: { zh: '箱单', en: 'boxes', ko: '박스' },
  abnormalOrders: { zh: '异常订单', en: 'abnormal-orders', ko: '이상주문' },
};

/** Column headers, by column key. */
export const HEADER_WORDS = {
  orderNo: { zh: '订单号', en: 'Order number', ko: '주문 번호' },
  referenceNo: { zh: '参考号', en: 'Reference number', ko: '참조 번호' },
  insideNumber: { zh: '内部单号', en: 'Inside number', ko: '내부 번호' },
  trackingNo: { zh: '跟踪号', en: 'Tracking number', ko: '추적 번호' },
  status: { zh: '订单状态', en: 'Status', ko: '주문 상태' },
  labelStatus: { zh: '面单状态', en: 'Label status', ko: '라벨 상태' },
  labelError: { zh: '异常原因', en: 'Problem', ko: '이상 사유' },
  product: { zh: '产品', en: 'Product', ko: '상품' },
  customer: { zh: '客户', en: 'Customer', ko: '고객' },
  country: { zh: '目的地', en: 'Destination', ko: '도착지' },
  receiver: { zh: '收件人', en: 'Receiver', ko: '수취인' },
  pieces: { zh: '件数', en: 'Pieces', ko: '박스 수' },
  weight: { zh: '重量（千克）', en: 'Weight (kg)', ko: '중량(kg)' },
  currency: { zh: '币种', en: 'Currency', ko: '통화' },
  feeTotal: { zh: '费用合计', en: 'Fee total', ko: '요금 합계' },
  costTotal: { zh: '成本合计', en: 'Cost total', ko: '원가 합계' },
  createdAt: { zh: '创建时间', en: 'Created', ko: '생성 일시' },
  boxNo: { zh: '箱号', en: 'Box number', ko: '박스 번호' },
  length: { zh: '长（厘米）', en: 'Length (cm)', ko: '길이(cm)' },
  width: { zh: '宽（厘米）', en: 'Width (cm)', ko: '너비(cm)' },
  height: { zh: '高（厘米）', en: 'Height (cm)', ko: '높이(cm)' },
  boxWeight: { zh: '箱重（千克）', en: 'Box weight (kg)', ko: '박스 중량(kg)' },
} satisfies Record<string, Words>;
export type ColumnKey = keyof typeof HEADER_WORDS;

export const STATUS_WORDS: Record<OrderStatus, Words> = {
  CREATED: { zh: '已下单', en: 'Created', ko: '주문 생성' },
  LABELED: { zh: '已出标签', en: 'Labelled', ko: '라벨 발행' },
  RECEIVED: { zh: '已收货', en: 'Received', ko: '입고' },
  SORTED: { zh: '已分拣', en: 'Sorted', ko: '분류 완료' },
  BAGGED: { zh: '已装袋', en: 'Bagged', ko: '포대 적재' },
  DISPATCHED: { zh: '已发运', en: 'Dispatched', ko: '발송' },
  IN_TRANSIT: { zh: '运输中', en: 'In transit', ko: '운송 중' },
  DELIVERED: { zh: '已签收', en: 'Delivered', ko: '배송 완료' },
  SETTLED: { zh: '已结算', en: 'Settled', ko: '정산 완료' },
  COMPLETED: { zh: '已完成', en: 'Completed', ko: '완료' },
  CANCELED: { zh: '已取消', en: 'Canceled', ko: '취소됨' },
  INTERCEPTED: { zh: '已拦截', en: 'Intercepted', ko: '보류됨' },
  EXCEPTION: { zh: '异常', en: 'Exception', ko: '이상' },
  RETURNED: { zh: '已退回', en: 'Returned', ko: '반송됨' },
};

export const LABEL_STATUS_WORDS: Record<LabelStatus, Words> = {
  NOT_REQUESTED: { zh: '未请求', en: 'Not requested', ko: '미요청' },
  PENDING: { zh: '获取中', en: 'Pending', ko: '발행 대기' },
  SUCCESS: { zh: '已出单', en: 'Issued', ko: '발행됨' },
  FAILED: { zh: '失败', en: 'Failed', ko: '실패' },
  VOIDED: { zh: '已作废', en: 'Voided', ko: '무효화됨' },
};
