// @curate/ui: styled, embeddable widgets. Import '@curate/ui/styles.css' (or styles.layered.css) once.
export * from './theme/index';
// Texts and locale (CurateProvider's `messages` and `locale`): the hooks and types, from @curate/core.
export {
  useMessages,
  useTexts,
  MESSAGE_NAMESPACES,
  useFormat,
  defaultMessages,
  MessagesProvider,
  type CurateMessages,
  type CurateMessagesOverrides,
  type CurateFormat,
} from '@curate/core';
export * from './primitives/Button/index';
export * from './primitives/Badge/index';
export * from './primitives/Dialog/index';
export * from './primitives/TableShell/index';
export * from './primitives/Toast/index';
export * from './sign-in/index';
export * from './workspace/index';
export * from './product-fields/index';
export * from './review-queue/index';
export * from './review-queue/dialog/index';
export * from './catalog/index';
// The table view's columns, for a table of one's own: not in @curate/ui/catalog, whose table view loads on demand.
export { catalogColumns, catalogFeatures } from './catalog/parts/catalogColumns';
export * from './product-detail/index';
export * from './billing/index';
export * from './billing-admin/index';
export * from './dashboard/index';
export * from './settings/index';
export * from './import/index';
export * from './schema-manager/index';
export * from './users/index';
export * from './companies/index';
