import * as z from 'zod/mini';
import { zodWithoutEvalInBrowsers } from './jitless';
import { ERROR_CODES } from './codes';

zodWithoutEvalInBrowsers();

/** One item of a validation error list: where (path segments) and what. */
export const ErrorLocationItem = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.optional(z.string()),
});
export type ErrorLocationItem = z.infer<typeof ErrorLocationItem>;

/** Machine-readable error codes answered by the API. */
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

/**
 * The one error shape of every /api/v2 answer that is not a success.
 * `detail` is a human string or a list of `{loc, msg}` (spec part 1 §8); `message` is optional;
 * `code` is machine-readable. Extra keys (e.g. `current_balance`, `required_credits` on 402) may follow.
 */
export const ApiErrorBody = z.catchall(
  z.object({
    detail: z.union([z.string(), z.array(ErrorLocationItem)]),
    message: z.optional(z.string()),
    code: ErrorCode,
  }),
  z.unknown(),
);
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
