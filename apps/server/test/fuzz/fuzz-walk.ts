import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_TEXT_PATTERN } from '@parcelhub/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, TEST_PASSWORD } from '../factories/users';
import {
  HOSTILE_BODIES,
  HOSTILE_PARAMS,
  ID_SPELLINGS,
  IDS_OUT_OF_RANGE,
  hostileValues,
  places,
  resolver,
  sample,
  withValue,
  type JsonSchema,
} from './schema-walk';

/**
 * Every operation of /openapi.json, sent hostile variants built from its own schemas, signed in as an administrator
 * and anonymously. No answer may be a 5xx; every 4xx must be the error envelope. Driven by the document alone, so
 * routes added later are walked too.
 *
 * The walk is cut into shards (`openapi-fuzz.N.int.spec.ts`), each its own file with its own app and database, so the
 * runner spreads them over its workers: walked in one file, it was the suite's last file to finish by two minutes.
 * Shard N of M walks the operations whose place in the document is N-1 modulo M.
 */

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}
interface Probe {
  label: string;
  url: string;
  payload?: string;
  contentType?: string;
  /** A well-formed body with one field's value made hostile (the bulk of the probes). */
  field?: true;
  /** Another spelling of a path id: refused with a field error on this parameter. */
  badId?: string;
  /** A path id out of range: refused with 400 or 404. */
  idOutOfRange?: true;
}
type Identity = 'admin' | 'anonymous';

