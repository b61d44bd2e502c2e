// Demo data: deterministic seed, demo accounts and stable ids.
export { seedDemoData, seedIfEmpty, type SeedOptions, type SeedSummary } from './seed';
export {
  DEMO_ACCOUNTS,
  DEMO_COMPANIES,
  demoCompanyId,
  demoUserId,
  type DemoAccount,
  type DemoCompany,
} from './accounts';
export { demoUuid } from './random';
export { CREDITS_PER_ENHANCEMENT } from './jobs-billing';
