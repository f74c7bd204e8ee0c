import crypto from 'node:crypto';
import { defineTenancyCase } from '../../../test/tenancy/tenancy';
import { multipartFile } from '../../../test/helpers/multipart';
import { encodePng } from '../../platform/files/png';

export const mediaTenancy = defineTenancyCase({
  module: 'media',
  subAccountGrants: [],
  async create(t, token) {
    const { payload, headers } = multipartFile(encodePng(1, 1, new Uint8Array([1, 2, 3, 255])), 'logo.png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/advertisingManage/uploadImg',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`upload image: ${res.body}`);
    return res.json().obj.id as number;
  },
  onRecord: [{ name: 'file', request: (id) => ({ method: 'GET', url: `/api/files/${id}` }) }],
  lists: [],
  async snapshot(t, token, id) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.statusCode, sha: crypto.createHash('sha256').update(res.rawPayload).digest('hex') };
  },
});
