// The credit service the enhancement jobs and the billing routes call (issue #15).
export {
  availableCredits,
  balanceFloor,
  type BillingAccount,
  type CreditActor,
  type LedgerEntry,
  lockAccount,
  SYSTEM_ACTOR,
} from './account';
export { type AdjustInput, type AdjustResult, adjust, grant } from './adjustments';
export * from './constants';
export type { LimitBreach } from './errors';
export {
  type CreditReservation,
  capture,
  captureMany,
  type ReleaseInput,
  type ReserveInput,
  type ReserveResult,
  release,
  reserve,
  reserveMany,
  type ReserveManyInput,
  type ReserveManyResult,
  type SettleInput,
  type SettleResult,
} from './reservations';
export { type SweepOptions, sweepStaleReservations } from './sweep';
export { spendInWindows } from './limits';
export { type SpendWindow, utcWindows } from './windows';
