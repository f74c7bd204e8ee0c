import { declareOplogRecord } from '../../platform/oplog/records';

/** How the operation log words a user's changes (the password hash shows only that it changed). */
declareOplogRecord('users', {
  record: ['用户', 'User', '사용자'],
  nameColumn: 'username',
  fields: {
    username: { label: ['用户名', 'Username', '사용자 이름'] },
    password_hash: { label: ['密码', 'Password', '비밀번호'] },
    nick_name: { label: ['昵称', 'Nickname', '닉네임'] },
    phone: { label: ['电话', 'Phone', '전화'] },
    email: { label: ['邮箱', 'Email', '이메일'] },
    privilege_type: {
      label: ['用户类型', 'User type', '사용자 유형'],
      kind: {
        words: {
          PLATFORM: ['平台', 'Platform', '플랫폼'],
          USER: ['客户', 'Customer', '고객'],
          SUPPLIER: ['供应商', 'Supplier', '공급업체'],
        },
      },
    },
    parent_id: { label: ['主账户', 'Main account', '주 계정'] },
    is_approved: { label: ['已审核', 'Approved', '승인됨'], kind: 'flag' },
    approved_at: { label: ['审核时间', 'Approved at', '승인 시간'], kind: 'time' },
    approved_by: { label: ['审核人', 'Approved by', '승인자'] },
    enabled: { label: ['启用', 'Enabled', '사용'], kind: 'flag' },
    language: {
      label: ['界面语言', 'Language', '언어'],
      kind: {
        words: { zh: ['中文', 'Chinese', '중국어'], en: ['英文', 'English', '영어'], ko: ['韩文', 'Korean', '한국어'] },
      },
    },
    password_changed_at: { label: ['密码修改时间', 'Password changed', '비밀번호 변경 시간'], kind: 'time' },
  },
});
