import {
  type FieldCheck,
  type FlagNote,
  type ProductFieldsMessages,
  type ReviewChecks,
  productFieldsMessages,
  useTexts,
} from '@curate/core';
import { cx } from '../theme/cx';
import { Badge, type BadgeTone } from '../primitives/Badge/Badge';

const TONES: Record<NonNullable<FieldCheck['kind']>, BadgeTone> = {
  contradiction: 'danger',
  low_confidence: 'warning',
  flagged: 'orange',
};

/** The badge's words: 'Check: contradiction', 'Low confidence (62%)' or 'Flagged for review'. */
const badgeText = (check: FieldCheck, m: ProductFieldsMessages) =>
  check.kind === 'contradiction'
    ? m.checkContradiction
    : check.kind === 'low_confidence' && check.percent !== null
      ? m.checkLowConfidence(check.percent)
      : m.checkFlagged;

/** The badge of a field that needs a check; nothing when it needs none. */
export function FieldCheckBadge({ check }: { check: FieldCheck }) {
  const m = useTexts('productFields', productFieldsMessages);
  if (!check.kind) return null;
  return (
    <Badge size="sm" tone={TONES[check.kind]} className="curate-FieldCheck-badge">
      {badgeText(check, m)}
    </Badge>
  );
}

/** Flags as a list: each message (the server's words) and the quotes it does not already hold; nothing when none. */
export function FlagNotes({ notes, className }: { notes: readonly FlagNote[]; className?: string }) {
  if (notes.length === 0) return null;
  return (
    <ul className={cx('curate-FieldCheck-notes', className)} data-slot="field-check-notes">
      {notes.map((note) => (
        <li key={`${note.kind} ${note.message}`} data-kind={note.kind}>
          {note.message}
          {note.quotes.map((quote) => (
            <q key={quote}>{quote}</q>
          ))}
        </li>
      ))}
    </ul>
  );
}

/**
 * The summary above a product's fields: '3 values to check' (or 'Flagged for review' when only the record's own
 * flags are there) and those flags, e.g. 'Custom instruction not applied: …'. Nothing when there is nothing to check.
 */
export function ReviewChecksSummary({ checks, className }: { checks: ReviewChecks; className?: string }) {
  const m = useTexts('productFields', productFieldsMessages);
  if (checks.count === 0 && checks.reviewFlags.length === 0) return null;
  return (
    <div className={cx('curate-ReviewChecks', className)} data-slot="review-checks">
      <Badge tone={checks.count > 0 ? 'warning' : 'orange'} dot>
        {checks.count > 0 ? m.valuesToCheck(checks.count) : m.checkFlagged}
      </Badge>
      <FlagNotes notes={checks.reviewFlags} />
    </div>
  );
}
