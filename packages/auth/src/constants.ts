// Identity constants fixed by spec part 1 §9.

/** HTTP timeout of identity-provider calls. */
export const IDENTITY_HTTP_TIMEOUT_MS = 10_000;
/** Popup sign-in timeout. */
export const IDENTITY_POPUP_TIMEOUT_MS = 60_000;
/** Leeway when judging token expiry. */
export const TOKEN_EXPIRY_LEEWAY_SECONDS = 60;
/** Attempts of a token fetch before it fails. */
export const TOKEN_FETCH_ATTEMPTS = 3;
/** Lock held while one tab renews tokens silently. */
export const SILENT_TOKEN_LOCK_MS = 5_000;
/** How long a guard waits for authentication to initialise, and how often it looks. */
export const AUTH_WAIT_TIMEOUT_MS = 5_000;
export const AUTH_WAIT_POLL_MS = 100;
/** Scopes requested at sign-in. */
export const IDENTITY_SCOPE = 'openid profile email';

/** Browser-storage keys the product keeps about the signed-in user; all cleared at logout. */
export const STORED_KEYS = {
  organizationId: 'curate.organization_id',
  companyCode: 'curate.company_code',
  companyId: 'curate.company_id',
  userRole: 'curate.user_role',
} as const;

/** The only ID-token signature algorithm accepted (spec part 1 §8: ID-token checks, RS256). */
export const ID_TOKEN_SIGNING_ALG = 'RS256';
/** How long a newly opened tab waits for another tab to share its token set before deciding it is signed out. */
export const PEER_TOKEN_WAIT_MS = 300;
/** Name of the Web Lock that serialises token renewal across tabs. */
export const RENEWAL_LOCK_NAME = 'curate-auth-renewal';
/** Name of the BroadcastChannel on which tabs share token sets and sign-outs. */
export const AUTH_CHANNEL_NAME = 'curate-auth';
/** sessionStorage key of the path a user wanted before being sent to /login (spec part 1 §2). */
export const INTENDED_PATH_KEY = 'curate.intended_path';
