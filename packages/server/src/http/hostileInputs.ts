// Test support: fast-check arbitraries of hostile request inputs, built from the server's own OpenAPI
// document (issue #11), so every route added later is covered without editing the test.
import fc from 'fast-check';

/** A JSON Schema node as @fastify/swagger writes it from the contract's zod schemas. */
export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  additionalProperties?: boolean | SchemaNode;
  propertyNames?: SchemaNode;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  $ref?: string;
}

/** Values that make a string field hostile: what PostgreSQL cannot store, control characters, sheer size. */
export const HOSTILE_STRINGS: readonly string[] = [
  '\u0000',
  'name\u0000with NUL',
  '\ud800',
  'lone low \udfff surrogate',
  '\udbff\udbff',
  'bell\u0007 backspace\b form\f feed',
  'escape \u001b[31m red',
  'C1 \u0085 \u009f',
  'line\nbreak',
  '\u202eRTL override',
  '=HYPERLINK("http://evil.test","x")',
  '',
  '   ',
  '%00',
  "'; drop table users; --",
  '{{constructor.constructor("return process")()}}',
  'x'.repeat(20_001),
  'é'.repeat(300_000),
  'x'.repeat(1_100_000),
];

/** Values of the wrong JSON type for any field. */
const wrongType = fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, '', 'text', [], {}, [null], { nested: {} });

/** Numbers at and past any limit, and the awkward ones. */
function hostileNumbers(node: SchemaNode): fc.Arbitrary<number> {
  const edges = [
    0,
    -1,
    1,
    -0.5,
    2 ** 31,
    -(2 ** 31) - 1,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER - 2,
    1e308,
    -1e308,
    5e-324,
  ];
  for (const bound of [node.minimum, node.maximum, node.exclusiveMinimum, node.exclusiveMaximum]) {
    if (bound !== undefined) edges.push(bound, bound - 1, bound + 1, bound - 0.5, bound + 0.5);
  }
  const low = node.minimum ?? node.exclusiveMinimum ?? -1000;
  const high = Math.min(node.maximum ?? node.exclusiveMaximum ?? 1000, low + 1000);
  return fc.oneof(
    { weight: 2, arbitrary: fc.integer({ min: Math.ceil(low), max: Math.max(Math.ceil(low), Math.floor(high)) }) },
    { weight: 2, arbitrary: fc.constantFrom(...edges) },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  );
}

/** Resolves a `$ref` to components.schemas. */
export type Resolve = (node: SchemaNode) => SchemaNode;

/** A plausible value for a string format, so a request can get past the field to the ones after it. */
function formatted(node: SchemaNode, ids: readonly string[]): fc.Arbitrary<string> {
  switch (node.format) {
    case 'uuid':
      return fc.oneof(fc.constantFrom(...ids), fc.uuid());
    case 'email':
      return fc.constantFrom('tom.user@acme.test', 'someone@example.com');
    case 'date-time':
      return fc.constantFrom('2026-01-01T00:00:00Z', '2026-11-25T10:00:00.000+02:00');
    case 'date':
      return fc.constantFrom('2026-01-01', '2025-12-31');
    case 'uri':
      return fc.constantFrom('https://example.com/a.png', 'javascript:alert(1)');
    default:
      return fc.string({ minLength: node.minLength ?? 0, maxLength: Math.min(node.maxLength ?? 40, 40) });
  }
}

/** Strings of every kind: plausible, full Unicode, raw UTF-16 units (lone surrogates), and the hostile list. */
function strings(node: SchemaNode, ids: readonly string[]): fc.Arbitrary<string> {
  const atLimit = node.maxLength !== undefined ? ['a'.repeat(node.maxLength), 'a'.repeat(node.maxLength + 1)] : [];
  return fc.oneof(
    { weight: 5, arbitrary: node.enum ? fc.constantFrom(...(node.enum as string[])) : formatted(node, ids) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS, ...atLimit) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  );
}

/**
 * Values for a schema node: mostly of its own shape (so later fields are reached), each part often
 * replaced by a hostile string, a number past its limits, the wrong type, a huge array or unknown keys.
 */
export function valueFor(node: SchemaNode, resolve: Resolve, ids: readonly string[], depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(node);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alt) => valueFor(alt, resolve, ids, depth)));
  if (schema.allOf?.[0]) return valueFor(schema.allOf[0], resolve, ids, depth);
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), wrongType);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const own: fc.Arbitrary<unknown> = (() => {
    switch (type) {
      case 'string':
        return strings(schema, ids);
      case 'integer':
      case 'number':
        return hostileNumbers(schema);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return depth > 4
          ? fc.constant([])
          : fc.oneof(
              {
                weight: 4,
                arbitrary: fc.array(valueFor(schema.items ?? {}, resolve, ids, depth + 1), { maxLength: 4 }),
              },
              {
                weight: 1,
                arbitrary: fc.constantFrom(
                  Array.from({ length: 100_000 }, (_, i) => i),
                  Array.from({ length: 2_000 }, () => 'x'.repeat(100)),
                ),
              },
            );
      case 'object':
        return depth > 4 ? fc.constant({}) : objectFor(schema, resolve, ids, depth);
      default:
        return fc.oneof(wrongType, fc.constantFrom(...HOSTILE_STRINGS), fc.jsonValue({ maxDepth: 3 }));
    }
  })();
  return fc.oneof({ weight: 8, arbitrary: own }, { weight: 1, arbitrary: wrongType });
}

