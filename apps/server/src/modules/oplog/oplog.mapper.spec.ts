import { describe, expect, it } from 'vitest';
import { toEntry, toFieldChanges } from './oplog.mapper';

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
      tableName: 'customer_addresses',
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
      resource: 'customer_addresses',
      recordId: 3,
      action: 'DELETE',
      changes: [{ field: 'name', before: 'x', after: null }],
      userId: null,
      username: null,
      requestId: null,
      createdDate: '2026-01-02T03:04:05.000Z',
    });
  });
});
