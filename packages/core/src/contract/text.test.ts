import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiRoutes } from './routes';
import { TEXT_KINDS, TEXT_MESSAGES, hasTextRule, isUnstorableText, text, textProblem } from './text';

describe('textProblem (issue #11)', () => {
  it('refuses NUL, lone surrogates and control characters, naming the problem', () => {
    expect(textProblem('a\u0000b', 'long')).toBe(TEXT_MESSAGES.control);
    expect(textProblem('a\u0007b', 'note')).toBe(TEXT_MESSAGES.control);
    expect(textProblem('a\u0085b', 'short')).toBe(TEXT_MESSAGES.control);
    expect(textProblem('\ud800', 'name')).toBe(TEXT_MESSAGES.surrogate);
    expect(textProblem('x\udc00', 'name')).toBe(TEXT_MESSAGES.surrogate);
    expect(textProblem('a\nb', 'name')).toBe(TEXT_MESSAGES.lineBreak);
    expect(textProblem('a\tb', 'search')).toBe(TEXT_MESSAGES.lineBreak);
  });

  it('keeps tab, CR and LF in multi-line kinds, and well-formed text of any script', () => {
    expect(textProblem('line one\r\nline\ttwo', 'long')).toBeUndefined();
    expect(textProblem('Café 🔧 ＝ 工具 \u00a0 \u2028', 'name')).toBeUndefined();
  });

  it('caps each kind at its documented length', () => {
    for (const [kind, { maxLength }] of Object.entries(TEXT_KINDS) as [
      keyof typeof TEXT_KINDS,
      { maxLength: number },
    ][]) {
      expect(textProblem('x'.repeat(maxLength), kind)).toBeUndefined();
      expect(textProblem('x'.repeat(maxLength + 1), kind)).toBe(TEXT_MESSAGES.tooLong(maxLength));
    }
  });

  it('knows what no database can store', () => {
    expect(isUnstorableText('a\u0000')).toBe(true);
    expect(isUnstorableText('\udfff')).toBe(true);
    expect(isUnstorableText('🔧 \u0007')).toBe(false);
  });

  it('as a schema, answers one issue per problem with the rule text', () => {
    const schema = text('name').check(z.trim(), z.minLength(1, 'Name is required'));
    expect(schema.safeParse('  Drill  ').data).toBe('Drill');
    expect(schema.safeParse('a\u0000').error?.issues.map((i) => i.message)).toEqual([TEXT_MESSAGES.lineBreak]);
    expect(schema.safeParse('x'.repeat(201)).error?.issues.map((i) => i.message)).toEqual([TEXT_MESSAGES.tooLong(200)]);
  });
});

// ---------------------------------------------------------------- every request text carries the rule

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** A string schema is safe when it carries the text rule, or a format / pattern that excludes control characters. */
function isSafeString(schema: z.ZodMiniType): boolean {
  if (hasTextRule(schema)) return true;
  const def = defOf(schema) as Def & {
    format?: string;
    checks?: { _zod: { def: { format?: string; pattern?: RegExp } } }[];
  };
  if (def.format && def.format !== 'regex') return true;
  return (def.checks ?? []).some(
    ({ _zod: { def: check } }) =>
      check.pattern !== undefined && !check.pattern.test('a\u0000') && !check.pattern.test('\u0007'),
  );
}

/** Paths of string schemas inside `schema` that neither carry the rule nor are otherwise constrained. */
function unsafeStrings(schema: unknown, path: string, seen = new Set<unknown>()): string[] {
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const walk = (inner: unknown, suffix = '') => unsafeStrings(inner, path + suffix, seen);
  switch (def.type) {
    case 'string':
      return isSafeString(schema as z.ZodMiniType) ? [] : [path];
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return [...Object.entries(shape).flatMap(([key, inner]) => walk(inner, `.${key}`)), ...walk(def.catchall, '.*')];
    }
    case 'array':
      return walk(def.element, '[]');
    case 'record':
      return [...walk(def.keyType, '{key}'), ...walk(def.valueType, '{}')];
    case 'union':
      return (def.options as unknown[]).flatMap((option) => walk(option));
    case 'pipe': {
      // A pipe (or codec) is safe when its input is, or when its output checks what the input became (a
      // trimmed string piped into an email, an enum...); a bare .transform() checks nothing.
      const input = walk(def.in);
      if (input.length === 0) return [];
      if (defOf(def.out).type === 'transform') return input;
      const output = walk(def.out);
      return output.length === 0 ? [] : [...input, ...output];
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return walk(def.innerType);
    default:
      return [];
  }
}

describe('every text a request carries', () => {
  it('goes through the text rule (or a format that excludes control characters)', () => {
    const unsafe = Object.values(apiRoutes).flatMap((route) =>
      (['params', 'query', 'body'] as const).flatMap((slot) => unsafeStrings(route[slot], `${route.id} ${slot}`)),
    );
    expect(unsafe).toEqual([]);
  });

  it('the walk would notice a bare string', async () => {
    const z = await import('zod');
    expect(unsafeStrings(z.object({ a: z.string(), b: z.array(text('note')) }), 'x')).toEqual(['x.a']);
    expect(
      unsafeStrings(
        z.pipe(
          z.string(),
          z.transform((v) => v.trim()),
        ),
        'x',
      ),
    ).toEqual(['x']);
    expect(unsafeStrings(z.pipe(z.string(), z.email()), 'x')).toEqual([]);
  });
});
