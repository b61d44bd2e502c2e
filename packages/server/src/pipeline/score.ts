// Stage 4, score: quality 0-10 (one decimal) with itemised reasons (weights in docs/decisions.md). It rates
// whether what was written is right, not how much was written: the confidence of the schema values (the
// weakest counts as much as the mean), the company's required fields filled among those enhanced, the texts,
// citations, and the flags a reviewer must look at.
import { isCoreField } from './providers/provider';
import type {
  DroppedValue,
  FieldSpec,
  GeneratedValue,
  PipelineConfig,
  PipelineScore,
  PipelineSource,
  ScoreReason,
  ValueFlag,
} from './types';

/** The weights: points at most per reason; they add up to 10. */
export const SCORE_WEIGHTS = {
  confidence: 6,
  required_fields: 3,
  texts: 0.5,
  sourced_share: 0.5,
} as const;
/** Points taken per flag of each kind, and per value dropped. */
export const FLAG_PENALTY: Record<ValueFlag['kind'], number> = {
  contradiction: 1,
  low_confidence: 1,
  unsourced: 1,
  not_applied: 0.2,
  no_text: 0,
};
const DROPPED_PENALTY = 0.2;
/** The confidence rated for a record with no schema value: nothing wrong written, but nothing known either. */
const NO_VALUE_CONFIDENCE = 0.6;
/** The highest score of a record with no usable text. */
const UNUSABLE_CAP = 1;

export interface ScoreInput {
  values: readonly GeneratedValue[];
  dropped: readonly DroppedValue[];
  flags: readonly ValueFlag[];
  sources: readonly PipelineSource[];
  fields: readonly FieldSpec[];
  config: PipelineConfig;
  /** Whether the record held readable text (gather). */
  usable: boolean;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The fields a product must have among those enhanced: required definitions, core ones only when written. */
function requiredFields(input: ScoreInput): string[] {
  return input.fields
    .filter((f) => f.is_required)
    .map((f) => f.field_name)
    .filter((name) => !isCoreField(name) || name === 'clean_name' || input.config.fields.some((f) => f === name));
}

export function score(input: ScoreInput): PipelineScore {
  const reasons: ScoreReason[] = [];
  const schemaValues = input.values.filter((v) => v.kind !== 'core');
  const confidences = schemaValues.map((v) => v.confidence ?? 0.5);
  // The weakest value counts as much as the mean: one doubtful value is what makes a record wrong.
  const min = confidences.length ? Math.min(...confidences) : NO_VALUE_CONFIDENCE;
  const mean = confidences.length ? confidences.reduce((a, b) => a + b, 0) / confidences.length : NO_VALUE_CONFIDENCE;
  reasons.push({
    code: 'confidence',
    label: confidences.length
      ? `Confidence of the ${confidences.length} field values: lowest ${round1(min * 100)}%, mean ${round1(mean * 100)}%`
      : 'No field value to rate',
    points: round1((SCORE_WEIGHTS.confidence * (min + mean)) / 2),
    max: SCORE_WEIGHTS.confidence,
  });

  const written = new Set(input.values.map((v) => v.field_name));
  const required = requiredFields(input);
  const filled = required.filter((f) => written.has(f)).length;
  reasons.push({
    code: 'required_fields',
    label: `Required fields filled: ${filled} of ${required.length}`,
    points: round1(SCORE_WEIGHTS.required_fields * (required.length ? filled / required.length : 1)),
    max: SCORE_WEIGHTS.required_fields,
  });

  const texts = ['clean_name', ...input.config.fields.filter((f) => isCoreField(f))];
  const textsWritten = texts.filter((t) => written.has(t)).length;
  reasons.push({
    code: 'texts',
    label: `Name and descriptions written: ${textsWritten} of ${texts.length}`,
    points: round1((SCORE_WEIGHTS.texts * textsWritten) / texts.length),
    max: SCORE_WEIGHTS.texts,
  });

  const sourced = input.values.filter((v) => v.source_id !== null).length;
  reasons.push({
    code: 'sourced_share',
    label: `Values citing a source: ${sourced} of ${input.values.length}`,
    points: round1(SCORE_WEIGHTS.sourced_share * (input.values.length ? sourced / input.values.length : 0)),
    max: SCORE_WEIGHTS.sourced_share,
  });

  for (const kind of Object.keys(FLAG_PENALTY) as ValueFlag['kind'][]) {
    const count = input.flags.filter((f) => f.kind === kind).length;
    if (count === 0 || FLAG_PENALTY[kind] === 0) continue;
    reasons.push({
      code: `flags_${kind}`,
      label: `Flagged for review (${kind.replace('_', ' ')}): ${count}`,
      points: -round1(FLAG_PENALTY[kind] * count),
      max: 0,
    });
  }
  if (input.dropped.length) {
    reasons.push({
      code: 'dropped',
      label: `Values dropped (type, constraints or a number not in its source): ${input.dropped.length}`,
      points: -DROPPED_PENALTY * input.dropped.length,
      max: 0,
    });
  }

  let total = reasons.reduce((sum, r) => sum + r.points, 0);
  if (!input.usable) {
    reasons.push({
      code: 'usable_text',
      label: `No usable text in the record: score at most ${UNUSABLE_CAP}`,
      points: 0,
      max: 0,
    });
    total = Math.min(total, UNUSABLE_CAP);
  }
  return { score: round1(Math.max(0, Math.min(10, total))), reasons };
}
