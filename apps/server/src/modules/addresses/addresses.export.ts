import type { AddressExportQuery, Language } from '@parcelhub/contracts';
import type { z } from 'zod';
import type { DataScope } from '../../platform/auth/scope';
import { writeSheet } from '../../platform/files/xlsx';
import type { RunningTask, TaskOutcome } from '../tasks';
import type { AddressRow } from './addresses.repository';

export const EXPORT_QUEUE = 'addresses.export';

export interface ExportJobData {
  scope: DataScope;
  filter: z.output<typeof AddressExportQuery>;
  lang: Language;
}

export const EXPORT_TASK_NAME: Record<Language, string> = {
  zh: '地址簿导出',
  en: 'Address book export',
  ko: '주소록 내보내기',
};

export const TYPE_WORDS: Record<AddressRow['type'], Record<Language, string>> = {
  RECIPIENT: { zh: '收件地址', en: 'Recipient', ko: '수취인 주소' },
  SENDER: { zh: '发件地址', en: 'Sender', ko: '발송인 주소' },
  RETURN: { zh: '退件地址', en: 'Return', ko: '반품 주소' },
};

export const HEADERS: Record<Language, string[]> = {
  zh: [
    '类型',
    '姓名/公司',
    '国家/地区',
    '省/州',
    '城市',
    '邮编',
    '地址 1',
    '地址 2',
    '清关编码',
    '电话',
    '邮箱',
    '默认',
  ],
  en: [
    'Type',
    'Name/company',
    'Country/region',
    'Province/state',
    'City',
    'Postcode',
    'Address 1',
    'Address 2',
    'Customs code',
    'Phone',
    'Email',
    'Default',
  ],
  ko: [
    '유형',
    '이름/회사',
    '국가/지역',
    '주/도',
    '도시',
    '우편번호',
    '주소 1',
    '주소 2',
    '통관 코드',
    '전화번호',
    '이메일',
    '기본',
  ],
};
export const WIDTHS = [10, 24, 18, 16, 16, 10, 36, 24, 16, 18, 24, 8];
export const YES: Record<Language, [string, string]> = { zh: ['是', '否'], en: ['Yes', 'No'], ko: ['예', '아니요'] };
const FILE_NAME: Record<Language, string> = { zh: '地址簿', en: 'address-book', ko: '주소록' };

/** The export job: every matching address into one sheet, headers in the language of whoever asked. */
export async function runAddressExport(
  task: RunningTask<ExportJobData>,
  source: {
    count: () => Promise<number>;
    rows: () => AsyncIterable<AddressRow>;
    countryName: (code: string, lang: Language) => Promise<string | null>;
  },
): Promise<TaskOutcome> {
  const { lang } = task.data;
  const total = await source.count();
  await task.progress(0, total);
  const out = task.files.writer('tasks');
  let done = 0;
  async function* cells() {
    for await (const r of source.rows()) {
      yield [
        TYPE_WORDS[r.type][lang],
        r.name,
        `${(await source.countryName(r.countryCode, lang)) ?? r.countryCode} (${r.countryCode})`,
        r.province,
        r.city,
        r.zipCode,
        r.address1,
        r.address2,
        r.customsNo,
        r.phone,
        r.email,
        r.isDefault ? YES[lang][0] : YES[lang][1],
      ];
      done++;
      await task.progress(done, total);
    }
  }
  try {
    await writeSheet(out.stream, {
      sheetName: EXPORT_TASK_NAME[lang],
      columns: HEADERS[lang].map((header, i) => ({ header, width: WIDTHS[i] })),
      rows: cells(),
    });
    await out.done();
  } catch (err) {
    // Cancelled (progress throws) or failed: the half-written file is nobody's; it goes.
    out.stream.destroy();
    await out.done().catch(() => undefined); // closed (or failed) before the file goes
    await task.files.remove(out.key).catch(() => undefined);
    throw err;
  }
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
  return { result: { name: `${FILE_NAME[lang]}-${stamp}.xlsx`, key: out.key }, done, total };
}
