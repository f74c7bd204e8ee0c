import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createUser } from '../../../test/factories/users';
import { addressInput } from '../../../test/factories/addresses';
import { uniqueViolation } from '../../platform/db/errors';
import { customerAddresses } from './addresses.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function customer(spec: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, spec);
  return { user, token: await t.login(user.username) };
}

const save = (token: string, body: unknown, lang = 'en') =>
  t.call('POST', '/api/customerAddress/saveAddress', { token, body, lang });

describe('address book: create, read, update, delete', () => {
  it('creates an address and lists it, with the country named in the caller language', async () => {
    const { token, user } = await customer();
    const created = await save(token, addressInput({ name: 'Jane Roe' }));
    expect(created.status).toBe(200);
    expect(created.body.obj).toMatchObject({
      name: 'Jane Roe',
      countryCode: 'US',
      countryName: 'United States',
      ownerId: user.id,
    });
    const list = await t.call('POST', '/api/customerAddress/findByDto', {
      token,
      body: { pageNo: 0, pageSize: 10 },
      lang: 'ko',
    });
    expect(list.body.total).toBe(1);
    expect(list.body.rows[0].countryName).toBe('미국');
  });

  it('updates an address in place', async () => {
    const { token } = await customer();
    const created = await save(token, addressInput());
    const updated = await save(
      token,
      addressInput({ id: created.body.obj.id, city: 'San Diego', zipCode: '92101-1234' }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.obj).toMatchObject({ id: created.body.obj.id, city: 'San Diego', zipCode: '92101-1234' });
    const list = await t.call('POST', '/api/customerAddress/findByDto', { token, body: {} });
    expect(list.body.total).toBe(1);
  });

  it('pages and filters by type, country, keyword and default', async () => {
    const { token } = await customer();
    await save(token, addressInput({ name: 'Alpha', isDefault: true }));
    await save(
      token,
      addressInput({ name: 'Bravo', countryCode: 'DE', province: 'Berlin', city: 'Berlin', zipCode: '10115' }),
    );
    await save(
      token,
      addressInput({
        name: 'Charlie',
        type: 'SENDER',
        countryCode: 'CN',
        province: '广东',
        city: '深圳',
        zipCode: '518000',
      }),
    );
    const page = (body: object) => t.call('POST', '/api/customerAddress/findByDto', { token, body });
    expect((await page({ pageNo: 0, pageSize: 2 })).body).toMatchObject({ total: 3 });
    expect((await page({ pageNo: 0, pageSize: 2 })).body.rows).toHaveLength(2);
    expect((await page({ pageNo: 1, pageSize: 2 })).body.rows).toHaveLength(1);
    expect((await page({ pageNo: 5, pageSize: 2 })).body).toMatchObject({ rows: [], total: 3 });
    expect((await page({ type: 'SENDER' })).body.rows.map((r: { name: string }) => r.name)).toEqual(['Charlie']);
    expect((await page({ countryCode: 'DE' })).body.rows.map((r: { name: string }) => r.name)).toEqual(['Bravo']);
    expect((await page({ keyword: 'arl' })).body.rows.map((r: { name: string }) => r.name)).toEqual(['Charlie']);
    expect((await page({ keyword: '100%_' })).body.total).toBe(0);
    expect((await page({ isDefault: true })).body.rows.map((r: { name: string }) => r.name)).toEqual(['Alpha']);
    const mine = await t.call('GET', '/api/customerAddress/findByUserId?type=RECIPIENT', { token });
    expect(mine.body.rows).toHaveLength(2);
    expect(mine.body.rows[0].name).toBe('Alpha');
  });

  it('deletes addresses, all or none', async () => {
    const { token } = await customer();
    const a = (await save(token, addressInput())).body.obj.id;
    const b = (await save(token, addressInput())).body.obj.id;
    const other = await customer();
    const theirs = (await save(other.token, addressInput())).body.obj.id;
    const mixed = await t.call('POST', '/api/customerAddress/delete', { token, body: { ids: [a, theirs] } });
    expect(mixed.status).toBe(404);
    expect((await t.call('POST', '/api/customerAddress/findByDto', { token, body: {} })).body.total).toBe(2);
    const ok = await t.call('POST', '/api/customerAddress/delete', { token, body: { ids: [a, b] } });
    expect(ok.body.obj).toEqual({ deleted: 2 });
    expect((await t.call('POST', '/api/customerAddress/findByDto', { token, body: {} })).body.total).toBe(0);
  });

  it('refuses to delete more than 500 at once', async () => {
    const { token } = await customer();
    const res = await t.call('POST', '/api/customerAddress/delete', {
      token,
      body: { ids: Array.from({ length: 501 }, (_, i) => i + 1) },
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[0]).toEqual({ field: 'ids', message: 'You can select up to 500 items' });
  });
});

describe('address book: validation', () => {
  it('names every missing required field', async () => {
    const { token } = await customer();
    const res = await save(token, { type: 'RECIPIENT' });
    expect(res.status).toBe(400);
    const fields = res.body.fieldErrors.map((f: { field: string }) => f.field).sort();
    expect(fields).toEqual(['address1', 'city', 'countryCode', 'name', 'phone', 'province', 'zipCode']);
    expect(res.body.fieldErrors[0].message).toBe('This field cannot be empty');
  });

  it('checks US ZIP codes, and only for the US', async () => {
    const { token } = await customer();
    const us = await save(token, addressInput({ zipCode: '9000' }));
    expect(us.body.fieldErrors).toEqual([{ field: 'zipCode', message: expect.stringMatching(/ZIP/) }]);
    const gb = await save(token, addressInput({ countryCode: 'GB', zipCode: 'SW1A 1AA' }));
    expect(gb.status).toBe(200);
    const bad = await save(token, addressInput({ countryCode: 'GB', zipCode: 'SW1A#1AA' }));
    expect(bad.body.fieldErrors[0].message).toBe("Postcode accepts letters, digits, space or '-'");
  });

  it('asks for the Korean customs code of a recipient in Korea', async () => {
    const { token } = await customer();
    const kr = { countryCode: 'KR', province: 'Seoul', city: 'Gangnam', zipCode: '06236' };
    const missing = await save(token, addressInput(kr), 'zh');
    expect(missing.body.fieldErrors).toEqual([
      { field: 'customsNo', message: expect.stringContaining('个人通关号码') },
    ]);
    expect((await save(token, addressInput({ ...kr, customsNo: 'P123456789012' }))).status).toBe(200);
    expect((await save(token, addressInput({ ...kr, type: 'SENDER' }))).status).toBe(200);
  });

  it('checks the country code format and that the country exists', async () => {
    const { token } = await customer();
    expect((await save(token, addressInput({ countryCode: 'usa' }))).body.fieldErrors[0]).toEqual({
      field: 'countryCode',
      message: 'Two uppercase letters',
    });
    const unknown = await save(token, addressInput({ countryCode: 'XX', zipCode: '12345' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorKey).toBe('COUNTRY_UNKNOWN');
  });

  it('checks email and lengths', async () => {
    const { token } = await customer();
    const res = await save(token, addressInput({ email: 'not-an-email', name: 'x'.repeat(101) }));
    const byField = Object.fromEntries(
      res.body.fieldErrors.map((f: { field: string; message: string }) => [f.field, f.message]),
    );
    expect(byField).toEqual({ email: 'Enter a valid email address', name: 'At most 100 characters' });
  });
});

describe('address book: one default per owner and type', () => {
  it('moves the default on setDefault and on saving with isDefault', async () => {
    const { token, user } = await customer();
    const a = (await save(token, addressInput({ isDefault: true }))).body.obj.id;
    const b = (await save(token, addressInput())).body.obj.id;
    const sender = (await save(token, addressInput({ type: 'SENDER', isDefault: true }))).body.obj.id;
    const res = await t.call('POST', '/api/customerAddress/setDefault', { token, body: { id: b } });
    expect(res.body.obj.isDefault).toBe(true);
    const defaults = async () =>
      (
        await t.db
          .select()
          .from(customerAddresses)
          .where(and(eq(customerAddresses.ownerId, user.id), eq(customerAddresses.isDefault, true)))
      )
        .map((r) => r.id)
        .sort();
    expect(await defaults()).toEqual([b, sender].sort());
    await save(token, addressInput({ id: a, isDefault: true }));
    expect(await defaults()).toEqual([a, sender].sort());
  });

  it('is held by the database too', async () => {
    const { user } = await customer();
    const row = { ...addressInput({ isDefault: true }), ownerId: user.id } as typeof customerAddresses.$inferInsert;
    await t.db.insert(customerAddresses).values(row);
    const second = await t.db
      .insert(customerAddresses)
      .values(row)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(uniqueViolation(second)).toBe('customer_addresses_one_default_uq');
  });
});

describe('address book: data scope', () => {
  it("hides one customer's addresses from another: read, change, default and delete answer as for a missing id", async () => {
    const owner = await customer();
    const other = await customer();
    const id = (await save(owner.token, addressInput({ name: 'Private' }))).body.obj.id;
    const list = await t.call('POST', '/api/customerAddress/findByDto', { token: other.token, body: {} });
    expect(list.body.total).toBe(0);
    const missingId = id + 100_000;
    const attempts = {
      change: (target: number) => save(other.token, addressInput({ id: target, name: 'Hijacked' })),
      setDefault: (target: number) =>
        t.call('POST', '/api/customerAddress/setDefault', { token: other.token, body: { id: target }, lang: 'en' }),
      delete: (target: number) =>
        t.call('POST', '/api/customerAddress/delete', { token: other.token, body: { ids: [target] }, lang: 'en' }),
    };
    for (const [name, attempt] of Object.entries(attempts)) {
      const theirs = await attempt(id);
      const missing = await attempt(missingId);
      expect(theirs.status, name).toBe(404);
      expect(theirs.body, name).toEqual({
        flag: false,
        code: 4041010,
        msg: 'Address not found',
        errorKey: 'ADDRESS_NOT_FOUND',
        params: { id },
      });
      // The params carry the id asked about; everything else is the same as for an id that does not exist.
      expect(missing.status, name).toBe(theirs.status);
      expect(missing.body, name).toEqual({ ...theirs.body, params: { id: missingId } });
    }
    const [row] = await t.db.select().from(customerAddresses).where(eq(customerAddresses.id, id));
    expect(row).toMatchObject({ name: 'Private', isDefault: false, ownerId: owner.user.id });
  });

  it("lets a sub-account work on its main account's addresses, within what was granted", async () => {
    const main = await customer();
    const mainAddress = (await save(main.token, addressInput({ name: 'Main HQ' }))).body.obj.id;
    const editor = await customer({ parentId: main.user.id, grants: ['customer.address', 'customer.address.edit'] });
    const reader = await customer({ parentId: main.user.id, grants: ['customer.address'] });
    const stranger = await customer();
    await save(stranger.token, addressInput({ name: 'Stranger' }));

    const seen = await t.call('POST', '/api/customerAddress/findByDto', { token: editor.token, body: {} });
    expect(seen.body.rows.map((r: { name: string }) => r.name)).toEqual(['Main HQ']);
    const created = await save(editor.token, addressInput({ name: 'Added by sub' }));
    expect(created.body.obj.ownerId).toBe(main.user.id);
    expect(
      (await t.call('POST', '/api/customerAddress/setDefault', { token: editor.token, body: { id: mainAddress } }))
        .status,
    ).toBe(200);

    expect((await t.call('POST', '/api/customerAddress/findByDto', { token: reader.token, body: {} })).body.total).toBe(
      2,
    );
    const denied = await save(reader.token, addressInput());
    expect(denied.status).toBe(403);
    expect(denied.body.errorKey).toBe('FORBIDDEN');
  });

  it('lets the platform see every owner, and keeps suppliers out', async () => {
    const owner = await customer();
    await save(owner.token, addressInput({ name: 'Seen by platform' }));
    const admin = await customer({ privilegeType: 'PLATFORM', roles: ['admin'] });
    const all = await t.call('POST', '/api/customerAddress/findByDto', {
      token: admin.token,
      body: { keyword: 'Seen by platform' },
    });
    expect(all.body.rows[0].ownerName).toBe(owner.user.username);
    const supplier = await customer({ privilegeType: 'SUPPLIER' });
    expect((await t.call('POST', '/api/customerAddress/findByDto', { token: supplier.token, body: {} })).status).toBe(
      403,
    );
  });
});

describe('countries', () => {
  it('lists all 249 ISO countries with names in three languages', async () => {
    const { token } = await customer();
    const res = await t.call('GET', '/api/customerAddress/getAllCountry', { token, lang: 'en' });
    expect(res.body.rows).toHaveLength(249);
    const de = res.body.rows.find((c: { value: string }) => c.value === 'DE');
    expect(de).toEqual({
      value: 'DE',
      label: 'Germany',
      labelEn: 'Germany',
      labelZh: '德国',
      labelKo: '독일',
      code3: 'DEU',
      phoneCode: '+49',
      continent: 'EUROPE',
      district: 'EU',
      isEu: true,
    });
    expect(res.body.rows.slice(0, 27).every((c: { isEu: boolean }) => c.isEu)).toBe(true);
  });

  it('groups the 27 EU members first in the country tree', async () => {
    const { token } = await customer();
    const res = await t.call('GET', '/api/region/countryTree', { token, lang: 'en' });
    const tree = res.body.obj as { value: string; label: string; children: { value: string }[] }[];
    expect(tree[0]!.value).toBe('EU');
    expect(tree[0]!.children).toHaveLength(27);
    const europe = tree.find((g) => g.value === 'EUROPE')!;
    expect(europe.children.some((c) => c.value === 'FR')).toBe(false);
    expect(europe.children.some((c) => c.value === 'GB')).toBe(true);
    expect(tree.reduce((n, g) => n + g.children.length, 0)).toBe(249);
  });
});
