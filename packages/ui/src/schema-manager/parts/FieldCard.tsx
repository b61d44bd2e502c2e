import {
  CARD_SAMPLE_VALUES,
  type FieldDefinition,
  type FieldUsageLevel,
  commonMessages,
  fieldUsageLevel,
  schemaManagerMessages,
  useTexts,
} from '@curate/core';
import { memo, type Ref } from 'react';
import { atValues } from '../../internal/Formatted';
import { Badge, type BadgeTone } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { cx, dataFlag } from '../../theme/cx';
import { Highlight } from './Highlight';
import { DragHandle, useSortableItem } from './sortable';

/** The usage badge's colour by level: grey, yellow, red — spec part 2 §9. */
const USAGE_TONES: Record<FieldUsageLevel, BadgeTone> = { none: 'neutral', low: 'warning', high: 'danger' };

/** Props of FieldCard. */
export interface FieldCardProps {
  field: FieldDefinition;
  /** The search term to highlight; '' for none. */
  term: string;
  /** Whether the field can be dragged (its group has more than 1 field and no search is active). */
  draggable: boolean;
  onEdit: (field: FieldDefinition) => void;
  /** Opens the deletion confirmation; the button is disabled while the field is used (spec part 2 §4.5). */
  onDelete: (field: FieldDefinition) => void;
}

/** A field definition card — spec part 2 §2.9. Memoised: it draws again only when its props change. */
export const FieldCard = memo(function FieldCard(props: FieldCardProps) {
  const sortable = useSortableItem(props.field.id, !props.draggable);
  return <FieldCardBody {...props} sortable={sortable} />;
});

/** Props of StaticFieldCard. */
export interface StaticFieldCardProps extends Omit<FieldCardProps, 'draggable'> {
  /** The list item's ref (a virtualised list measures it). */
  itemRef?: Ref<HTMLLIElement>;
  /** Its position in a virtualised list (`data-index`). */
  index?: number;
}

/**
 * The same card outside any drag context, for search results (drag and drop is off while searching):
 * nothing registers with @dnd-kit. Memoised like FieldCard.
 */
export const StaticFieldCard = memo(function StaticFieldCard(props: StaticFieldCardProps) {
  return <FieldCardBody {...props} draggable={false} sortable={null} />;
});

function FieldCardBody({
  field,
  term,
  onEdit,
  onDelete,
  sortable,
  itemRef,
  index,
}: FieldCardProps &
  Omit<StaticFieldCardProps, keyof FieldCardProps> & {
    sortable: ReturnType<typeof useSortableItem> | null;
  }) {
  const m = useTexts('schemaManager', schemaManagerMessages);
  const common = useTexts('common', commonMessages);
  const usage = field.usage_count ?? 0;
  const samples = field.sample_values ?? [];
  const name = field.display_name || field.field_name;
  return (
    <li
      ref={sortable?.ref ?? itemRef}
      data-index={index}
      style={sortable?.style}
      className={cx('curate-Schema-field')}
      data-slot="field-card"
      data-dragging={dataFlag(sortable?.dragging ?? false)}
      data-field={field.field_name}
      aria-label={name}
    >
      <DragHandle handle={sortable?.handle ?? null} label={m.moveField(name)} />
      <div className="curate-Schema-fieldBody">
        <div className="curate-Schema-fieldHead">
          <strong className="curate-Schema-fieldName">
            <Highlight text={name} term={term} />
          </strong>
          <code className="curate-Schema-fieldKey">
            <Highlight text={field.field_name} term={term} />
          </code>
          <Badge tone="info" size="sm" data-slot="field-type">
            <Highlight text={m.fieldTypeName(field.field_type)} term={term} />
          </Badge>
          {/* 'No usage' grey, under 10 yellow, 10 or more red — spec part 2 §9 */}
          <span className="curate-Schema-usage" data-slot="field-usage" data-usage={fieldUsageLevel(usage)}>
            <Badge tone={USAGE_TONES[fieldUsageLevel(usage)]} size="sm">
              {/* '96', ' ', 'products': the text nodes the count and its word were before */}
              {atValues(m.usageText(usage), [usage, ' '])}
            </Badge>
          </span>
          {field.is_required && (
            <Badge tone="warning" size="sm">
              {m.required}
            </Badge>
          )}
          {field.is_multiple && (
            <Badge tone="neutral" size="sm">
              {m.multiple}
            </Badge>
          )}
          {field.is_core_field && (
            <Badge tone="success" size="sm">
              {m.core}
            </Badge>
          )}
        </div>
        {field.help_text && (
          <p className="curate-Schema-help">
            <Highlight text={field.help_text} term={term} />
          </p>
        )}
        {samples.length > 0 && (
          <p className="curate-Schema-samples" data-slot="field-samples">
            <span className="curate-visually-hidden">{`${m.sampleValues} `}</span>
            {samples.slice(0, CARD_SAMPLE_VALUES).map((sample) => (
              <span key={sample.value} className="curate-Schema-sample">
                {sample.value}
              </span>
            ))}
            {samples.length > CARD_SAMPLE_VALUES && (
              <>
                <span aria-hidden="true">…</span>
                <span className="curate-visually-hidden">{m.andMore}</span>
              </>
            )}
          </p>
        )}
      </div>
      <div className="curate-Schema-actions">
        <Button size="sm" variant="ghost" aria-label={m.editFieldNamed(name)} onClick={() => onEdit(field)}>
          {m.edit}
        </Button>
        {usage > 0 ? (
          <span title={m.cannotDeleteField(usage)}>
            <Button size="sm" variant="ghost" aria-label={m.deleteFieldNamed(name)} disabled>
              {common.delete}
            </Button>
          </span>
        ) : (
          <Button size="sm" variant="ghost" aria-label={m.deleteFieldNamed(name)} onClick={() => onDelete(field)}>
            {common.delete}
          </Button>
        )}
      </div>
    </li>
  );
}
