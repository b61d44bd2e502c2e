import * as z from 'zod/mini';
import { zodWithoutEvalInBrowsers } from './jitless';
import { characterProblem, TEXT_KINDS, TEXT_MESSAGES, type TextKind } from './textRules';

zodWithoutEvalInBrowsers();

export { isUnstorableText, TEXT_KINDS, TEXT_MESSAGES, type TextKind, textProblem } from './textRules';

const ruleChecks = new WeakSet<object>();

/** Options of `text`. */
export interface TextOptions {
  /** Message for a value that is not a string (e.g. the spec's 'required' text); default zod's. */
  error?: string;
  /** A field's own, lower maximum length (e.g. a username's 50); default the kind's. */
  maxLength?: number;
  /** Message when the text is too long; default 'Must be at most N characters'. */
  tooLong?: string;
}

/**
 * A string of free text of `kind` under the text rule; add `z.trim()`, `z.minLength()` and the like with `.check()`.
 *
 * ```ts
 * clean_name: text('name').check(z.trim(), z.minLength(1, 'Name is required')),
 * username: text('name', { maxLength: 50 }),
 * ```
 */
export function text(kind: TextKind, options: TextOptions = {}) {
  const { multiline } = TEXT_KINDS[kind];
  const maxLength = Math.min(options.maxLength ?? Infinity, TEXT_KINDS[kind].maxLength);
  const rule = z.superRefine<string>((value, ctx) => {
    const problem = characterProblem(value, multiline);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  });
  ruleChecks.add(rule);
  // The length through z.maxLength(), so the OpenAPI document states it as maxLength.
  const { error, tooLong = TEXT_MESSAGES.tooLong(maxLength) } = options;
  return z.string(error ? { error } : undefined).check(rule, z.maxLength(maxLength, tooLong));
}

/** True when a zod string schema carries the text rule (used by the contract test that every request text does). */
export function hasTextRule(schema: z.ZodMiniType): boolean {
  const checks = (schema as unknown as { _zod: { def: { checks?: object[] } } })._zod.def.checks ?? [];
  return checks.some((check) => ruleChecks.has(check));
}
