// Texts of the tenant Billing tab: dashboard, credit usage chart, Configure Spending Limits, Credit History and
// the transactions table — spec part 3 §2, §5, §8.
import { lowCreditsMessage, NO_CREDITS_MESSAGE, spendLimitMaximumMessage } from '../contract/wording';

/** The Billing tab's texts; override through `messages.billing`. */
export const billingMessages = {
  title: 'Billing',
  loading: 'Loading billing data...',
  loadFailed: 'Failed to load billing data',
  retry: 'Retry',
  suspended: 'ACCOUNT SUSPENDED',
  creditHistory: 'Credit History',
  /** The word after a balance shown in large type ('2,350 credits'). */
  creditsUnit: 'credits',
  /** A number of credits: '2350 credits' (the number comes as the server sent it). */
  credits: (credits: number): string => `${credits} credits`,
  // Warnings — spec part 3 §8 (the server words them the same way).
  noCreditsLeft: NO_CREDITS_MESSAGE,
  lowCredits: (credits: number): string => lowCreditsMessage(credits),

  // The cards.
  remainingCredits: 'Remaining Credits',
  available: 'Available',
  plan: 'Plan',
  usageStatistics: 'Usage Statistics',
  today: 'Today',
  thisMonth: 'This Month',
  /** Beside the credits used: ' · N enhancements'. */
  enhancementCount: (count: number): string => `${count} enhancements`,
  /** Beside the credits used when a limit is set: 'of 300'. */
  ofLimit: (limit: number): string => `of ${limit}`,
  limitReached: 'Limit reached',
  limitsSettings: 'Limits & Settings',
  dailyLimit: 'Daily limit',
  monthlyLimit: 'Monthly limit',
  noLimit: 'No limit',
  /** '300 credits (Hard stop)': the limit and its mode's name. */
  limitWithMode: (limit: number, mode: string): string => `${limit} credits (${mode})`,
  modeHardStop: 'Hard stop',
  modeSoftAlert: 'Soft alert',
  overages: 'Overages',
  /** 'Allowed down to -1,000 credits' (the overdraft comes formatted). */
  overagesAllowed: (credits: string): string => `Allowed down to ${credits} credits`,
  overagesNotAllowed: 'Not allowed',
  configureLimits: 'Configure Limits',
  allowOverages: 'Allow Overages',
  overagesFailed: 'Failed to update overage settings',
  /** After the Allow Overages switch was saved — spec part 3 §8. */
  overagesUpdated: 'Overage settings updated successfully',
  contactAdmin: 'Contact your admin to modify limits',
  recentActivity: 'Recent Activity',
  noRecentActivity: 'No recent activity',

  // Credit Usage (issue #15).
  creditUsage: 'Credit Usage',
  showUsageAs: 'Show usage as',
  viewChart: 'Chart',
  viewTable: 'Table',
  loadingChart: 'Loading chart...',
  creditsUsed: 'Credits used',
  enhancements: 'Enhancements',
  /** The chart's tooltip: 'Used'. */
  used: 'Used',
  /** The chart in words: total and peak credits come formatted, the peak's day as YYYY-MM-DD. */
  usageSummary: (total: string, days: number, peakDate: string, peakCredits: string): string =>
    `${total} credits used over the last ${days} ${days === 1 ? 'day' : 'days'}; the most on ${peakDate} (${peakCredits} credits).`,
  noUsage: (days: number): string => `No credits used over the last ${days} ${days === 1 ? 'day' : 'days'}.`,

  // Configure Spending Limits — spec part 3 §2, §5.
  configureTitle: 'Configure Spending Limits',
  configureDescription: 'Empty means no limit. Hard stop refuses enhancements beyond the limit; soft alert only warns.',
  limitCredits: 'Limit (credits)',
  noMaximum: 'No maximum set by administrator',
  maximum: (max: number): string => `Maximum ${max} credits (set by administrator)`,
  whenReached: 'When reached',
  saveLimits: 'Save Limits',
  /** After Save Limits (the spec words only the administrator's 'Internal limits updated successfully'). */
  limitsUpdated: 'Spending limits updated successfully',
  wholeCredits: 'Enter a whole number of credits, or leave it empty for no limit',
  limitAboveMaximum: (max: number): string => spendLimitMaximumMessage(max),
  /** 'Failed to update limits: {the server's detail}' ('Failed to update limits' without one). */
  limitsFailed: (detail: string): string => (detail ? `Failed to update limits: ${detail}` : 'Failed to update limits'),

  // Credit History — spec part 3 §2, §4.
  backToDashboard: '← Back to dashboard',
  exportCsv: 'Export CSV',
  exporting: 'Exporting...',
  exportFailed: 'Failed to export usage data',
  /** After the credit history's CSV was exported — spec part 3 §8. */
  exportStarted: 'Export started successfully',
  filters: 'Filters',
  dateRange: 'Date range',
  range7: 'Last 7 days',
  range30: 'Last 30 days',
  range90: 'Last 90 days',
  rangeAll: 'All time',
  rangeCustom: 'Custom range',
  from: 'From',
  to: 'To',
  filterType: 'Type',
  allTypes: 'All types',
  filterUser: 'User',
  allUsers: 'All users',
  reversedRange: 'The start date must be on or before the end date',
  loadingHistory: 'Loading credit history...',
  noTransactions: 'No transactions in this period',
  historyPages: 'Credit history pages',
  pageNumber: (page: number): string => `Page ${page}`,
  /** '120 transactions · page 1 of 3'. */
  historySummary: (total: number, page: number, pages: number): string =>
    `${total} transactions · page ${page} of ${pages}`,

  // The transactions table (shared with the billing admin).
  columnDate: 'Date',
  columnType: 'Type',
  columnDescription: 'Description',
  columnAmount: 'Amount',
  columnBalance: 'Balance',
  columnUser: 'User',
  /** A transaction type as shown: 'enhancement' → 'Enhancement'; unknown types are capitalised the same way. */
  transactionType: (type: string): string =>
    type
      .split('_')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' '),
  /** Who made a transaction nobody started (a purchase). */
  system: 'System',
};
