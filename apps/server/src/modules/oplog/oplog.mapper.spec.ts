import { describe, expect, it } from 'vitest';
import { toEntry, toFieldChanges } from './oplog.mapper';
import { declareOplogRecord } from '../../platform/oplog/records';

describe('operation log entries as the API spells them', () => {
  it('an update: each changed column in camelCase, in name order, before and after', () => {
    expect(
      toFieldChanges({ zip_code: '1', city: 'A', address_1: null }, { zip_code: '2', city: 'B', address_1: 'x' }),
    ).toEqual([
      { field: 'address1', before: null, after: 'x' },
      { field: 'city', before: 'A', after: 'B' },
      { field: 'zipCode', before: '1', after: '2' },
    ]);
  });

  it('an insert: every field from null; a delete: every field to null', () => {
    expect(toFieldChanges(null, { id: 3, is_default: true })).toEqual([
      { field: 'id', before: null, after: 3 },
      { field: 'isDefault', before: null, after: true },
    ]);
    expect(toFieldChanges({ tags: [1], meta: { a: 1 } }, null)).toEqual([
      { field: 'meta', before: { a: 1 }, after: null },
      { field: 'tags', before: [1], after: null },
    ]);
  });

  it('answers an entry with the time in ISO 8601 and a null author for the system', () => {
    const entry = toEntry({
      id: 9,
      tableName: 'undeclared_things',
      recordId: 3,
      action: 'DELETE',
      before: { name: 'x' },
      after: null,
      userId: null,
      username: null,
      requestId: null,
      createdAt: new Date('2026-01-02T03:04:05.000Z'),
    });
    expect(entry).toEqual({
      id: 9,
      resource: 'undeclared_things',
      resourceLabel: 'undeclared_things',
      recordId: 3,
      recordName: null,
      action: 'DELETE',
      changes: [{ field: 'name', label: 'name', before: 'x', after: null, beforeText: 'x', afterText: '（空）' }],
      userId: null,
      username: null,
      requestId: null,
      createdDate: '2026-01-02T03:04:05.000Z',
    });
  });
});

describe('operation log entries in words', () => {
  declareOplogRecord('parcels_test', {
    record: ['包裹', 'Parcel', '소포'],
    nameColumn: 'label',
    fields: {
      label: { label: ['名称', 'Name', '이름'] },
      status: {
        label: ['状态', 'Status', '상태'],
        kind: { words: { SHIPPED: ['已发货', 'Shipped', '발송됨'], NEW: ['新建', 'New', '신규'] } },
      },
      cod_amount: { label: ['代收金额', 'COD amount', '대금 상환액'], kind: 'money' },
      shipped_at: { label: ['发货时间', 'Shipped at', '발송 시간'], kind: 'time' },
      insured: { label: ['保价', 'Insured', '보험'], kind: 'flag' },
    },
  });
  const row = {
    id: 1,
    tableName: 'parcels_test',
    recordId: 42,
    action: 'UPDATE' as const,
    before: {
      label: 'Blue box',
      status: 'NEW',
      cod_amount: '1234.5',
      shipped_at: null,
      insured: false,
      meta: { a: 1 },
    },
    after: {
      label: 'Blue box',
      status: 'SHIPPED',
      cod_amount: '99',
      shipped_at: '2026-12-05T01:02:03+00:00',
      insured: true,
      meta: { a: 2 },
    },
    userId: 1,
    username: 'admin',
    requestId: null,
    createdAt: new Date('2026-12-05T01:02:03.000Z'),
  };
  const words = (lang: 'zh' | 'en' | 'ko') => {
    const entry = toEntry(row, lang);
    return {
      record: `${entry.resourceLabel} ${entry.recordName}`,
      changes: Object.fromEntries(entry.changes.map((c) => [c.label, `${c.beforeText} -> ${c.afterText}`])),
    };
  };

  it('names the record and labels each field, its values read as words, in Chinese, English and Korean', () => {
    expect(words('en')).toEqual({
      record: 'Parcel Blue box',
      changes: {
        'COD amount': '1,234.50 -> 99.00',
        Insured: 'No -> Yes',
        Name: 'Blue box -> Blue box',
        'Shipped at': '(empty) -> 2026-12-05 01:02:03 UTC',
        Status: 'New -> Shipped',
        meta: '{"a":1} -> {"a":2}',
      },
    });
    expect(words('zh')).toEqual({
      record: '包裹 Blue box',
      changes: {
        代收金额: '1,234.50 -> 99.00',
        保价: '否 -> 是',
        名称: 'Blue box -> Blue box',
        发货时间: '（空） -> 2026-12-05 09:02:03 UTC+8',
        状态: '新建 -> 已发货',
        meta: '{"a":1} -> {"a":2}',
      },
    });
    expect(words('ko')).toMatchObject({
      record: '소포 Blue box',
      changes: {
        보험: '아니요 -> 예',
        상태: '신규 -> 발송됨',
        '발송 시간': '(비어 있음) -> 2026-12-05 10:02:03 UTC+9',
      },
    });
  });
});
