import { sql, type Column, type SQL } from 'drizzle-orm';
import { jsonDocument } from './json-document';

/**
 * `column = any(values)` with the values as one parameter (a JSON array) however many they are, instead of a
 * parameter each (`inArray`): a list of thousands costs the driver a parameter each to build and send and the
 * database one each to parse, and each length is a statement text of its own to plan. The JSON array carries any
 * text (commas, quotes, NUL-free strings) and whole numbers; `type` is the column's, the elements cast to it.
 */
export function anyOf(column: Column | SQL, values: readonly (string | number)[], type: 'text' | 'bigint'): SQL {
  return sql`${column} = any(array(select json_array_elements_text(${jsonDocument(JSON.stringify(values))}))::${sql.raw(type)}[])`;
}
