// @curate/ui product-fields: styled parts shared by the review dialog and the catalogue detail dialog.
export { toneForBand } from './bands';
export { QualityScoreBadge, type QualityScoreBadgeProps } from './QualityScoreBadge';
export { QualityDots, type QualityDotsProps } from './QualityDots';
export { SourceBadge, type SourceBadgeProps } from './SourceBadge';
export { SourceTooltip, type SourceTooltipProps } from './SourceTooltip';
export { FieldValue, ValueText, type FieldValueProps } from './FieldValue';
export { FieldEditor, type FieldEditorProps } from './FieldEditor';
export { MultiValueEditor, type MultiValueEditorProps } from './MultiValueEditor';
export { FieldGroupList, type FieldGroupListProps } from './FieldGroupList';
export { AddFieldBox, type AddFieldBoxProps } from './AddFieldBox';
export { CreateFieldDialog, type CreateFieldDialogProps } from './CreateFieldDialog';
