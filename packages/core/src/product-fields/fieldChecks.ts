// What a reviewer should check first: the fields the latest enhancement flagged or rated low, shown before the
// others in the review dialog and the detail dialog, and the record's own flags (the detail answer's
// review_flags; server products/reviewChecks.ts).
import type { FieldGroup, ProductField, ReviewFlag } from '../contract/index';
import { groupFields, type FieldGroupView } from './fieldGroups';

/** A value rated below this confidence (0-1) needs a check. */
export const LOW_CONFIDENCE_BELOW = 0.75;

/** Key of the group of the fields that need a check, shown first (its title is `productFields.checkGroup`). */
export const CHECK_FIELDS_KEY = 'check';

/** One flag as shown: its kind, the server's message and the quotes the message does not already contain. */
export interface FlagNote {
  kind: string;
  message: string;
  quotes: string[];
}

/** What a field's check badge says: a contradiction, a low confidence, or another flag. */
export type FieldCheckKind = 'contradiction' | 'low_confidence' | 'flagged';

/** A field's check: whether it needs one, why, and the flags' messages. */
export interface FieldCheck {
  /** The field has a flag or a confidence below LOW_CONFIDENCE_BELOW. */
  needsCheck: boolean;
  /** The badge's reason; null when no check is needed. */
  kind: FieldCheckKind | null;
  /** 0-1 as the enhancement rated the value; null when not rated or a person set it. */
  confidence: number | null;
  /** The confidence as a whole percentage (62); null when not rated. */
  percent: number | null;
  /** The flags on the field, each with its message. */
  notes: FlagNote[];
}

type CheckedField = Pick<ProductField, 'confidence' | 'flags' | 'updated_by_type'>;

/** A flag as shown: the quotes its message already holds are not repeated. */
export const flagNote = (flag: ReviewFlag): FlagNote => ({
  kind: flag.kind,
  message: flag.message,
  quotes: (flag.quotes ?? []).filter((quote) => quote !== '' && !flag.message.includes(quote)),
});

const NO_CHECK: FieldCheck = { needsCheck: false, kind: null, confidence: null, percent: null, notes: [] };

/**
 * The check of one field. A value a person set (also one saved here since the detail loaded) has no confidence
 * and no 'low_confidence' flag, as the server answers it: a person looked at it.
 */
export function fieldCheck(field: CheckedField): FieldCheck {
  const byUser = field.updated_by_type === 'user';
  const confidence = byUser ? null : (field.confidence ?? null);
  const flags = (field.flags ?? []).filter((flag) => !(byUser && flag.kind === 'low_confidence'));
  const low = confidence !== null && confidence < LOW_CONFIDENCE_BELOW;
  const percent = confidence === null ? null : Math.round(confidence * 100);
  if (flags.length === 0 && !low) return confidence === null ? NO_CHECK : { ...NO_CHECK, confidence, percent };
  const kind: FieldCheckKind = flags.some((flag) => flag.kind === 'contradiction')
    ? 'contradiction'
    : low || (percent !== null && flags.some((flag) => flag.kind === 'low_confidence'))
      ? 'low_confidence'
      : 'flagged';
  return { needsCheck: true, kind, confidence, percent, notes: flags.map(flagNote) };
}

/** 0 for a flagged field, 1 for a low confidence alone, 2 for a field without a check. */
function rankOf(field: CheckedField): [rank: number, confidence: number] {
  const check = fieldCheck(field);
  if (!check.needsCheck) return [2, 0];
  return check.notes.length > 0 ? [0, 0] : [1, check.confidence ?? 0];
}

/**
 * Fields in review order: flagged fields first, then the values below LOW_CONFIDENCE_BELOW (lowest first), then
 * the rest; otherwise as given.
 */
export function reviewFieldOrder<F extends CheckedField>(fields: readonly F[]): F[] {
  const ranked = fields.map((field, index) => ({ field, index, rank: rankOf(field) }));
  ranked.sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.index - b.index);
  return ranked.map((r) => r.field);
}

type GroupedField = CheckedField &
  Pick<
    ProductField,
    'field_definition_id' | 'display_name' | 'group_id' | 'group_display_name' | 'group_name' | 'sort_order'
  >;

/**
 * Field groups as groupFields makes them, with the fields that need a check taken out into a first group
 * (key CHECK_FIELDS_KEY, in review order: flagged, then low confidence lowest first). A group left empty is
 * dropped unless `includeEmptyGroups`.
 */
export function checkFirstGroups<F extends GroupedField>(
  fields: readonly F[],
  groups: readonly Pick<FieldGroup, 'id' | 'display_name' | 'sort_order'>[] = [],
  options: { includeEmptyGroups?: boolean } = {},
): FieldGroupView<F>[] {
  const views = groupFields(fields, groups, options);
  const usual = views.flatMap((view) => view.fields);
  const toCheck = reviewFieldOrder(usual.filter((field) => fieldCheck(field).needsCheck));
  if (toCheck.length === 0) return views;
  const taken = new Set<F>(toCheck);
  const rest = views
    .map((view) => ({ ...view, fields: view.fields.filter((field) => !taken.has(field)) }))
    .filter((view) => options.includeEmptyGroups || view.fields.length > 0);
  return [
    { key: CHECK_FIELDS_KEY, groupId: null, displayName: CHECK_FIELDS_KEY, sortOrder: -1, fields: toCheck },
    ...rest,
  ];
}

/** The product's checks as the dialogs' summary shows them. */
export interface ReviewChecks {
  /** Values to check: fields that need one, and flags on fields the product holds no value of. */
  count: number;
  /** The record's own flags and those on fields without a value (the answer's review_flags). */
  reviewFlags: FlagNote[];
}

/** The summary of a product's checks over the fields shown (`fields`, added ones included). */
export function reviewChecks(
  product: { review_flags?: readonly ReviewFlag[] } | null | undefined,
  fields: readonly CheckedField[],
): ReviewChecks {
  const flags = product?.review_flags ?? [];
  const onFields = fields.filter((field) => fieldCheck(field).needsCheck).length;
  return {
    count: onFields + flags.filter((flag) => flag.field_name !== '*').length,
    reviewFlags: flags.map(flagNote),
  };
}
