import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { isApiError } from '../client/index';
import { fieldRoutes, rawProductRoutes } from '../contract/index';
import { useApiClient } from '../provider/index';
import { fieldGroupsQuery } from '../shared/productQueries';
import { billingKeys, companyKey, jobKeys } from '../shared/queryKeys';
import { useCompanyBalance } from '../shared/balancePoll';
import { bulkImportReducer, initialBulkImportState, isRunning, runProgress } from './bulkImportState';
import { type BulkRunNotice, runBulkImport } from './bulkRun';
import { BULK_RESET_DELAY_MS, CREDITS_PER_PRODUCT } from './constants';
import type { CsvEncoding } from './csvDecode';
import { type CreateCsvWorker, type CsvSession, loadCsvFile, openCsvSession } from './csvFile';
import { CsvParseError } from './csvParse';
import { customFieldKeys, type InferredFieldType, planCustomFields } from './customFields';
import { type ImportPreviewCounts, previewCredits, previewImport } from './importPreview';
import { type ImportRowSource, newImportBatchId } from './importRows';
import {
  type ColumnMapping,
  isMappingComplete,
  type MappingKey,
  rememberedMapping,
  rememberMapping,
  unmappedColumns,
} from './mapping';
import { importMessages, useTexts } from '../messages/index';
import { runWarningsText, validationFailedMessage } from './messages';
import { type CsvCheck, type CsvValidation, describeCheck } from './validation';

export interface UseBulkImportOptions {
  /** The company products are imported into; null shows 'Please select a company first' on Process. */
  companyId: string | null | undefined;
  /** Rows per batch call; default 100 (at most 1,000). */
  batchRows?: number;
  /** Starts the CSV worker (started with the hook, so it is ready when a file comes); default the module worker beside the hook; null parses on the page. */
  createWorker?: CreateCsvWorker | null;
  /** Toasts the run raises (402, 429, suspension) with the spec's durations. */
  onNotice?: (notice: BulkRunNotice) => void;
  /** Where the last mapping is remembered; default localStorage. */
  storage?: Storage;
  /** The clock; default Date.now. */
  now?: () => number;
}

/**
 * Bulk CSV import — spec part 2 §2.3, §4.2, §5.2-5.4, §8.1 (issue #18): loads a file in a worker (10 MB limit
 * checked first, encoding detected or chosen), maps its columns (header variants and the company's last
 * mapping), validates every row whenever the mapping changes, and runs the import in batches with live
 * progress, cancel between batches, the 402/429 stop and the suspension notice; 5 s after a successful run
 * the file and mapping are cleared.
 */
