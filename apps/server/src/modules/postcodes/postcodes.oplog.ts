import { declareOplogRecord } from '../../platform/oplog/records';

/** How the operation log words postcode groups and their postcodes. */
declareOplogRecord('postcode_groups', {
  record: ['邮编分组', 'Postcode group', '우편번호 그룹'],
  nameColumn: 'name',
  fields: {
    supplier_id: { label: ['所属供应商', 'Supplier', '공급업체'] },
    name: { label: ['分组名称', 'Name', '그룹 이름'] },
    country_code: { label: ['国家/地区', 'Country', '국가/지역'] },
    type: {
      label: ['分组类型', 'Type', '그룹 유형'],
      kind: {
        words: {
          REMOTE: ['偏远', 'Remote', '원격지'],
          NO_REMOTE: ['非偏远', 'Not remote', '비원격지'],
          NO_DELIVERY: ['不派送', 'No delivery', '배송 불가'],
          ORDER_RULE: ['订单规则', 'Order rule', '주문 규칙'],
        },
      },
    },
    description: { label: ['描述', 'Description', '설명'] },
    version: { label: ['版本', 'Version', '버전'] },
    created_by: { label: ['创建人', 'Created by', '작성자'] },
  },
});

declareOplogRecord('postcodes', {
  record: ['邮编', 'Postcode', '우편번호'],
  nameColumn: 'start_postcode',
  fields: {
    group_id: { label: ['所属分组', 'Group', '소속 그룹'] },
    kind: {
      label: ['类型', 'Kind', '유형'],
      kind: { words: { SINGLE: ['单个', 'Single', '단일'], RANGE: ['区间', 'Range', '범위'] } },
    },
    start_postcode: { label: ['起始邮编', 'From', '시작 우편번호'] },
    end_postcode: { label: ['结束邮编', 'To', '끝 우편번호'] },
    from_key: { label: ['起始比较键', 'From (compared)', '시작 비교 키'] },
    to_key: { label: ['结束比较键', 'To (compared)', '끝 비교 키'] },
  },
});
