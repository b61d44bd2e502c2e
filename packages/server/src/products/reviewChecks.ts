// The review's material on a product detail: each field's confidence and flags, and the product's own flags,
// read from its latest completed enhancement (jobs/persist.ts records them in result_data).
import { ReviewFlag, type ProductField } from '@curate/core/contract';
import type { LatestEnhancementJson } from './queries';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A recorded confidence as answered: a number clamped to 0-1, else null. */
const confidenceOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : null;

/** The fields with their confidence and flags, and the product's review flags. */
export interface ReviewChecks {
  fields: ProductField[];
  review_flags: ReviewFlag[];
}

/** The schema fields the latest enhancement flagged (not the record-wide '*'). */
export function flaggedFieldNames(enhancement: LatestEnhancementJson | null): string[] {
  return [
    ...new Set(
      listOf(enhancement?.flags).flatMap((flag) =>
        isRecord(flag) && typeof flag.field_name === 'string' && flag.field_name !== '*' ? [flag.field_name] : [],
      ),
    ),
  ];
}

/**
 * Each field's `confidence` and `flags` from the latest completed enhancement (`enhancement`; null when none):
 * the confidence of the field's last value in values_detail, the flags naming its field_name. A value a person
 * set (updated_by_type 'user') has no confidence and no 'low_confidence' flag, since a person checked it; a value
 * a person edited after the enhancement completed keeps none of its flags (a contradiction stays until then).
 * `review_flags`: the flags on the record as a whole ('*') and on fields the answer has no row for.
 */
export function withReviewChecks(
  fields: readonly ProductField[],
  enhancement: LatestEnhancementJson | null,
): ReviewChecks {
  const confidences = new Map<string, number | null>();
  for (const detail of listOf(enhancement?.values_detail)) {
    // The last value of a field is the one written (persist keeps the last).
    if (isRecord(detail) && typeof detail.field_name === 'string')
      confidences.set(detail.field_name, confidenceOf(detail.confidence));
  }
  // Flags as the contract has them (other keys dropped); a malformed one is left out.
  const flags = listOf(enhancement?.flags).flatMap((flag) => {
    const parsed = ReviewFlag.safeParse(flag);
    return parsed.success ? [parsed.data] : [];
  });
  const completedAt = enhancement?.completed_at ? Date.parse(enhancement.completed_at) : Number.NaN;
  const answered = new Set(fields.map((field) => field.field_name));
  return {
    fields: fields.map((field) => {
      const byUser = field.updated_by_type === 'user';
      const editedAfter = byUser && field.updated_at !== null && !(Date.parse(field.updated_at) < completedAt);
      return {
        ...field,
        confidence: byUser ? null : (confidences.get(field.field_name) ?? null),
        flags: editedAfter
          ? []
          : flags.filter((flag) => flag.field_name === field.field_name && !(byUser && flag.kind === 'low_confidence')),
      };
    }),
    review_flags: flags.filter((flag) => flag.field_name === '*' || !answered.has(flag.field_name)),
  };
}
