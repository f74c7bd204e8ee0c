import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { signedInUser } from '../../../test/factories/accounts';
import { encodePng } from '../../platform/files/png';

let t: TestApp;
let owner: { token: string; id: number };
let other: string;
let supplier: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  const o = await signedInUser(t);
  owner = { token: o.token, id: o.user.id };
  other = (await signedInUser(t)).token;
  supplier = (await signedInUser(t, { privilegeType: 'SUPPLIER' })).token;
  admin = (await signedInUser(t, { privilegeType: 'PLATFORM', roles: ['admin'] })).token;
});
afterAll(() => t.close());

const png = encodePng(2, 2, new Uint8Array(16).fill(200));
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), Buffer.from('JFIF\0'), Buffer.alloc(64, 1)]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
function bmp(): Buffer {
  const b = Buffer.alloc(58);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(58, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(1, 18);
  b.writeInt32LE(1, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  return b;
}
const svg = (body = '<rect width="10" height="10" fill="red"/>') =>
  Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`);

const upload = (url: string, bytes: Buffer, name: string, token = owner.token, field = 'file') =>
  t.upload(url, bytes, { name, token, field });
const uploadImg = (bytes: Buffer, name: string, token?: string) =>
  upload('/api/advertisingManage/uploadImg', bytes, name, token);
const attach = (bytes: Buffer, name: string, token?: string) => upload('/api/files/attachment', bytes, name, token);
const fetchFile = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });

describe('image upload (api/advertisingManage/uploadImg)', () => {
  it('keeps a png and serves it inline with its real type, no sniffing, a sandboxing policy', async () => {
    const res = await uploadImg(png, 'logo.png');
    expect(res).toMatchObject({
      status: 200,
      body: {
        flag: true,
        code: 10200,
        obj: { id: expect.any(Number), name: 'logo.png', contentType: 'image/png', size: png.length },
      },
    });
    expect(res.body.obj.url).toBe(`/api/files/${res.body.obj.id}`);
    const file = await fetchFile(res.body.obj.url, owner.token);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="logo\.png"/);
  });

  it('keeps a drawing-only svg and serves it as an attachment of type image/svg+xml', async () => {
    const inkscape = svg(
      '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>' +
        '<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs>' +
        '<style>.a{fill:url(#g)}</style><use href="#r"/><rect id="r" class="a" style="fill:url(#g)" width="5" height="5"/>',
    );
    const res = await uploadImg(inkscape, '标志.svg');
    expect(res).toMatchObject({ status: 200, body: { obj: { name: '标志.svg', contentType: 'image/svg+xml' } } });
    const file = await fetchFile(res.body.obj.url, owner.token);
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="__.svg"; filename*=UTF-8''${encodeURIComponent('标志.svg')}`,
    );
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.body).toBe(inkscape.toString());
  });

  it.each([
    ['a script element', '<script>alert(1)</script>'],
    ['a script element in another case', '<SCRIPT>alert(1)</SCRIPT>'],
    ['an event attribute', '<rect onload="alert(1)" width="1" height="1"/>'],
    ['an event attribute with a prefix', '<rect xlink:onclick="alert(1)" width="1" height="1"/>'],
    ['a javascript: link', '<a href="javascript:alert(1)"><text>x</text></a>'],
    ['an encoded javascript: link', '<a href="&#106;ava&#x09;script:alert(1)"><text>x</text></a>'],
    ['a foreignObject', '<foreignObject><div>x</div></foreignObject>'],
    ['an external image', '<image href="https://evil.example/x.png" width="1" height="1"/>'],
    ['an external use', '<use xlink:href="other.svg#a"/>'],
    ['an html data URL', '<image href="data:text/html;base64,PHNjcmlwdD4=" width="1" height="1"/>'],
    ['a style import', '<style>@import url(https://evil.example/x.css);</style>'],
    ['an external url() in a style attribute', '<rect style="fill:url(https://evil.example/#a)"/>'],
    ['an animation rewriting a link', '<a><set attributeName="href" to="javascript:alert(1)"/></a>'],
    ['an iframe', '<iframe src="https://evil.example"/>'],
    ['an XHTML namespace', '<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'],
    ['an svg prefix on a script', '<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'],
    ['a processing instruction', '<?xml-stylesheet href="https://evil.example/x.xsl"?>'],
    ['a base URL', '<g xml:base="https://evil.example/"/>'],
  ])('refuses an svg holding %s', async (_, body) => {
    const res = await uploadImg(svg(body), 'logo.svg');
    expect(res).toMatchObject({ status: 400, body: { flag: false, errorKey: 'FILE_SVG_UNSAFE' } });
    expect(res.body.msg).toMatch(/^The SVG holds scripts, event handlers or references to other files/);
  });

  it('refuses an svg with a doctype or entities (XXE, billion laughs)', async () => {
    const xxe = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>' +
        '<svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>',
    );
    expect(await uploadImg(xxe, 'logo.svg')).toMatchObject({ status: 400, body: { errorKey: 'FILE_SVG_UNSAFE' } });
  });

  it('refuses a png of 2 MB and one byte, and takes one of exactly 2 MB', async () => {
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 - png.length + 1)]);
    expect(await uploadImg(big, 'big.png')).toMatchObject({
      status: 413,
      body: { errorKey: 'FILE_TOO_LARGE', msg: 'The file may be at most 2 MB' },
    });
    const edge = big.subarray(0, 2 * 1024 * 1024);
    expect((await uploadImg(edge, 'edge.png')).status).toBe(200);
  });

  it('judges by content: html named .png, a png named .svg and a pdf refused; a png with no extension kept as .png', async () => {
    const html = await uploadImg(Buffer.from('<html><script>alert(1)</script></html>'), 'logo.png');
    expect(html).toMatchObject({
      status: 400,
      body: {
        errorKey: 'FILE_TYPE_NOT_ALLOWED',
        msg: 'Only png, svg files can be uploaded here (judged by the content, whatever the name)',
      },
    });
    expect(await uploadImg(png, 'logo.svg')).toMatchObject({
      status: 400,
      body: { errorKey: 'FILE_TYPE_MISMATCH', msg: 'The name says svg but the file is a png; it was refused' },
    });
    expect(await uploadImg(pdf, 'logo.png')).toMatchObject({
      status: 400,
      body: { errorKey: 'FILE_TYPE_NOT_ALLOWED' },
    });
    const bare = await uploadImg(png, 'logo');
    expect(bare).toMatchObject({ status: 200, body: { obj: { name: 'logo.png', contentType: 'image/png' } } });
    const html2 = await uploadImg(png, 'page.html');
    expect(html2.body.obj.name).toBe('page.png');
  });
});

