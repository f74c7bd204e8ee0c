import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { rowsOf } from '../../platform/db/rows';
import { dayOf, numbersSql, orderNumbers } from './order-numbers';

describe('order numbers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are the same worked out by the database (one order) as in code (a batch), past their widths too', async () => {
    for (const n of [1, 42, 99_999_999, 123_456_789, 99_999_999_999, 123_456_789_012, 2 ** 53 - 1]) {
      const numbers = numbersSql(sql`${String(n)}::bigint`, '261127');
      const [row] = await rowsOf<{ orderNo: string; insideNumber: string }>(
        t.db,
        sql`select ${numbers.orderNo} as "orderNo", ${numbers.insideNumber} as "insideNumber"`,
      );
      expect(row, String(n)).toEqual(orderNumbers(n, '261127'));
    }
    expect(orderNumbers(42, '261127')).toEqual({ orderNo: 'PH26112700000042', insideNumber: 'N00000000042' });
    expect(orderNumbers(123_456_789, '261127').orderNo).toBe('PH261127123456789');
  });

  it('take the day in UTC', () => {
    expect(dayOf(new Date('2026-11-27T23:30:00-08:00'))).toBe('261128');
    expect(dayOf(new Date('2027-01-05T00:00:00Z'))).toBe('270105');
  });
});
