import type { Language } from '@parcelhub/contracts';

/** The order log's sentences, by the message key each log row keeps (rows store keys, not words). */
const WORDS: Record<string, Record<Language, string>> = {
  placed: {
    zh: '下单成功，扣费 {total} {currency}（来源 {source}）',
    en: 'Order placed, {total} {currency} charged (source {source})',
    ko: '주문 완료, {total} {currency} 차감 (출처 {source})',
  },
  ruleINTERCEPT: {
    zh: '命中规则组“{group}”的规则“{rule}”：拦截待审核',
    en: 'Rule “{rule}” of group “{group}” matched: held for review',
    ko: '규칙 그룹 “{group}”의 규칙 “{rule}” 일치: 검토 대기',
  },
  ruleROUTE: {
    zh: '命中规则组“{group}”的规则“{rule}”：改走产品 {productCode}',
    en: 'Rule “{rule}” of group “{group}” matched: routed to product {productCode}',
    ko: '규칙 그룹 “{group}”의 규칙 “{rule}” 일치: 상품 {productCode}(으)로 변경',
  },
  ruleREQUIRE_FIELD: {
    zh: '命中规则组“{group}”的规则“{rule}”：必填字段已填写',
    en: 'Rule “{rule}” of group “{group}” matched: the required field is present',
    ko: '규칙 그룹 “{group}”의 규칙 “{rule}” 일치: 필수 항목 입력됨',
  },
  ruleREJECT: {
    zh: '命中规则组“{group}”的规则“{rule}”',
    en: 'Rule “{rule}” of group “{group}” matched',
    ko: '규칙 그룹 “{group}”의 규칙 “{rule}” 일치',
  },
  labelIssued: {
    zh: '面单已生成，跟踪号 {trackingNo}',
    en: 'Label issued, tracking number {trackingNo}',
    ko: '라벨 발행, 추적 번호 {trackingNo}',
  },
  labelVoided: {
    zh: '订单已取消：承运商面单 {trackingNo} 已作废',
    en: 'Order canceled: the carrier’s label {trackingNo} was voided',
    ko: '주문 취소됨: 운송사 라벨 {trackingNo}이(가) 무효화되었습니다',
  },
  labelVoidFailed: {
    zh: '订单已取消，但承运商未能作废面单 {trackingNo}：{reason}',
    en: 'Order canceled, but the carrier could not void label {trackingNo}: {reason}',
    ko: '주문이 취소되었지만 운송사가 라벨 {trackingNo}을(를) 무효화하지 못했습니다: {reason}',
  },
  labelFailed: {
    zh: '获取面单失败：{reason}',
    en: 'Label request failed: {reason}',
    ko: '라벨 요청 실패: {reason}',
  },
  labelFailedRetry: {
    zh: '获取面单失败（第 {attempts} 次），稍后自动重试：{reason}',
    en: 'Label request failed (attempt {attempts}), will retry: {reason}',
    ko: '라벨 요청 실패({attempts}회차), 자동 재시도 예정: {reason}',
  },
  labelRetry: {
    zh: '重新获取面单',
    en: 'Label requested again',
    ko: '라벨 재요청',
  },
  canceledRefunded: {
    zh: '订单已取消，退款 {amount}。{reason}',
    en: 'Order canceled, {amount} refunded. {reason}',
    ko: '주문 취소, {amount} 환불. {reason}',
  },
  canceledNoRefund: {
    zh: '订单已取消；承运商不支持在线取消，费用未退回。{reason}',
    en: 'Order canceled; the carrier does not cancel online, so the fee was not refunded. {reason}',
    ko: '주문 취소; 운송사가 온라인 취소를 지원하지 않아 요금이 환불되지 않았습니다. {reason}',
  },
  deleted: { zh: '订单已删除', en: 'Order deleted', ko: '주문 삭제' },
  tracked: {
    zh: '轨迹更新（{trackingStatus}），订单状态随之变更',
    en: 'Tracking reported {trackingStatus}: the order follows',
    ko: '추적 상태 {trackingStatus}: 주문 상태가 따라 변경되었습니다',
  },
  released: {
    zh: '拦截已放行。{reason}',
    en: 'Released from interception. {reason}',
    ko: '차단 해제. {reason}',
  },
  releasedFromHold: {
    zh: '异常已放行，订单回到 {status}。{reason}',
    en: 'Released from hold: the order is {status} again. {reason}',
    ko: '보류 해제: 주문이 다시 {status} 상태입니다. {reason}',
  },
  sortTask: {
    zh: '分拣任务 {taskNo}：分拣至格口 {bay}',
    en: 'Sort task {taskNo}: sorted to bay {bay}',
    ko: '분류 작업 {taskNo}: 슬롯 {bay}(으)로 분류',
  },
  refused: {
    zh: '供应商拒收：{reason}',
    en: 'Refused by the supplier: {reason}',
    ko: '공급사 거부: {reason}',
  },
  // What a supplier reads of the lines that name the customer's money (the customer's price is not the supplier's).
  placedForSupplier: {
    zh: '下单成功（来源 {source}）',
    en: 'Order placed (source {source})',
    ko: '주문 완료 (출처 {source})',
  },
  canceledForSupplier: {
    zh: '订单已取消。{reason}',
    en: 'Order canceled. {reason}',
    ko: '주문 취소. {reason}',
  },
  weighedForSupplier: {
    zh: '称重确认：{weight} kg',
    en: 'Weight confirmed: {weight} kg',
    ko: '중량 확인: {weight} kg',
  },
  deliveryWarningHandled: {
    zh: '时效预警已处理（超期 {overdueDays} 天）。{remark}',
    en: 'Delivery warning handled ({overdueDays} days overdue). {remark}',
    ko: '배송 지연 경고 처리됨({overdueDays}일 초과). {remark}',
  },
  warehouseScan: {
    zh: '仓库 {warehouse} 扫描装袋：{status}（格口 {bay}）',
    en: 'Scanned at warehouse {warehouse}: {status} (bay {bay})',
    ko: '창고 {warehouse}에서 스캔: {status} ({bay}번 구역)',
  },
  bagDispatched: { zh: '随袋 {bagNo} 出库', en: 'Dispatched in bag {bagNo}', ko: '백 {bagNo}과(와) 함께 출고' },
  weighed: {
    zh: '称重确认：{weight} kg，费用 {previous} → {total}（差额 {difference}）',
    en: 'Weight confirmed: {weight} kg, fee {previous} → {total} (difference {difference})',
    ko: '중량 확인: {weight} kg, 요금 {previous} → {total} (차액 {difference})',
  },
};

/** The lines a supplier reads in other words: those that name the customer's fee, charge or refund. */
const FOR_SUPPLIER: Record<string, string> = {
  placed: 'placedForSupplier',
  canceledRefunded: 'canceledForSupplier',
  canceledNoRefund: 'canceledForSupplier',
  weighed: 'weighedForSupplier',
};

/** The message key a reader of this privilege type reads a log row's key in. */
export const logKeyFor = (key: string, privilegeType: string) =>
  privilegeType === 'SUPPLIER' ? (FOR_SUPPLIER[key] ?? key) : key;

export function logMessage(key: string, params: Record<string, string | number>, lang: Language): string {
  const words = WORDS[key]?.[lang] ?? key;
  return words.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? '')).trim();
}

export const LOG_MESSAGE_KEYS = Object.keys(WORDS);
export const logWords = WORDS;
