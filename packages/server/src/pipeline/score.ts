// Stage 4, score: quality 0-10 (one decimal) with itemised reasons (issue #16; weights in docs/decisions.md).
import { inventedNumbers, sourceNumbers } from './numbers';
import { isCoreField } from './providers/provider';
import type {
  DroppedValue,
  FieldSpec,
  GeneratedValue,
  PipelineConfig,
  PipelineScore,
  PipelineSource,
  ScoreReason,
} from './types';

/** The weights: points at most per reason; they add up to 10. */
export const SCORE_WEIGHTS = {
  required_fields: 3,
  sourced_share: 2,
  source_quality: 1.5,
  evidence: 2.5,
  constraints: 1,
} as const;
/** Points taken per value holding a number that appears in no source. */
export const INVENTED_NUMBER_PENALTY = 3;
/** Points taken per value dropped for its field's constraints. */
const DROPPED_PENALTY = 0.5;
/** Facts (sourced attributes and custom values, and a description) that earn the full evidence points. */
const EVIDENCE_FULL = 4;
/** The highest score of a record with no usable text. */
const UNUSABLE_CAP = 1;

export interface ScoreInput {
  values: readonly GeneratedValue[];
  dropped: readonly DroppedValue[];
  sources: readonly PipelineSource[];
  fields: readonly FieldSpec[];
  config: PipelineConfig;
  /** Whether the record held readable text (gather). */
  usable: boolean;
  /** Whether the record has a description of a sentence or more. */
  described: boolean;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The fields a product must have: the required definitions, else the core fields the configuration writes. */
function requiredFields(input: ScoreInput): string[] {
  const required = input.fields.filter((f) => f.is_required).map((f) => f.field_name);
  if (required.length > 0) return required;
  return ['clean_name', ...input.config.fields.filter((f) => isCoreField(f))];
}

export function score(input: ScoreInput): PipelineScore {
  const reasons: ScoreReason[] = [];
  const written = new Set(input.values.map((v) => v.field_name));
  const required = requiredFields(input);
  const filled = required.filter((f) => written.has(f)).length;
  reasons.push({
    code: 'required_fields',
    label: `Required fields filled: ${filled} of ${required.length}`,
    points: round1(SCORE_WEIGHTS.required_fields * (required.length ? filled / required.length : 1)),
    max: SCORE_WEIGHTS.required_fields,
  });

  const sourced = input.values.filter((v) => v.source_id !== null);
  const share = input.values.length ? sourced.length / input.values.length : 0;
  reasons.push({
    code: 'sourced_share',
    label: `Values citing a source: ${sourced.length} of ${input.values.length}`,
    points: round1(SCORE_WEIGHTS.sourced_share * share),
    max: SCORE_WEIGHTS.sourced_share,
  });

  const quality = new Map(input.sources.map((s) => [s.id, s.quality]));
  const mean = sourced.length
    ? sourced.reduce((sum, v) => sum + (quality.get(v.source_id!) ?? 0), 0) / sourced.length
    : 0;
  reasons.push({
    code: 'source_quality',
    label: sourced.length ? `Quality of the cited sources: ${round1(mean)} of 10 on average` : 'No cited source',
    points: round1((SCORE_WEIGHTS.source_quality * mean) / 10),
    max: SCORE_WEIGHTS.source_quality,
  });

  const facts = sourced.filter((v) => v.kind === 'attribute' || v.kind === 'custom').length + (input.described ? 1 : 0);
  reasons.push({
    code: 'evidence',
    label: `Facts read: ${facts} (attributes, custom values${input.described ? ' and a description' : ''}; ${EVIDENCE_FULL} for full points)`,
    points: round1(SCORE_WEIGHTS.evidence * Math.min(1, facts / EVIDENCE_FULL)),
    max: SCORE_WEIGHTS.evidence,
  });

  const broken = input.dropped.filter((d) => !d.reason.startsWith('invented number')).length;
  reasons.push({
    code: 'constraints',
    label: broken
      ? `Values dropped for their field's constraints: ${broken}`
      : input.values.length
        ? 'Every value within its field constraints'
        : 'No value to check',
    points: input.values.length ? round1(Math.max(0, SCORE_WEIGHTS.constraints - DROPPED_PENALTY * broken)) : 0,
    max: SCORE_WEIGHTS.constraints,
  });

  const known = sourceNumbers(input.sources);
  const invented =
    input.dropped.filter((d) => d.reason.startsWith('invented number')).length +
    input.values.filter((v) => inventedNumbers(v.value, known).length > 0).length;
  reasons.push({
    code: 'invented_numbers',
    label: invented ? `Values with a number found in no source: ${invented}` : 'No number without a source',
    points: -INVENTED_NUMBER_PENALTY * invented,
    max: 0,
  });

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
