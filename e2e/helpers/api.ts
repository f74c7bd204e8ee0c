import crypto from 'node:crypto';

/** The API as an integration would call it, to check what a journey left behind. */
export async function apiLogin(baseUrl: string, username: string, password = 'parcel2026') {
  const pem = (await (await fetch(`${baseUrl}/auth/publicKey`)).json()).obj as string;
  const encrypted = crypto
    .publicEncrypt(
      { key: pem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(password),
    )
    .toString('base64');
  const res = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: encrypted }),
  });
  const body = await res.json();
  if (!body.flag) throw new Error(`login failed: ${JSON.stringify(body)}`);
  const token = body.obj.token as string;
  return {
    token,
    async call(method: string, path: string, json?: unknown) {
      const r = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
        body: json ? JSON.stringify(json) : undefined,
      });
      return r.json();
    },
  };
}
