import { sql, type SQL } from 'drizzle-orm';

/**
 * An order's two numbers, both from one value of `order_number_seq` so neither repeats: the order number `PH`, the
 * day (yymmdd, UTC) and the value in at least 8 digits; the inside number `N` and the value in at least 11. Worked
 * out here for numbers taken first (a batch), and in the insert itself for one order (`numbersSql`), alike.
 */
const ORDER_NO = { prefix: 'PH', width: 8 };
const INSIDE_NO = { prefix: 'N', width: 11 };

/** The day part of the order number: yymmdd in UTC. */
export const dayOf = (at: Date): string => at.toISOString().slice(2, 10).replace(/-/g, '');

export const orderNumbers = (n: number, day: string) => ({
  orderNo: `${ORDER_NO.prefix}${day}${String(n).padStart(ORDER_NO.width, '0')}`,
  insideNumber: `${INSIDE_NO.prefix}${String(n).padStart(INSIDE_NO.width, '0')}`,
});

/** The same two numbers of the value `n` (an SQL expression), worked out by the database. */
export function numbersSql(n: SQL, day: string): { orderNo: SQL; insideNumber: SQL } {
  // lpad cuts a longer value to the width: the width grows with the value, as padStart does.
  const padded = (width: number) => sql`lpad(${n}::text, greatest(${width}, length(${n}::text)), '0')`;
  return {
    orderNo: sql`${ORDER_NO.prefix}::text || ${day}::text || ${padded(ORDER_NO.width)}`,
    insideNumber: sql`${INSIDE_NO.prefix}::text || ${padded(INSIDE_NO.width)}`,
  };
}
