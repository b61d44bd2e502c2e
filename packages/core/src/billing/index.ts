// @curate/core billing: the tenant's credits, limits and credit history — spec part 3 §2, §4, §7, §8, §9.
export * from './credits';
export * from './history';
export {
  BILLING_LOAD_FAILED_MESSAGE,
  LIMITS_UPDATE_FAILED_MESSAGE,
  OVERAGES_UPDATE_FAILED_MESSAGE,
  useBilling,
  type BillingController,
  type LimitsProblems,
  type UseBillingOptions,
} from './useBilling';
export {
  USAGE_EXPORT_FAILED_MESSAGE,
  useCreditHistory,
  type CreditHistoryController,
  type CreditHistoryFilters,
  type UseCreditHistoryOptions,
} from './useCreditHistory';
export { CREDIT_CHECK_INTERVAL_MS, useCreditWarnings, type UseCreditWarningsOptions } from './useCreditWarnings';
