import { declareOplogRecord } from '../../platform/oplog/records';

/** How the operation log words a dictionary's and its items' changes. */
declareOplogRecord('dicts', {
  record: ['字典', 'Dictionary', '사전'],
  nameColumn: 'name',
  fields: {
    name: { label: ['字典名称', 'Name', '사전 이름'] },
    description: { label: ['描述', 'Description', '설명'] },
    built_in: { label: ['内置', 'Built in', '기본 제공'], kind: 'flag' },
  },
});

declareOplogRecord('dict_details', {
  record: ['字典项', 'Dictionary item', '사전 항목'],
  nameColumn: 'value',
  fields: {
    dict_id: { label: ['所属字典', 'Dictionary', '소속 사전'] },
    value: { label: ['值', 'Value', '값'] },
    label_zh: { label: ['中文标签', 'Label (Chinese)', '중국어 라벨'] },
    label_en: { label: ['英文标签', 'Label (English)', '영어 라벨'] },
    label_ko: { label: ['韩文标签', 'Label (Korean)', '한국어 라벨'] },
    sort: { label: ['排序', 'Order', '순서'] },
    enabled: { label: ['启用', 'Enabled', '사용'], kind: 'flag' },
    built_in: { label: ['内置', 'Built in', '기본 제공'], kind: 'flag' },
  },
});
