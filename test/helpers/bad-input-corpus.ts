import {
  fillPath,
  MISSING_UUID,
  pathParameters,
  sampleOf,
  worldValue,
  type Operation,
  type Parameter,
  type Schema,
} from './openapi-operations.js';
import type { World } from './world.js';

/** One hostile request: a label saying what is wrong, and the request. */
export interface BadCase {
  label: string;
  url: string;
  /** JSON text, sent as is (so `__proto__` can be an own key); absent: no body at all. */
  payload?: string;
}

const MEGABYTE = 'x'.repeat(1_000_000);
const CONTROL_STRINGS = ['nul\u0000byte', 'bell\u0007 esc\u001b[2J', 'del\u007f', '\u0000'];
const ODD_TEXTS = ['', ' ', MEGABYTE, ...CONTROL_STRINGS, 'ünïcødé 😀'];
// A lone surrogate cannot be percent-encoded: URLs get it as raw bytes instead (see below).
const ODD_STRINGS = [...ODD_TEXTS, 'lone \ud800 surrogate'];
const MALFORMED_UUIDS = ['not-a-uuid', '00000000-0000-0000-0000-00000000000g', `${MISSING_UUID}0`];
const ODD_DATES = [
  'yesterday',
  '2030-02-30T00:00:00Z',
  '+275760-09-13T00:00:00.001Z',
  '0000-01-01T00:00:00Z',
];
const ODD_INTEGERS = [0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 53), 1e300];
const ODD_NUMBERS = [-1, 1e308, -1e308, 5e-324];
const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];
// Strings standing for JSON text that no value stringifies to, spliced into the payload:
// 10 000 nested arrays (too deep to build and stringify) and a number beyond a double.
const DEEPLY_NESTED = 'DEEPLY-NESTED-ARRAYS';
const OVERFLOWING_NUMBER = 'OVERFLOWING-NUMBER';
const SPLICED: Record<string, string> = {
  [DEEPLY_NESTED]: `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  [OVERFLOWING_NUMBER]: '-1e400',
};
const MARKER = new RegExp(`"(${Object.keys(SPLICED).join('|')})"`);
const spliced = (json: string) => json.replace(MARKER, (_, marker: string) => SPLICED[marker]!);
const POLLUTED_QUERIES = [
  '__proto__=x',
  '__proto__[polluted]=yes',
  'constructor[prototype][polluted]=yes',
  'prototype=x',
];

/** Text values for a query or path parameter that its schema should refuse, or that are odd. */
function badTexts(schema: Schema): string[] {
  const texts = [...ODD_TEXTS, '..', '%'];
  if (schema.format === 'uuid') texts.push(...MALFORMED_UUIDS, MISSING_UUID);
  if (schema.type === 'integer' || schema.type === 'number') {
    texts.push('abc', '1.5', '-1', '1e400', '99999999999999999999');
  }
  if (schema.type === 'boolean') texts.push('maybe', '2');
  return texts;
}

const typeOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** JSON values a body field of this schema should refuse, or that probe its limits. */
function badJsonValues(schema: Schema): unknown[] {
  const own = schema.anyOf?.[0] ?? schema;
  const kinds = own.type === 'integer' ? ['number'] : [own.type];
  const values: unknown[] = [null, 42, true, 'text', [], {}].filter(
    (v) => !kinds.includes(typeOf(v)),
  );
  if (own.type === 'string') values.push(...ODD_STRINGS);
  if (own.format === 'uuid') values.push(...MALFORMED_UUIDS, MISSING_UUID);
  if (own.format === 'date-time') values.push(...ODD_DATES);
  if (own.type === 'integer') values.push(...ODD_INTEGERS);
  if (own.type === 'number' || own.type === 'integer') values.push(OVERFLOWING_NUMBER);
  if (own.type === 'number') values.push(...ODD_NUMBERS);
  if (own.maximum !== undefined) values.push(own.maximum + 1);
  if (own.minimum !== undefined) values.push(own.minimum - 1);
  if (own.type === 'array')
    values.push(
      [null],
      Array.from({ length: 1000 }, () => 'x'),
    );
  return values;
}

/** `value` with each of the pollution keys added as an own property. */
const polluted = (value: object) =>
  POLLUTION_KEYS.map((key) => ({
    key,
    value: {
      ...value,
      ...JSON.parse(`{"${key}": {"polluted": "yes", "prototype": {"polluted": "yes"}}}`),
    },
  }));

interface BodyField {
  name: string;
  schema: Schema;
  /** The whole body, valid but for `value` at this field. */
  place: (value: unknown) => unknown;
  /** The whole body without this field, when the field is required. */
  omitted?: unknown;
}

/** Every field of a body schema, nested ones included, each with a way to put a value there. */
function bodyFields(
  schema: Schema,
  world: World,
  place = (v: unknown) => v,
  path = '',
): BodyField[] {
  const own = schema.anyOf?.find((s) => s.properties || s.items) ?? schema;
  const fields: BodyField[] = [];
  if (own.properties) {
    const parent = sampleOf(own, path, world) as Record<string, unknown>;
    for (const [key, child] of Object.entries(own.properties)) {
      const name = path ? `${path}.${key}` : key;
      const placeChild = (v: unknown) => place({ ...parent, [key]: v });
      const rest = Object.fromEntries(Object.entries(parent).filter(([k]) => k !== key));
      const omitted = own.required?.includes(key) ? place(rest) : undefined;
      fields.push({ name, schema: child, place: placeChild, omitted });
      fields.push(...bodyFields(child, world, placeChild, name));
    }
  }
  if (own.items) {
    const placeItem = (v: unknown) => place([v]);
    fields.push({ name: `${path}.0`, schema: own.items, place: placeItem });
    fields.push(...bodyFields(own.items, world, placeItem, `${path}.0`));
  }
  return fields;
}

const queryString = (entries: [string, string][], raw: string[] = []) => {
  const parts = [
    ...entries.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`),
    ...raw,
  ];
  return parts.length ? `?${parts.join('&')}` : '';
};

