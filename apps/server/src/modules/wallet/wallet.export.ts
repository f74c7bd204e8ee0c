import { journalTypeName, WALLET_ACCOUNT_WORDS, type Language } from '@parcelhub/contracts';
import type { DataScope } from '../../platform/auth/scope';
import { writeSheet } from '../../platform/files/xlsx';
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
// Not 'History': Excel reserves that sheet name.
const SHEET: Record<Language, string> = { zh: '钱包流水', en: 'Wallet history', ko: '지갑 내역' };

const HEADERS: Record<Language, string[]> = {
  zh: ['时间', '客户', '类型', '账户', '金额', '变动后余额', '币种', '订单号', '备注', '操作人', '流水号'],
  en: [
    'Time',
    'Customer',
    'Type',
    'Account',
    'Amount',
    'Balance after',
    'Currency',
    'Order no.',
    'Remark',
    'Operator',
    'Entry',
  ],
  ko: ['시간', '고객', '유형', '계정', '금액', '변동 후 잔액', '통화', '주문 번호', '비고', '처리자', '전표 번호'],
};
const WIDTHS = [20, 16, 14, 14, 14, 14, 8, 22, 30, 14, 10];

/** `YYYY-MM-DD HH:mm:ss` in UTC, as the spec's exports write times. */
const timeText = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

/** Every matching line, newest first, the amounts as numbers with 2 decimals kept as text. */
export async function runFlowExport(
  task: RunningTask<FlowExportData>,
  source: { count: () => Promise<number>; rows: () => AsyncIterable<FlowRow> },
): Promise<TaskOutcome> {
  const { lang } = task.data;
  const total = await source.count();
  await task.progress(0, total);
  const out = task.files.writer('tasks');
  let done = 0;
  async function* cells() {
    for await (const r of source.rows()) {
      yield [
        timeText(r.createdAt),
        r.customerName,
        journalTypeName(r.type, lang),
        WALLET_ACCOUNT_WORDS[r.accountKind as 'AVAILABLE' | 'DEPOSIT'][lang],
        r.amount,
        r.balanceAfter ?? '',
        r.currency,
        r.orderNo ?? '',
        r.remark,
        r.operatorName ?? '',
        r.id,
      ];
      await task.progress(++done, total);
    }
  }
  try {
    await writeSheet(out.stream, {
      sheetName: SHEET[lang],
      columns: HEADERS[lang].map((header, i) => ({ header, width: WIDTHS[i] })),
      rows: cells(),
    });
    await out.done();
  } catch (err) {
    // Cancelled (progress throws) or failed: the half-written file is nobody's; it goes.
    out.stream.destroy();
    await out.done().catch(() => undefined);
    await task.files.remove(out.key).catch(() => undefined);
    throw err;
  }
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
  return { result: { name: `${FILE_NAME[lang]}-${stamp}.xlsx`, key: out.key }, done, total };
}
