import {
  type FieldDefinition,
  type FieldGroup,
  type SchemaSection,
  schemaManagerMessages,
  commonMessages,
  useTexts,
} from '@curate/core';
import { memo } from 'react';
import { atValues } from '../../internal/Formatted';
import { Button } from '../../primitives/Button/Button';
import { dataFlag } from '../../theme/cx';
import { FieldCard } from './FieldCard';
import { DragHandle, SortableList, useSortableItem } from './sortable';

/** Props of GroupCard. */
export interface GroupCardProps {
  section: SchemaSection;
  expanded: boolean;
  /** Called with the section's key. */
  onToggle: (key: string) => void;
  /** Whether the group itself can be dragged (a real group, no search active). */
  groupDraggable: boolean;
  onEditGroup: (group: FieldGroup) => void;
  onDeleteGroup: (group: FieldGroup) => void;
  onAddField: (groupId: string | null) => void;
  onEditField: (field: FieldDefinition) => void;
  onDeleteField: (field: FieldDefinition) => void;
  /** Called with the section's key and the field's old and new index. */
  onMoveField: (key: string, from: number, to: number) => void;
  /** Where the drag announcements go. */
  container?: Element | null;
}

/** The name of the ungrouped fields' section in English (the widgets show `messages.schemaManager.ungroupedFields`). */
export const UNGROUPED_LABEL = schemaManagerMessages.ungroupedFields;

/** Props of GroupActions. */
export interface GroupActionsProps {
  group: FieldGroup | null;
  title: string;
  onEditGroup: (group: FieldGroup) => void;
  onDeleteGroup: (group: FieldGroup) => void;
  onAddField: (groupId: string | null) => void;
}

/** A group head's buttons: edit and delete (real groups only), add field — spec part 2 §2.9. */
export function GroupActions({ group, title, onEditGroup, onDeleteGroup, onAddField }: GroupActionsProps) {
  const m = useTexts('schemaManager', schemaManagerMessages);
  const common = useTexts('common', commonMessages);
  return (
    <div className="curate-Schema-actions">
      {group && (
        <>
          <Button size="sm" variant="ghost" aria-label={m.editGroupNamed(title)} onClick={() => onEditGroup(group)}>
            {m.edit}
          </Button>
          <Button size="sm" variant="ghost" aria-label={m.deleteGroupNamed(title)} onClick={() => onDeleteGroup(group)}>
            {common.delete}
          </Button>
        </>
      )}
      <Button size="sm" aria-label={m.addFieldTo(title)} onClick={() => onAddField(group?.id ?? null)}>
        {m.addField}
      </Button>
    </div>
  );
}

/**
 * A field group card: collapsible header, actions, its fields (sortable inside the group) — spec part 2 §2.9.
 * Memoised: with stable callbacks, only the groups whose section or state changed draw again.
 */
export const GroupCard = memo(function GroupCard({
  section,
  expanded,
  onToggle,
  groupDraggable,
  onEditGroup,
  onDeleteGroup,
  onAddField,
  onEditField,
  onDeleteField,
  onMoveField,
  container,
}: GroupCardProps) {
  const m = useTexts('schemaManager', schemaManagerMessages);
  const sortable = useSortableItem(section.key, !groupDraggable);
  const { group, fields } = section;
  const title = group?.display_name ?? m.ungroupedFields;
  const bodyId = `curate-schema-group-${section.key}`;
  const fieldsDraggable = fields.length > 1;
  return (
    <section
      ref={sortable.ref}
      style={sortable.style}
      className="curate-Schema-group"
      data-slot="group-card"
      data-group={group?.name ?? 'ungrouped'}
      data-expanded={dataFlag(expanded)}
      data-dragging={dataFlag(sortable.dragging)}
      aria-label={title}
    >
      <header className="curate-Schema-groupHead">
        <DragHandle handle={sortable.handle} label={m.moveGroup(title)} />
        <button
          type="button"
          className="curate-Schema-groupToggle"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => onToggle(section.key)}
        >
          <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
          <strong>{title}</strong>
          <span className="curate-Schema-count">{atValues(m.fieldCount(fields.length), [fields.length])}</span>
        </button>
        <GroupActions
          group={group}
          title={title}
          onEditGroup={onEditGroup}
          onDeleteGroup={onDeleteGroup}
          onAddField={onAddField}
        />
      </header>
      {group?.description && <p className="curate-Schema-groupDescription">{group.description}</p>}
      {expanded && (
        <div id={bodyId} className="curate-Schema-groupBody">
          {fields.length === 0 ? (
            <div className="curate-Schema-empty" data-slot="group-empty">
              <p>{m.noFieldsInGroup}</p>
              <Button size="sm" variant="primary" onClick={() => onAddField(group?.id ?? null)}>
                {m.addFirstField}
              </Button>
            </div>
          ) : (
            <SortableList
              ids={fields.map((field) => field.id)}
              noun="field"
              labelOf={(id) => {
                const field = fields.find((f) => f.id === id);
                return field ? field.display_name || field.field_name : id;
              }}
              onMove={(from, to) => onMoveField(section.key, from, to)}
              container={container}
            >
              <ul className="curate-Schema-fields" aria-label={m.fieldsOf(title)}>
                {fields.map((field) => (
                  <FieldCard
                    key={field.id}
                    field={field}
                    term=""
                    draggable={fieldsDraggable}
                    onEdit={onEditField}
                    onDelete={onDeleteField}
                  />
                ))}
              </ul>
            </SortableList>
          )}
        </div>
      )}
    </section>
  );
});
