import { sourcesForField, storedDraft, type FieldDraft, type ProductField, type ReviewSessionController, type Source } from '@curate/core';
import { memo, useId, useMemo } from 'react';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { FieldEditor } from '../../product-fields/FieldEditor';
import { FieldValue } from '../../product-fields/FieldValue';
import { QualityDots } from '../../product-fields/QualityDots';
import { SourceBadge } from '../../product-fields/SourceBadge';

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
  /** The session's edit actions (stable functions). */
  actions: Pick<ReviewSessionController, 'editField' | 'removeField' | 'restoreField' | 'removeValue' | 'addValue'>;
}

/**
 * One enhanced field — spec part 1 §2: source-count badge with its tooltip, 'edited' badge when last updated
 * by a user, average source quality with up to 3 dots; in edit mode its input by type and Remove / Restore.
 * Memoised: a row renders again only when its own field, edit or the mode changes (issue #4 benchmark).
 */
export const ReviewFieldRow = memo(function ReviewFieldRow({ field, productSources, editing, saving, removed, pendingDraft, actions }: ReviewFieldRowProps) {
  const inputId = useId();
  const labelId = useId();
  const id = field.field_definition_id;
  const pending = pendingDraft !== undefined;
  const sources = useMemo(() => sourcesForField(field, productSources), [field, productSources]);
  return (
    <div
      className="curate-ReviewField"
      data-slot="review-field"
      data-field={field.field_name}
      data-removed={removed ? '' : undefined}
      data-pending={pending ? '' : undefined}
      data-edited={field.updated_by_type === 'user' ? '' : undefined}
    >
      <div className="curate-ReviewField-head">
        {editing && !removed && !saving ? (
          <label id={labelId} htmlFor={inputId} className="curate-ReviewField-label">
            {field.display_name}
          </label>
        ) : (
          <span id={labelId} className="curate-ReviewField-label">
            {field.display_name}
          </span>
        )}
        <SourceBadge sources={sources} fieldLabel={field.display_name} />
        {field.updated_by_type === 'user' && (
          <Badge size="sm" tone="info" className="curate-ReviewField-edited">
            edited
          </Badge>
        )}
        {pending && !removed && (
          <Badge size="sm" tone="warning">
            unsaved
          </Badge>
        )}
        <QualityDots sources={sources} />
        {editing && (
          <Button
            size="sm"
            variant="ghost"
            className="curate-ReviewField-remove"
            disabled={saving}
            aria-label={`${removed ? 'Restore' : 'Remove'} ${field.display_name}`}
            onClick={() => (removed ? actions.restoreField(id) : actions.removeField(id))}
          >
            {removed ? 'Restore' : 'Remove'}
          </Button>
        )}
      </div>
      {removed ? (
        <div className="curate-ReviewField-removedValue">
          <span className="curate-ReviewField-removedNote">Marked for removal</span>
          <FieldValue field={field} aria-labelledby={labelId} />
        </div>
      ) : editing ? (
        <FieldEditor
          field={field}
          id={inputId}
          draft={pendingDraft ?? storedDraft(field)}
          disabled={saving}
          onChange={(draft) => actions.editField(id, draft)}
          onRemoveValue={(index) => actions.removeValue(id, index)}
          onAddValue={(value) => actions.addValue(id, value)}
        />
      ) : (
        <FieldValue field={field} />
      )}
    </div>
  );
});
