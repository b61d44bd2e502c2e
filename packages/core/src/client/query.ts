type Scalar = string | number | boolean | bigint | Date;

const isPlainRecord = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

function scalarToString(value: Scalar): string {
  if (value instanceof Date) return value.toISOString();
  return String(value); // booleans give 'true' / 'false'
}

function append(search: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) append(search, key, item); // repeated keys: ?id=1&id=2
    return;
  }
  if (isPlainRecord(value)) {
    // A record of dynamic pairs (e.g. { filter_field_1: 'brand', filter_value_1: 'Acme' }) is sent
    // as top-level keys, exactly as named; the key that holds the record is not sent.
    for (const [innerKey, innerValue] of Object.entries(value)) append(search, innerKey, innerValue);
    return;
  }
  if (typeof value === 'object' && !(value instanceof Date)) {
    throw new TypeError(`Query parameter '${key}' cannot be sent: unsupported value`);
  }
  if (typeof value === 'function' || typeof value === 'symbol') {
    throw new TypeError(`Query parameter '${key}' cannot be sent: unsupported value`);
  }
  search.append(key, scalarToString(value as Scalar));
}

/**
 * Query string for a route call, '' when nothing is sent, else starting with '?'.
 * undefined and null values are skipped; booleans are 'true' / 'false'; dates are ISO strings; arrays
 * give one key per item; a plain-object value is spread into top-level keys (for dynamic pairs such as
 * filter_field_{n} / filter_value_{n}).
 */
export function serializeQuery(query: unknown): string {
  if (query === undefined || query === null) return '';
  if (!isPlainRecord(query)) throw new TypeError('Query must be a plain object');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) append(search, key, value);
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
