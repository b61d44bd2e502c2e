// Business constants the contract needs (defaults, ranges, fixed names). Timing rules live in core.

/** Fixed price of one enhancement, whatever the AI token usage — spec part 2 §9, part 3 §1. */
export const CREDITS_PER_ENHANCEMENT = 15;

/** Page size of the review queue and the catalogue — spec part 1 §9. */
export const DEFAULT_PAGE_SIZE = 20;

/** API list `limit`: default 50, range 1-1000 — spec part 2 §5.5, §9. */
export const LIST_LIMIT_DEFAULT = 50;
export const LIST_LIMIT_MIN = 1;
export const LIST_LIMIT_MAX = 1000;

/** Dashboard activity `limit`: default 20, range 1-100 — spec part 2 §9. */
export const ACTIVITY_LIMIT_DEFAULT = 20;
export const ACTIVITY_LIMIT_MAX = 100;
/** Recent activity rows on the tenant billing dashboard — spec part 3 §2. */
export const BILLING_RECENT_ACTIVITY_LIMIT = 10;
/** Days of the billing dashboard's credit usage chart (today and the 29 before it, UTC). */
export const USAGE_CHART_DAYS = 30;
/** Tenant credit history page size — spec part 3 §9. */
export const CREDIT_HISTORY_PAGE_SIZE = 50;
/** Super-admin transaction list limit and token usage page size — spec part 3 §9. */
export const ADMIN_TRANSACTIONS_LIMIT = 20;
export const TOKEN_USAGE_PAGE_SIZE = 20;
/** Largest token usage page the API serves. */
export const TOKEN_USAGE_PAGE_SIZE_MAX = 100;

/** Quality scores (product and source) run 0-10 — spec part 1 §3, part 2 §9. */
export const QUALITY_SCORE_MIN = 0;
export const QUALITY_SCORE_MAX = 10;

/** Sort order range and default for new groups and fields — spec part 2 §9. */
export const SORT_ORDER_MIN = 0;
export const SORT_ORDER_MAX = 999;
export const DEFAULT_SORT_ORDER = 999;

/** Ungrouped fields are shown under this group — spec part 1 §3. */
export const OTHER_FIELDS_GROUP = { display_name: 'Other Fields', sort_order: 999 } as const;

/** Field definition limits — spec part 1 §5, part 2 §5.5. */
export const FIELD_NAME_MAX_LENGTH = 100;
export const FIELD_DISPLAY_NAME_MAX_LENGTH = 200;
export const DEFAULT_FIELD_MIN_LENGTH = 0;
export const DEFAULT_FIELD_MAX_LENGTH = 1000;
/** A group name generated from the display name is cut at 50 characters — spec part 2 §5.5. */
export const GENERATED_GROUP_NAME_MAX_LENGTH = 50;

/** Field suggestions (values no schema field holds): at most 50 names, 5 sample values each. */
export const FIELD_SUGGESTIONS_LIMIT = 50;
export const FIELD_SUGGESTION_SAMPLE_VALUES = 5;

/** User limits — spec part 2 §3, §5.5. */
export const USERNAME_MAX_LENGTH = 50;
export const FULL_NAME_MAX_LENGTH = 200;

/** Enhancement jobs — spec part 2 §3, §9. */
export const DEFAULT_MAX_RETRIES = 3;
export const RERUN_ATTEMPTS = 4;
export const ENHANCEMENT_TIMEOUT_SECONDS = 300;
export const DEFAULT_ESTIMATED_COMPLETION_MINUTES = '3-5';

/** Raw product import — spec part 2 §3, §5.2. */
export const DEFAULT_SOURCE_SYSTEM = 'catalog_upload';
export const BULK_SOURCE_SYSTEM = 'csv_upload';
export const BULK_SOURCE_FILE_NAME = 'bulk_upload.csv';
export const BULK_IMPORT_BATCH_PREFIX = 'csv_upload_';
export const CSV_MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Raw fields with a fixed meaning in the review dialog — spec part 1 §3. */
export const RAW_SPECIAL_FIELDS = [
  'raw_product_name',
  'raw_product_details',
  'raw_image_url',
  'raw_product_id',
] as const;

/** Billing — spec part 3 §5, §9. */
export const DEFAULT_PLAN = 'prepaid';
export const DEFAULT_MAX_NEGATIVE_BALANCE = -1000;
export const MAX_NEGATIVE_BALANCE_LIMIT = 100_000;
export const MAX_NEGATIVE_BALANCE_STEP = 100;
export const ADMIN_LOW_BALANCE_THRESHOLD = 1000;
export const TENANT_LOW_CREDIT_THRESHOLD = 15;

/** Text of the company enhancement config default — spec part 2 §3. */
export const DEFAULT_CUSTOM_INSTRUCTIONS = 'Focus on technical specifications and manufacturing details';
