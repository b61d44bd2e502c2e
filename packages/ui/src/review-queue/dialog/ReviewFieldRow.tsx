import {
  sourcesForField,
  storedDraft,
  type FieldDraft,
  type FieldOption,
  type ProductField,
  type ReviewSessionController,
  type Source,
  reviewQueueMessages,
  useTexts,
} from '@curate/core';
import { memo, useMemo } from 'react';
import { dataFlag } from '../../theme/cx';
import { Badge } from '../../primitives/Badge/Badge';
import { FieldRow } from '../../product-fields/FieldRow';

/** Props of one field in the AI-Enhanced Product Data pane. */
export interface ReviewFieldRowProps {
  field: ProductField;
  /** The product's sources (a field without its own list takes these by field definition). */
  productSources: readonly Source[];
  /** Edit mode: inputs and Remove / Restore. */
  editing: boolean;
  /** A save runs: inputs and Remove / Restore are disabled. */
  saving: boolean;
  /** Marked for removal. */
  removed: boolean;
  /** The field's unsaved value; undefined when unchanged. */
  pendingDraft: FieldDraft | undefined;
  /** The field's allowed values with counts (a select in edit mode); default none. */
  options?: readonly FieldOption[];
  /** Why the last save failed at this field (issue #14); default none. */
  saveError?: string;
  /** Added since the last save; default false. */
  added?: boolean;
  /** The session's edit actions (stable functions). */
  actions: Pick<ReviewSessionController, 'editField' | 'removeField' | 'restoreField' | 'removeValue' | 'addValue'>;
}

/**
 * One enhanced field — spec part 1 §2: source-count badge with its tooltip, 'edited' badge when last updated
 * by a user, average source quality with up to 3 dots; in edit mode its input by type and Remove / Restore.
 * Memoised: a row renders again only when its own field, edit or the mode changes (issue #4 benchmark).
 */
export const ReviewFieldRow = memo(function ReviewFieldRow({
  field,
  productSources,
  editing,
  saving,
  removed,
  pendingDraft,
  options,
  saveError,
  added,
  actions,
}: ReviewFieldRowProps) {
  const sources = useMemo(() => sourcesForField(field, productSources), [field, productSources]);
  const edited = field.updated_by_type === 'user';
  const reviewQueue = useTexts('reviewQueue', reviewQueueMessages);
  return (
    <FieldRow
      field={field}
      sources={sources}
      editing={editing}
      saving={saving}
      removed={removed}
      pending={pendingDraft !== undefined}
      draft={pendingDraft ?? storedDraft(field)}
      labelled={editing && !removed && !saving}
      actions={actions}
      options={options}
      saveError={saveError}
      added={added}
      className="curate-ReviewField"
      slot="review-field"
      data={{ 'data-edited': dataFlag(edited) }}
      badge={
        edited && (
          <Badge size="sm" tone="info" className="curate-ReviewField-edited">
            {reviewQueue.edited}
          </Badge>
        )
      }
    />
  );
});
