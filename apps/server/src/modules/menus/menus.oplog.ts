import { declareOplogRecord } from '../../platform/oplog/records';

/** How the operation log words a menu entry's changes. */
declareOplogRecord('menus', {
  record: ['菜单', 'Menu', '메뉴'],
  nameColumn: 'title_zh',
  fields: {
    key: { label: ['菜单键', 'Key', '키'] },
    parent_key: { label: ['上级菜单', 'Parent', '상위 메뉴'] },
    type: {
      label: ['菜单类型', 'Type', '메뉴 유형'],
      kind: {
        words: { 0: ['目录', 'Folder', '디렉터리'], 1: ['菜单', 'Page', '메뉴'], 2: ['按钮', 'Button', '버튼'] },
      },
    },
    title_zh: { label: ['中文名称', 'Title (Chinese)', '중국어 이름'] },
    title_en: { label: ['英文名称', 'Title (English)', '영어 이름'] },
    title_ko: { label: ['韩文名称', 'Title (Korean)', '한국어 이름'] },
    path: { label: ['路由地址', 'Path', '경로'] },
    component: { label: ['组件', 'Component', '컴포넌트'] },
    icon: { label: ['图标', 'Icon', '아이콘'] },
    sort: { label: ['排序', 'Order', '순서'] },
    hidden: { label: ['隐藏', 'Hidden', '숨김'], kind: 'flag' },
    permission: { label: ['权限标识', 'Permission', '권한'] },
    privilege_types: { label: ['可见用户类型', 'Shown to', '표시 대상'] },
    edited_fields: { label: ['已手动修改', 'Edited fields', '수정된 항목'] },
  },
});
