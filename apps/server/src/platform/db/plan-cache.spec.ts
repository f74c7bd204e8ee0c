import { describe, expect, it } from 'vitest';
import { executeStatement, namedForProtocol, preparedForSql } from './plan-cache';

describe('plan cache', () => {
  it('prepares a write from its third use, once a connection; a read never', async () => {
    const client = {};
    const sent: string[] = [];
    const send = async (t: string) => void sent.push(t);
    const text = 'insert into unit_probe (a) values ($1)';
    expect(await preparedForSql(client, send, text)).toBeNull();
    expect(await preparedForSql(client, send, text)).toBeNull();
    const name = await preparedForSql(client, send, text);
    expect(name).toMatch(/^phx_[0-9a-f]{24}$/);
    expect(await preparedForSql(client, send, text)).toBe(name);
    expect(await preparedForSql({}, send, text)).toBe(name); // another connection: prepared there too
    expect(sent).toEqual([`prepare ${name} as ${text}`, `prepare ${name} as ${text}`]);
    for (let i = 0; i < 5; i++)
      expect(await preparedForSql(client, send, 'select a from unit_probe where a = $1')).toBeNull();
  });

  it('gives up on a statement whose PREPARE failed', async () => {
    const client = {};
    let tries = 0;
    const send = async () => {
      tries++;
      throw new Error('relation does not exist');
    };
    const text = 'delete from nowhere where a = $1';
    for (let i = 0; i < 6; i++) expect(await preparedForSql(client, send, text)).toBeNull();
    expect(tries).toBe(1);
  });

  it('names a hot query for the driver, keeping its own name and options', () => {
    const client = {};
    const text = 'update unit_named set a = $1';
    const q = { text, rowMode: 'array' };
    namedForProtocol(client, q, text);
    expect(namedForProtocol(client, q, text)).toBe(q);
    expect(namedForProtocol(client, q, text)).toMatchObject({
      text,
      rowMode: 'array',
      name: expect.stringMatching(/^php_/),
    });
    const own = { text, name: 'mine' };
    expect(namedForProtocol(client, own, text)).toBe(own);
  });

  it('writes EXECUTE with its literals', () => {
    expect(executeStatement('phx_1', [])).toBe('execute phx_1');
    expect(executeStatement('phx_1', ["'a'", 'null'])).toBe("execute phx_1('a', null)");
  });
});
