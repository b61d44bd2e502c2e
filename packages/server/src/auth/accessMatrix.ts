// Who may call what: every route of the API with the roles allowed, as data (issue #3 "Server").
// ACCESS_MATRIX.md beside this file is rendered from it (accessMatrix.test.ts keeps it current).
import type { Role, RouteId } from '@curate/core/contract';

/** 'spec': the specification states the rule; 'not shown': the spec leaves it open and `why` gives our choice. */
export type AccessBasis = 'spec' | 'not shown';

/** The roles allowed on one route; 'public' needs no token. */
export interface AccessRule {
  /** 'public', or the roles allowed (every other signed-in role is refused with 403). */
  allow: 'public' | readonly Role[];
  basis: AccessBasis;
  /** One line: the spec citation, or the reason for a 'not shown' choice. */
  why: string;
}

/** A rule per route id. Routes with :companyId or :companyCode are also company-scoped (see access.ts). */
export type AccessMatrix = Readonly<Record<string, AccessRule>>;

const ALL: readonly Role[] = ['super-admin', 'tenant-admin', 'tenant-user'];
const ADMINS: readonly Role[] = ['super-admin', 'tenant-admin'];
const PLATFORM: readonly Role[] = ['super-admin'];

const pub = (why: string): AccessRule => ({ allow: 'public', basis: 'spec', why });
const spec = (allow: readonly Role[], why: string): AccessRule => ({ allow, basis: 'spec', why });
const publicNotShown = (why: string): AccessRule => ({ allow: 'public', basis: 'not shown', why });
const notShown = (allow: readonly Role[], why: string): AccessRule => ({ allow, basis: 'not shown', why });

const OPEN_TABS = 'part 1 §6: tabs other than Users and Schema are open to all';
const SCHEMA_TAB = 'part 1 §6: the Schema tab needs tenant-admin or super-admin';
const USERS_TAB = 'part 3 §2, §6: user management is the Users tab (tenant-admin; super-admin needs it too)';
const PLATFORM_ONLY = 'part 3 §6: only the super-admin manages credits, limits, suspension and companies';
const CATALOGUE_EDIT = 'staff edit products in review and catalogue (part 1 §1); every edit is audited and revertible';

