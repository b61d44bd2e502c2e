// @curate/ui billing-admin: the super-admin billing screens — spec part 3 §2 'Super-admin billing overview' and
// 'Company billing admin' (issue #20).
export { BillingOverview, type BillingOverviewProps } from './BillingOverview';
export { CompanyBillingAdmin, type CompanyBillingAdminProps, type CompanyBillingTab } from './CompanyBillingAdmin';
export { ManageCreditsDialog, type ManageCreditsDialogProps, type ManageCreditsTab } from './ManageCreditsDialog';
