import type { Language, PrivilegeType } from '@parcelhub/contracts';
import { defineSheet } from '../../platform/sheets/define-sheet';
import { runSheetExport } from '../../platform/sheets/export-runner';
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

/** The users sheet: one row per user, the words of each value in the reader's language. */
export const USER_SHEET = defineSheet<ExportedUser>({
  name: EXPORT_TASK_NAME,
  columns: [
    { key: 'id', header: { zh: 'ID', en: 'ID', ko: 'ID' }, width: 8, format: (r) => r.user.id },
    { key: 'username', header: { zh: '账号', en: 'Account', ko: '계정' }, width: 18, format: (r) => r.user.username },
    {
      key: 'nickName',
      header: { zh: '昵称', en: 'Nickname', ko: '닉네임' },
      width: 16,
      format: (r) => r.user.nickName,
    },
    {
      key: 'phone',
      header: { zh: '手机号', en: 'Mobile', ko: '휴대폰' },
      width: 14,
      format: (r) => r.user.phone ?? '',
    },
    { key: 'email', header: { zh: '邮箱', en: 'Email', ko: '이메일' }, width: 24, format: (r) => r.user.email ?? '' },
    {
      key: 'privilegeType',
      header: { zh: '用户类型', en: 'User type', ko: '사용자 유형' },
      width: 12,
      format: (r, lang) => PRIVILEGE_WORDS[r.user.privilegeType][lang],
    },
    {
      key: 'account',
      header: { zh: '账号类型', en: 'Account type', ko: '계정 유형' },
      width: 20,
      format: (r, lang) =>
        r.user.parentId == null ? WORDS.main[lang] : WORDS.subOf[lang].replace('{main}', r.mainAccountName ?? ''),
    },
    { key: 'roles', header: { zh: '角色', en: 'Roles', ko: '역할' }, width: 20, format: (r) => r.roles.join(', ') },
    {
      key: 'isApproved',
      header: { zh: '审核状态', en: 'Review', ko: '심사 상태' },
      width: 10,
      format: (r, lang) => (r.user.isApproved ? WORDS.approved[lang] : WORDS.pending[lang]),
    },
    {
      key: 'enabled',
      header: { zh: '状态', en: 'Status', ko: '상태' },
      width: 10,
      format: (r, lang) => (r.user.enabled ? WORDS.enabled[lang] : WORDS.disabled[lang]),
    },
    {
      key: 'createdAt',
      header: { zh: '注册时间', en: 'Registered', ko: '가입 시간' },
      width: 20,
      format: (r) => stamp(r.user.createdAt),
    },
    {
      key: 'approvedAt',
      header: { zh: '审核时间', en: 'Approved at', ko: '승인 시간' },
      width: 20,
      format: (r) => stamp(r.user.approvedAt),
    },
  ],
});


/** Every matching user into one sheet, headers in the language of whoever asked. */
export function runUserExport(
  task: RunningTask<UserExportJobData>,
  source: { count: () => Promise<number>; pages: () => AsyncIterable<ExportedUser[]> },
): Promise<TaskOutcome> {
  const { lang } = task.data;
  return runSheetExport(task, {
    sheetName: USER_SHEET.name[lang],
    columns: USER_SHEET.writerColumns(lang),
    fileName: FILE_NAME[lang],
    count: source.count,
    records: async function* () {
      for await (const page of source.pages()) yield* page;
    },
    rows: (r) => [USER_SHEET.cells(r, lang)],
  });
}