/** Every route id of apiRoutes with its rule. A route missing here cannot be registered (register-route.ts). */
export const ACCESS_MATRIX = {
  // health and identity
  getHealth: pub('part 1 §7: health needs no token (polled by the shell)'),
  detectUserAuth: pub('part 1 §7: the detection call is sent without a token'),
  getCurrentUser: spec(ALL, 'part 1 §7: every signed-in user loads their profile'),
  listCompanies: spec(ALL, 'part 3 §7: the company list (tenants see their own company only)'),
  getCompany: spec(ALL, 'part 1 §7: company by id (tenants only their own)'),
  getCompanyByCode: spec(
    ALL,
    'part 1 §5, §6: tenants only their own code, else "Company with code \'{code}\' not found"',
  ),

  // review queue
  getReviewQueue: spec(ALL, OPEN_TABS),
  getReviewQueueStats: spec(ALL, OPEN_TABS),
  submitReview: notShown(
    ALL,
    'part 1 §6 leaves reviewing open; reviewing is the tenant-user\'s main work (part 1 §1 "human reviewers")',
  ),
  updateReview: notShown(ALL, 'same as submitReview: a reviewer may change their own decision'),
  getReviewHistory: spec(ALL, OPEN_TABS),

  // catalogue
  listProducts: spec(ALL, OPEN_TABS),
  exportProducts: spec(ALL, 'part 1 §2: the catalogue Export button has no role condition'),
  getProduct: spec(ALL, OPEN_TABS),
  updateProduct: notShown(ALL, CATALOGUE_EDIT),
  deleteProduct: notShown(
    ADMINS,
    'deletion cannot be undone (part 1 §2 confirmation), unlike audited edits: admins only',
  ),
  getProductSources: spec(ALL, OPEN_TABS),
  getProductHistory: spec(ALL, OPEN_TABS),
  revertHistoryEntry: notShown(ALL, 'reverting is itself an audited edit of the product (part 1 §2 Audit History)'),
  updateProductField: notShown(ALL, CATALOGUE_EDIT),
  addProductField: notShown(
    ALL,
    "adding an existing field to a product is part of the review dialog's edit mode (part 1 §2)",
  ),
  deleteProductField: notShown(
    ALL,
    'removing a value from one product is an audited product edit, not a schema change',
  ),
  bulkUpdateProductFields: notShown(ALL, CATALOGUE_EDIT),
  getProductFieldHistory: spec(ALL, OPEN_TABS),

  // fields and field groups
  listFields: spec(ALL, 'part 1 §7: the review and catalogue screens list fields'),
  createField: notShown(ALL, "part 1 §2: the review dialog's 'Create new field' is a reviewer action"),
  getField: spec(ALL, 'part 1 §7: read by review and catalogue'),
  updateField: notShown(
    ADMINS,
    `changing a definition changes every product of the company: schema work, ${SCHEMA_TAB}`,
  ),
  deleteField: notShown(ADMINS, "deletes the field's values in every product: schema work"),
  getFieldValues: spec(ALL, 'part 1 §2: the catalogue Add Filter dialog lists values'),
  listFieldGroups: spec(ALL, 'part 1 §7: the review and catalogue screens group fields'),
  createFieldGroup: notShown(ADMINS, `groups are only edited in the Schema Manager (${SCHEMA_TAB})`),
  reorderFieldGroups: notShown(ADMINS, 'Schema Manager only'),
  updateFieldGroup: notShown(ADMINS, 'Schema Manager only'),
  deleteFieldGroup: notShown(ADMINS, 'Schema Manager only'),

  // data integration
  importRawProduct: spec(ALL, 'part 1 §6: Data Integration is a tab open to all'),
  importRawProductBatch: notShown(
    ALL,
    'the bulk CSV run of Data Integration (part 2 §2.3) in batches: open to all, like importRawProduct',
  ),
  previewRawProductImport: notShown(ALL, 'the dry run before a bulk CSV run (issue #18): open to all, like the import'),
  listRawProducts: spec(ALL, OPEN_TABS),
  getRawProduct: spec(ALL, 'part 1 §7: the review dialog shows the raw input'),
  updateRawProduct: notShown(ALL, 'correcting imported input is import work, open to all like importing'),
  deleteRawProduct: notShown(ADMINS, 'deleting products is irreversible: admins only, like deleteProduct'),
  getRawProductFields: spec(ALL, 'part 1 §7: the review dialog shows the raw fields'),
  updateRawProductFields: notShown(ALL, 'same as updateRawProduct'),

  // enhancement jobs and dashboard
  enhanceRawProduct: spec(
    ALL,
    'part 2 §2.2: every importer may auto-enhance; credits and suspension are checked by billing',
  ),
  listEnhancementJobs: spec(ALL, OPEN_TABS),
  getEnhancementJob: spec(ALL, OPEN_TABS),
  cancelEnhancementJob: spec(ALL, 'part 2 §2.6: the dashboard (open to all) offers Cancel'),
  rerunEnhancementJob: spec(ALL, 'part 2 §2.6: the dashboard (open to all) offers Re-run'),
  getDashboardStats: spec(ALL, OPEN_TABS),
  getDashboardActivity: spec(ALL, OPEN_TABS),

  // enhancement settings
  getCompanyEnhancementConfig: spec(ALL, 'part 2 §4.6: company settings load for every user of the company'),
  updateCompanyEnhancementConfig: notShown(
    ADMINS,
    'the tone and fields apply to every enhancement the company pays for: admin setting',
  ),
  listEnhancementTones: spec(ALL, 'fixed option lists (part 2 §7.1)'),
  listEnhanceableFields: spec(ALL, 'fixed option lists (part 2 §7.1)'),

  // schema manager
  getSchemaOverview: spec(ADMINS, SCHEMA_TAB),
  reorderSchemaFields: spec(ADMINS, SCHEMA_TAB),
  previewFieldMerge: spec(ADMINS, SCHEMA_TAB),
  mergeFields: spec(ADMINS, SCHEMA_TAB),
  validateFieldMigration: spec(ADMINS, SCHEMA_TAB),
  migrateField: spec(ADMINS, SCHEMA_TAB),
  generateMergeSuggestions: spec(ADMINS, SCHEMA_TAB),
  listMergeSuggestions: spec(ADMINS, SCHEMA_TAB),
  acceptMergeSuggestion: spec(ADMINS, SCHEMA_TAB),
  dismissMergeSuggestion: spec(
    ADMINS,
    `${SCHEMA_TAB}; part 2 §6 names the 403 'You do not have permission to dismiss this suggestion.'`,
  ),
  listFieldSuggestions: notShown(
    ADMINS,
    'not in the spec: values no field holds are suggestions for the Schema Manager, whose Schema tab needs tenant-admin or super-admin (part 1 §6)',
  ),
  analyzeFieldMerges: notShown(
    PLATFORM,
    'internal call carrying company_id in its body; tenants use generateMergeSuggestions on their own company path',
  ),

  // users and invitations
  listCompanyUsers: notShown(ADMINS, `${USERS_TAB}; colleagues' e-mails are not shown to tenant-users`),
  createCompanyUser: spec(ADMINS, USERS_TAB),
  getCompanyUser: notShown(ADMINS, USERS_TAB),
  updateCompanyUser: notShown(
    ALL,
    `${USERS_TAB}; a tenant-user may edit only their own full name in User Settings (part 2 §2.7): the service refuses another user or an e-mail change, the e-mail being the sign-in identity`,
  ),
  deleteCompanyUser: spec(ADMINS, USERS_TAB),
  changeUserRole: spec(ADMINS, USERS_TAB),
  listInvitations: spec(ADMINS, USERS_TAB),
  createInvitation: spec(ADMINS, USERS_TAB),
  revokeInvitation: spec(ADMINS, USERS_TAB),
  getCompanyStats: spec(ADMINS, `${USERS_TAB} (its stat cards)`),
  listApiKeys: notShown(
    ADMINS,
    "part 2 §2.5 announces API keys; a company's keys are managed in the Users tab, the super-admin sees any company's",
  ),
  createApiKey: notShown(
    ['tenant-admin'],
    "a key acts inside its company, so only that company's admin creates one (the super-admin lists and revokes)",
  ),
  revokeApiKey: notShown(ADMINS, 'the admin who manages the keys, and the super-admin for any company, may revoke one'),
  previewInvitation: publicNotShown(
    'part 3 §7 (issue #20): the invitee has no account yet; the one-time link token in the body is the credential',
  ),
  acceptInvitation: publicNotShown(
    'part 3 §7 (issue #20): accepting creates the account the invitee then signs in with; the token is the credential',
  ),

  // tenant billing
  getBillingAccount: spec(ALL, 'part 3 §2: the billing dashboard is shown to every tenant role'),
  listBillingTransactions: spec(ALL, 'part 3 §2: Recent Activity is shown to every tenant role'),
  updateBillingLimits: spec(
    ADMINS,
    'part 3 §2: Configure Limits and Allow Overages only for tenant-admin or super-admin',
  ),
  getBillingUsage: spec(ALL, 'part 3 §2: Usage Statistics are shown to every tenant role'),
  exportBillingUsage: notShown(
    ADMINS,
    'the export sits in Credit History and carries the User column, both shown only to admins (part 3 §2)',
  ),
  listBillingNotifications: spec(ALL, 'part 3 §9: spend notifications are shown to the users of the company'),
  markBillingNotificationRead: spec(ALL, 'part 3 §9: shown notifications are marked read'),

  // platform billing (super-admin)
  getBillingOverview: spec(PLATFORM, PLATFORM_ONLY),
  getAdminBillingAccount: spec(PLATFORM, PLATFORM_ONLY),
  listCompanyTransactions: spec(PLATFORM, PLATFORM_ONLY),
  adjustCompanyCredits: spec(PLATFORM, PLATFORM_ONLY),
  updateInternalLimits: spec(PLATFORM, PLATFORM_ONLY),
  updateOverages: spec(PLATFORM, PLATFORM_ONLY),
  updateAccountStatus: spec(PLATFORM, PLATFORM_ONLY),
  getTokenUsage: spec(PLATFORM, 'part 3 §6: only the super-admin sees token analytics'),
  exportAdminUsage: spec(PLATFORM, 'part 3 §6: only the super-admin sees token analytics'),

  // company management (super-admin)
  listManagedCompanies: spec(PLATFORM, `${PLATFORM_ONLY}; part 1 §2: /admin/ needs super-admin`),
  createManagedCompany: spec(PLATFORM, PLATFORM_ONLY),
  getManagedCompany: spec(PLATFORM, PLATFORM_ONLY),
  updateManagedCompany: spec(PLATFORM, PLATFORM_ONLY),
  addManagedCompanyUser: spec(PLATFORM, PLATFORM_ONLY),

  // real-time polling
  getJobProgress: notShown(
    ALL,
    "polled by whoever started the job; the job's company is checked by the service under row-level security",
  ),
  getBillingPoll: spec(ALL, 'part 3 §6: non-super-admins poll their balance; the super-admin monitors any company'),
  invalidateBillingCache: notShown(ALL, "harmless: only makes the next poll of the caller's own company fresh"),
} as const satisfies Record<RouteId, AccessRule>;
