import {
  URL_DISPLAY_SHORT,
  currentDraft,
  isAdded,
  isManualOverride,
  isPending,
  isRemoved,
  saveFailureAt,
  sourcesForField,
  type ProductDetailController,
  type ProductField,
  type Source,
  productDetailMessages,
  useTexts,
} from '@curate/core';
import { dataFlag } from '../../theme/cx';
import { Badge } from '../../primitives/Badge/Badge';
import { FieldRow } from '../../product-fields/FieldRow';

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
  const editing = detail.mode === 'edit';
  const removed = isRemoved(detail.edits, field.field_definition_id);
  const manual = isManualOverride(field);
  const m = useTexts('productDetail', productDetailMessages);
  return (
    <FieldRow
      field={field}
      sources={sourcesForField(field, productSources)}
      editing={editing}
      saving={detail.state.status === 'saving'}
      removed={removed}
      pending={isPending(detail.edits, field.field_definition_id)}
      draft={currentDraft(detail.edits, field)}
      labelled={editing && !removed && !field.is_multiple}
      actions={detail}
      options={detail.fieldOptions[field.field_definition_id]}
      saveError={saveFailureAt(detail.edits, field.field_definition_id)}
      added={isAdded(detail.edits, field.field_definition_id)}
      urlMaxLength={URL_DISPLAY_SHORT}
      className="curate-ProductDetail-field"
      slot="product-detail-field"
      data={{ 'data-manual': dataFlag(manual) }}
      badge={
        manual && (
          <Badge size="sm" tone="info" className="curate-ProductDetail-manual" data-slot="product-detail-manual">
            {m.manualOverride}
          </Badge>
        )
      }
    />
  );
}