const unknownKeys = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'unknown_key',
  'id',
  'company_id',
  'version',
  '\u0000',
  '\ud800',
);

function objectFor(
  schema: SchemaNode,
  resolve: Resolve,
  ids: readonly string[],
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const known = fc.record(
    Object.fromEntries(properties.map(([key, child]) => [key, valueFor(child, resolve, ids, depth + 1)])),
    { requiredKeys: properties.filter(([key]) => required.has(key)).map(([key]) => key) },
  );
  const extraValue =
    typeof schema.additionalProperties === 'object'
      ? valueFor(schema.additionalProperties, resolve, ids, depth + 1)
      : fc.jsonValue({ maxDepth: 2 });
  const extraKey = schema.propertyNames
    ? fc.oneof(strings(resolve(schema.propertyNames), ids), unknownKeys)
    : unknownKeys;
  const extras = fc.dictionary(extraKey, extraValue, { maxKeys: 3 });
  return fc
    .tuple(known, fc.oneof(fc.constant({}), extras))
    .map(([a, b]) => Object.assign(JSON.parse('{}') as Record<string, unknown>, b, a));
}

const PLAIN_TEXTS = ['Cordless drill', 'red', 'A short, plain text.', 'drill_size', '12'];

/** A value of the schema's own shape that a careful client would send, so one hostile part is all that differs. */
export function plausibleFor(
  node: SchemaNode,
  resolve: Resolve,
  ids: readonly string[],
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = resolve(node);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const concrete = alternatives.filter((alt) => resolve(alt).type !== 'null');
    return plausibleFor(concrete[0] ?? alternatives[0]!, resolve, ids, depth);
  }
  if (schema.allOf?.[0]) return plausibleFor(schema.allOf[0], resolve, ids, depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format) return formatted(schema, ids);
      const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
      const fits = PLAIN_TEXTS.filter(
        (t) =>
          (!pattern || pattern.test(t)) &&
          t.length >= (schema.minLength ?? 0) &&
          t.length <= (schema.maxLength ?? Infinity),
      );
      return fc.constantFrom(...(fits.length > 0 ? fits : ['x']));
    }
    case 'integer':
    case 'number': {
      const low = Math.ceil(schema.minimum ?? (schema.exclusiveMinimum ?? -1) + 1);
      return fc.integer({ min: low, max: Math.max(low, Math.floor(Math.min(schema.maximum ?? low + 100, low + 100))) });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 4
        ? fc.constant([])
        : fc.array(plausibleFor(schema.items ?? {}, resolve, ids, depth + 1), {
            minLength: schema.minItems ?? 0,
            maxLength: 2,
          });
    case 'object': {
      // Required properties only: an optional one such as expected_version would mostly be a wrong guess.
      const required = Object.entries(schema.properties ?? {}).filter(([key]) => schema.required?.includes(key));
      return fc.record(
        Object.fromEntries(required.map(([key, child]) => [key, plausibleFor(child, resolve, ids, depth + 1)])),
      );
    }
    default:
      return fc.constant(null);
  }
}

/**
 * A plausible object with exactly one property (or, for a record, one extra entry) replaced by a hostile
 * value: the input that reaches the deepest code, where a NUL character used to reach PostgreSQL.
 */
export function oneHostileField(node: SchemaNode, resolve: Resolve, ids: readonly string[]): fc.Arbitrary<unknown> {
  const schema = resolve(node);
  const keys = Object.keys(schema.properties ?? {});
  const base = plausibleFor(schema, resolve, ids);
  if (keys.length === 0) return valueFor(schema, resolve, ids);
  return fc
    .tuple(base, fc.constantFrom(...keys))
    .chain(([object, key]) =>
      valueFor(schema.properties![key]!, resolve, ids).map((value) => ({ ...(object as object), [key]: value })),
    );
}

/** Raw JSON bodies no schema describes: broken bytes, broken JSON, absurd nesting and size. */
export const RAW_HOSTILE_BODIES: readonly Buffer[] = [
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), // {"a":"<FF FE>"}
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]), // an encoded surrogate
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]), // an overlong encoding
  Buffer.from('{"a":'),
  Buffer.from(''),
  Buffer.from('null'),
  Buffer.from('[]'),
  Buffer.from('"text"'),
  Buffer.from('12345678901234567890e999'),
  Buffer.from(`${'['.repeat(10_000)}${']'.repeat(10_000)}`),
  Buffer.from(`{"a":${'{"a":'.repeat(1_000)}1${'}'.repeat(1_000)}}`),
  Buffer.from(JSON.stringify({ a: Array.from({ length: 150_000 }, (_, i) => i) })),
  Buffer.from('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'),
];

/**
 * A query value as the text a browser or a careless client sends: percent-encoded when it can be, else (a
 * lone surrogate has no UTF-8 form) its UTF-16 units as the invalid bytes a broken encoder would write.
 */
export function encodeQueryValue(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((ch) => {
        const unit = ch.charCodeAt(0);
        if (unit >= 0xd800 && unit <= 0xdfff && ch.length === 1) {
          return `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`;
        }
        return encodeURIComponent(ch);
      })
      .join('');
  }
}
