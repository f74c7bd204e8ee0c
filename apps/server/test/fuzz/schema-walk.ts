/**
 * Values built from OpenAPI (JSON Schema) documents: a plausible valid value for a schema, the places inside it
 * where a value sits, and hostile replacements for each place. Knows nothing of any route.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  $ref?: string;
}

export type Kind = 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'unknown';
export type Path = (string | number)[];
export interface Place {
  path: Path;
  kind: Kind;
}

/** Follows `$ref`s into `components.schemas`, and folds `allOf` parts and the first non-null `anyOf`/`oneOf`. */
export function resolver(components: Record<string, JsonSchema> = {}) {
  const resolve = (s: JsonSchema | undefined): JsonSchema => {
    if (!s) return {};
    if (s.$ref) return resolve(components[s.$ref.split('/').pop() ?? '']);
    const alt = (s.anyOf ?? s.oneOf)?.map(resolve).find((a) => a.type !== 'null');
    const base = alt ? { ...s, ...alt, anyOf: undefined, oneOf: undefined } : s;
    if (!base.allOf) return base;
    return base.allOf
      .map(resolve)
      .reduce<JsonSchema>((acc, part) => ({ ...part, ...acc }), { ...base, allOf: undefined });
  };
  return resolve;
}

export function kindOf(s: JsonSchema): Kind {
  const t = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (t === 'object' || s.properties) return 'object';
  if (t === 'array' || s.items) return 'array';
  if (t === 'string' || t === 'integer' || t === 'number' || t === 'boolean') return t;
  return 'unknown';
}

/** Every pattern a string must match: its own and those of its `allOf` parts. */
function patternsOf(s: JsonSchema): RegExp[] {
  const own = s.pattern ? [s.pattern] : [];
  const parts = (s.allOf ?? []).flatMap((p) => (p.pattern ? [p.pattern] : []));
  return [...own, ...parts].map((p) => new RegExp(p, 'u'));
}

/** Plain strings people type, tried in turn until one fits a field's pattern and length (and the server agrees). */
const CANDIDATES = [
  'abc',
  'Fuzz Test',
  'US',
  'USA',
  '90001',
  '123456',
  '13800000000',
  'fuzz@example.com',
  '+1 213 555 0100',
  'P123456789012',
  'ABCDE',
  '1',
];

export const keyOf = (part: string, path: Path) => `${part}:${path.join('.')}`;

export interface SampleOptions {
  resolve: (s: JsonSchema) => JsonSchema;
  /** Which fitting candidate a string takes (the caller moves on when the server refuses one). */
  choice: (key: string) => number;
  /**
   * The value for strings allowed to be very long (1 KiB and more): in this API those are password ciphertexts
   * (the document's description says so), which no plain candidate can stand in for.
   */
  longText?: string;
}

/** A valid-looking value for a schema. */
export function sample(schema: JsonSchema, opts: SampleOptions, part: string, path: Path = []): unknown {
  const { resolve, choice } = opts;
  const s = resolve(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[choice(keyOf(part, path)) % s.enum.length];
  switch (kindOf(s)) {
    case 'object': {
      // Required properties only: the probes add each optional one in turn, and an optional id would turn a create
      // into an update of something that does not exist.
      const out: Record<string, unknown> = {};
      for (const [name, prop] of Object.entries(s.properties ?? {})) {
        if (s.required?.includes(name)) out[name] = sample(prop, opts, part, [...path, name]);
      }
      return out;
    }
    case 'array':
      return [sample(s.items ?? {}, opts, part, [...path, 0])];
    case 'string': {
      if (opts.longText && (s.maxLength ?? 0) >= 1024) return opts.longText;
      const fits = CANDIDATES.filter(
        (c) =>
          patternsOf(s).every((re) => re.test(c)) &&
          c.length >= (s.minLength ?? 0) &&
          c.length <= (s.maxLength ?? Infinity),
      );
      return fits.length ? fits[choice(keyOf(part, path)) % fits.length] : 'abc';
    }
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, Math.min(1, s.maximum ?? 1));
    case 'boolean':
      return false;
    default:
      return 'abc';
  }
}