/** Registers shard `shard` (1-based) of `of` of the walk in the calling spec file. */
export function fuzzShard(shard: number, of: number): void {
  let t: TestApp;
  let adminName: string;
  let adminToken: string;
  let all: Operation[] = [];
  let operations: Operation[] = [];
  let resolve: (s: JsonSchema | undefined) => JsonSchema;

  const tally = {
    requests: 0,
    operations: 0,
    byStatus: {} as Record<string, number>,
    byIdentity: { admin: 0, anonymous: 0 },
    /** Anonymous field probes not sent: the route refused a signed-out caller before validating. */
    skipped: 0,
  };
  const defects: string[] = [];
  /** How far each operation's baseline got (as the administrator): how deep the probes reach. */
  const baselines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      // Let every probe reach validation and the services, not the throttles.
      LOGIN_MAX_FAILURES: '1000000',
      LOGIN_IP_MAX_FAILURES: '1000000',
      LOGIN_SLOWDOWN_MS: '0',
      SLIDER_MAX_PER_MINUTE: '1000000',
    });
    adminName = (await createUser(t.db, { privilegeType: 'PLATFORM', roles: ['admin'] })).username;
    adminToken = await t.login(adminName);
    const doc = (await t.call('GET', '/openapi.json')).body as {
      paths: Record<
        string,
        Record<
          string,
          { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
        >
      >;
      components?: { schemas?: Record<string, JsonSchema> };
    };
    resolve = resolver(doc.components?.schemas);
    all = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      })),
    );
    operations = all.filter((_, i) => i % of === shard - 1);
  }, 120_000);
  afterAll(() => t.close());

  /** The administrator's session may be ended by a probe (logout): sign in again when it has. */
  async function liveAdminToken(): Promise<string> {
    const info = await t.app.inject({
      method: 'GET',
      url: '/auth/info',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    if (info.statusCode !== 200) adminToken = await t.login(adminName, TEST_PASSWORD);
    return adminToken;
  }

  function checkAnswer(op: Operation, probe: Probe, who: Identity, status: number, body: string) {
    const where = `${op.method} ${op.path} [${who}] ${probe.label}`;
    if (status >= 500) {
      defects.push(`${where}: ${status} ${body.slice(0, 300)}`);
      return;
    }
    if (probe.badId && who === 'admin' && !refusedAs(body, status, probe.badId)) {
      defects.push(`${where}: ${status} instead of a field error on ${probe.badId}: ${body.slice(0, 200)}`);
      return;
    }
    if (probe.idOutOfRange && who === 'admin' && status !== 400 && status !== 404) {
      defects.push(`${where}: ${status} for an id out of range: ${body.slice(0, 200)}`);
      return;
    }
    if (status < 400) return;
    let envelope: { flag?: unknown; code?: unknown; msg?: unknown; errorKey?: unknown; fieldErrors?: unknown } = {};
    try {
      envelope = JSON.parse(body) as typeof envelope;
    } catch {
      /* reported below */
    }
    const ok =
      envelope.flag === false &&
      typeof envelope.errorKey === 'string' &&
      typeof envelope.code === 'number' &&
      typeof envelope.msg === 'string' &&
      (envelope.errorKey !== 'VALIDATION_FAILED' || Array.isArray(envelope.fieldErrors));
    if (!ok) defects.push(`${where}: ${status} without the error envelope: ${body.slice(0, 200)}`);
  }

  function refusedAs(body: string, status: number, field: string): boolean {
    if (status !== 400) return false;
    try {
      const answer = JSON.parse(body) as { errorKey?: string; fieldErrors?: { field: string }[] };
      return answer.errorKey === 'VALIDATION_FAILED' && !!answer.fieldErrors?.some((e) => e.field === field);
    } catch {
      return false;
    }
  }

  async function send(op: Operation, probe: Probe, who: Identity) {
    const headers: Record<string, string> = { 'accept-language': 'en' };
    if (who === 'admin') headers.authorization = `Bearer ${await liveAdminToken()}`;
    if (probe.contentType) headers['content-type'] = probe.contentType;
    const res = await t.app.inject({
      method: op.method as 'GET',
      url: probe.url,
      headers,
      ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
    });
    tally.requests++;
    tally.byIdentity[who]++;
    tally.byStatus[res.statusCode] = (tally.byStatus[res.statusCode] ?? 0) + 1;
    checkAnswer(op, probe, who, res.statusCode, res.body);
    return res;
  }

  const paramsIn = (op: Operation, where: Parameter['in']) => op.parameters.filter((p) => p.in === where);

  function urlOf(op: Operation, path: Record<string, string>, query: Record<string, string>) {
    const filled = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => path[name] ?? 'x');
    const qs = Object.entries(query)
      .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
      .join('&');
    return qs ? `${filled}?${qs}` : filled;
  }

  /**
   * A request the server accepts, as near as the schemas allow: built from them, then each field the server still
   * refuses takes the next plausible value. Hostile probes then change one place at a time.
   */
  async function baselineOf(op: Operation) {
    const bumps = new Map<string, number>();
    const choice = (key: string) => bumps.get(key) ?? 0;
    const opts = { resolve, choice, longText: t.enc(TEST_PASSWORD) };
    const build = () => {
      const encoded = (part: string, ps: Parameter[]) =>
        Object.fromEntries(
          ps.map((p) => [p.name, encodeURIComponent(String(sample(p.schema ?? {}, opts, part, [p.name])))]),
        );
      return {
        path: encoded('params', paramsIn(op, 'path')),
        query: encoded('query', paramsIn(op, 'query')),
        body: op.body ? sample(op.body, opts, 'body') : undefined,
      };
    };
    let base = build();
    let status = '';
    for (let round = 0; round < 12; round++) {
      const res = await send(
        op,
        { label: `baseline ${round}`, ...bodyProbe(base.body), url: urlOf(op, base.path, base.query) },
        'admin',
      );
      // A file (a template, an export) is not JSON.
      const answer: { errorKey?: string; fieldErrors?: { field: string }[] } = String(
        res.headers['content-type'],
      ).includes('json')
        ? res.json()
        : {};
      status = `${res.statusCode}${answer.errorKey ? ` ${answer.errorKey}` : ''}`;
      if (res.statusCode !== 400 || answer.errorKey !== 'VALIDATION_FAILED') break;
      for (const { field } of answer.fieldErrors ?? []) {
        for (const part of ['body', 'params', 'query']) bumps.set(`${part}:${field}`, choice(`${part}:${field}`) + 1);
      }
      base = build();
    }
    baselines.push(`${op.method} ${op.path} ${status}`);
    return base;
  }

  const bodyProbe = (body: unknown) =>
    body === undefined ? {} : { payload: JSON.stringify(body), contentType: 'application/json' };

  function probesOf(op: Operation, base: Awaited<ReturnType<typeof baselineOf>>): Probe[] {
    const url = urlOf(op, base.path, base.query);
    const probes: Probe[] = [{ label: 'baseline', url, ...bodyProbe(base.body) }];
    for (const p of paramsIn(op, 'path')) {
      for (const v of HOSTILE_PARAMS) {
        probes.push({
          label: `path ${p.name}=${v.slice(0, 20)}`,
          url: urlOf(op, { ...base.path, [p.name]: v }, base.query),
          ...bodyProbe(base.body),
        });
      }
      if (resolve(p.schema).pattern !== ID_TEXT_PATTERN.source) continue;
      for (const v of [...ID_SPELLINGS, ...IDS_OUT_OF_RANGE]) {
        probes.push({
          label: `path id ${p.name}=${v.slice(0, 20)}`,
          url: urlOf(op, { ...base.path, [p.name]: v }, base.query),
          ...bodyProbe(base.body),
          ...(ID_SPELLINGS.includes(v) ? { badId: p.name } : { idOutOfRange: true as const }),
        });
      }
    }
    for (const p of paramsIn(op, 'query')) {
      for (const v of HOSTILE_PARAMS) {
        probes.push({
          label: `query ${p.name}=${v.slice(0, 20)}`,
          url: urlOf(op, base.path, { ...base.query, [p.name]: v }),
        });
      }
      probes.push({
        label: `query ${p.name} twice`,
        url: `${url}${url.includes('?') ? '&' : '?'}${p.name}=a&${p.name}=b`,
      });
    }
    probes.push({ label: 'unknown query', url: `${url}${url.includes('?') ? '&' : '?'}pageNo=2147483648&x=%00` });
    if (op.method !== 'GET') {
      for (const b of HOSTILE_BODIES)
        probes.push({ label: `body ${b.name}`, url, payload: b.payload, contentType: b.contentType });
    }
    if (op.body) {
      for (const place of places(op.body, resolve)) {
        const current = place.path.reduce<unknown>(
          (node, step) => (node as Record<string | number, unknown>)?.[step],
          base.body,
        );
        hostileValues(place.kind, current).forEach((value, i) => {
          probes.push({
            label: `${place.kind} ${place.path.join('.') || '(root)'} #${i}`,
            url,
            ...bodyProbe(withValue(base.body, place.path, value)),
            field: true,
          });
        });
      }
    }
    return probes;
  }

  describe(`schema-driven fuzz walk of /openapi.json, shard ${shard} of ${of}`, () => {
    it('answers every hostile variant of every operation without a 5xx, and 4xx with the envelope', async () => {
      expect(all.length).toBeGreaterThan(20);
      expect(operations.length).toBeGreaterThan(0);
      // The id probes find the path ids by their schema's pattern: a walk that found none would check nothing.
      const pathIds = all.flatMap((op) =>
        paramsIn(op, 'path').filter((p) => resolve(p.schema).pattern === ID_TEXT_PATTERN.source),
      );
      expect(pathIds.length).toBeGreaterThan(50);
      for (const op of operations) {
        tally.operations++;
        const probes = probesOf(op, await baselineOf(op));
        for (const who of ['admin', 'anonymous'] as const) {
          // Signed out, once a hostile field value is answered 401 the route refuses before it validates: the other
          // field values reach nothing more (the body was parsed, well-formed, either way). Every other probe runs.
          let refusedFirst = false;
          for (const probe of probes) {
            if (who === 'anonymous' && probe.field && refusedFirst) {
              tally.skipped++;
              continue;
            }
            const res = await send(op, probe, who);
            if (who === 'anonymous' && probe.field && res.statusCode === 401) refusedFirst = true;
          }
        }
      }
      console.log(
        `openapi fuzz shard ${shard}/${of}: ${tally.operations} operations, ${tally.requests} requests ` +
          `(admin ${tally.byIdentity.admin}, anonymous ${tally.byIdentity.anonymous}); statuses ${JSON.stringify(tally.byStatus)}; ` +
          `${tally.skipped} signed-out field probes not sent (refused before validation); defects ${defects.length}`,
      );
      console.log(`openapi fuzz baselines (admin):\n  ${baselines.join('\n  ')}`);
      expect(defects).toEqual([]);
    }, 900_000);
  });
}
