// @curate/core/contract: zod schemas and inferred types for every entity, request, response and error.
// No React, no fetch: imported by the server and by every client package.
export * from './errors';
export * from './route';
export * from './health';
export * from './constants';
export * from './text';
export * from './common';
export * from './identity';
export * from './review';
export * from './product-entities';
export * from './products';
export * from './product-fields';
export * from './fields';
export * from './raw-products';
export * from './jobs';
export * from './dashboard';
export * from './settings';
export * from './schema-manager';
export * from './users';
export * from './api-keys';
export * from './billing';
export * from './billing-admin';
export * from './admin';
export * from './realtime';
export * from './routes';
