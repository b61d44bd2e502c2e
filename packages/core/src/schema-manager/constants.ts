// The Schema Manager's timing rules and limits — spec part 2 §2.8, §2.9, §4.4, §9.
import { schemaManagerMessages as m } from '../messages/index';

/** With more than this many fields in total, groups start collapsed. */
export const COLLAPSE_ABOVE_FIELDS = 20;
/** How long the screen waits for a selected company before 'No company selected…' (50 polls of 100 ms). */
export const COMPANY_WAIT_MS = 5000;
/** Sample values on a field card (an ellipsis follows when there are more). */
export const CARD_SAMPLE_VALUES = 3;
/** Sample values in the field editor. */
export const EDITOR_SAMPLE_VALUES = 5;
/** Results of the merge dialog's field search. */
export const MERGE_SEARCH_LIMIT = 10;
/** Conflicts the merge dialog lists before offering 'Preview Full List'. */
export const MERGE_CONFLICTS_SHOWN = 3;
/** The product preview tooltip closes this long after the mouse leaves. */
export const PREVIEW_TOOLTIP_CLOSE_MS = 200;
/** Automatic retries of the AI analysis on timeout, network or server errors. */
export const AI_ANALYSIS_RETRIES = 2;
/** Default sort order of new groups and fields. */
export const NEW_SORT_ORDER = 999;
/** Longest generated group name. */
export const GROUP_NAME_MAX = 50;
/** The simulated progress stages of the AI analysis, in order, as keys of `messages.schemaManager`. */
export const AI_ANALYSIS_STAGE_KEYS = ['stageGathering', 'stageAnalyzing', 'stageGenerating'] as const;
/** The stages' English names ('gathering data', ...), from the English catalogue. */
export const AI_ANALYSIS_STAGES: readonly string[] = AI_ANALYSIS_STAGE_KEYS.map((key) => m[key]);
/** Time per simulated stage of the AI analysis (the last stage lasts until the answer). */
export const AI_STAGE_MS = 1500;

/** Wait before AI analysis retry `attempt` (1-based): 1000 ms × attempt — spec part 2 §4.4. */
export function aiRetryDelayMs(attempt: number): number {
  return 1000 * attempt;
}

/** How a field's usage badge is coloured: 'none' (0, grey), 'low' (under 10, yellow), 'high' (10 or more, red). */
export type FieldUsageLevel = 'none' | 'low' | 'high';

/** Products below this count colour the usage badge yellow; this many or more, red — spec part 2 §9. */
export const HIGH_USAGE_FROM = 10;

/** The usage badge's level for a field used in `count` products: 0 grey, under 10 yellow, 10 or more red — spec part 2 §9. */
export function fieldUsageLevel(count: number): FieldUsageLevel {
  if (count <= 0) return 'none';
  return count < HIGH_USAGE_FROM ? 'low' : 'high';
}