export function useBulkImport({
  companyId,
  batchRows,
  createWorker,
  onNotice,
  storage,
  now = Date.now,
}: UseBulkImportOptions) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const m = useTexts('import', importMessages);
  const [state, dispatch] = useReducer(bulkImportReducer, initialBulkImportState);
  const cancelled = useRef(false);
  const lastFile = useRef<File | null>(null);
  const notice = useRef(onNotice);
  notice.current = onNotice;
  const balance = useCompanyBalance({ companyId });

  // The CSV session holds the file's rows (in the worker): opened with the hook, so the worker is ready when a
  // file comes, and closed when the hook goes.
  const [session, setSession] = useState<CsvSession | null>(null);
  const sessionRef = useRef<CsvSession | null>(null);
  const workerFactory = useRef(createWorker);
  const openSession = useCallback(() => {
    const opened = openCsvSession(workerFactory.current === undefined ? undefined : workerFactory.current);
    sessionRef.current = opened;
    setSession(opened);
    return opened;
  }, []);
  useEffect(() => {
    const opened = openSession();
    return () => {
      opened.close();
      if (sessionRef.current === opened) sessionRef.current = null;
    };
  }, [openSession]);

  const headers = state.csv?.headers ?? [];
  // The starting mapping's validation came with the file; a changed mapping is validated again in the worker.
  // The checks come as data (CsvCheck) and are worded here with the provider's texts.
  const [checked, setChecked] = useState<{ mapping: ColumnMapping; validation: CsvCheck } | null>(null);
  const check: CsvCheck | null = !state.csv
    ? null
    : state.mapping === state.csv.initial.mapping
      ? state.csv.initial.validation
      : checked?.mapping === state.mapping
        ? checked.validation
        : null;
  useEffect(() => {
    if (!session || !state.csv || state.mapping === state.csv.initial.mapping) return;
    let live = true;
    const mapping = state.mapping;
    session.validate(mapping).then(
      (result) => live && setChecked({ mapping, validation: result }),
      () => undefined, // the session closed: a new one answers for the next file
    );
    return () => {
      live = false;
    };
  }, [session, state.csv, state.mapping]);
  const validation: CsvValidation | null = useMemo(() => check && describeCheck(check, m), [check, m]);
  const mappingComplete = !!state.csv && isMappingComplete(state.mapping, headers);
  const unmapped = useMemo(
    () => (state.csv ? unmappedColumns(state.mapping, state.csv.headers) : []),
    [state.csv, state.mapping],
  );
  const customOn = state.customFields.enabled && unmapped.length > 0;
  const groups = useQuery({
    ...fieldGroupsQuery(client, companyId ?? ''),
    enabled: !!companyId && customOn,
  });
  // The columns' inferred types (from every row, in the worker), read once per file when custom fields are on.
  const [types, setTypes] = useState<{ csv: object; types: Record<string, InferredFieldType> } | null>(null);
  const fileTypes = types && types.csv === state.csv ? types.types : null;
  useEffect(() => {
    if (!session || !state.csv || !customOn || fileTypes) return;
    let live = true;
    const csv = state.csv;
    session.inferTypes(csv.headers).then(
      (result) => live && setTypes({ csv, types: result }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [session, state.csv, customOn, fileTypes]);
  // The unmapped columns' custom fields (names and inferred types; whether each exists is read at Process).
  const customPlan = useMemo(
    () => (customOn && fileTypes ? planCustomFields(unmapped, fileTypes, [], state.customFields.groupId) : []),
    [customOn, fileTypes, unmapped, state.customFields.groupId],
  );
  const keys = useMemo(() => customFieldKeys(customPlan), [customPlan]);

  // The dry run (issue #18): once the file is mapped and valid, how many rows are new, changed or unchanged.
  const [preview, setPreview] = useState<{
    status: 'pending' | 'success' | 'error';
    counts: ImportPreviewCounts | null;
  }>({ status: 'pending', counts: null });
  const previewable = !!companyId && !!state.csv && mappingComplete && validation?.errorCount === 0;
  const previewKey = previewable && state.phase === 'loaded' && (!customOn || fileTypes) ? 'ready' : 'off';
  useEffect(() => {
    if (previewKey !== 'ready' || !companyId || !state.csv || !session) return;
    let live = true;
    setPreview({ status: 'pending', counts: null });
    const source = sessionRowSource(session, state.csv.rowCount, state.mapping, 'preview', keys);
    previewImport(source, (batch) =>
      client.request(rawProductRoutes.previewRawProductImport, { params: { companyId }, body: { rows: batch } }),
    ).then(
      (counts) => live && setPreview({ status: 'success', counts }),
      () => live && setPreview({ status: 'error', counts: null }),
    );
    return () => {
      live = false;
    };
  }, [previewKey, client, companyId, session, state.csv, state.mapping, keys]);

  const load = useCallback(
    async (file: File, encoding: CsvEncoding | null = null) => {
      lastFile.current = file;
      dispatch({ type: 'parse', encoding });
      try {
        const remembered = companyId ? rememberedMapping(companyId, storage) : null;
        const current = sessionRef.current ?? openSession();
        const csv = await loadCsvFile(file, current, { ...(encoding ? { encoding } : {}), remembered });
        dispatch({ type: 'parsed', csv, mapping: csv.initial.mapping });
      } catch (error) {
        // The reader (in the worker) names its refusal by key; the provider's texts word it.
        dispatch({ type: 'parse_failed', error: m[error instanceof CsvParseError ? error.refusal : 'parseFailed'] });
      }
    },
    [companyId, m, openSession, storage],
  );

  const process = useCallback(async () => {
    // spec part 2 §5.4, in its order.
    const refuse = (error: string) => dispatch({ type: 'refused', error });
    if (!companyId) return refuse(m.selectCompany);
    if (!state.csv || state.csv.rowCount === 0) return refuse(m.noRows);
    if (!isMappingComplete(state.mapping, state.csv.headers)) return refuse(m.mapRequired);
    cancelled.current = false; // before any wait: a Cancel while the rows are prepared counts
    dispatch({ type: 'validate' });
    const current = sessionRef.current;
    if (!current) return refuse(m.bulkFallback);
    const csv = state.csv;
    const mapping = state.mapping;
    let result: CsvCheck;
    let types: Record<string, InferredFieldType> | null = fileTypes;
    try {
      result = check ?? (await current.validate(mapping));
    } catch {
      return refuse(m.bulkFallback);
    }
    if (result.errorCount > 0)
      return refuse(validationFailedMessage(describeCheck(result, m).errors, result.errorCount, m));
    let fieldKeys: Record<string, string> = {};
    const columns = unmappedColumns(mapping, csv.headers);
    if (state.customFields.enabled && columns.length > 0) {
      // Unmapped columns as custom fields: the missing definitions are created first (existing names reused).
      if (!state.customFields.groupId) return refuse(m.chooseFieldGroup);
      try {
        types ??= await current.inferTypes(csv.headers);
        const { fields } = await client.request(fieldRoutes.listFields, { params: { companyId }, query: {} });
        const plan = planCustomFields(columns, types, fields, state.customFields.groupId);
        for (const item of plan)
          if (item.create) await client.request(fieldRoutes.createField, { params: { companyId }, body: item.create });
        fieldKeys = customFieldKeys(plan);
      } catch (error) {
        const detail = isApiError(error) && typeof error.detail === 'string' ? error.detail : String(error);
        return refuse(m.customFieldsFailed(detail));
      } finally {
        void queryClient.invalidateQueries({ queryKey: companyKey(companyId) });
      }
    }
    rememberMapping(companyId, mapping, storage);
    const batchId = newImportBatchId(new Date(now()));
    dispatch({ type: 'start', now: now(), total: csv.rowCount });
    const outcome = await runBulkImport({
      source: sessionRowSource(current, csv.rowCount, mapping, batchId, fieldKeys),
      ...(batchRows ? { batchRows } : {}),
      isCancelled: () => cancelled.current,
      send: (batch) =>
        client.request(rawProductRoutes.importRawProductBatch, {
          params: { companyId },
          query: { allow_override: state.forceOverride },
          body: { rows: batch },
        }),
      onProgress: (counts) => dispatch({ type: 'progress', counts, now: now() }),
      onNotice: (n) => notice.current?.(n),
      messages: m,
    });
    dispatch({ type: 'end', outcome, now: now() });
    void queryClient.invalidateQueries({ queryKey: jobKeys.all(companyId) });
    void queryClient.invalidateQueries({ queryKey: billingKeys.poll(companyId) });
  }, [batchRows, check, client, companyId, fileTypes, m, now, queryClient, state, storage]);

  // spec part 2 §4.2: the loaded CSV and mapping are cleared 5 s after a successful finish (not when rows of
  // failed calls are left to retry).
  const failedRows = state.counts?.failed ?? 0;
  useEffect(() => {
    if (state.phase !== 'finished' || failedRows > 0) return;
    const timer = setTimeout(() => dispatch({ type: 'clear_file' }), BULK_RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.phase, failedRows]);

  const running = isRunning(state.phase);
  const errors = validation?.errors ?? [];
  const warnings = validation?.warnings ?? [];
  const errorCount = validation?.errorCount ?? 0;
  const warningCount = validation?.warningCount ?? 0;
  const rowCount = state.csv?.rowCount ?? 0;
  return {
    /** 'idle' | 'parsing' | 'loaded' | 'validating' | 'importing' | 'finished' | 'cancelled' | 'stopped' | 'failed'. */
    phase: state.phase,
    fileName: state.csv?.fileName ?? null,
    headers,
    rowCount,
    columnCount: headers.length,
    encoding: state.csv?.encoding ?? state.encoding,
    delimiter: state.csv?.delimiter ?? null,
    mapping: state.mapping as ColumnMapping,
    unmapped,
    /** Unmapped columns become custom fields in a chosen group instead of going to the description. */
    customFields: state.customFields,
    /** Each unmapped column's field name and inferred type while customFields is on. */
    customFieldPlan: customPlan,
    /** The company's field groups to choose from (loaded while customFields is on). */
    fieldGroups: groups.data ?? [],
    fieldGroupsStatus: groups.status,
    setCustomFields: (enabled: boolean, groupId: string | null = state.customFields.groupId) =>
      dispatch({ type: 'custom_fields', enabled, groupId }),
    /** The dry run: rows new, changed and unchanged ('pending' until the file is valid and the server answered). */
    preview: previewable ? preview : { status: 'idle' as const, counts: null },
    mappingComplete,
    /** True while a changed mapping is being validated again (in the worker). */
    validating: !!state.csv && validation === null,
    /** The first 10 errors of the §5.3 check (errorCount counts them all). */
    errors,
    errorCount,
    /** The first 10 warnings of the §5.3 check (warningCount counts them all). */
    warnings,
    warningCount,
    /** The run message's warnings: the first 5, then '... and N more warnings' (spec part 2 §5.4). */
    warningsText: warningCount > 0 ? runWarningsText(warnings, warningCount, m) : null,
    forceOverride: state.forceOverride,
    /** Process is enabled: a file, the required mapping, no validation error, not running (spec part 2 §2.3). */
    canProcess: !!state.csv && mappingComplete && validation?.errorCount === 0 && !running && state.phase !== 'parsing',
    running,
    cancelling: state.cancelling,
    error: state.error,
    message: state.message,
    counts: state.counts,
    progress: runProgress(state),
    /** Credits the run may reserve: (new + changed) × 15 once previewed, else 15 per valid row (an upper bound). */
    estimatedCredits:
      preview.status === 'success' && preview.counts && previewable
        ? previewCredits(preview.counts, state.forceOverride)
        : (validation?.validRows ?? 0) * CREDITS_PER_PRODUCT,
    /** Whether estimatedCredits is exact (the preview answered) or an upper bound. */
    estimateExact: preview.status === 'success' && !!preview.counts && previewable,
    availableCredits: balance.balance ?? null,
    load,
    /** Reads the loaded file again with another encoding (the manual override of the detected one). */
    setEncoding: (encoding: CsvEncoding) => {
      if (lastFile.current && !running) void load(lastFile.current, encoding);
    },
    setMapping: (key: MappingKey, header: string) => dispatch({ type: 'map', key, header }),
    setForceOverride: (value: boolean) => dispatch({ type: 'force', value }),
    process,
    /** Stops the run before its next batch ('Canceled by user. N products imported, M enhancing.'). */
    cancel: () => {
      cancelled.current = true;
      dispatch({ type: 'cancel' });
    },
    reset: () => dispatch({ type: 'reset' }),
  };
}

export type BulkImportController = ReturnType<typeof useBulkImport>;

/** The rows of the session's file as a run's source (built in the worker a batch at a time). */
function sessionRowSource(
  session: CsvSession,
  total: number,
  mapping: ColumnMapping,
  importBatchId: string,
  fieldKeys: Record<string, string>,
): ImportRowSource {
  return {
    total,
    batch: (start, maxRows) => session.rows({ start, maxRows, mapping, importBatchId, fieldKeys }),
  };
}
