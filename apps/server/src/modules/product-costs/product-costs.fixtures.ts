import ExcelJS from 'exceljs';
import type { Language, ProductCostInput } from '@parcelhub/contracts';
import type { TestApp } from '../../../test/helpers/test-app';
import { createUser } from '../../../test/factories/users';
import { uniqueName } from '../../../test/helpers/test-app';
import { ZONE_HEADERS } from './zones.sheet';

/** The callers every product-cost test needs: the platform, two suppliers and a customer, signed in. */
export async function costActors(t: TestApp) {
  const signIn = async (spec: Parameters<typeof createUser>[1]) => {
    const user = await createUser(t.db, spec);
    return { id: user.id, token: await t.login(user.username) };
  };
  return {
    platform: await signIn({ privilegeType: 'PLATFORM', roles: ['admin'] }),
    supplier: await signIn({ privilegeType: 'SUPPLIER' }),
    rival: await signIn({ privilegeType: 'SUPPLIER' }),
    customer: await signIn({}),
  };
}

export const costInput = (patch: Partial<ProductCostInput> = {}): ProductCostInput => ({
  code: uniqueName('PC').toUpperCase(),
  name: 'US Express cost',
  currency: 'USD',
  weightCarryRule: '0.5',
  ...patch,
});

/** Creates a cost as `token`'s caller; answers its id. */
export async function createCost(t: TestApp, token: string, patch: Partial<ProductCostInput> = {}): Promise<number> {
  const res = await t.call('POST', '/api/productCost/edit', { token, body: costInput(patch), lang: 'en' });
  if (res.status !== 200) throw new Error(`create cost: ${JSON.stringify(res.body)}`);
  return res.body.obj.id as number;
}

export async function versionOf(t: TestApp, token: string, id: number): Promise<number> {
  const res = await t.call('GET', `/api/productCost/${id}`, { token });
  if (res.status !== 200) throw new Error(`get cost: ${JSON.stringify(res.body)}`);
  return res.body.obj.version as number;
}

/** A zone sheet as a person fills the template in: headers in `lang`, then the rows' cells. */
export async function zoneSheet(rows: unknown[][], lang: Language = 'en'): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Zones');
  sheet.addRow(ZONE_HEADERS[lang].map((h, i) => (i === 3 ? `*${h}` : h)));
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A multipart body with form fields and one file, fields first or last as browsers may send them. */
export function multipartWithFields(
  bytes: Buffer,
  fileName: string,
  fields: Record<string, string>,
  { fieldsLast = false }: { fieldsLast?: boolean } = {},
) {
  const boundary = `----pc${Math.random().toString(16).slice(2)}`;
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const file = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
  const parts = fieldsLast ? [file, ...fieldParts] : [...fieldParts, file];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a zone sheet to a cost; answers the status and body. */
export async function importZones(
  t: TestApp,
  token: string,
  bytes: Buffer,
  fields: Record<string, string>,
  opts: { lang?: Language; fieldsLast?: boolean } = {},
) {
  const { payload, headers } = multipartWithFields(bytes, 'zones.xlsx', fields, opts);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/productCost/zoneTemplateImport',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}`, 'accept-language': opts.lang ?? 'en' },
  });
  return { status: res.statusCode, body: res.json() };
}
