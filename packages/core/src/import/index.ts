// @curate/core import: single product and bulk CSV import — spec part 2 §2.2-2.3, §4.1-4.2, §5.1-5.4, §8.1.
export * from './constants';
export { IMPORT_BATCH_MAX_ROWS } from '../contract/index';
export * from './messages';
export { CSV_ENCODINGS, CSV_ENCODING_LABELS, type CsvEncoding, decodeCsvBytes, detectEncoding } from './csvDecode';
export { CSV_DELIMITERS, CsvParseError, type CsvRefusal, type ParsedCsv, parseCsvText } from './csvParse';
export {
  type CreateCsvWorker,
  type CsvSession,
  type CsvSummary,
  CsvWorkerError,
  defaultCsvWorker,
  type LoadedCsv,
  loadCsvFile,
  openCsvSession,
  parseCsvBytes,
} from './csvFile';
export { CsvStore, VALIDATION_KEPT } from './csvStore';
export * from './mapping';
export * from './validation';
export {
  arrayRowSource,
  cleanLine,
  cleanText,
  type ImportRowBatch,
  type ImportRowSource,
  isSendableRow,
  newImportBatchId,
  takeImportBatch,
  toImportRow,
} from './importRows';
export * from './bulkRun';
export * from './customFields';
export * from './importPreview';
export * from './bulkImportState';
export { type BulkImportController, type UseBulkImportOptions, useBulkImport } from './useBulkImport';
export * from './useSingleImport';
export * from './apiDocs';
export { DATA_INTEGRATION_SUBTABS, type DataIntegrationSubtab, SUBTAB_PARAM, readSubtab } from './subtabs';
