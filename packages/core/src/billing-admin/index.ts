// @curate/core billing-admin: the super-admin billing overview, one company's billing administration and its
// token analytics — spec part 3 §2, §3, §5, §7, §8, §9.
export * from './constants';
export * from './messages';
export * from './forms';
export { adminFailure, useAdminBillingActions } from './actions';
export * from './useBillingAdmin';
export * from './useCompanyBillingAdmin';
export * from './useTokenAnalytics';