describe('attachment upload (api/files/attachment)', () => {
  it('keeps jpg, bmp and pdf, each served as its real type; only a jpeg shows inline', async () => {
    for (const [bytes, name, type, disposition] of [
      [jpeg, 'photo.jpeg', 'image/jpeg', 'inline'],
      [bmp(), 'scan.bmp', 'image/bmp', 'attachment'],
      [pdf, 'bill.pdf', 'application/pdf', 'attachment'],
    ] as const) {
      const res = await attach(bytes, name);
      expect(res.status, name).toBe(200);
      const file = await fetchFile(res.body.obj.url, owner.token);
      expect(file.headers['content-type'], name).toBe(type);
      expect(String(file.headers['content-disposition']).split(';')[0], name).toBe(disposition);
      expect(file.rawPayload.equals(bytes), name).toBe(true);
    }
    expect((await attach(jpeg, 'photo.jpg')).body.obj.name).toBe('photo.jpg');
  });

  it('refuses a program, a png, an svg and text, whatever their names, and more than 5 MB', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(4096, 7)]);
    for (const [bytes, name] of [
      [exe, 'invoice.pdf'],
      [exe, 'setup.exe'],
      [png, 'a.png'],
      [svg(), 'a.svg'],
      [Buffer.from('BM hello, just text that starts like a bitmap'), 'a.bmp'],
      [Buffer.from('%PDF'), 'a.txt'],
    ] as const) {
      expect(await attach(bytes, name), name).toMatchObject({
        status: 400,
        body: {
          errorKey: 'FILE_TYPE_NOT_ALLOWED',
          msg: 'Only jpg, jpeg, bmp, pdf files can be uploaded here (judged by the content, whatever the name)',
        },
      });
    }
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await attach(big, 'big.pdf')).toMatchObject({
      status: 413,
      body: { errorKey: 'FILE_TOO_LARGE', params: { max: 5 } },
    });
  });
});

