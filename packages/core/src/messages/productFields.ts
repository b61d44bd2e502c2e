// Texts of the product fields both product dialogs show — spec part 1 §2, §5, §8.

/** The product-field texts; override through `messages.productFields`. */
export const productFieldsMessages = {
  otherFields: 'Other Fields',
  /** The count of a group's fields, read out: '3 fields'. */
  fieldCount: (count: number): string => `${count} ${count === 1 ? 'field' : 'fields'}`,
  noValue: 'No value',
  /** Badges of a field with unsaved edits, and of one added since the last save (issue #14). */
  unsaved: 'unsaved',
  newUnsaved: 'new, unsaved',
  markedForRemoval: 'Marked for removal',
  valuesOf: (field: string): string => `${field} values`,
  averageQualityHidden: 'average source quality',
  valueFound: 'Value found: ',
  remove: 'Remove',
  restore: 'Restore',
  removeField: (field: string): string => `Remove ${field}`,
  restoreField: (field: string): string => `Restore ${field}`,
  notAllowedValue: (value: string): string => `${value} (not an allowed value)`,
  addValue: 'Add a value',
  addValueTo: (field: string): string => `Add a value to ${field}`,
  add: 'Add',
  removeValue: (value: string): string => `Remove value ${value}`,
  /** 'N source(s)' on a field's source badge. */
  sourceCount: (count: number): string => `${count} ${count === 1 ? 'source' : 'sources'}`,
  sourcesBadgeLabel: (sources: string, field: string): string => `${sources} for ${field}`,
  sourcesFor: (field: string): string => `Sources for ${field}`,
  sourceQuality: (score: string): string => `Quality ${score}`,
  view: 'View',
  viewSource: (title: string): string => `View ${title} (opens in a new tab)`,
  sourceNumber: (n: number): string => `Source ${n}`,
  averageQuality: (score: string): string => `Average source quality ${score} of 10`,
  // What a reviewer should check first: the latest enhancement's flags and low confidences.
  /** Title of the group of the fields that need a check, shown first. */
  checkGroup: 'To check',
  /** Badge of a field with a contradiction flag (the flag's message and quotes follow). */
  checkContradiction: 'Check: contradiction',
  /** Badge of a value rated below 75% (a whole percentage). */
  checkLowConfidence: (percent: number): string => `Low confidence (${percent}%)`,
  /** Badge of a field with another flag; the summary's title when no value needs a check. */
  checkFlagged: 'Flagged for review',
  /** The summary at the top of the dialog. */
  valuesToCheck: (count: number): string => `${count} ${count === 1 ? 'value' : 'values'} to check`,
  /** Edits the API's text rule refuses (issue #11). */
  fixEdits: (count: number): string => `Fix ${count} edited ${count === 1 ? 'field' : 'fields'} before saving`,

  // The add-field box — spec part 1 §5.
  addFieldTo: (group: string): string => `Add field to ${group}`,
  addFieldPlaceholder: 'add field (type to search)',
  addFieldHint: 'Type at least 3 characters to search or create fields...',
  addFieldNoResults: 'No existing fields found. Use "Create new field" above.',
  createNewField: 'Create new field',
  usedIn: (count: number): string => `Used in ${count} products`,

  // The Create New Custom Field dialog — spec part 1 §5.
  createTitle: 'Create New Custom Field',
  createDescription: (group: string): string => `The field is added to the ${group} group.`,
  createField: 'Create Field',
  creating: 'Creating...',
  required: 'Required',
  fieldName: 'Field Name',
  savedAs: (name: string): string => `Saved as: ${name}`,
  fieldNameHint: (max: number): string => `Lowercase; spaces become underscores (max ${max} characters)`,
  displayName: 'Display Name',
  fieldType: 'Field Type',
  selectType: 'Select a type',
  /** A field type or data type as listed in the selects: the type's own name by default. */
  fieldTypeName: (type: string): string => type,
  dataTypeName: (type: string): string => type,
  /** The form's alert when required inputs are missing — spec part 1 §5. */
  requiredFields: 'Please fill out all required fields',
  dataType: 'Data Type',
  selectDataType: 'Select a data type',
  allowMultiple: 'Allow multiple values',
  minLength: 'Min Length',
  maxLength: 'Max Length',
  allowedValues: 'Allowed Values',
  allowedValuesHint: 'One value per line',
  helpText: 'Help Text',
  optional: 'Optional',

  // Messages of field changes — spec part 1 §8.
  saveSucceeded: 'Changes saved successfully! 💾',
  saveFailed: 'Failed to save changes. Please try again. ❌',
  addFieldFailed: 'Failed to add field. Please try again.',
  removeFieldFailed: 'Failed to remove field. Please try again.',
  /**
   * A failed call of a save: the spec's words, then a second line naming its fields ('"Color"', quoted) and
   * the server's reason — 'Failed to save changes. Please try again. ❌\n"Color": …' (spec part 1 §8).
   */
  saveFieldFailed: (fields: string, detail: string): string =>
    `Failed to save changes. Please try again. ❌\n${fields}: ${detail}`,
  addFieldFailedAt: (fields: string, detail: string): string =>
    `Failed to add field. Please try again.\n${fields}: ${detail}`,
  removeFieldFailedAt: (fields: string, detail: string): string =>
    `Failed to remove field. Please try again.\n${fields}: ${detail}`,
  createFieldFailed: (detail: string): string => `Failed to create new field: ${detail}`,
  noFieldDefinition: 'No field definition returned from API',
};
