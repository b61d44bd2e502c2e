import type { FieldDefinition, FieldGroup, SchemaSection } from '@curate/core';
import { Button } from '../../primitives/Button/Button';
import { dataFlag } from '../../theme/cx';
import { FieldCard, StaticFieldCard } from './FieldCard';
import { DragHandle, SortableList, useSortableItem } from './sortable';

/** Props of GroupCard. */
export interface GroupCardProps {
  section: SchemaSection;
  expanded: boolean;
  onToggle: () => void;
  /** The search term ('' for none); drag and drop is off while searching. */
  term: string;
  /** Whether the group itself can be dragged (a real group, no search active). */
  groupDraggable: boolean;
  onEditGroup: (group: FieldGroup) => void;
  onDeleteGroup: (group: FieldGroup) => void;
  onAddField: (groupId: string | null) => void;
  onEditField: (field: FieldDefinition) => void;
  onDeleteField: (field: FieldDefinition) => void;
  onMoveField: (from: number, to: number) => void;
  /** Where the drag announcements go. */
  container?: Element | null;
}

/** The name of the ungrouped fields' section. */
export const UNGROUPED_LABEL = 'Ungrouped Fields';

/** A field group card: collapsible header, actions, its fields (sortable inside the group) — spec part 2 §2.9. */
export function GroupCard({
  section,
  expanded,
  onToggle,
  term,
  groupDraggable,
  onEditGroup,
  onDeleteGroup,
  onAddField,
  onEditField,
  onDeleteField,
  onMoveField,
  container,
}: GroupCardProps) {
  const sortable = useSortableItem(section.key, !groupDraggable);
  const { group, fields } = section;
  const title = group?.display_name ?? UNGROUPED_LABEL;
  const bodyId = `curate-schema-group-${section.key}`;
  const searching = term.trim() !== '';
  const fieldsDraggable = fields.length > 1 && !searching;
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
        <DragHandle handle={sortable.handle} label={`Move group ${title}`} />
        <button
          type="button"
          className="curate-Schema-groupToggle"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
          <strong>{title}</strong>
          <span className="curate-Schema-count">{fields.length} field(s)</span>
        </button>
        <div className="curate-Schema-actions">
          {group && (
            <>
              <Button size="sm" variant="ghost" aria-label={`Edit group ${title}`} onClick={() => onEditGroup(group)}>
                Edit
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Delete group ${title}`}
                onClick={() => onDeleteGroup(group)}
              >
                Delete
              </Button>
            </>
          )}
          <Button size="sm" aria-label={`Add field to ${title}`} onClick={() => onAddField(group?.id ?? null)}>
            Add Field
          </Button>
        </div>
      </header>
      {group?.description && <p className="curate-Schema-groupDescription">{group.description}</p>}
      {expanded && (
        <div id={bodyId} className="curate-Schema-groupBody">
          {fields.length === 0 ? (
            <div className="curate-Schema-empty" data-slot="group-empty">
              <p>No fields in this group</p>
              <Button size="sm" variant="primary" onClick={() => onAddField(group?.id ?? null)}>
                Add First Field
              </Button>
            </div>
          ) : searching ? (
            <ul className="curate-Schema-fields" aria-label={`Fields of ${title}`} data-search-results="">
              {fields.map((field) => (
                <StaticFieldCard
                  key={field.id}
                  field={field}
                  term={term}
                  onEdit={onEditField}
                  onDelete={onDeleteField}
                />
              ))}
            </ul>
          ) : (
            <SortableList
              ids={fields.map((field) => field.id)}
              noun="field"
              labelOf={(id) => {
                const field = fields.find((f) => f.id === id);
                return field ? field.display_name || field.field_name : id;
              }}
              onMove={onMoveField}
              container={container}
            >
              <ul className="curate-Schema-fields" aria-label={`Fields of ${title}`}>
                {fields.map((field) => (
                  <FieldCard
                    key={field.id}
                    field={field}
                    term={term}
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
}