describe('whose file it is', () => {
  it("answers another customer's or a supplier's request for a file exactly like a missing one; the platform sees it", async () => {
    const id = (await uploadImg(png, 'mine.png')).body.obj.id as number;
    const missing = await fetchFile(`/api/files/${id + 100_000}`, other);
    for (const stranger of [other, supplier]) {
      const theirs = await fetchFile(`/api/files/${id}`, stranger);
      expect(theirs.statusCode).toBe(404);
      expect({ ...theirs.json(), params: undefined }).toEqual({ ...missing.json(), params: undefined });
      expect(theirs.json()).toMatchObject({ errorKey: 'STORED_FILE_NOT_FOUND', msg: 'File not found' });
    }
    expect((await fetchFile(`/api/files/${id}`, admin)).statusCode).toBe(200);
  });

  it("keeps a supplier's upload to the supplier, and a sub-account's to its main account", async () => {
    const theirs = (await attach(pdf, 'rates.pdf', supplier)).body.obj.url as string;
    expect((await fetchFile(theirs, supplier)).statusCode).toBe(200);
    expect((await fetchFile(theirs, owner.token)).statusCode).toBe(404);
    expect((await fetchFile(theirs, admin)).statusCode).toBe(200);

    const sub = (await signedInUser(t, { parentId: owner.id })).token;
    const bySub = (await uploadImg(png, 'sub.png', sub)).body.obj.url as string;
    expect((await fetchFile(bySub, owner.token)).statusCode).toBe(200);
    expect((await fetchFile(bySub, other)).statusCode).toBe(404);
  });
});

describe('hostile uploads', () => {
  it('needs a session to upload or fetch', async () => {
    expect((await uploadImg(png, 'a.png', '')).status).toBe(401);
    expect((await attach(pdf, 'a.pdf', '')).status).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/files/1' })).statusCode).toBe(401);
  });

  it('answers no file, another field, a JSON body and an empty file as a missing file', async () => {
    expect(await upload('/api/advertisingManage/uploadImg', png, 'a.png', owner.token, 'image')).toMatchObject({
      status: 400,
      body: { errorKey: 'FILE_REQUIRED' },
    });
    const json = await t.call('POST', '/api/advertisingManage/uploadImg', { token: owner.token, body: { file: 'x' } });
    expect(json).toMatchObject({ status: 400, body: { errorKey: 'FILE_REQUIRED' } });
    expect(await uploadImg(Buffer.alloc(0), 'a.png')).toMatchObject({
      status: 400,
      body: { errorKey: 'FILE_REQUIRED' },
    });
  });

  it('drops paths, control characters and quotes from the name it keeps', async () => {
    const res = await uploadImg(png, '..\\..\\etc/pass\u0001wd<>|.png');
    expect(res).toMatchObject({ status: 200, body: { obj: { name: 'passwd.png' } } });
    const long = await uploadImg(png, `${'a'.repeat(500)}.png`);
    expect(long.body.obj.name).toBe(`${'a'.repeat(100)}.png`);
  });

  it('answers ids that are not ids with 400, never 5xx', async () => {
    for (const id of ['abc', '-1', '0', '99999999999', '1.5', '%00']) {
      const res = await fetchFile(`/api/files/${id}`, owner.token);
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
  });

  it('takes a truncated or garbage svg as unsafe, never as a crash', async () => {
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">&lol9;</svg>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><!-- unclosed'),
      Buffer.concat([Buffer.from('<svg '), Buffer.alloc(1024 * 1024, 0x20), Buffer.from('x>')]),
    ]) {
      const res = await uploadImg(bytes, 'a.svg');
      expect(res.status).toBe(400);
      expect(['FILE_SVG_UNSAFE', 'FILE_TYPE_NOT_ALLOWED']).toContain(res.body.errorKey);
    }
  });
});
