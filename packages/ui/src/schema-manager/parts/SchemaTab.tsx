import {
  type FieldDefinition,
  type FieldEditorDraft,
  type FieldGroup,
  type SchemaManagerController,
  commonMessages,
  schemaManagerMessages,
  useTexts,
} from '@curate/core';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { StrongValues } from '../../internal/Formatted';
import { saveFile } from '../../internal/saveFile';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { ConfirmFieldDeletion } from './ConfirmFieldDeletion';
import { FieldDefinitionEditor } from './FieldDefinitionEditor';
import { GroupCard } from './GroupCard';
import { GroupEditor } from './GroupEditor';
import { SearchResults } from './SearchResults';
import { SortableList } from './sortable';
import { SuggestedFields } from './SuggestedFields';

/** Props of SchemaTab. */
export interface SchemaTabProps {
  controller: SchemaManagerController;
  /** Shows a message of an action (a failed delete, for instance). */
  onMessage: (kind: 'error' | 'success', message: string) => void;
  /** Where the drag announcements go. */
  container?: Element | null;
}

type GroupEditing = { group: FieldGroup | null } | null;
type FieldEditing = { field: FieldDefinition | null; groupId: string | null; draft?: FieldEditorDraft } | null;

/**
 * The schema sub-tab — spec part 2 §2.8: totals, New Group and Export Schema, the search ('Found N field(s)'),
 * expand/collapse-all, and the group cards, sortable while no search is active; while searching, the
 * matches in a virtualised list (SearchResults). Beside them, the suggested fields (values no field holds),
 * whose Create field opens the field editor prefilled.
 */
