import { declareOplogRecord, type OplogRecord } from '../../platform/oplog/records';

type Fields = OplogRecord['fields'];
const ACCOUNT: Fields = { account_id: { label: ['所属账户', 'Account', '소속 계정'] } };
const CURRENCY: Fields = { currency: { label: ['币种', 'Currency', '통화'] } };

/** How the operation log words the wallet's records (the balances themselves are not logged row by row). */
declareOplogRecord('ledger_accounts', {
  record: ['账本账户', 'Ledger account', '원장 계정'],
  fields: {
    ...ACCOUNT,
    ...CURRENCY,
    kind: {
      label: ['账户类别', 'Kind', '계정 종류'],
      kind: {
        words: {
          AVAILABLE: ['可用余额', 'Available balance', '사용 가능 잔액'],
          DEPOSIT: ['押金', 'Deposit', '보증금'],
          REVENUE: ['收入', 'Revenue', '수익'],
          SUPPLIER_PAYABLE: ['应付供应商', 'Payable to suppliers', '공급업체 지급금'],
          CASH: ['现金', 'Cash', '현금'],
          PAYMENT_CLEARING: ['支付清算', 'Payment clearing', '결제 정산'],
        },
      },
    },
  },
});

declareOplogRecord('journal_entries', {
  record: ['账务流水', 'Journal entry', '거래 내역'],
  nameColumn: 'order_no',
  fields: {
    ...ACCOUNT,
    type: {
      label: ['流水类型', 'Type', '거래 유형'],
      kind: {
        words: {
          RECHARGE: ['充值', 'Recharge', '충전'],
          ORDER_CHARGE: ['订单扣费', 'Order charge', '주문 차감'],
          WEIGHT_ADJUSTMENT: ['重量调整', 'Weight adjustment', '중량 조정'],
          REFUND: ['退款', 'Refund', '환불'],
          DEPOSIT: ['押金', 'Deposit', '보증금'],
          MANUAL_ADJUSTMENT: ['人工调账', 'Manual adjustment', '수동 조정'],
        },
      },
    },
    idempotency_key: { label: ['幂等键', 'Idempotency key', '멱등 키'] },
    amount: { label: ['金额', 'Amount', '금액'], kind: 'money' },
    order_id: { label: ['订单', 'Order', '주문'] },
    order_no: { label: ['订单号', 'Order number', '주문 번호'] },
    remark: { label: ['备注', 'Remark', '비고'] },
    actor_user_id: { label: ['操作人', 'Made by', '처리자'] },
  },
});

declareOplogRecord('credit_limit_changes', {
  record: ['信用额度变更', 'Credit limit change', '신용 한도 변경'],
  fields: {
    ...ACCOUNT,
    before: { label: ['原额度', 'Before', '변경 전'], kind: 'money' },
    after: { label: ['新额度', 'After', '변경 후'], kind: 'money' },
    changed_by: { label: ['修改人', 'Changed by', '변경자'] },
  },
});

declareOplogRecord('recharge_requests', {
  record: ['充值申请', 'Recharge', '충전 신청'],
  nameColumn: 'recharge_no',
  fields: {
    ...ACCOUNT,
    ...CURRENCY,
    recharge_no: { label: ['充值单号', 'Recharge number', '충전 번호'] },
    created_by: { label: ['申请人', 'Requested by', '신청자'] },
    operate_type: {
      label: ['充值方式', 'Method', '충전 방식'],
      kind: { words: { ONLINE: ['线上', 'Online', '온라인'], OFFLINE: ['线下', 'Offline', '오프라인'] } },
    },
    pay_type: {
      label: ['支付方式', 'Payment', '결제 수단'],
      kind: {
        words: {
          SANDBOX: ['沙箱', 'Sandbox', '샌드박스'],
          ALIPAY: ['支付宝', 'Alipay', '알리페이'],
          WECHAT_PAY: ['微信支付', 'WeChat Pay', '위챗페이'],
          BANK_TRANSFER: ['银行转账', 'Bank transfer', '계좌 이체'],
        },
      },
    },
    amount: { label: ['充值金额', 'Amount', '충전 금액'], kind: 'money' },
    fee: { label: ['手续费', 'Fee', '수수료'], kind: 'money' },
    pay_amount: { label: ['支付金额', 'Amount paid', '결제 금액'], kind: 'money' },
    status: {
      label: ['状态', 'Status', '상태'],
      kind: {
        words: {
          PENDING: ['待审核', 'Pending', '검토 대기'],
          SUCCESS: ['成功', 'Credited', '완료'],
          REJECTED: ['已驳回', 'Rejected', '반려됨'],
        },
      },
    },
    voucher_file_id: { label: ['凭证', 'Voucher', '증빙'] },
    provider_reference: { label: ['支付流水号', 'Provider reference', '결제 참조 번호'] },
    entry_id: { label: ['账务流水', 'Journal entry', '거래 내역'] },
    remark: { label: ['备注', 'Remark', '비고'] },
    reason: { label: ['驳回原因', 'Reason', '반려 사유'] },
    reviewed_by: { label: ['审核人', 'Reviewed by', '검토자'] },
    reviewed_at: { label: ['审核时间', 'Reviewed at', '검토 시간'], kind: 'time' },
  },
});
