import { declareOplogRecord } from '../../platform/oplog/records';

/** How the operation log words a role's changes. */
declareOplogRecord('roles', {
  record: ['角色', 'Role', '역할'],
  nameColumn: 'name',
  fields: {
    name: { label: ['角色名称', 'Name', '역할 이름'] },
    description: { label: ['描述', 'Description', '설명'] },
    level: { label: ['级别', 'Level', '등급'] },
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
    permissions: { label: ['权限', 'Permissions', '권한'] },
    data_scope: {
      label: ['数据范围', 'Data scope', '데이터 범위'],
      kind: {
        words: {
          ALL: ['全部', 'All', '전체'],
          ACCOUNT: ['本账户', 'Own account', '본 계정'],
          SELF: ['仅本人', 'Own records', '본인만'],
        },
      },
    },
  },
});
