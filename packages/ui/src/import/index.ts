// @curate/ui import: Data Integration — spec part 2 §2.1-2.5 (issue #18).
export { ApiDocs, type ApiDocsProps } from './ApiDocs';
export { BulkImport, type BulkImportProps } from './BulkImport';
export { DataIntegration, type DataIntegrationProps } from './DataIntegration';
export { ImportHelp, type ImportHelpProps } from './ImportHelp';
export { SingleProductForm, type SingleProductFormProps } from './SingleProductForm';
