/**
 * The floor the server's spreadsheet paths are compared with, run in a process of its own so that its peak RSS is
 * its own: `export` reads an account's addresses with plain keyset queries and writes them with ExcelJS's streaming
 * writer (the same 12 columns); `import` parses an .xlsx with ExcelJS's streaming reader and inserts every row in
 * one multi-row statement. Prints one JSON line: { ms, rows, maxRssMb }.
 *
 *   tsx src/files-raw.ts export <pglite-dir | postgres-url> <accountId> <out.xlsx>
 *   tsx src/files-raw.ts import <pglite-dir | postgres-url> <accountId> <in.xlsx>
 */
import fs from 'node:fs';
// exceljs is the server's dependency, hoisted to the root node_modules (see bench/README.md).
import ExcelJS from 'exceljs';

interface Db {
  query<R>(sql: string, params?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

async function open(target: string): Promise<Db> {
  if (/^postgres(ql)?:\/\//.test(target)) {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    return {
      query: async <R>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as R[],
      close: () => client.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(target);
  return {
    query: async <R>(sql: string, params?: unknown[]) => (await db.query<R>(sql, params)).rows,
    close: () => db.close(),
  };
}

const HEADERS = [
  'Type',
  'Name/company',
  'Country/region',
  'Province/state',
  'City',
  'Postcode',
  'Address 1',
  'Address 2',
  'Customs code',
  'Phone',
  'Email',
  'Default',
];

interface AddressRow {
  id: number;
  type: string;
  name: string;
  country_code: string;
  province: string;
  city: string;
  zip_code: string;
  address1: string;
  address2: string;
  customs_no: string;
  phone: string;
  email: string;
  is_default: boolean;
}

async function rawExport(db: Db, accountId: number, out: string): Promise<number> {
  const names = new Map(
    (await db.query<{ code: string; name_en: string }>('select code, name_en from countries')).map((c) => [
      c.code,
      c.name_en,
    ]),
  );
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: fs.createWriteStream(out),
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet('Address book export');
  sheet.addRow(HEADERS).commit();
  let rows = 0;
  let after = 0;
  for (;;) {
    const batch = await db.query<AddressRow>(
      `select id, type, name, country_code, province, city, zip_code, address1, address2, customs_no, phone, email, is_default
         from customer_addresses where owner_id = $1 and id > $2 order by id limit 1000`,
      [accountId, after],
    );
    for (const r of batch) {
      sheet
        .addRow([
          r.type,
          r.name,
          `${names.get(r.country_code) ?? r.country_code} (${r.country_code})`,
          r.province,
          r.city,
          r.zip_code,
          r.address1,
          r.address2,
          r.customs_no,
          r.phone,
          r.email,
          r.is_default ? 'Yes' : 'No',
        ])
        .commit();
      rows++;
    }
    if (batch.length < 1000) break;
    after = batch.at(-1)!.id;
  }
  sheet.commit();
  await book.commit();
  return rows;
}

const TYPES: Record<string, string> = { Recipient: 'RECIPIENT', Sender: 'SENDER', Return: 'RETURN' };

async function rawImport(db: Db, accountId: number, file: string): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(fs.createReadStream(file), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  const records: Record<string, unknown>[] = [];
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      if (row.number === 1) continue;
      const v = (row.values as unknown[]).slice(1).map((c) => (c === null || c === undefined ? '' : String(c).trim()));
      records.push({
        owner_id: accountId,
        type: TYPES[v[0] ?? ''] ?? 'RECIPIENT',
        name: v[1],
        country_code: v[2],
        province: v[3],
        city: v[4],
        zip_code: v[5],
        address1: v[6],
        address2: v[7] ?? '',
        customs_no: v[8] ?? '',
        phone: v[9],
        email: v[10] ?? '',
        is_default: false,
        created_by: accountId,
      });
    }
    break;
  }
  await db.query(
    `insert into customer_addresses (owner_id, type, name, country_code, province, city, zip_code, address1, address2, customs_no, phone, email, is_default, created_by)
     select owner_id, type, name, country_code, province, city, zip_code, address1, address2, customs_no, phone, email, is_default, created_by
       from jsonb_to_recordset($1::jsonb) as r(owner_id int, type text, name text, country_code text, province text, city text,
         zip_code text, address1 text, address2 text, customs_no text, phone text, email text, is_default boolean, created_by int)`,
    [JSON.stringify(records)],
  );
  return records.length;
}

async function main() {
  const [mode, target, account, file] = process.argv.slice(2);
  if (!mode || !target || !account || !file)
    throw new Error('usage: files-raw.ts export|import <db> <accountId> <file>');
  const db = await open(target);
  try {
    const baseRssMb = process.memoryUsage.rss() / 1024 / 1024;
    const t0 = performance.now();
    const rows =
      mode === 'export' ? await rawExport(db, Number(account), file) : await rawImport(db, Number(account), file);
    const ms = performance.now() - t0;
    console.log(JSON.stringify({ ms, rows, baseRssMb, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
