// @curate/core product-fields: field logic shared by the review dialog and the catalogue detail dialog.
export * from './constants';
export * from './qualityBands';
export * from './text';
export * from './links';
export * from './sources';
export * from './fieldGroups';
export * from './fieldChecks';
export * from './fieldValues';
export * from './editTracking';
export * from './savePlan';
export * from './addFieldBox';
export * from './customFieldForm';
export * from './messages';
export { fieldSearchKey, useFieldSearch, type UseFieldSearchOptions } from './useFieldSearch';
export { useCreateCustomField, type UseCreateCustomFieldOptions } from './useCreateCustomField';
export * from './useLeaveGuard';
export * from './useBrowserLeaveGuard';
export {
  fieldDefinitionsKey,
  fieldValueCountsKey,
  useFieldChoices,
  type UseFieldChoicesOptions,
} from './useFieldChoices';
