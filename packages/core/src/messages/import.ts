// Texts of Data Integration — the single product form, the bulk CSV import, the API reference and the help page —
// and of core's import helpers: spec part 2 §2.1-2.5, §5.1-5.4, §8.1; issue #18. The CSV worker words nothing:
// it sends its findings as data and the page words them with these texts (issue #21).
// Only the client's plain texts are imported: the CSV worker reaches this file through core's import helpers.
import { ACCOUNT_SUSPENDED_MESSAGE, SPENDING_LIMIT_EXCEEDED_MESSAGE } from '../client/messages';

const ENCODING_NAMES: Record<string, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 LE',
  'utf-16be': 'UTF-16 BE',
  'windows-1252': 'Windows-1252 / ISO-8859-1',
};

const ERROR_STATUS_TEXTS: Record<string, string> = {
  '400': 'Bad request',
  '401': 'Not authenticated',
  '402': 'Insufficient credits',
  '403': 'Forbidden (or account suspended)',
  '404': 'Not found',
  '409': 'Conflict',
  '413': 'Payload too large',
  '422': 'Validation error',
  '429': 'Spending limit or rate limit exceeded',
  '4XX': 'Other client errors',
  '5XX': 'Server error',
};

/** Data Integration's texts; override through `messages.import`. */
export const importMessages = {
  // The screen and its sub-tabs and method cards — spec part 2 §2.1.
  title: 'Data Integration',
  subtitle: 'Submit products for AI enhancement through the V2 pipeline.',
  dataImport: 'Data Import',
  apiDocs: 'API Docs',
  singleProduct: 'Single Product',
  singleProductText: 'Submit one product through a form.',
  bulkCsv: 'Bulk CSV',
  bulkCsvText: 'Upload a CSV file of many products.',
  apiDocsText: 'Integrate through the REST API.',
  help: 'Help',
  helpText: 'Best practices, CSV format and timeline.',

  // The product's fields: the single form's labels and the CSV mapping's.
  productId: 'Product ID',
  productName: 'Product Name',
  description: 'Description',
  productDescription: 'Product Description',
  imageUrl: 'Image URL',
  brand: 'Brand',
  category: 'Category',
  additionalInformation: 'Additional Information',
  forceOverride: 'Force override existing enhanced products (Re-enhance products that already exist)',
  processing: 'Processing...',

  // Single Product — spec part 2 §2.2, §5.1, §8.1 (the server's own message comes first).
  submitProduct: 'Submit Product',
  productIdRequired: 'Product ID is required',
  descriptionRequired: 'Description is required',
  invalidImageUrl: 'Invalid Image URL format',
  noEnhancementNeeded: (serverMessage: string): string => `${serverMessage}. No enhancement needed.`,
  alreadyEnhanced: (serverMessage: string): string =>
    `${serverMessage}. This product is already enhanced; tick the override to re-enhance it.`,
  enhancementStarted: (serverMessage: string, minutes: number | string): string =>
    `${serverMessage}. Enhancement started (about ${minutes} minutes).`,
  enhancementNotStarted: 'Enhancement could not be started (product imported successfully)',
  singleFallback: 'Failed to submit product',
  accountSuspended: ACCOUNT_SUSPENDED_MESSAGE,
  insufficientCredits: (have: number, need: number): string =>
    `Insufficient credits: You have ${have} credits but need approximately ${need} credits. Please contact your administrator.`,
  /** A 429 without a detail of the server's. */
  spendingLimitFallback: SPENDING_LIMIT_EXCEEDED_MESSAGE,
  /**
   * The second line under a refused enhancement start: the product was imported anyway — spec part 2 §4.1 (402 says
   * the enhancement was skipped, 429 that the hard spending limit blocked it, with the daily or monthly reset).
   */
  importedEnhancementSkipped: 'The product was imported anyway; its enhancement was skipped.',
  importedEnhancementBlocked:
    'The product was imported anyway; its enhancement was blocked by the hard spending limit until the daily or monthly limit resets.',
  importedEnhancementSuspended: 'The product was imported anyway; its enhancement was not started.',

  // Bulk CSV: the file — spec part 2 §2.3, §5.2.
  chooseFile: 'Choose a CSV file or drop it here',
  maxFileSize: 'Maximum file size: 10MB',
  readingFile: 'Reading the file...',
  /** 'products.csv: 6 columns, 3 rows'. */
  fileSummary: (fileName: string, columns: number, rows: number): string =>
    `${fileName}: ${columns} columns, ${rows} rows`,
  encoding: 'Encoding',
  /** A character encoding's name by its code (utf-8, utf-16le, utf-16be, windows-1252). */
  encodingName: (encoding: string): string => ENCODING_NAMES[encoding] ?? encoding,
  uploadDifferentFile: 'Upload Different File',
  fileTooLarge: 'File size must be less than 10MB',
  parseFailed: 'Failed to parse CSV file. Please check the format.',
  noData: 'No data found in CSV',

  // Bulk CSV: the mapping and the unmapped columns — spec part 2 §2.3 (custom fields: issue #18).
  mapColumns: 'Map CSV Columns',
  requiredField: (label: string): string => `${label} (required)`,
  optionalField: (label: string): string => `${label} (optional)`,
  notMapped: '-- Not mapped --',
  unmappedColumns: (columns: string): string => `Unmapped columns: ${columns}`,
  unmappedToDescription: 'They will be added to the product description as additional information.',
  unmappedToCustomFields: 'Create a custom field for each column instead',
  fieldGroup: 'Field group',
  loadingGroups: 'Loading groups...',
  chooseGroup: '-- Choose a group --',
  groupsFailed: 'Could not load the field groups.',
  customFieldsToCreate: 'Custom fields to create',
  customFieldsHint:
    'Fields that already exist with the same name are reused; the enhancement fills them from these columns.',

  // The Validation Summary and the §5.3 checks (rows from 2; the CSV worker's findings worded on the page).
  checkingRows: 'Checking the rows...',
  validationSummary: 'Validation Summary',
  validationPassed: 'CSV validation passed - ready for import!',
  errors: 'Errors',
  warnings: 'Warnings',
  andMore: (count: number): string => `... and ${count} more`,
  andMoreWarnings: (count: number): string => `... and ${count} more warnings`,
  validationFailed: 'CSV validation failed:',
  noDataFile: 'No data found in CSV file',
  /** 'Row 2: Missing required Product ID'. */
  rowProblem: (row: number, problem: string): string => `Row ${row}: ${problem}`,
  /** 'Row 2 (Description): Unbalanced single quotes'. */
  cellProblem: (row: number, column: string, problem: string): string => `Row ${row} (${column}): ${problem}`,
  missingProductId: 'Missing required Product ID',
  missingDescription: 'Missing required Description',
  unbalancedSingleQuotes: 'Unbalanced single quotes',
  unbalancedDoubleQuotes: 'Unbalanced double quotes',
  controlCharacters: 'Contains control characters',
  looksLikeFormula: 'Looks like a spreadsheet formula (stored as text)',
  tooLong: (max: number): string => `Must be at most ${max.toLocaleString('en-US')} characters`,
  duplicateProductId: (productId: string, firstRow: number): string =>
    `Duplicate Product ID "${productId}" (also in row ${firstRow})`,

  // Before a run: the dry run and the estimate (issue #18); figures come formatted.
  previewCounts: (newRows: string, changed: string, unchanged: string): string =>
    `${newRows} new, ${changed} changed, ${unchanged} unchanged`,
  unchangedNotEnhanced: ' (unchanged products are not enhanced again)',
  checkingPreview: 'Checking which products are new or changed...',
  previewFailed: 'Could not check which products are new or changed.',
  /** `bound` is '' when the estimate is exact, else upTo. */
  estimatedCost: (bound: string, credits: string): string =>
    `Estimated cost: ${bound}${credits} credits (15 per new or changed product; unchanged products cost nothing)`,
  upTo: 'up to ',
  available: (credits: string): string => ` · Available: ${credits} credits`,

  // The run — spec part 2 §4.2, §5.4, §8.1.
  processProducts: (count: number): string => `Process ${count} Products`,
  canceling: 'Canceling...',
  cancelUpload: 'Cancel Upload',
  importProgress: 'Import progress',
  /** 'Processing 250 of 1,000 products (240 imported, 200 enhancing, 10 skipped)'; `failed` is '' when none failed. */
  progress: (
    processed: string,
    total: string,
    imported: string,
    enhancing: string,
    skipped: string,
    failed: string,
  ): string =>
    `Processing ${processed} of ${total} products (${imported} imported, ${enhancing} enhancing, ${skipped} skipped${failed ? `, ${failed} failed` : ''})`,
  rowsPerSecond: (rate: string): string => `· ${rate} rows/s`,
  timeLeft: (duration: string): string => ` · about ${duration} left`,
  durationSeconds: (seconds: number): string => `${seconds} s`,
  durationMinutes: (minutes: number, seconds: string): string => `${minutes} min ${seconds} s`,
  selectCompany: 'Please select a company first',
  noRows: 'No CSV data to process. Please upload a valid CSV file.',
  mapRequired: 'Please map the required fields (Product ID and Description) before processing.',
  bulkFallback: 'Failed to process bulk upload',
  chooseFieldGroup: 'Please choose a group for the custom fields.',
  /** Creating the custom fields before a run failed (the server's detail follows; beyond the spec). */
  customFieldsFailed: (detail: string): string => `Could not create the custom fields: ${detail}`,
  spendingLimitToast: 'Spending limit reached. Products imported but enhancements stopped.',
  bulkEnhancementBlocked: 'Bulk enhancement blocked: insufficient credits. Please contact your administrator.',
  cancelled: (imported: number, enhancing: number): string =>
    `Canceled by user. ${imported} products imported, ${enhancing} enhancing.`,
  creditsStopped: (imported: number): string =>
    `Imported ${imported} products. Enhancement stopped due to insufficient credits.`,
  limitStopped: (imported: number): string =>
    `Imported ${imported} products. Enhancement stopped due to spending limit.`,
  allSkipped: (rows: number): string =>
    `All ${rows} rows were skipped due to errors. Please check the console for details and try again.`,
  imported: (count: number): string => `Successfully imported ${count} products!`,
  enhancing: (count: number): string => `${count} products are being enhanced`,
  unchanged: (count: number): string => `${count} products unchanged (no enhancement, no credits spent)`,
  skipped: (count: number): string => `${count} rows skipped due to missing data`,
  failedRows: (count: number, detail: string): string =>
    `${count} rows were not imported because the import call failed (${detail}). Process the file again to retry them; rows already imported will be reported unchanged.`,
  checkDashboard: 'Check the Dashboard and Review Queue tabs to follow their progress.',

  // API Docs — spec part 2 §2.5 (the document's summaries, types, paths and examples are shown as written).
  apiDocumentation: 'API documentation',
  apiSections: 'API sections',
  sectionGettingStarted: 'Getting Started',
  sectionProducts: 'Products',
  sectionRawProducts: 'Raw Products',
  sectionEnhancement: 'Enhancement',
  sectionReview: 'Review & Approval',
  sectionCustomFields: 'Custom Fields',
  sectionUsers: 'User Management',
  sectionAnalytics: 'Analytics & Reporting',
  loadingReference: 'Loading the API reference...',
  referenceFailed: 'The API reference could not be loaded.',
  retry: 'Retry',
  baseUrl: (url: string): string => `Base URL: ${url} (a local development server).`,
  /** The headers 'Authorization: Bearer <token>', 'X-API-Key: <key>' and 'Authorization: Bearer <key>' inside it are shown as code. */
  authentication:
    "All endpoints need authentication. In the browser, send the signed-in session's access token as Authorization: Bearer <token>. From a server, send an API key that a company admin created in the Users tab as X-API-Key: <key> (or Authorization: Bearer <key>); it acts in its own company only, within its scopes (read, import and enhance, review, admin), and a revoked or expired key answers 401.",
  /** The field names inside it (success, data, message, timestamp, detail, code) are shown as code. */
  responseShape: 'The common response shape has success, data, message and timestamp; errors answer detail and code.',
  columnName: 'Name',
  columnIn: 'In',
  columnType: 'Type',
  columnRequired: 'Required',
  yes: 'yes',
  no: 'no',
  parameters: 'Parameters',
  requestExample: 'Request example',
  responseFields: (status: string): string => `Response fields (${status})`,
  responseExample: 'Response example',
  errorResponses: 'Error responses',
  deprecated: ' deprecated',
  /** A schema's type words: 'one of a, b', 'array of string'. */
  typeOneOf: (values: string): string => `one of ${values}`,
  typeArrayOf: (type: string): string => `array of ${type}`,
  /** An error response the document does not describe, by its status ('422', '4XX'). */
  errorStatus: (status: string): string => ERROR_STATUS_TEXTS[status] ?? 'Error',

  // Help — spec part 2 §2.4.
  bestPractices: 'Best practices',
  helpDescriptions: 'Write detailed descriptions: the more the AI knows, the better the enhanced product.',
  helpImages: 'Link high-quality images.',
  helpIds: 'Keep product IDs consistent and unique: importing the same ID again updates that product.',
  csvFormat: 'CSV format',
  /** The two column names come in bold. */
  helpRequiredColumns: (productId: string, description: string): string =>
    `Required columns: ${productId} and ${description}.`,
  helpOptionalColumns:
    'Optional columns: Name, Image URL, Brand, Category. Other columns are added as additional information.',
  helpFirstRow: 'The first row holds the column names. Maximum file size: 10MB.',
  timeline: 'Timeline',
  /**
   * Spec part 2 §2.4 says 'about 1-2 seconds per product', the pace of its one-request-per-row import with a 100 ms
   * pause; the batch import is far faster (docs/decisions.md, 'The Help page's timeline').
   */
  helpImportTime: 'Import: well under a second per product; a CSV file is imported in batches of 100 rows.',
  helpEnhancementTime: 'Enhancement: about 2-5 minutes per product.',
  helpFollow: 'Follow the progress in the Dashboard and Review Queue tabs.',
};