/** A valid request for an operation, which each case spoils in one place. */
interface ValidRequest {
  pathValues: string[];
  query: [string, string][];
  json?: string;
  url(pathValues?: string[], query?: [string, string][], raw?: string[]): string;
  valueOf(parameter: Parameter): string;
}

function validRequest(op: Operation, world: World, extra: Record<string, string>): ValidRequest {
  const pathValues = pathParameters(op.path).map(({ name, after }) => {
    const value = worldValue(world, name, after) ?? extra[name];
    if (value === undefined) throw new Error(`No value for path parameter ${name} of ${op.path}`);
    return value;
  });
  const valueOf = (p: Parameter) =>
    worldValue(world, p.name) ?? String(sampleOf(p.schema, p.name, world));
  const query = op.parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => [p.name, valueOf(p)] as [string, string]);
  return {
    pathValues,
    query,
    json: op.body ? JSON.stringify(sampleOf(op.body, '', world)) : undefined,
    url: (values = pathValues, entries = query, raw = []) =>
      fillPath(op.path, values) + queryString(entries, raw),
    valueOf,
  };
}

function pathCases(op: Operation, valid: ValidRequest): BadCase[] {
  return pathParameters(op.path).flatMap(({ name }, i) => {
    const withValue = (value: string) => valid.pathValues.map((v, j) => (j === i ? value : v));
    const schema = op.parameters.find((p) => p.name === name)?.schema ?? {};
    const cases = badTexts(schema).map((text) => ({
      label: `path ${name}=${JSON.stringify(text.slice(0, 20))}`,
      url: valid.url(withValue(text)),
      payload: valid.json,
    }));
    // Percent-encodings that decode to no valid UTF-8, or to NUL.
    for (const raw of ['%E0%A4%A', '%ED%A0%80', '%00']) {
      const url = valid.url().replace(encodeURIComponent(valid.pathValues[i]!), raw);
      cases.push({ label: `path ${name} raw ${raw}`, url, payload: valid.json });
    }
    return cases;
  });
}

function queryCases(op: Operation, valid: ValidRequest): BadCase[] {
  const cases: BadCase[] = [];
  const add = (label: string, entries: [string, string][], raw: string[] = []) =>
    cases.push({ label, url: valid.url(valid.pathValues, entries, raw), payload: valid.json });
  for (const param of op.parameters.filter((p) => p.in === 'query')) {
    const others = valid.query.filter(([k]) => k !== param.name);
    for (const text of badTexts(param.schema)) {
      add(`query ${param.name}=${JSON.stringify(text.slice(0, 20))}`, [
        ...others,
        [param.name, text],
      ]);
    }
    const value = valid.valueOf(param);
    add(`query ${param.name} twice`, [...others, [param.name, value], [param.name, value]]);
    add(`query ${param.name} twice, second bad`, [
      ...others,
      [param.name, value],
      [param.name, 'x'],
    ]);
    if (param.required) add(`query ${param.name} missing`, others);
  }
  for (const raw of POLLUTED_QUERIES) add(`query ${raw}`, valid.query, [raw]);
  return cases;
}

const shown = (value: unknown) =>
  typeof value === 'string'
    ? JSON.stringify(value.slice(0, 20))
    : String(JSON.stringify(value)).slice(0, 20);

function bodyCases(body: Schema, world: World, valid: ValidRequest): BadCase[] {
  const cases: BadCase[] = [{ label: 'body absent', url: valid.url() }];
  const add = (label: string, value: unknown) => {
    const payload = spliced(JSON.stringify(value));
    cases.push({ label, url: valid.url(), payload });
  };
  for (const value of [null, [], 'text', 42]) add(`body ${shown(value)}`, value);
  for (const { key, value } of polluted(JSON.parse(valid.json!))) add(`body with ${key}`, value);
  for (const field of bodyFields(body, world)) {
    if (field.omitted !== undefined) add(`body ${field.name} missing`, field.omitted);
    for (const value of badJsonValues(field.schema)) {
      add(`body ${field.name}=${shown(value)}`, field.place(value));
    }
    const sample = sampleOf(field.schema, field.name, world);
    if (typeOf(sample) === 'array')
      add(`body ${field.name} deeply nested`, field.place([DEEPLY_NESTED]));
    if (typeOf(sample) !== 'object') continue;
    add(
      `body ${field.name} deeply nested`,
      field.place({ ...(sample as object), nested: DEEPLY_NESTED }),
    );
    for (const { key, value } of polluted(sample as object)) {
      add(`body ${field.name} with ${key}`, field.place(value));
    }
  }
  return cases;
}

/**
 * The hostile requests for one operation: each path parameter, query parameter and body field
 * in turn gets wrong types, odd and huge strings, control characters, malformed ids, or goes
 * missing, while everything else stays valid and names real rows of `world`; plus pollution
 * keys in the body and the query, and duplicated query parameters.
 */
export function badCasesFor(op: Operation, world: World, extra: Record<string, string>): BadCase[] {
  const valid = validRequest(op, world, extra);
  return [
    ...pathCases(op, valid),
    ...queryCases(op, valid),
    ...(op.body ? bodyCases(op.body, world, valid) : []),
  ];
}
