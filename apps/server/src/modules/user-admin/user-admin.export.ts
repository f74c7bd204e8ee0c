import type { Language, PrivilegeType } from '@parcelhub/contracts';
import { writeSheet } from '../../platform/files/xlsx';
import type { RunningTask, TaskOutcome } from '../tasks';
import type { UserFilter, UserRecord } from '../users';

export const EXPORT_QUEUE = 'user-admin.export';

export interface UserExportJobData {
  filter: UserFilter;
  lang: Language;
}

export interface ExportedUser {
  user: UserRecord;
  mainAccountName: string | null;
  roles: string[];
}

export const EXPORT_TASK_NAME: Record<Language, string> = { zh: '用户导出', en: 'Users export', ko: '사용자 내보내기' };
const FILE_NAME: Record<Language, string> = { zh: '用户', en: 'users', ko: '사용자' };

const HEADERS: Record<Language, string[]> = {
  zh: [
    'ID',
    '账号',
    '昵称',
    '手机号',
    '邮箱',
    '用户类型',
    '账号类型',
    '角色',
    '审核状态',
    '状态',
    '注册时间',
    '审核时间',
  ],
  en: [
    'ID',
    'Account',
    'Nickname',
    'Mobile',
    'Email',
    'User type',
    'Account type',
    'Roles',
    'Review',
    'Status',
    'Registered',
    'Approved at',
  ],
  ko: [
    'ID',
    '계정',
    '닉네임',
    '휴대폰',
    '이메일',
    '사용자 유형',
    '계정 유형',
    '역할',
    '심사 상태',
    '상태',
    '가입 시간',
    '승인 시간',
  ],
};
const WIDTHS = [8, 18, 16, 14, 24, 12, 20, 20, 10, 10, 20, 20];

const PRIVILEGE_WORDS: Record<PrivilegeType, Record<Language, string>> = {
  PLATFORM: { zh: '平台', en: 'Platform', ko: '플랫폼' },
  USER: { zh: '客户', en: 'Customer', ko: '고객' },
  SUPPLIER: { zh: '供应商', en: 'Supplier', ko: '공급업체' },
};
const WORDS = {
  main: { zh: '主账号', en: 'Main account', ko: '주 계정' },
  subOf: { zh: '子账号（{main}）', en: 'Sub-account of {main}', ko: '{main}의 하위 계정' },
  approved: { zh: '已通过', en: 'Approved', ko: '승인됨' },
  pending: { zh: '待审核', en: 'Pending', ko: '심사 대기' },
  enabled: { zh: '启用', en: 'Enabled', ko: '활성' },
  disabled: { zh: '停用', en: 'Disabled', ko: '비활성' },
} satisfies Record<string, Record<Language, string>>;

/** `YYYY-MM-DD HH:mm:ss` in UTC: the sheet says what was stored, whoever opens it. */
const stamp = (d: Date | null) => (d ? d.toISOString().slice(0, 19).replace('T', ' ') : '');

export function exportCells(r: ExportedUser, lang: Language): unknown[] {
  const { user } = r;
  return [
    user.id,
    user.username,
    user.nickName,
    user.phone ?? '',
    user.email ?? '',
    PRIVILEGE_WORDS[user.privilegeType][lang],
    user.parentId == null ? WORDS.main[lang] : WORDS.subOf[lang].replace('{main}', r.mainAccountName ?? ''),
    r.roles.join(', '),
    user.isApproved ? WORDS.approved[lang] : WORDS.pending[lang],
    user.enabled ? WORDS.enabled[lang] : WORDS.disabled[lang],
    stamp(user.createdAt),
    stamp(user.approvedAt),
  ];
}

/** Every matching user into one sheet, headers in the language of whoever asked. */
export async function runUserExport(
  task: RunningTask<UserExportJobData>,
  source: { count: () => Promise<number>; pages: () => AsyncIterable<ExportedUser[]> },
): Promise<TaskOutcome> {
  const { lang } = task.data;
  const total = await source.count();
  await task.progress(0, total);
  const out = task.files.writer('tasks');
  let done = 0;
  async function* cells() {
    for await (const page of source.pages()) {
      for (const r of page) {
        yield exportCells(r, lang);
        done++;
      }
      await task.progress(done, total);
    }
  }
  await writeSheet(out.stream, {
    sheetName: EXPORT_TASK_NAME[lang],
    columns: HEADERS[lang].map((header, i) => ({ header, width: WIDTHS[i] })),
    rows: cells(),
  });
  await out.done();
  const when = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
  return { result: { name: `${FILE_NAME[lang]}-${when}.xlsx`, key: out.key }, done, total };
}
