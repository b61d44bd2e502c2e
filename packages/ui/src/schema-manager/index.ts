// @curate/ui schema-manager: the Schema Manager — spec part 2 §2.8, §2.9, §4.4, §4.5 (issue #19).
export { SchemaManager, type SchemaManagerProps } from './SchemaManager';
export { ConfirmFieldDeletion, type ConfirmFieldDeletionProps } from './parts/ConfirmFieldDeletion';
export { FieldDefinitionEditor, type FieldDefinitionEditorProps } from './parts/FieldDefinitionEditor';
export { GroupEditor, type GroupEditorProps } from './parts/GroupEditor';
export { MergeDialog, type MergeDialogProps } from './parts/MergeDialog';
export { MergeTab, type MergeTabProps } from './parts/MergeTab';
export { SchemaTab, type SchemaTabProps } from './parts/SchemaTab';
export { SuggestedFields, type SuggestedFieldsProps } from './parts/SuggestedFields';
export { ProductPreview, type ProductPreviewProps } from './parts/ProductPreviewTooltip';
