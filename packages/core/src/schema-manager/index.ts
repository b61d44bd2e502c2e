// @curate/core schema-manager: the Schema Manager's logic and headless hook — spec part 2 §2.8, §2.9, §4.4, §4.5, §5.5, §8.4.
export * from './constants';
export * from './messages';
export * from './schemaView';
export * from './editors';
export * from './mergeDialog';
export * from './aiAnalysis';
export {
  useSchemaManager,
  schemaKeys,
  type UseSchemaManagerOptions,
  type SchemaManagerController,
} from './useSchemaManager';
export * from './subtabs';
export * from './fieldSuggestions';
export {
  useFieldSuggestions,
  type UseFieldSuggestionsOptions,
  type FieldSuggestionsController,
} from './useFieldSuggestions';
export {
  PRODUCT_PREVIEW_FIELDS,
  productPreviewRows,
  useProductPreview,
  type ProductPreviewRow,
  type UseProductPreviewOptions,
} from './productPreview';
