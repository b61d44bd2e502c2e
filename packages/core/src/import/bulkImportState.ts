// The bulk CSV screen as a pure reducer — spec part 2 §2.3, §4.2 (issue #18): idle → parsing → loaded, then a
// run: validating → importing → finished | cancelled | stopped | failed. Exposed to CSS as data-state.
import type { CsvEncoding } from './csvDecode';
import type { LoadedCsv } from './csvFile';
import type { ColumnMapping, MappingKey } from './mapping';
import type { BulkRunCounts, BulkRunOutcome } from './bulkRun';
import { createFormat, type CurateFormat } from '../messages/format';
import type { ImportMessages } from '../messages/index';
import { importMessages } from '../messages/import';

export type BulkPhase =
  | 'idle'
  | 'parsing'
  | 'loaded'
  | 'validating'
  | 'importing'
  | 'finished'
  | 'cancelled'
  | 'stopped'
  | 'failed';

export interface BulkImportState {
  phase: BulkPhase;
  csv: LoadedCsv | null;
  mapping: ColumnMapping;
  /** The encoding the user chose instead of the detected one. */
  encoding: CsvEncoding | null;
  forceOverride: boolean;
  /** Unmapped columns become custom fields in groupId (issue #18); off: added to the description (spec §2.3). */
  customFields: { enabled: boolean; groupId: string | null };
  /** A load or run failure, shown in red. */
  error: string | null;
  /** The run's final text (success, cancelled, stopped). */
  message: string | null;
  counts: BulkRunCounts | null;
  startedAt: number | null;
  /** Epoch ms of the latest progress. */
  updatedAt: number | null;
  cancelling: boolean;
}

export type BulkImportAction =
  | { type: 'parse'; encoding: CsvEncoding | null }
  | { type: 'parsed'; csv: LoadedCsv; mapping: ColumnMapping }
  | { type: 'parse_failed'; error: string }
  | { type: 'map'; key: MappingKey; header: string }
  | { type: 'force'; value: boolean }
  | { type: 'custom_fields'; enabled: boolean; groupId: string | null }
  | { type: 'validate' }
  | { type: 'refused'; error: string }
  | { type: 'start'; now: number; total: number }
  | { type: 'progress'; counts: BulkRunCounts; now: number }
  | { type: 'cancel' }
  | { type: 'end'; outcome: BulkRunOutcome; now: number }
  | { type: 'reset' }
  /** The 5 s reset after success: the file and mapping go, the run's message stays. */
  | { type: 'clear_file' };

export const initialBulkImportState: BulkImportState = {
  phase: 'idle',
  csv: null,
  mapping: {},
  encoding: null,
  forceOverride: false,
  customFields: { enabled: false, groupId: null },
  error: null,
  message: null,
  counts: null,
  startedAt: null,
  updatedAt: null,
  cancelling: false,
};

/** True while a run is under way (the file and mapping are locked). */
export const isRunning = (phase: BulkPhase) => phase === 'validating' || phase === 'importing';

export function bulkImportReducer(state: BulkImportState, action: BulkImportAction): BulkImportState {
  switch (action.type) {
    case 'parse':
      if (isRunning(state.phase)) return state;
      return {
        ...initialBulkImportState,
        phase: 'parsing',
        encoding: action.encoding,
        forceOverride: state.forceOverride,
        customFields: state.customFields,
      };
    case 'parsed':
      return { ...state, phase: 'loaded', csv: action.csv, mapping: action.mapping, error: null };
    case 'parse_failed':
      return { ...state, phase: 'idle', csv: null, mapping: {}, error: action.error };
    case 'map':
      if (!state.csv || isRunning(state.phase)) return state;
      return {
        ...state,
        mapping: { ...state.mapping, [action.key]: action.header || undefined },
        phase: 'loaded',
        message: null,
        error: null,
      };
    case 'force':
      return isRunning(state.phase) ? state : { ...state, forceOverride: action.value };
    case 'custom_fields':
      if (isRunning(state.phase)) return state;
      return { ...state, customFields: { enabled: action.enabled, groupId: action.groupId }, error: null };
    case 'validate':
      if (isRunning(state.phase)) return state;
      return { ...state, phase: 'validating', error: null, message: null, counts: null, cancelling: false };
    case 'refused':
      return { ...state, phase: state.csv ? 'loaded' : 'idle', error: action.error };
    case 'start':
      return {
        ...state,
        phase: 'importing',
        startedAt: action.now,
        updatedAt: action.now,
        counts: {
          processed: 0,
          total: action.total,
          imported: 0,
          created: 0,
          updated: 0,
          unchanged: 0,
          enhancing: 0,
          skipped: 0,
          failed: 0,
        },
      };
    case 'progress':
      return state.phase === 'importing' ? { ...state, counts: action.counts, updatedAt: action.now } : state;
    case 'cancel':
      return isRunning(state.phase) ? { ...state, cancelling: true } : state;
    case 'end': {
      const { outcome } = action;
      return {
        ...state,
        phase: outcome.phase,
        counts: outcome.counts,
        updatedAt: action.now,
        cancelling: false,
        message: outcome.phase === 'failed' ? null : outcome.message,
        error: outcome.phase === 'failed' ? outcome.message : null,
      };
    }
    case 'reset':
      return { ...initialBulkImportState };
    case 'clear_file':
      return state.phase === 'finished' ? { ...initialBulkImportState, message: state.message } : state;
  }
}

/** Progress figures: percent done, rows per second and seconds left (null until measurable). */
export function runProgress(state: Pick<BulkImportState, 'counts' | 'startedAt' | 'updatedAt'>) {
  const counts = state.counts;
  if (!counts || counts.total === 0) return { percent: 0, rowsPerSecond: null, secondsLeft: null };
  const percent = Math.min(100, Math.round((counts.processed / counts.total) * 100));
  const elapsed = state.startedAt !== null && state.updatedAt !== null ? (state.updatedAt - state.startedAt) / 1000 : 0;
  if (elapsed <= 0 || counts.processed === 0) return { percent, rowsPerSecond: null, secondsLeft: null };
  const rowsPerSecond = counts.processed / elapsed;
  return { percent, rowsPerSecond, secondsLeft: Math.ceil((counts.total - counts.processed) / rowsPerSecond) };
}

const english = createFormat();

/**
 * Live progress text, e.g. 'Processing 250 of 1,000 products (240 imported, 200 enhancing, 10 skipped)';
 * `messages` and `format` give the provider's texts and locale (default English, en-US).
 */
export function progressText(
  counts: BulkRunCounts,
  messages: Pick<ImportMessages, 'progress'> = importMessages,
  format: Pick<CurateFormat, 'number'> = english,
): string {
  const n = (v: number) => format.number(v);
  return messages.progress(
    n(counts.processed),
    n(counts.total),
    n(counts.imported),
    n(counts.enhancing),
    n(counts.skipped),
    counts.failed > 0 ? n(counts.failed) : '',
  );
}
