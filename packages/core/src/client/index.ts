// @curate/core/client: the typed /api/v2 client, its one error class and the error messages of the spec.
export * from './ApiError';
export * from './contentDisposition';
export * from './createApiClient';
export * from './formatError';
export * from './messages';
export * from './query';
export * from './types';
