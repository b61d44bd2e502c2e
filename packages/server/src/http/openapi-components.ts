// The fixed parts of the OpenAPI document: security schemes, the error responses, tags, licence, description.
import type { ApiErrorBody } from '@curate/core/contract';

/** Names of the security schemes in `components.securitySchemes`. */
export const SECURITY_SCHEMES = {
  bearer: 'bearerAuth',
  openIdConnect: 'openIdConnect',
  apiKey: 'apiKeyHeader',
} as const;

/** The name of the error shape in `components.schemas`. */
export const ERROR_SCHEMA = 'Error';

interface ErrorResponseText {
  /** Its name in `components.responses`. */
  name: string;
  description: string;
  example: ApiErrorBody;
  /** Response headers the answer carries. */
  headers?: Record<string, { description: string; schema: { type: 'string' | 'integer' } }>;
}

/**
 * Every error answer of the API, keyed by the status (or range) operations list: all in the one ApiErrorBody
 * shape, each with its own description and example. Operations reference these from `components.responses`.
 */
export const ERROR_RESPONSES: Record<string, ErrorResponseText> = {
  '400': {
    name: 'BadRequest',
    description:
      'The request is malformed: a body that is not JSON, not UTF-8 or nested deeper than 32 levels, an empty JSON body, or a malformed URL. `code`: `bad_request`.',
    example: { detail: 'Invalid JSON body', code: 'bad_request' },
  },
  '401': {
    name: 'Unauthorized',
    description:
      'No bearer token, or a token that is malformed, forged, expired or issued for another audience. `code`: `unauthorized`; `WWW-Authenticate` names the scheme (and `error="invalid_token"` when a token was sent).',
    example: { detail: 'Invalid or expired token', code: 'unauthorized' },
    headers: {
      'WWW-Authenticate': { description: 'RFC 6750: `Bearer realm="curate"`', schema: { type: 'string' } },
    },
  },
  '402': {
    name: 'PaymentRequired',
    description:
      "The company's credits do not cover the work asked for. `code`: `insufficient_credits`; `current_balance` and `required_credits` follow `detail`.",
    example: {
      detail: 'Insufficient credits',
      code: 'insufficient_credits',
      current_balance: 3,
      required_credits: 15,
    },
  },
  '403': {
    name: 'Forbidden',
    description:
      "The caller is signed in but may not do this: the role does not allow it, the company is another tenant's, or the user is unknown or inactive. `code`: `forbidden` (`account_suspended` for a suspended company).",
    example: { detail: 'You do not have permission to perform this action', code: 'forbidden' },
  },
  '404': {
    name: 'NotFound',
    description: 'The resource named in the path does not exist or is not visible to the caller. `code`: `not_found`.',
    example: { detail: 'Product not found', code: 'not_found' },
  },
  '409': {
    name: 'Conflict',
    description:
      'The request conflicts with the current state: the product changed since the `expected_version` sent (`current_version` follows), the field already exists, or the change was already reverted. `code`: `conflict`.',
    example: {
      detail: 'This product was changed by someone else. Reload it and apply your change again.',
      code: 'conflict',
      current_version: 4,
    },
  },
  '413': {
    name: 'PayloadTooLarge',
    description:
      "The body is larger than the route's limit (1 MiB unless the route says otherwise). `code`: `payload_too_large`.",
    example: { detail: 'Request body is too large', code: 'payload_too_large' },
  },
  '422': {
    name: 'ValidationError',
    description:
      'Path parameters, query or body break the contract: `detail` lists each problem as `{loc, msg, type}`, `loc` led by `path`, `query` or `body`. `code`: `validation_error`.',
    example: {
      detail: [{ loc: ['body', 'email'], msg: 'Please enter a valid email address', type: 'invalid_format' }],
      code: 'validation_error',
    },
  },
  '429': {
    name: 'TooManyRequests',
    description:
      'Too many calls from this client address; `Retry-After` says when to try again. `code`: `rate_limited`.',
    example: { detail: 'Too many requests, retry in 60 s', code: 'rate_limited' },
    headers: { 'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer' } } },
  },
  '4XX': {
    name: 'ClientError',
    description:
      'Another client error: 405 (with `Allow`), 408, 414, 415 or 431, each with its reason phrase as `detail` and its `code`.',
    example: { detail: 'Method Not Allowed', code: 'method_not_allowed' },
  },
  '5XX': {
    name: 'ServerError',
    description:
      'An unexpected failure (500 `internal_error`; the details are in the server log only), or 503 `service_unavailable` with `Retry-After` while the identity provider cannot be reached.',
    example: { detail: 'Internal server error', code: 'internal_error' },
  },
};

/** The headers every answer of a deprecated operation carries (docs/api.md). */
export const DEPRECATION_HEADERS = {
  Deprecation: {
    description:
      'RFC 9745: the operation is deprecated, since the moment given (`@` and seconds since 1970-01-01 UTC).',
    schema: { type: 'string' },
  },
  Sunset: {
    description: 'RFC 8594: from this HTTP date the operation may stop answering; absent until a date is set.',
    schema: { type: 'string' },
  },
};

/** Tag descriptions, for every tag of the contract (only the tags in use are published). */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  health: 'Whether the API and its database answer.',
  identity: 'Sign-in detection, the signed-in user, and the companies the user may open.',
  review: 'The review queue, its counters, and approve / reject decisions.',
  products: 'The catalogue: listing, export, product detail, field edits, audit history and revert.',
  fields: 'Field definitions (custom fields) and field groups.',
  'raw-products': 'Imported input data: raw products and their fields, import, enhancement.',
  jobs: 'Enhancement jobs.',
  dashboard: 'Dashboard statistics and activity.',
  settings: 'User preferences and company enhancement settings.',
  schema: 'The schema manager: ordering, merging and migrating fields.',
  users: 'Company users, roles and invitations.',
  billing: 'Credits, limits, usage and notifications.',
  admin: 'Platform administration (super-admin).',
  realtime: 'Polled job progress and credit balances.',
};

/** The licence the API contract is offered under: MIT, as the published packages that implement its client. */
export const LICENSE = { name: 'MIT', identifier: 'MIT' };

/** The document's description (Markdown): what the API is, how to call it, errors, versioning. */
export const API_DESCRIPTION = `Curate turns imported product records into AI-enhanced ones that people review. Every call lives
under \`/api/v2\`.

**Authentication.** Every operation except \`GET /api/v2/health\` and \`POST /api/v2/public/detect-user-auth\` needs
an access token from the OpenID Connect provider the server trusts (the \`openIdConnect\` scheme names its discovery
document), sent as \`Authorization: Bearer <token>\`, or an API key of a company (\`cur_…\`, the \`apiKeyHeader\` scheme), sent
as \`X-API-Key: <key>\` or \`Authorization: Bearer <key>\`. What a caller may do follows from the role in the token and
the company it belongs to; a key acts in its own company only, within its scopes (\`read\`, \`import_enhance\`,
\`review\`, \`admin\`; 403 outside them).

**Errors.** Every answer that is not a success has one shape, the \`Error\` schema: \`detail\` (a text, or a list of
\`{loc, msg, type}\` for 422), a machine-readable \`code\`, and any extra fields of that error (\`current_version\` on a
409, \`current_balance\` and \`required_credits\` on a 402).

**Versioning.** \`info.version\` is the version of this contract. Within \`/api/v2\` changes are additive only;
deprecated operations are marked \`deprecated\` here and answer \`Deprecation\` and \`Sunset\` headers before they go.
See docs/api.md.`;
