import { declareOplogRecord } from '../oplog';

/** How the operation log words API keys (the hash is never copied: a secret column by its name). */
declareOplogRecord('api_keys', {
  record: ['API 密钥', 'API key', 'API 키'],
  nameColumn: 'prefix',
  fields: {
    account_id: { label: ['账号', 'Account', '계정'] },
    mode: {
      label: ['模式', 'Mode', '모드'],
      kind: { words: { test: ['测试', 'Test', '테스트'], live: ['正式', 'Live', '운영'] } },
    },
    prefix: { label: ['密钥前缀', 'Key prefix', '키 접두사'] },
    key_hash: { label: ['密钥摘要', 'Key hash', '키 해시'] },
    created_at: { label: ['创建时间', 'Created', '생성 시간'], kind: 'time' },
    created_by: { label: ['创建人', 'Created by', '생성자'] },
    revoked_at: { label: ['作废时间', 'Revoked', '폐기 시간'], kind: 'time' },
    revoked_by: { label: ['作废人', 'Revoked by', '폐기자'] },
    replaced_by_id: { label: ['替换为', 'Replaced by', '대체 키'] },
  },
});
