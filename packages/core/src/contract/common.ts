import * as z from 'zod/mini';
import { zodWithoutEvalInBrowsers } from './jitless';
import {
  ACTIVITY_LIMIT_DEFAULT,
  ACTIVITY_LIMIT_MAX,
  LIST_LIMIT_DEFAULT,
  LIST_LIMIT_MAX,
  LIST_LIMIT_MIN,
  QUALITY_SCORE_MAX,
  QUALITY_SCORE_MIN,
  SORT_ORDER_MAX,
  SORT_ORDER_MIN,
} from './constants';
import { text, type TextKind, type TextOptions } from './text';

zodWithoutEvalInBrowsers();

// ---------------------------------------------------------------- scalars

/** A UUID string. Any 8-4-4-4-12 hex id is accepted, so fixed placeholder ids pass (spec part 1 §3). */
export const Id = z.guid();
export type Id = z.infer<typeof Id>;

/** An ISO 8601 timestamp, with a zone offset (`Z`, `+02:00`) or without one. */
export const Timestamp = z.iso.datetime({ offset: true, local: true });
export type Timestamp = z.infer<typeof Timestamp>;

/** A calendar date (`2024-05-01`) or a full ISO timestamp, as date-range filters accept. */
export const DateOrTimestamp = z.union([z.iso.date(), Timestamp]);
export type DateOrTimestamp = z.infer<typeof DateOrTimestamp>;

/** A quality score from 0 to 10 — spec part 1 §3, part 2 §9. */
export const QualityScore = z.number().check(z.gte(QUALITY_SCORE_MIN), z.lte(QUALITY_SCORE_MAX));

/** A non-negative whole number (counts). */
export const Count = z.int().check(z.gte(0));

/** A group or field sort order, 0-999 — spec part 2 §5.5. */
export const SortOrder = z
  .number({ error: 'Sort order must be between 0 and 999' })
  .check(
    z.int('Sort order must be between 0 and 999'),
    z.gte(SORT_ORDER_MIN, 'Sort order must be between 0 and 999'),
    z.lte(SORT_ORDER_MAX, 'Sort order must be between 0 and 999'),
  );

/** A trimmed, non-empty text of `kind` (default 'name') under the text rule; `message` is reported when missing or blank. */
export function requiredText(message: string, kind: TextKind = 'name', options: Omit<TextOptions, 'error'> = {}) {
  return text(kind, { ...options, error: message }).check(z.trim(), z.minLength(1, message));
}

/** An optional trimmed text of `kind` under the text rule; '', blanks and null read as "none" and become null. */
export function optionalText(kind: TextKind) {
  return z.pipe(
    z.nullish(text(kind).check(z.trim())),
    z.transform((v) => v || null),
  );
}

/** A required e-mail address, trimmed — messages from spec part 1 §5. */
export const EmailAddress = z.pipe(
  text('name', { error: 'Please enter your email address' }).check(
    z.trim(),
    z.minLength(1, 'Please enter your email address'),
  ),
  z.email('Please enter a valid email address'),
);

/** An optional http(s) URL with a domain; '' and null read as "none" and become null. */
export function blankableUrl(message: string) {
  return z.pipe(
    z.nullish(z.union([z.literal(''), z.pipe(text('url'), z.httpUrl(message))])),
    z.transform((v) => v || null),
  );
}

/**
 * Reads `input` and yields `output` through `decode`; encoding (the server serialising an answer with
 * z.encode) passes the canonical value through. Use this, not z.transform(), in any schema an answer uses.
 */
export function normalised<A extends z.ZodMiniType, B extends z.ZodMiniType>(
  input: A,
  output: B,
  decode: (value: z.output<A>, payload: z.core.ParsePayload<z.output<A>>) => z.input<B>,
) {
  return z.codec(input, output, { decode, encode: (value) => value as unknown as z.output<A> });
}

/** An enum that also reads alias spellings (decoded to the canonical value); answers carry canonical values. */
// biome-ignore lint/suspicious/noExplicitAny: any enum's entries
export function aliasedEnum<E extends z.ZodMiniEnum<any>, const A extends Record<string, z.output<E>>>(
  canonical: E,
  aliases: A,
  message?: string,
) {
  type Spelling = z.output<E> | Extract<keyof A, string>;
  const spellings = z.enum(
    [...canonical.options, ...Object.keys(aliases)] as [string, ...string[]],
    message ? { error: message } : undefined,
  );
  return normalised(
    spellings as unknown as z.ZodMiniType<Spelling, Spelling>,
    canonical,
    (v) => (Object.hasOwn(aliases, v) ? aliases[v as keyof A] : v) as z.input<E>,
  );
}

/** A JSON object that may also arrive as its JSON text (spec part 2 §3); unparsable text fails validation. */
export function jsonOrText<B extends z.ZodMiniType>(schema: B) {
  return normalised(z.union([z.string(), z.record(z.string(), z.unknown())]), schema, (value, payload) => {
    if (typeof value !== 'string') return value as z.input<B>;
    try {
      return JSON.parse(value) as z.input<B>;
    } catch {
      payload.issues.push({ code: 'custom', message: 'Invalid JSON text', input: value });
      return z.NEVER;
    }
  });
}

