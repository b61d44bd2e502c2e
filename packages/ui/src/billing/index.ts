export { Billing, type BillingProps } from './Billing';
export { BillingDashboard, type BillingDashboardProps } from './BillingDashboard';
export { CreditHistory, type CreditHistoryProps } from './CreditHistory';
export { CreditUsageChart, type CreditUsageChartProps } from './CreditUsageChart';
export {
  ConfigureLimitsDialog,
  LIMIT_MODE_LABELS,
  WHOLE_CREDITS_MESSAGE,
  type ConfigureLimitsDialogProps,
} from './ConfigureLimitsDialog';
export { TransactionTable, type TransactionTableProps } from '../internal/TransactionTable';
