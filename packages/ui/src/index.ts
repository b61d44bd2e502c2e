// @curate/ui: styled, embeddable widgets. Import '@curate/ui/styles.css' (or styles.layered.css) once.
export * from './theme/index';
export * from './primitives/Button/index';
export * from './primitives/Badge/index';
export * from './primitives/Dialog/index';
export * from './primitives/TableShell/index';
export * from './primitives/Toast/index';
export * from './sign-in/index';
export * from './workspace/index';
export * from './product-fields/index';
export * from './review-queue/index';
export * from './catalog/index';
export * from './product-detail/index';
export * from './billing/index';
export * from './dashboard/index';
export * from './settings/index';
export * from './import/index';
export * from './users/index';
