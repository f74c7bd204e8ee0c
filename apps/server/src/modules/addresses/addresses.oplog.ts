import { declareOplogRecord } from '../../platform/oplog/records';

/** How the operation log words an address's changes. */
declareOplogRecord('customer_addresses', {
  record: ['地址', 'Address', '주소'],
  nameColumn: 'name',
  fields: {
    owner_id: { label: ['所属账户', 'Account', '소속 계정'] },
    type: {
      label: ['地址类型', 'Type', '주소 유형'],
      kind: {
        words: {
          RECIPIENT: ['收件地址', 'Recipient', '수취인'],
          SENDER: ['发件地址', 'Sender', '발송인'],
          RETURN: ['退货地址', 'Return', '반송'],
        },
      },
    },
    name: { label: ['姓名', 'Name', '이름'] },
    country_code: { label: ['国家/地区', 'Country', '국가/지역'] },
    province: { label: ['省/州', 'Province / state', '시/도'] },
    city: { label: ['城市', 'City', '도시'] },
    zip_code: { label: ['邮编', 'ZIP code', '우편번호'] },
    address1: { label: ['地址 1', 'Address line 1', '주소 1'] },
    address2: { label: ['地址 2', 'Address line 2', '주소 2'] },
    customs_no: { label: ['清关编码', 'Customs code', '통관 번호'] },
    phone: { label: ['电话', 'Phone', '전화'] },
    email: { label: ['邮箱', 'Email', '이메일'] },
    is_default: { label: ['默认地址', 'Default', '기본 주소'], kind: 'flag' },
    created_by: { label: ['创建人', 'Created by', '작성자'] },
    created_at: { label: ['创建时间', 'Created', '생성 시간'], kind: 'time' },
    updated_at: { label: ['更新时间', 'Updated', '수정 시간'], kind: 'time' },
  },
});