export function SchemaTab({ controller: c, onMessage, container }: SchemaTabProps) {
  const m = useTexts('schemaManager', schemaManagerMessages);
  const common = useTexts('common', commonMessages);
  const [groupEditing, setGroupEditing] = useState<GroupEditing>(null);
  const [fieldEditing, setFieldEditing] = useState<FieldEditing>(null);
  const [deleting, setDeleting] = useState<FieldDefinition | null>(null);
  const [groupDeleting, setGroupDeleting] = useState<FieldGroup | null>(null);
  const [groupDeleteBusy, setGroupDeleteBusy] = useState(false);
  // Callbacks stay the same across renders, so memoised group and field cards skip unchanged props.
  const latest = useRef(c);
  useLayoutEffect(() => {
    latest.current = c;
  });
  const editGroup = useCallback((group: FieldGroup) => setGroupEditing({ group }), []);
  const addField = useCallback((groupId: string | null) => setFieldEditing({ field: null, groupId }), []);
  const editField = useCallback((field: FieldDefinition) => setFieldEditing({ field, groupId: field.group_id }), []);
  const moveField = useCallback(
    (key: string, from: number, to: number) => void latest.current.reorderFields(key, from, to),
    [],
  );
  const groups = (c.overview?.groups ?? []).map((entry) => entry.group);
  const groupIds = groups.map((group) => group.id);
  const exportSchema = () => {
    const file = c.exportSchema();
    if (file) saveFile({ blob: new Blob([file.json], { type: 'application/json' }), filename: file.filename });
  };
  const deleteGroup = async (group: FieldGroup) => {
    setGroupDeleteBusy(true);
    try {
      await c.deleteGroup(group.id);
      onMessage('success', m.groupDeleted(group.display_name));
    } catch (error) {
      onMessage('error', error instanceof Error ? error.message : String(error));
    } finally {
      setGroupDeleteBusy(false);
      setGroupDeleting(null);
    }
  };
  return (
    <div className="curate-Schema-tab" data-slot="schema-tab">
      <div className="curate-Schema-toolbar">
        <p className="curate-Schema-totals" data-slot="totals">
          <StrongValues text={m.totals(c.totalGroups, c.totalFields)} values={[c.totalGroups, c.totalFields]} />
        </p>
        <div className="curate-Schema-actions">
          <Button variant="primary" onClick={() => setGroupEditing({ group: null })}>
            {m.newGroup}
          </Button>
          <Button onClick={exportSchema}>{m.exportSchema}</Button>
        </div>
      </div>
      <div className="curate-Schema-toolbar">
        <input
          type="search"
          className="curate-Schema-search"
          aria-label={m.searchFields}
          placeholder={m.searchPlaceholder}
          value={c.search}
          onChange={(e) => c.setSearch(e.target.value)}
        />
        <div className="curate-Schema-actions">
          <Button size="sm" variant="ghost" onClick={c.expandAll}>
            {m.expandAll}
          </Button>
          <Button size="sm" variant="ghost" onClick={c.collapseAll}>
            {m.collapseAll}
          </Button>
        </div>
      </div>
      <p className="curate-Schema-searchResult" role="status" data-slot="search-result">
        {c.searchMessage ?? ''}
        {c.searching && c.sections.length > 0 && (
          <span className="curate-Schema-hint">{` ${m.dragOffWhileSearching}`}</span>
        )}
      </p>
      <div className="curate-Schema-layout">
        <div className="curate-Schema-main">
          {c.searching ? (
            c.sections.length > 0 && (
              <SearchResults
                sections={c.sections}
                term={c.search}
                onEditGroup={editGroup}
                onDeleteGroup={setGroupDeleting}
                onAddField={addField}
                onEditField={editField}
                onDeleteField={setDeleting}
              />
            )
          ) : c.sections.length === 0 ? (
            <div className="curate-Schema-empty" data-slot="schema-empty">
              <p>{m.noGroups}</p>
              <Button variant="primary" onClick={() => setGroupEditing({ group: null })}>
                {m.createGroup}
              </Button>
            </div>
          ) : (
            <SortableList
              ids={groupIds}
              noun="group"
              labelOf={(id) => groups.find((group) => group.id === id)?.display_name ?? id}
              onMove={(from, to) => void c.reorderGroups(from, to)}
              container={container}
            >
              <div className="curate-Schema-groups">
                {c.sections.map((section) => (
                  <GroupCard
                    key={section.key}
                    section={section}
                    expanded={c.isExpanded(section.key)}
                    onToggle={c.toggleSection}
                    groupDraggable={section.group !== null && groups.length > 1}
                    onEditGroup={editGroup}
                    onDeleteGroup={setGroupDeleting}
                    onAddField={addField}
                    onEditField={editField}
                    onDeleteField={setDeleting}
                    onMoveField={moveField}
                    container={container}
                  />
                ))}
              </div>
            </SortableList>
          )}
        </div>
        <SuggestedFields
          className="curate-Schema-aside"
          suggestions={c.fieldSuggestions}
          onCreate={(draft) => setFieldEditing({ field: null, groupId: null, draft })}
        />
      </div>
      <GroupEditor
        open={groupEditing !== null}
        group={groupEditing?.group ?? null}
        onClose={() => setGroupEditing(null)}
        onSave={(draft) => (groupEditing?.group ? c.updateGroup(groupEditing.group.id, draft) : c.createGroup(draft))}
        onDelete={async (group) => {
          await c.deleteGroup(group.id);
          onMessage('success', m.groupDeleted(group.display_name));
        }}
      />
      <FieldDefinitionEditor
        open={fieldEditing !== null}
        field={fieldEditing?.field ?? null}
        groupId={fieldEditing?.groupId ?? null}
        draft={fieldEditing?.draft ?? null}
        groups={groups}
        onClose={() => setFieldEditing(null)}
        onSave={(draft) => (fieldEditing?.field ? c.updateField(fieldEditing.field.id, draft) : c.createField(draft))}
        onDelete={(field) => {
          setFieldEditing(null);
          setDeleting(field);
        }}
      />
      <ConfirmFieldDeletion
        field={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={async (field, withData) => {
          await c.deleteField(field.id, withData);
          onMessage('success', m.fieldDeleted(field.display_name || field.field_name));
        }}
        onFailed={(message) => onMessage('error', message)}
      />
      <Dialog
        open={groupDeleting !== null}
        onClose={() => setGroupDeleting(null)}
        role="alertdialog"
        size="sm"
        title={m.deleteGroup}
        footer={
          <>
            <Button onClick={() => setGroupDeleting(null)}>{common.cancel}</Button>
            <Button
              variant="danger"
              loading={groupDeleteBusy}
              onClick={() => groupDeleting && void deleteGroup(groupDeleting)}
            >
              {m.deleteGroup}
            </Button>
          </>
        }
      >
        {groupDeleting && <p>{m.deleteGroupConfirmation(groupDeleting.display_name)}</p>}
      </Dialog>
    </div>
  );
}
