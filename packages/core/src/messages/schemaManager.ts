// Texts of the Schema Manager — spec part 2 §2.8, §2.9, §4.4, §4.5, §5.5, §8.4 (issue #19), verbatim.

const fieldsWord = (count: number) => `${count} field(s)`;

/** The Schema Manager's texts; override through `messages.schemaManager`. */
export const schemaManagerMessages = {
  title: 'Schema Manager',
  loadingSchema: 'Loading schema...',
  retry: 'Retry',
  noCompany: 'No company selected',
  noCompanyWait: 'No company selected. Please select a company first.',
  loadFailed: 'Failed to load schema',
  /** The sub-tabs. */
  schemaSubtab: 'Schema',
  mergeSubtab: 'Merge Fields',

  // The schema sub-tab: totals, toolbar, search.
  /** '3 group(s) · 9 field(s)' (both counts shown in bold). */
  totals: (groups: number, fields: number): string => `${groups} group(s) · ${fieldsWord(fields)}`,
  newGroup: 'New Group',
  exportSchema: 'Export Schema',
  searchFields: 'Search fields',
  searchPlaceholder: 'Search fields by name, type or help text...',
  expandAll: 'Expand All',
  collapseAll: 'Collapse All',
  /** The search's result ('No fields found' when it finds none). */
  foundFields: (count: number): string => `Found ${count} field(s)`,
  noFieldsFound: 'No fields found',
  dragOffWhileSearching: 'Drag and drop is off while searching.',
  searchResults: 'Search results',
  matchingFields: 'Matching fields',
  noGroups: 'No field groups yet.',
  createGroup: 'Create Group',

  // Group cards.
  ungroupedFields: 'Ungrouped Fields',
  /** A group's field count ('3 field(s)'). */
  fieldCount: (count: number): string => fieldsWord(count),
  edit: 'Edit',
  editGroupNamed: (group: string): string => `Edit group ${group}`,
  deleteGroupNamed: (group: string): string => `Delete group ${group}`,
  addField: 'Add Field',
  addFieldTo: (group: string): string => `Add field to ${group}`,
  moveGroup: (group: string): string => `Move group ${group}`,
  fieldsOf: (group: string): string => `Fields of ${group}`,
  noFieldsInGroup: 'No fields in this group',
  addFirstField: 'Add First Field',

  // Field cards.
  moveField: (field: string): string => `Move field ${field}`,
  editFieldNamed: (field: string): string => `Edit field ${field}`,
  deleteFieldNamed: (field: string): string => `Delete field ${field}`,
  /** A field's usage ('96 products', '1 product'). */
  productCount: (count: number): string => `${count} ${count === 1 ? 'product' : 'products'}`,
  /** A field card's usage badge: 'No usage', '1 product', 'N products' — spec part 2 §9. */
  usageText: (count: number): string => (count === 0 ? 'No usage' : `${count} ${count === 1 ? 'product' : 'products'}`),
  required: 'Required',
  multiple: 'Multiple',
  core: 'Core',
  sampleValues: 'Sample values:',
  andMore: 'and more',
  /** The title of a used field's disabled Delete — spec part 2 §4.5. */
  cannotDeleteField: (usage: number): string => `Cannot delete: Field is used in ${usage} products`,
  /** A field type as shown on cards and in the editor (the type's code by default). */
  fieldTypeName: (type: string): string => type,
  /** A data type as shown in the editor and the merge dialog (the type's code by default). */
  dataTypeName: (type: string): string => type,

  // Drag and drop: the handle's role and instructions, the screen-reader announcements (spec part 2 §2.8, §2.9).
  dragRole: 'sortable',
  dragInstructionsField:
    'To pick up a field, press space or enter. Use the up and down arrow keys to move it. Press space or enter again to drop it in its new place, or escape to cancel.',
  dragInstructionsGroup:
    'To pick up a group, press space or enter. Use the up and down arrow keys to move it. Press space or enter again to drop it in its new place, or escape to cancel.',
  /** The moved item inside a sentence ('field Product Name') and at its start ('Field Product Name'). */
  dragField: (field: string): string => `field ${field}`,
  dragFieldStart: (field: string): string => `Field ${field}`,
  dragGroup: (group: string): string => `group ${group}`,
  dragGroupStart: (group: string): string => `Group ${group}`,
  dragPosition: (position: number, total: number): string => `position ${position} of ${total}`,
  dragPickedUp: (item: string, position: string): string => `Picked up ${item}. It is at ${position}.`,
  dragMoved: (item: string, position: string): string => `${item} was moved to ${position}.`,
  dragLeft: (item: string): string => `${item} is no longer over the list.`,
  dragDroppedAt: (item: string, position: string): string => `${item} was dropped at ${position}.`,
  dragDropped: (item: string): string => `${item} was dropped.`,
  dragCancelled: (item: string, position: string): string => `Moving was cancelled. ${item} is back at ${position}.`,

  // Suggested fields: values the enhancement read that no field holds (result_data.suggestions).
  suggestedFields: 'Suggested fields',
  suggestedFieldsText: 'Values the enhancement read that no field of the schema holds. Create a field to keep them.',
  loadingFieldSuggestions: 'Loading suggested fields...',
  noFieldSuggestions: 'No suggested fields: every value the enhancement read has a field.',
  fieldSuggestionsLoadFailed: 'Failed to load suggested fields',
  fieldSuggestionsForbidden: 'You do not have permission to view suggested fields.',
  /** A suggestion's sample values ('Sample values: 25 ft, 10 ft', the values as they were read). */
  fieldSuggestionSamples: 'Sample values:',
  /** The expander of a suggestion's quote. */
  showQuote: 'Show quote',
  /** The quote's accessible name: 'Quote for Cord Length'. */
  quoteFor: (name: string): string => `Quote for ${name}`,
  /** A suggestion's Create field button and its accessible name ('Create field Cord Length'). */
  createFieldFromSuggestion: 'Create field',
  createFieldFromSuggestionOf: (name: string): string => `Create field ${name}`,
  /** The display name a suggestion's field gets when its values carry a unit: 'Cord Length (ft)'. */
  suggestedDisplayName: (name: string, unit: string): string => `${name} (${unit})`,

  // Deleting a group.
  deleteGroup: 'Delete Group',
  /** The group delete confirmation — spec part 2 §5.5. */
  deleteGroupConfirmation: (group: string): string =>
    `Are you sure you want to delete the group "${group}"? This action cannot be undone.`,
  groupDeleted: (group: string): string => `Group "${group}" deleted`,
  /** After a field was deleted (the card's or the editor's delete, confirmed). */
  fieldDeleted: (field: string): string => `Field "${field}" deleted`,

  // The Field Group editor.
  createGroupTitle: 'Create New Field Group',
  editGroupTitle: (group: string): string => `Edit Field Group: ${group}`,
  displayName: 'Display Name',
  groupName: 'Group Name',
  /** The group name's placeholder while no name can be suggested. */
  groupNamePlaceholder: 'group_name',
  /** 'Suggested: safety_compliance' (the name shown as code). */
  suggestedName: (name: string): string => `Suggested: ${name}`,
  useSuggestedName: 'Use suggested name',
  description: 'Description',
  sortOrder: 'Sort Order',
  statsFields: 'Fields',
  statsCreated: 'Created',

  // The Field Definition editor.
  createFieldTitle: 'Create New Field',
  editFieldTitle: (field: string): string => `Edit Field: ${field}`,
  deleteField: 'Delete Field',
  createField: 'Create Field',
  fieldName: 'Field Name',
  helpText: 'Help Text',
  fieldType: 'Field Type',
  /** The hint of a type locked because the field is used. */
  typeLocked: (usage: number): string => `Locked: the field is used in ${usage} products.`,
  dataType: 'Data Type',
  group: 'Group',
  ungrouped: 'Ungrouped',
  multipleValues: 'Multiple values',
  minValue: 'Min Value',
  maxValue: 'Max Value',
  minLength: 'Min Length',
  maxLength: 'Max Length',
  allowedValues: 'Allowed Values (one per line)',
  sampleValuesTitle: 'Sample Values',
  noValuesYet: 'No values yet.',
  /** Beside a sample value: '(20 products)'. */
  sampleCount: (count: number): string => `(${count} products)`,
  migrateFieldType: 'Migrate Field Type',
  migrationNotImplemented: 'Field migration is not yet implemented.',
  /** A draft refused without a message of its own. */
  invalidInput: 'Invalid input',

  // Confirm Deletion — spec part 2 §2.9.
  confirmDeletion: 'Confirm Deletion',
  deleteFieldAndData: 'Delete Field & Data',
  usedIn: (count: number): string => `Used in ${count} products`,
  fieldInUse: 'Field is in use',
  dataRemoved: (count: number): string => `All data in ${count} products will be permanently removed.`,
  safeToDelete: 'This field is not used by any product and can be safely deleted.',
  cannotBeUndone: 'This action cannot be undone.',

  // The merge sub-tab — spec part 2 §4.4.
  manualMerge: 'Manual Merge',
  manualMergeText: 'Pick a source field and a target field of the same data type, preview, then merge.',
  mergeFields: 'Merge Fields',
  aiSuggestions: 'Get AI Suggestions',
  aiSuggestionsText: 'Find fields that hold the same information by their names, types, shared values and usage.',
  analysisProgress: 'Analysis progress',
  /** 'Step 1 of 3: gathering data...' (the stage from stageGathering, stageAnalyzing, stageGenerating). */
  analysisStep: (step: number, stage: string): string => `Step ${step} of 3: ${stage}...`,
  stageGathering: 'gathering data',
  stageAnalyzing: 'analyzing usage',
  stageGenerating: 'generating',
  /** After the step while the analysis is retried: ' (retry 1)'. */
  analysisRetry: (attempt: number): string => ` (retry ${attempt})`,
  analyzeFields: 'Analyze Fields',
  noSuggestions: 'No merge suggestions found.',
  mergeSuggestions: 'Merge Suggestions',
  refresh: 'Refresh',
  loadingSuggestions: 'Loading suggestions...',
  noPendingSuggestions: 'No pending suggestions. Analyze your fields to get some.',
  /** A suggestion's accessible name: 'Merge Weight (lb) into Weight (lbs)'. */
  mergeSuggestion: (source: string, target: string): string => `Merge ${source} into ${target}`,
  acceptMergeOf: (source: string, target: string): string => `Accept merge of ${source} into ${target}`,
  dismissMergeOf: (source: string, target: string): string => `Dismiss merge of ${source} into ${target}`,
  /** The confidence badge ('93% confidence'). */
  confidence: (percent: number): string => `${percent}% confidence`,
  /** '12 and 20 products · number' (the usage of both fields and their data type). */
  suggestionUsage: (source: number, target: number, dataType: string): string =>
    `${source} and ${target} products · ${dataType}`,
  accept: 'Accept',
  dismiss: 'Dismiss',

  // Messages of the AI analysis and the suggestions — spec part 2 §8.4.
  aiTimeout: 'Request timed out. The AI analysis is taking longer than expected.',
  aiTooMany: 'Too many requests. Please wait a moment before trying again.',
  aiServer: 'Server error occurred. Our team has been notified.',
  aiUnavailable: 'AI service is temporarily unavailable. Please try again in a few minutes.',
  aiNoFields: 'No fields available for analysis. Please ensure your schema has fields with usage data.',
  aiAuth: 'Authentication error. Please refresh the page and try again.',
  aiFailed: 'Failed to generate AI suggestions. Please try again.',
  dismissNotFound: 'Suggestion not found. It may have been already processed.',
  dismissForbidden: 'You do not have permission to dismiss this suggestion.',
  dismissFailed: 'Failed to dismiss suggestion',
  refreshNotFound: 'No suggestions found for this company.',
  refreshForbidden: 'You do not have permission to view suggestions.',
  suggestionsLoadFailed: 'Failed to load suggestions',

  // The Field Merge dialog — spec part 2 §4.4, §5.5.
  mergeDescription: 'Move every value of the source field into the target field; the source field is deleted.',
  merging: 'Merging...',
  executeMerge: 'Execute Merge',
  loadingPreview: 'Loading preview...',
  previewMerge: 'Preview Merge',
  fieldsMerged: 'Fields merged.',
  /** "11 value(s) moved from Color to Colour; 2 conflict(s) kept the target's value", then one of the two ends. */
  mergeResult: (moved: number, source: string, target: string, conflicts: number): string =>
    `${moved} value(s) moved from ${source} to ${target}; ${conflicts} conflict(s) kept the target's value`,
  mergeResultSourceDeleted: '; the source field was deleted.',
  mergeResultEnd: '.',
  sourceField: 'Source Field',
  targetField: 'Target Field',
  /** The merge dialog's empty target list — spec part 2 §5.5 (the data type as its code). */
  noCompatibleTargets: (dataType: string): string =>
    `No compatible target fields found. Both fields must have the same data type (${dataType})`,
  mergePreview: 'Merge preview',
  /** 'N product(s) hold a value of Color: M value(s) move to Colour.' (the counts and names in bold). */
  previewSummary: (products: number, source: string, values: number, target: string): string =>
    `${products} product(s) hold a value of ${source}: ${values} value(s) move to ${target}.`,
  noConflicts: 'No conflicts.',
  /** '5 conflict(s)' (in bold), then conflictsText. */
  conflictCount: (count: number): string => `${count} conflict(s)`,
  conflictsText: ": these products hold both values; the target's value is kept.",
  columnProduct: 'Product',
  columnSource: (field: string): string => `${field} (source)`,
  columnTarget: (field: string): string => `${field} (target)`,
  previewFullList: 'Preview Full List',
  fullListNotImplemented: 'The full conflict list is not yet implemented.',
  previewFailed: 'Failed to preview merge',
  mergeFailed: 'Failed to execute merge',

  // The merge dialog's field pickers.
  /** A picked field's usage ('96 products'). */
  pickedUsage: (count: number): string => `${count} products`,
  /** A found field: 'string · 96 products' (the data type from dataTypeName). */
  pickerUsage: (dataType: string, count: number): string => `${dataType} · ${count} products`,
  changeField: (picker: string): string => `Change ${picker}`,
  change: 'Change',
  searchPicker: (picker: string): string => `Search ${picker}`,
  searchFieldsPlaceholder: 'Search fields...',
  pickerResults: (picker: string): string => `${picker} results`,

  // The product preview tooltip — spec part 2 §2.9.
  loadingProductDetails: 'Loading product details...',
  noProductDetails: 'No product details.',
  productDetailsFailed: 'Failed to load product details',
  previewCleanName: 'Name',
  previewShortDescription: 'Short description',
  previewManufacturer: 'Manufacturer',
  previewSubcategory: 'Subcategory',
  previewItemNumber: 'Item number',
  previewManufacturerPartNumber: 'Manufacturer part number',
  previewPrimaryCategory: 'Primary category',

  // Messages of the actions — spec part 2 §4.5, §8.4 (a server's detail is shown as it comes).
  reorderFieldsFailed: 'Failed to reorder fields',
  reorderGroupsFailed: 'Failed to save group order',
  createGroupFailed: 'Failed to create group',
  updateGroupFailed: 'Failed to update group',
  deleteGroupFailed: 'Failed to delete group',
  createFieldFailed: 'Failed to create field',
  updateFieldFailed: 'Failed to update field',
  deleteFieldFailed: 'Failed to delete field',
};
