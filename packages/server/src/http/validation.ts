import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { isUnstorableText, TEXT_MESSAGES, type ErrorLocationItem } from '@curate/core/contract';
import { safeParse, type $ZodType } from 'zod/v4/core';

/** A fastify validation error item that keeps zod's path (with numeric array indexes). */
interface ZodValidationItem extends FastifySchemaValidationError {
  path: PropertyKey[];
}

/**
 * Validates params / querystring / body / headers with the route's zod schema and replaces them
 * with the parsed value (defaults and coercions applied). Failures keep zod's issue paths so the
 * error handler can answer `loc` lists.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const unstorable = findUnstorableText(data);
    if (unstorable) return { error: [toItem('custom', unstorable.path, unstorable.message)] as unknown as Error };
    const result = safeParse(schema, data);
    if (result.success) return { value: result.data };
    const items = result.error.issues.map((issue) => toItem(issue.code, issue.path, issue.message));
    return { error: items as unknown as Error };
  };

function toItem(keyword: string, path: PropertyKey[], message: string): ZodValidationItem {
  return { keyword, instancePath: `/${path.map(String).join('/')}`, schemaPath: '', params: {}, message, path };
}

/**
 * The first string or key anywhere in `data` that no database can store (a NUL character or a lone UTF-16
 * surrogate), with its path: the guard in front of every schema, so even a loose JSON object or a record
 * key cannot carry one to PostgreSQL. Walked without recursion; the JSON parser has already bounded depth.
 */
export function findUnstorableText(data: unknown): { path: PropertyKey[]; message: string } | undefined {
  const stack: [unknown, PropertyKey[]][] = [[data, []]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (isUnstorableText(value)) return { path, message: messageFor(value) };
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const at = [...path, Array.isArray(value) ? Number(key) : key];
        if (isUnstorableText(key)) return { path: at, message: messageFor(key) };
        stack.push([child, at]);
      }
    }
  }
  return undefined;
}

const messageFor = (value: string) => (value.includes('\u0000') ? TEXT_MESSAGES.control : TEXT_MESSAGES.surrogate);

const LOCATION: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/** Turns fastify's validation error (context + items) into the contract's `{loc, msg}` list. */
export function toErrorLocations(
  context: string | undefined,
  items: readonly FastifySchemaValidationError[],
): ErrorLocationItem[] {
  const head = LOCATION[context ?? 'body'] ?? context ?? 'body';
  return items.map((item) => {
    const path = (item as Partial<ZodValidationItem>).path;
    const segments = path
      ? path.map((segment) => (typeof segment === 'number' ? segment : String(segment)))
      : item.instancePath.split('/').filter(Boolean);
    return { loc: [head, ...segments], msg: item.message ?? 'Invalid value', type: item.keyword };
  });
}