/** Loose JSON object (e.g. enhancement_config, result_data), also accepted as JSON text. */
export const JsonObject = jsonOrText(z.record(z.string(), z.unknown()));
export type JsonObject = z.infer<typeof JsonObject>;

// ---------------------------------------------------------------- enums

/** Review status of an enhanced product — spec part 1 §4. */
export const ReviewStatus = z.enum(['pending', 'approved', 'rejected', 'skipped']);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

/** A stored review status; unset (null or missing) reads as pending — spec part 1 §4. */
export const StoredReviewStatus = normalised(z.nullish(ReviewStatus), ReviewStatus, (v) => v ?? 'pending');

/** A user's role — spec part 1 §6. */
export const Role = z.enum(['super-admin', 'tenant-admin', 'tenant-user']);
export type Role = z.infer<typeof Role>;

/** A role a company user may hold — spec part 3 §2 (Create User and Change Role offer only these). */
export const TenantRole = z.enum(['tenant-admin', 'tenant-user']);
export type TenantRole = z.infer<typeof TenantRole>;

/** A role as sent or stored, also read in the spec's other spellings (super_admin, admin, user, reviewer). */
export const RoleInput = aliasedEnum(Role, {
  super_admin: 'super-admin',
  admin: 'tenant-admin',
  user: 'tenant-user',
  reviewer: 'tenant-user',
});

/** A tenant role as sent, also read as admin/user/reviewer; super-admin is refused. */
export const TenantRoleInput = aliasedEnum(
  TenantRole,
  { admin: 'tenant-admin', user: 'tenant-user', reviewer: 'tenant-user' },
  'Role must be tenant-user or tenant-admin',
);

// ---------------------------------------------------------------- query helpers

/** A boolean query parameter: true/false or the strings 'true'/'false' (z.coerce.boolean reads 'false' as true). */
export const queryBoolean = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false'])]),
  z.transform((v) => v === true || v === 'true'),
);

/** An optional query parameter; an empty string (e.g. an "All" select) reads as absent. */
export function optionalQuery<T extends z.ZodMiniType>(schema: T) {
  return z.optional(
    z.pipe(
      // Awaited<> in z.transform's output type hides that the value passes through as it was.
      z.transform((value: z.input<T> | '' | undefined) =>
        value === '' ? undefined : value,
      ) as unknown as z.ZodMiniType<z.input<T> | undefined, z.input<T> | '' | undefined>,
      z.optional(schema),
    ),
  );
}

/** An integer query parameter coerced from its text. */
export function queryInt() {
  return z.coerce.number<number | string>().check(z.int());
}

/** A quality-score query parameter (0-10) coerced from its text. */
export const queryQualityScore = z.coerce
  .number<number | string>()
  .check(z.gte(QUALITY_SCORE_MIN), z.lte(QUALITY_SCORE_MAX));

/** `limit` with a default and a maximum. */
export function limitQuery(defaultLimit: number, max: number) {
  return z._default(queryInt().check(z.gte(LIST_LIMIT_MIN), z.lte(max)), defaultLimit);
}

/** `offset`: 0 or more, default 0. */
export const offsetQuery = z._default(queryInt().check(z.gte(0)), 0);

/** Offset paging of API lists: limit default 50 (1-1000), offset default 0 — spec part 2 §9. */
export const ListPaginationQuery = z.object({
  limit: limitQuery(LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX),
  offset: offsetQuery,
});
export type ListPaginationQuery = z.infer<typeof ListPaginationQuery>;

/** Activity `limit`: default 20, range 1-100 — spec part 2 §9. */
export const ActivityLimitQuery = z.object({ limit: limitQuery(ACTIVITY_LIMIT_DEFAULT, ACTIVITY_LIMIT_MAX) });
export type ActivityLimitQuery = z.infer<typeof ActivityLimitQuery>;

// ---------------------------------------------------------------- shared shapes

/** Path parameters of every company-scoped call. */
export const CompanyParams = z.object({ companyId: Id });
export type CompanyParams = z.infer<typeof CompanyParams>;

/** Answer of calls that return nothing else (deletes, cancels, marks). */
export const SuccessResponse = z.object({ success: z.boolean(), message: z.optional(z.string()) });
export type SuccessResponse = z.infer<typeof SuccessResponse>;

/** The API reference's common answer shape `{success, data, message, timestamp}` — spec part 2 §2.5. */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({
    success: z.boolean(),
    data,
    message: z.optional(z.string()),
    timestamp: z.optional(Timestamp),
  });
}

/** A distinct value and how many products hold it — spec part 1 §3 (filter value option). */
export const ValueCount = z.object({
  value: z.string(),
  count: Count,
});
export type ValueCount = z.infer<typeof ValueCount>;

/** An empty JSON body (calls whose payload is `{}`). */
export const EmptyBody = z.strictObject({});
export type EmptyBody = z.infer<typeof EmptyBody>;
