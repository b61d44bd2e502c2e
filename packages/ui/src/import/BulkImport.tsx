import {
  CSV_ENCODINGS,
  type CsvEncoding,
  type BulkImportController,
  type BulkRunNotice,
  type CreateCsvWorker,
  type ImportMessages,
  MAPPING_KEYS,
  type MappingKey,
  REQUIRED_MAPPING_KEYS,
  useBulkImport,
  importMessages,
  useTexts,
} from '@curate/core';
import { type DragEvent, useId, useRef, useState } from 'react';
import { atValues, StrongFirst } from '../internal/Formatted';
import { Button } from '../primitives/Button/Button';
import { cx, dataFlag } from '../theme/cx';
import { ImportEstimate } from './parts/ImportEstimate';
import { RunProgress } from './parts/RunProgress';
import { UnmappedColumns } from './parts/UnmappedColumns';
import { ValidationSummary } from './parts/ValidationSummary';

/** Props of BulkImport. */
export interface BulkImportProps {
  /** The company products are imported into; null answers 'Please select a company first'. */
  companyId: string | null | undefined;
  /** Toasts of the run (402 15 s, 429 10 s, the 10 s suspension notice); wire them to your notifications. */
  onNotice?: (notice: BulkRunNotice) => void;
  /** Rows per batch call; default 100. */
  batchRows?: number;
  /** Starts the CSV worker; default the module worker of @curate/core; null parses on the page. */
  createWorker?: CreateCsvWorker | null;
  /** A controller of your own (from useBulkImport) instead of the built-in one. */
  controller?: BulkImportController;
  className?: string;
}

/** Each mapping key's label in messages.import. */
const MAPPING_LABEL_KEYS = {
  product_id: 'productId',
  description: 'description',
  name: 'productName',
  image_url: 'imageUrl',
  brand: 'brand',
  category: 'category',
} as const satisfies Record<MappingKey, keyof ImportMessages>;

/** With a controller given, the widget draws it; otherwise it owns one. */
export function BulkImport({ controller, ...props }: BulkImportProps) {
  return controller ? <BulkImportView {...props} bulk={controller} /> : <OwnBulkImport {...props} />;
}

function OwnBulkImport(props: Omit<BulkImportProps, 'controller'>) {
  const bulk = useBulkImport({
    companyId: props.companyId,
    ...(props.onNotice ? { onNotice: props.onNotice } : {}),
    ...(props.batchRows ? { batchRows: props.batchRows } : {}),
    ...(props.createWorker !== undefined ? { createWorker: props.createWorker } : {}),
  });
  return <BulkImportView {...props} bulk={bulk} />;
}

/**
 * 'Bulk CSV' — spec part 2 §2.3, §4.2, §5, §8.1: a file picker and drop zone ('Maximum file size: 10MB'), the
 * column and row counts, 'Upload Different File', the 'Map CSV Columns' selects, the unmapped columns, the
 * Validation Summary, the force override, 'Process N Products' ('Processing...'), the red 'Cancel Upload'
 * ('Canceling...'), and the live progress.
 */
