// Texts of the super-admin billing screens: Billing Management (the overview), Manage Credits, and one company's
// billing admin screen with its tabs — spec part 3 §1, §2, §5, §8. The transactions table they show reads
// `messages.billing`.

/** The super-admin billing screens' texts; override through `messages.billingAdmin`. */
export const billingAdminMessages = {
  // Billing Management — spec part 3 §2 'Super-admin billing overview'.
  title: 'Billing Management',
  totalCompanies: 'Total Companies',
  totalBalance: 'Total Balance',
  totalUsed: 'Total Used',
  lowBalance: 'Low Balance',
  tokenUsageTitle: 'Token Usage Analytics (Last 30 Days)',
  totalTokens: 'Total Tokens',
  avgPerEnhancement: 'Avg per Enhancement',
  minTokens: 'Min Tokens',
  maxTokens: 'Max Tokens',
  companyBalances: 'Company Balances',
  searchCompanies: 'Search companies',
  searchPlaceholder: 'Search by company name or code',
  refresh: 'Refresh',
  refreshing: 'Refreshing...',
  retry: 'Retry',
  loadingCompanies: 'Loading companies…',
  /** 'No companies match “glob”.' (the search as typed). */
  noMatch: (search: string): string => `No companies match “${search}”.`,
  noCompaniesYet: 'No companies yet.',
  noCompaniesFound: 'No companies found.',
  notifications: 'Billing notifications',

  // The companies table.
  companies: 'Companies',
  columnCompany: 'Company',
  columnCurrentBalance: 'Current Balance',
  columnTotalUsed: 'Total Used',
  columnStatus: 'Status',
  columnLastUsage: 'Last Usage',
  columnActions: 'Actions',
  /** The status badges: Suspended, else Low Balance, else Active. */
  statusSuspended: 'Suspended',
  statusLowBalance: 'Low Balance',
  statusActive: 'Active',
  never: 'Never',
  manage: 'Manage',
  manageNamed: (name: string): string => `Manage ${name}`,
  details: 'Details',
  detailsOf: (name: string): string => `Details of ${name}`,

  // Manage Credits — spec part 3 §2, §5.
  manageCredits: 'Manage Credits',
  manageCreditsOf: (name: string): string => `Manage Credits: ${name}`,
  /** 'Current balance: 4,250 credits' (the balance comes formatted). */
  currentBalanceOf: (balance: string): string => `Current balance: ${balance} credits`,
  tabAddRemoveCredits: 'Add/Remove Credits',
  tabInternalLimits: 'Internal Limits',
  tabAccountStatus: 'Account Status',
  accountStatus: 'Account Status',
  active: 'Active',
  suspended: 'Suspended',
  suspensionReason: 'Suspension Reason *',
  saving: 'Saving...',
  updateStatus: 'Update Status',

  // The Add/Remove Credits form.
  operation: 'Operation',
  addCredits: 'Add Credits',
  removeCredits: 'Remove Credits',
  amount: 'Amount *',
  /** The description's label; ' *' follows it where it is required. */
  description: 'Description (visible to customer)',
  generatedWhenEmpty: 'Generated when empty',
  internalNotes: 'Internal Notes',
  applying: 'Applying...',

  // The internal limits form.
  noLimit: 'No limit',
  dailyLimit: 'Daily Limit (credits)',
  monthlyLimit: 'Monthly Limit (credits)',
  leaveEmpty: 'Leave empty for no limit.',
  enforcementMode: 'Enforcement Mode',
  modeHardStop: 'Hard Stop',
  modeSoftAlert: 'Soft Alert',
  enforcementHardStop: 'Enforcement: Hard Stop (enhancements stop at the limit).',
  updateLimits: 'Update Limits',

  // The company billing admin screen — spec part 3 §2 'Company billing admin'.
  companyBilling: 'Company Billing',
  /** The tabs' name. */
  companyBillingTabs: 'Company billing',
  backToCompanies: '← Back to Companies',
  /** Before the balance in the header ('Current Balance: **4,250** credits'). */
  currentBalanceLabel: 'Current Balance:',
  /** After a number of credits shown apart ('4,250' then 'credits'). */
  creditsUnit: 'credits',
  loadingCompany: 'Loading company data…',
  tabCredits: 'Credits & Transactions',
  tabSpendingLimits: 'Spending Limits',
  tabTokenAnalytics: 'Token Analytics',

  // Credits & Transactions.
  addOrRemoveCredits: 'Add or Remove Credits',
  transactionHistory: 'Transaction History',
  loadingTransactions: 'Loading transactions…',
  transactions: 'Transactions',
  noTransactionsYet: 'No transactions yet.',
  /** The pager's name: 'Transactions pages' (what is paged comes as its name). */
  pagesOf: (label: string): string => `${label} pages`,
  /** 'Page 2 of 3'. */
  pageOf: (page: number, pages: number): string => `Page ${page} of ${pages}`,

  // Spending Limits.
  currentSpending: 'Current Spending',
  spentToday: 'Spent Today',
  spentThisMonth: 'Spent This Month',
  customerDailyLimit: 'Customer Daily Limit',
  customerMonthlyLimit: 'Customer Monthly Limit',
  /** A number of credits: '1,845 credits' (the number comes formatted). */
  creditsAmount: (credits: string): string => `${credits} credits`,
  internalLimits: 'Internal Limits',
  maximaHint: "The customer's own limits may not exceed these maxima.",

  // Account Status.
  statusLabel: 'Status:',
  /** 'Reason: Invoice unpaid' (the reason as the administrator wrote it). */
  reasonOf: (reason: string): string => `Reason: ${reason}`,
  suspendAccount: 'Suspend Account',
  activateAccount: 'Activate Account',
  overageSettings: 'Overage Settings',
  allowOverages: 'Allow Overages',
  maxNegativeBalance: 'Max Negative Balance (credits)',
  /** 'The balance may go down to -2,000 credits.' (the allowance comes formatted). */
  mayGoDownTo: (credits: string): string => `The balance may go down to -${credits} credits.`,
  mayNotGoBelowZero: 'The balance may not go below 0.',
  updateOverages: 'Update Overage Settings',
  confirmSuspension: 'Confirm Suspension',
  confirmActivation: 'Confirm Activation',
  /** Where the account has no company name. */
  thisCompany: 'this company',
  /** 'Suspend Acme Tools?' (the warning, suspendWarning, follows it). */
  confirmSuspend: (name: string): string => `Suspend ${name}?`,
  confirmActivate: (name: string): string => `Activate ${name}? Enhancements can run again.`,

  // Token Analytics — spec part 3 §1, §2.
  period: 'Period',
  periodToday: 'Today',
  periodLast7Days: 'Last 7 Days',
  periodLast30Days: 'Last 30 Days',
  periodCustomRange: 'Custom Range',
  startDate: 'Start date',
  endDate: 'End date',
  exportCsv: 'Export CSV',
  exporting: 'Exporting...',
  tokenSummary: 'Token summary',
  enhancements: 'Enhancements',
  averageTokens: 'Average Tokens',
  tokensPerDay: 'Tokens per Day',
  /** The chart in words: '1,245,000 tokens over 12 days; the most on Nov 20 (210,000).' (figures and day formatted). */
  tokenChartSummary: (total: string, days: number, peakDay: string, peak: string): string =>
    `${total} tokens over ${days} ${days === 1 ? 'day' : 'days'}; the most on ${peakDay} (${peak}).`,
  loadingChart: 'Loading chart...',
  /** The chart's tooltip: '210,000 tokens' (formatted) beside the series name 'Tokens'. */
  tokensValue: (tokens: string): string => `${tokens} tokens`,
  tokens: 'Tokens',
  loadingTokenUsage: 'Loading token usage…',
  noEnhancements: 'No enhancements in this period.',
  columnCompleted: 'Completed',
  columnProduct: 'Product',
  columnSku: 'SKU',
  columnInitiatedBy: 'Initiated By',
  columnTokensUsed: 'Tokens Used',
  columnCredits: 'Credits',
  /** The fixed-pricing note of the token analytics (spec part 3 §1). */
  fixedPricing: 'Each enhancement costs a fixed 15 credits, regardless of the actual AI token usage.',
  /** The warning of the Account Status tab (spec part 3 §2). */
  suspendWarning: 'Suspending an account immediately blocks all enhancement operations.',

  // Checks of the forms (spec part 3 §5; a contract message passes through common.problem).
  required: 'Please fill in all required fields',
  reasonRequired: 'Please provide a suspension reason',
  amountNotNumber: 'Amount must be a number',
  amountMin: 'Amount must be at least 1',
  amountWhole: 'Amount must be a whole number of credits',
  limitNotNumber: 'Limit must be a number',
  maxNegativeNotNumber: 'Max negative balance must be a number',
  /** A negative entry: the allowance is typed as a positive number and sent negative — spec part 3 §5 (min 0). */
  maxNegativeRange: (max: number): string => `Max negative balance must be between 0 and ${max}`,
  chooseDates: 'Choose a start and an end date',
  reversedRange: 'The start date must be on or before the end date',

  // Messages of the actions — spec part 3 §8 (a server's detail is shown as it comes).
  loadCompaniesFailed: 'Failed to load companies',
  loadCompanyFailed: 'Failed to load company data',
  statusFailed: 'Failed to update status',
  addCreditsFailed: 'Failed to add credits',
  applyCreditsFailed: 'Failed to apply credits',
  limitsFailed: 'Failed to update internal limits',
  overagesFailed: 'Failed to update overage settings',
  tokenUsageFailed: 'Failed to load token usage data',
  exportFailed: 'Failed to export token data',
  activateFailed: 'Failed to activate account',
  suspendFailed: 'Failed to suspend account',
  /** 'Successfully added 500 credits' (the credits come formatted). */
  creditsAdded: (credits: string): string => `Successfully added ${credits} credits`,
  creditsRemoved: (credits: string): string => `Successfully removed ${credits} credits`,
  limitsUpdated: 'Internal limits updated successfully',
  overagesUpdated: 'Overage settings updated successfully',
  exportStarted: 'Export started successfully',
  activated: 'Account activated successfully',
  suspendedSuccessfully: 'Account suspended successfully',
};
