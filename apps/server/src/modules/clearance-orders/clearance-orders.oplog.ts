import { CLEARANCE_PAY_STATUS_WORDS, CLEARANCE_STATUS_WORDS, SUBMIT_STATUS_WORDS } from '@parcelhub/contracts';
import { declareOplogRecord } from '../oplog';

const wordsOf = (words: Record<string, { zh: string; en: string; ko: string }>) =>
  Object.fromEntries(Object.entries(words).map(([k, w]) => [k, [w.zh, w.en, w.ko] as const]));

/** How the operation log words changes to clearance orders, their bags, parcels and attachments. */
declareOplogRecord('clearance_orders', {
  record: ['清关订单', 'Clearance order', '통관 주문'],
  nameColumn: 'order_no',
  fields: {
    order_no: { label: ['订单号', 'Order number', '주문 번호'] },
    account_id: { label: ['客户', 'Customer', '고객'] },
    product_id: { label: ['清关产品', 'Clearance product', '통관 상품'] },
    port_code: { label: ['口岸', 'Port', '항구'] },
    awb_no: { label: ['主运单号', 'Air waybill', '항공 운송장'] },
    status: { label: ['状态', 'Status', '상태'], kind: { words: wordsOf(CLEARANCE_STATUS_WORDS) } },
    pay_status: {
      label: ['支付状态', 'Pay status', '결제 상태'],
      kind: { words: wordsOf(CLEARANCE_PAY_STATUS_WORDS) },
    },
    check_status: { label: ['校验状态', 'Check status', '검사 상태'] },
    fee: { label: ['费用', 'Fee', '요금'] },
    currency: { label: ['币种', 'Currency', '통화'] },
    product_code: { label: ['产品代码', 'Product code', '상품 코드'] },
    weight: { label: ['重量(kg)', 'Weight (kg)', '중량(kg)'] },
    bag_count: { label: ['袋数', 'Bags', '백 수'] },
    parcel_count: { label: ['包裹数', 'Parcels', '소포 수'] },
    findings: { label: ['校验结果', 'Check findings', '검사 결과'] },
    created_by: { label: ['创建人', 'Created by', '생성자'] },
    paid_at: { label: ['支付时间', 'Paid', '결제 시간'], kind: 'time' },
    description: { label: ['描述', 'Description', '설명'] },
    reject_reason: { label: ['驳回原因', 'Reject reason', '반려 사유'] },
    created_at: { label: ['创建时间', 'Created', '생성 시간'], kind: 'time' },
    updated_at: { label: ['更新时间', 'Updated', '수정 시간'], kind: 'time' },
  },
});

declareOplogRecord('clearance_order_bags', {
  record: ['清关袋', 'Clearance bag', '통관 백'],
  nameColumn: 'bag_no',
  fields: {
    clearance_order_id: { label: ['清关订单', 'Clearance order', '통관 주문'] },
    bag_no: { label: ['袋号', 'Bag number', '백 번호'] },
    weight: { label: ['重量(kg)', 'Weight (kg)', '중량(kg)'] },
    pieces: { label: ['件数', 'Pieces', '개수'] },
    submit_status: { label: ['提交状态', 'Submit status', '제출 상태'], kind: { words: wordsOf(SUBMIT_STATUS_WORDS) } },
  },
});

declareOplogRecord('clearance_order_parcels', {
  record: ['清关包裹', 'Clearance parcel', '통관 소포'],
  nameColumn: 'parcel_no',
  fields: {
    clearance_order_id: { label: ['清关订单', 'Clearance order', '통관 주문'] },
    bag_id: { label: ['袋', 'Bag', '백'] },
    order_id: { label: ['订单', 'Order', '주문'] },
    parcel_no: { label: ['包裹号', 'Parcel number', '소포 번호'] },
    weight: { label: ['重量(kg)', 'Weight (kg)', '중량(kg)'] },
    submit_status: { label: ['提交状态', 'Submit status', '제출 상태'], kind: { words: wordsOf(SUBMIT_STATUS_WORDS) } },
  },
});

declareOplogRecord('clearance_attachments', {
  record: ['清关附件', 'Clearance attachment', '통관 첨부 파일'],
  nameColumn: 'file_name',
  fields: {
    clearance_order_id: { label: ['清关订单', 'Clearance order', '통관 주문'] },
    type: { label: ['类型', 'Type', '유형'] },
    file_key: { label: ['文件', 'File', '파일'] },
    kind: { label: ['文件类型', 'File kind', '파일 형식'] },
    uploaded_by: { label: ['上传人', 'Uploaded by', '업로드한 사람'] },
    file_name: { label: ['文件名', 'File name', '파일 이름'] },
    size: { label: ['大小', 'Size', '크기'] },
  },
});
