export * from './contract/index';
export * from './client/index';
export * from './provider/index';
export * from './health/index';
export * from './session/index';
export * from './workspace/index';
export * from './product-fields/index';
export * from './review-queue/index';