function BulkImportView({ bulk, className }: Omit<BulkImportProps, 'controller'> & { bulk: BulkImportController }) {
  const id = useId();
  const t = useTexts('import', importMessages);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void bulk.load(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!bulk.running) pick(event.dataTransfer.files);
  };
  const loaded = bulk.fileName !== null && bulk.rowCount > 0;
  return (
    <section
      className={cx('curate-Import-bulk', className)}
      data-slot="bulk-import"
      data-state={bulk.phase}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="curate-Import-title">
        {t.bulkCsv}
      </h3>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is the mouse path; the file input inside is the keyboard path. */}
      <div
        className="curate-Import-drop"
        data-slot="drop-zone"
        data-dragging={dataFlag(dragging)}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {!loaded ? (
          <>
            <label htmlFor={`${id}-file`}>{t.chooseFile}</label>
            <input
              ref={input}
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              disabled={bulk.phase === 'parsing'}
              onChange={(event) => {
                pick(event.target.files);
                event.target.value = '';
              }}
            />
            <p className="curate-Import-hint">{t.maxFileSize}</p>
            {bulk.phase === 'parsing' && <p role="status">{t.readingFile}</p>}
          </>
        ) : (
          <div className="curate-Import-fileInfo" data-slot="file-info">
            <p>
              <StrongFirst
                text={t.fileSummary(bulk.fileName ?? '', bulk.columnCount, bulk.rowCount)}
                values={[bulk.fileName ?? '', bulk.columnCount, bulk.rowCount]}
              />
            </p>
            <label htmlFor={`${id}-encoding`}>{t.encoding}</label>
            <select
              id={`${id}-encoding`}
              value={bulk.encoding ?? 'utf-8'}
              disabled={bulk.running}
              onChange={(event) => bulk.setEncoding(event.target.value as CsvEncoding)}
            >
              {CSV_ENCODINGS.map((encoding) => (
                <option key={encoding} value={encoding}>
                  {t.encodingName(encoding)}
                </option>
              ))}
            </select>
            <Button size="sm" disabled={bulk.running} onClick={() => bulk.reset()}>
              {t.uploadDifferentFile}
            </Button>
          </div>
        )}
      </div>
      {bulk.error && (
        <p className="curate-Import-message" data-tone="error" role="alert">
          {bulk.error}
        </p>
      )}
      {loaded && (
        <>
          <fieldset className="curate-Import-mapping" data-slot="mapping" disabled={bulk.running}>
            <legend>{t.mapColumns}</legend>
            {MAPPING_KEYS.map((key) => {
              const required = (REQUIRED_MAPPING_KEYS as readonly string[]).includes(key);
              const label = t[MAPPING_LABEL_KEYS[key]];
              return (
                <div key={key} className="curate-Import-field">
                  <label htmlFor={`${id}-map-${key}`}>
                    {atValues(required ? t.requiredField(label) : t.optionalField(label), [label])}
                  </label>
                  <select
                    id={`${id}-map-${key}`}
                    value={bulk.mapping[key] ?? ''}
                    onChange={(event) => bulk.setMapping(key, event.target.value)}
                  >
                    <option value="">{t.notMapped}</option>
                    {bulk.headers.map((header) => (
                      <option key={header} value={header}>
                        {header}
                      </option>
                    ))}
                  </select>
                </div>
              );
            })}
          </fieldset>
          <UnmappedColumns bulk={bulk} />
          {bulk.mappingComplete && bulk.validating && (
            <p role="status" data-slot="validating">
              {t.checkingRows}
            </p>
          )}
          {bulk.mappingComplete && !bulk.validating && (
            <ValidationSummary
              errors={bulk.errors}
              warnings={bulk.warnings}
              errorCount={bulk.errorCount}
              warningCount={bulk.warningCount}
            />
          )}
          {bulk.mappingComplete && !bulk.validating && bulk.errorCount === 0 && <ImportEstimate bulk={bulk} />}
          <label className="curate-Import-check">
            <input
              type="checkbox"
              checked={bulk.forceOverride}
              disabled={bulk.running}
              onChange={(event) => bulk.setForceOverride(event.target.checked)}
            />
            {t.forceOverride}
          </label>
          <div className="curate-Import-actions">
            <Button
              variant="primary"
              loading={bulk.running}
              loadingLabel={t.processing}
              disabled={!bulk.canProcess}
              onClick={() => void bulk.process()}
            >
              {atValues(t.processProducts(bulk.rowCount), [bulk.rowCount])}
            </Button>
            {bulk.running && (
              <Button variant="danger" disabled={bulk.cancelling} onClick={bulk.cancel}>
                {bulk.cancelling ? t.canceling : t.cancelUpload}
              </Button>
            )}
          </div>
        </>
      )}
      {bulk.warningsText && bulk.running && (
        <pre className="curate-Import-runWarnings" data-slot="run-warnings">
          {bulk.warningsText}
        </pre>
      )}
      <RunProgress bulk={bulk} />
      {bulk.message && (
        <p
          className="curate-Import-message"
          data-tone={bulk.phase === 'finished' && !bulk.counts?.failed ? 'success' : 'warning'}
          role="status"
          data-slot="run-message"
        >
          {bulk.message}
        </p>
      )}
    </section>
  );
}
