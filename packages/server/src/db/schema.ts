// drizzle schema: every table of the three spec parts, split by area under ./schema/.
export * from './schema/enums';
export * from './schema/companies';
export * from './schema/catalog';
export * from './schema/products';
export * from './schema/history';
export * from './schema/jobs';
export * from './schema/billing';
export * from './schema/idp';
export * from './schema/idempotency';
export * from './schema/apiKeys';
