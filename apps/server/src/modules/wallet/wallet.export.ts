import { journalTypeName, WALLET_ACCOUNT_WORDS, type Language } from '@parcelhub/contracts';
import type { DataScope } from '../../platform/auth/scope';
import { defineSheet } from '../../platform/sheets/define-sheet';
import { runSheetExport } from '../../platform/sheets/export-runner';
import type { RunningTask, TaskOutcome } from '../tasks';
import type { FlowFilter, FlowRow } from './wallet.repository';

export const EXPORT_QUEUE = 'wallet.export';

/** What the export job carries: dates as ISO text (job data is JSON). */
export interface FlowExportData {
  scope: DataScope;
  filter: Omit<FlowFilter, 'from' | 'to'> & { from?: string; to?: string };
  lang: Language;
}

export const EXPORT_TASK_NAME: Record<Language, string> = {
  zh: '钱包流水导出',
  en: 'Wallet history export',
  ko: '지갑 내역 내보내기',
};
const FILE_NAME: Record<Language, string> = { zh: '钱包流水', en: 'wallet-history', ko: '지갑내역' };

/** `YYYY-MM-DD HH:mm:ss` in UTC, as the spec's exports write times. */
const timeText = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

/** The wallet history sheet: one row per journal line, amounts as stored (2 decimals kept as text). */
export const FLOW_SHEET = defineSheet<FlowRow>({
  // Not 'History': Excel reserves that sheet name.
  name: { zh: '钱包流水', en: 'Wallet history', ko: '지갑 내역' },
  columns: [
    {
      key: 'createdAt',
      header: { zh: '时间', en: 'Time', ko: '시간' },
      width: 20,
      format: (r) => timeText(r.createdAt),
    },
    { key: 'customer', header: { zh: '客户', en: 'Customer', ko: '고객' }, width: 16, format: (r) => r.customerName },
    {
      key: 'type',
      header: { zh: '类型', en: 'Type', ko: '유형' },
      width: 14,
      format: (r, lang) => journalTypeName(r.type, lang),
    },
    {
      key: 'account',
      header: { zh: '账户', en: 'Account', ko: '계정' },
      width: 14,
      format: (r, lang) => WALLET_ACCOUNT_WORDS[r.accountKind as 'AVAILABLE' | 'DEPOSIT'][lang],
    },
    { key: 'amount', header: { zh: '金额', en: 'Amount', ko: '금액' }, width: 14, format: (r) => r.amount },
    {
      key: 'balanceAfter',
      header: { zh: '变动后余额', en: 'Balance after', ko: '변동 후 잔액' },
      width: 14,
      format: (r) => r.balanceAfter ?? '',
    },
    { key: 'currency', header: { zh: '币种', en: 'Currency', ko: '통화' }, width: 8, format: (r) => r.currency },
    {
      key: 'orderNo',
      header: { zh: '订单号', en: 'Order no.', ko: '주문 번호' },
      width: 22,
      format: (r) => r.orderNo ?? '',
    },
    { key: 'remark', header: { zh: '备注', en: 'Remark', ko: '비고' }, width: 30, format: (r) => r.remark },
    {
      key: 'operator',
      header: { zh: '操作人', en: 'Operator', ko: '처리자' },
      width: 14,
      format: (r) => r.operatorName ?? '',
    },
    { key: 'id', header: { zh: '流水号', en: 'Entry', ko: '전표 번호' }, width: 10, format: (r) => r.id },
  ],
});

/** Every matching line, newest first, the amounts as numbers with 2 decimals kept as text. */
export function runFlowExport(
  task: RunningTask<FlowExportData>,
  source: { count: () => Promise<number>; rows: () => AsyncIterable<FlowRow> },
): Promise<TaskOutcome> {
  const { lang } = task.data;
  return runSheetExport(task, {
    sheetName: FLOW_SHEET.name[lang],
    columns: FLOW_SHEET.writerColumns(lang),
    fileName: FILE_NAME[lang],
    count: source.count,
    records: source.rows,
    rows: (r) => [FLOW_SHEET.cells(r, lang)],
  });
}
