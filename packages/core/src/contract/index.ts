// @curate/core/contract: zod schemas and inferred types for every entity, request, response and error.
// No React, no fetch: imported by the server and by every client package.
export * from './errors';
export * from './route';
export * from './health';
