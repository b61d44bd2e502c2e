import {
  URL_DISPLAY_SHORT,
  currentDraft,
  isPending,
  isRemoved,
  sourcesForField,
  type ProductField,
  type Source,
} from '@curate/core';
import { useId } from 'react';
import { dataFlag } from '../../internal/cx';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { FieldEditor } from '../../product-fields/FieldEditor';
import { FieldValue } from '../../product-fields/FieldValue';
import { QualityDots } from '../../product-fields/QualityDots';
import { SourceBadge } from '../../product-fields/SourceBadge';
import { MANUAL_OVERRIDE_LABEL, isManualOverride, type ProductDetailController } from '@curate/core';

/** Props of one field of the detail dialog. */
export interface DetailFieldRowProps {
  detail: ProductDetailController;
  field: ProductField;
  /** The product's sources (a field without its own list takes these by field definition). */
  productSources: readonly Source[];
}

/**
 * One field of the detail dialog — spec part 1 §2: its value with the link rules (http(s) only, link text cut
 * at 60), 'Manual Override' when last updated by a user, the sources badge with its tooltip; in edit mode its
 * input by type, Remove / Restore and, for multi-value fields, per-value remove and add.
 */
export function DetailFieldRow({ detail, field, productSources }: DetailFieldRowProps) {
  const inputId = useId();
  const labelId = useId();
  const id = field.field_definition_id;
  const editing = detail.mode === 'edit';
  const saving = detail.state.status === 'saving';
  const removed = isRemoved(detail.edits, id);
  const pending = isPending(detail.edits, id);
  const sources = sourcesForField(field, productSources);
  const labelled = editing && !removed && !field.is_multiple;
  return (
    <div
      className="curate-ProductDetail-field"
      data-slot="product-detail-field"
      data-field={field.field_name}
      data-removed={dataFlag(removed)}
      data-pending={dataFlag(pending && !removed)}
      data-manual={dataFlag(isManualOverride(field))}
    >
      <div className="curate-ProductDetail-fieldHead">
        {labelled ? (
          <label id={labelId} htmlFor={inputId} className="curate-ProductDetail-fieldLabel">
            {field.display_name}
          </label>
        ) : (
          <span id={labelId} className="curate-ProductDetail-fieldLabel">
            {field.display_name}
          </span>
        )}
        <SourceBadge sources={sources} fieldLabel={field.display_name} />
        {isManualOverride(field) && (
          <Badge size="sm" tone="info" className="curate-ProductDetail-manual" data-slot="product-detail-manual">
            {MANUAL_OVERRIDE_LABEL}
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
            className="curate-ProductDetail-fieldRemove"
            disabled={saving}
            aria-label={`${removed ? 'Restore' : 'Remove'} ${field.display_name}`}
            onClick={() => (removed ? detail.restoreField(id) : detail.removeField(id))}
          >
            {removed ? 'Restore' : 'Remove'}
          </Button>
        )}
      </div>
      {removed ? (
        <div className="curate-ProductDetail-removedValue">
          <span className="curate-ProductDetail-removedNote">Marked for removal</span>
          <FieldValue field={field} urlMaxLength={URL_DISPLAY_SHORT} aria-labelledby={labelId} />
        </div>
      ) : editing ? (
        <FieldEditor
          field={field}
          id={inputId}
          draft={currentDraft(detail.edits, field)}
          disabled={saving}
          onChange={(draft) => detail.editField(id, draft)}
          onRemoveValue={(index) => detail.removeValue(id, index)}
          onAddValue={(value) => detail.addValue(id, value)}
        />
      ) : (
        <FieldValue field={field} urlMaxLength={URL_DISPLAY_SHORT} />
      )}
    </div>
  );
}