/** Every place in a schema where a value sits, the schema's root included. */
export function places(schema: JsonSchema, resolve: (s: JsonSchema) => JsonSchema, path: Path = []): Place[] {
  const s = resolve(schema);
  const kind = kindOf(s);
  const here: Place = { path, kind };
  if (kind === 'object') {
    return [here, ...Object.entries(s.properties ?? {}).flatMap(([n, p]) => places(p, resolve, [...path, n]))];
  }
  if (kind === 'array') return [here, ...places(s.items ?? {}, resolve, [...path, 0])];
  return [here];
}

const HUGE = 'x'.repeat(100_000);

/** What a hostile client puts in a place of a given kind: control characters, huge and out-of-range values, wrong types. */
export function hostileValues(kind: Kind, sampleValue: unknown): unknown[] {
  const wrongTypes = [null, true, 'true', {}, [], 12345];
  switch (kind) {
    case 'string':
      return ['a\u0000b', '\u0000', 'a\u0001\u001fb', '\ud800', HUGE, '   ', ...wrongTypes];
    case 'integer':
    case 'number':
      return [2147483648, 1e20, -1, 0, 1.5, 'abc', '2147483648', ...wrongTypes];
    case 'boolean':
      return ['true', 'false', 1, 0, 'yes', null, {}, []];
    case 'object':
      return [[], null, 'abc', 42, {}, { unexpected: 'a\u0000b' }];
    case 'array':
      return [{}, 'abc', null, [null], [[]], Array.from({ length: 10_000 }, () => sampleValue)];
    default:
      return ['a\u0000b', HUGE, null, {}, []];
  }
}

/** A copy of `root` with the value at `path` replaced (the root itself when the path is empty). */
export function withValue(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy: unknown = structuredClone(root);
  let node = copy as Record<string | number, unknown>;
  path.slice(0, -1).forEach((step, i) => {
    // An optional object or array the sample left out is made on the way (an element of an absent list).
    node[step] ??= typeof path[i + 1] === 'number' ? [] : {};
    node = node[step] as Record<string | number, unknown>;
  });
  node[path[path.length - 1]!] = value;
  return copy;
}

/** Raw path and query texts: percent-encoded NUL, ids past 32 bits, broken encodings, very long values. */
export const HOSTILE_PARAMS = [
  'a%00b',
  '%00',
  '2147483648',
  '1e20',
  '-1',
  '0',
  'abc',
  '%E0%A4%A',
  '..%2F..%2Fetc',
  '%20',
  'x'.repeat(5_000),
];

/**
 * Other spellings of an id, each of which `Number()` reads as a number (most as 1): every path id must refuse each
 * with a field error on it (400 VALIDATION_FAILED), never read it.
 */
export const ID_SPELLINGS = ['0x1', '1e0', '%2B1', '1.0', '%201', '1%20', '01', '0b1', '-0', '1n'];

/**
 * Ids past the integer key's range, past 2^53 and past a double's (that one longer than the router takes for a path
 * parameter): a 400 or 404 envelope, never a 5xx and never another record.
 */
export const IDS_OUT_OF_RANGE = ['2147483648', '9007199254740993', '9'.repeat(400)];

/** Whole bodies that are not what any route expects. */
export const HOSTILE_BODIES: { name: string; payload?: string; contentType?: string }[] = [
  { name: 'no body' },
  { name: 'empty json', payload: '', contentType: 'application/json' },
  { name: 'null', payload: 'null', contentType: 'application/json' },
  { name: 'array', payload: '[]', contentType: 'application/json' },
  { name: 'string', payload: '"abc"', contentType: 'application/json' },
  { name: 'number', payload: '2147483648', contentType: 'application/json' },
  { name: 'broken json', payload: '{"a":', contentType: 'application/json' },
  {
    name: 'proto',
    payload: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}',
    contentType: 'application/json',
  },
  { name: 'deep', payload: `${'['.repeat(5_000)}${']'.repeat(5_000)}`, contentType: 'application/json' },
  { name: 'text', payload: 'hello', contentType: 'text/plain' },
  { name: 'form', payload: 'a=b', contentType: 'application/x-www-form-urlencoded' },
];
