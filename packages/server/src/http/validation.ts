import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { ErrorLocationItem } from '@curate/core/contract';
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
    const result = safeParse(schema, data);
    if (result.success) return { value: result.data };
    const items: ZodValidationItem[] = result.error.issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${issue.path.map(String).join('/')}`,
      schemaPath: '',
      params: {},
      message: issue.message,
      path: issue.path,
    }));
    return { error: items as unknown as Error };
  };

const LOCATION: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/** Turns fastify's validation error (context + items) into the contract's `{loc, msg}` list. */
export function toErrorLocations(context: string | undefined, items: readonly FastifySchemaValidationError[]): ErrorLocationItem[] {
  const head = LOCATION[context ?? 'body'] ?? context ?? 'body';
  return items.map((item) => {
    const path = (item as Partial<ZodValidationItem>).path;
    const segments = path
      ? path.map((segment) => (typeof segment === 'number' ? segment : String(segment)))
      : item.instancePath.split('/').filter(Boolean);
    return { loc: [head, ...segments], msg: item.message ?? 'Invalid value', type: item.keyword };
  });
}
