// The API's closed sets of codes as plain lists, without zod: the client checks an error's code and the sign-in
// detection's auth type with them before any zod schema has loaded (issue #21: the login page loads no zod).
// errors.ts and identity.ts build their zod enums on them.

/** Machine-readable error codes answered by the API. */
export const ERROR_CODES = [
  'bad_request',
  'validation_error',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'request_timeout',
  'conflict',
  'payload_too_large',
  'uri_too_long',
  'request_header_fields_too_large',
  'unsupported_media_type',
  'insufficient_credits',
  'spending_limit_exceeded',
  'account_suspended',
  'rate_limited',
  'internal_error',
  'service_unavailable',
] as const;

/** What the sign-in detection answers as `auth_type`. */
export const AUTH_TYPES = ['superadmin', 'organization', 'not_found'] as const;
