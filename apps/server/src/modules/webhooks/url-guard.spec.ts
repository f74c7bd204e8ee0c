import { describe, expect, it } from 'vitest';
import { checkUrl, isBlockedAddress, v6Bytes } from './url-guard';

describe('the webhook address guard', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254', // cloud metadata
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    '64:ff9b::7f00:1',
    '64:ff9b::10.0.0.1',
    '2002:7f00:1::',
    '2002:c0a8:101::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    'febf::1',
    'ff02::1',
    '2001:db8::1',
    'not-an-ip',
  ])('refuses %s', (ip) => expect(isBlockedAddress(ip)).toBe(true));

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '192.169.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '2002:808:808::1',
  ])('admits %s', (ip) => expect(isBlockedAddress(ip)).toBe(false));

  it('reads IPv6 in every spelling', () => {
    expect(v6Bytes('::ffff:127.0.0.1')).toEqual(v6Bytes('0:0:0:0:0:ffff:7f00:0001'));
    expect(v6Bytes('1::')).toEqual([0, 1, ...new Array(14).fill(0)]);
    expect(v6Bytes('1.2.3.4')).toBeNull();
  });

  const fakeDns = (answers: Record<string, string[]>) => async (host: string) => {
    const found = answers[host];
    if (!found) throw new Error('ENOTFOUND');
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

  it('judges URLs by what their host resolves to, every address of it, and the literal forms URLs accept', async () => {
    const lookup = fakeDns({
      'hooks.example.com': ['93.184.216.34'],
      'rebind.example.com': ['93.184.216.34', '10.0.0.5'],
      'six.example.com': ['::ffff:192.168.0.1'],
      localhost: ['127.0.0.1', '::1'],
    });
    const check = (url: string, allowPrivate = false) => checkUrl(url, { allowPrivate, lookup });
    expect(await check('https://hooks.example.com/in')).toMatchObject({ ok: true, address: '93.184.216.34' });
    for (const url of [
      'https://rebind.example.com/in',
      'https://six.example.com/',
      'http://localhost:8080/',
      'http://127.1/',
      'http://2130706433/',
      'http://0x7f.0.0.1/',
      'http://[::1]:9000/',
      'http://[::ffff:7f00:1]/',
      'http://[fe80::1]/',
      'http://169.254.169.254/latest/meta-data',
    ])
      expect(await check(url), url).toMatchObject({ ok: false, reason: 'private' });
    expect(await check('https://nowhere.example.com/')).toMatchObject({ ok: false, reason: 'unresolved' });
    expect(await check('http://localhost:8080/', true)).toMatchObject({ ok: true });
  });
});
