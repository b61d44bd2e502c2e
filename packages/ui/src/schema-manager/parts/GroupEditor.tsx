import {
  groupCreateBody,
  groupEditorDraft,
  groupUpdateBody,
  suggestGroupName,
  withGroupDisplayName,
  type DraftErrors,
  type FieldGroup,
  type GroupEditorDraft,
  useFormat,
  commonMessages,
  schemaManagerMessages,
  useTexts,
} from '@curate/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { atValues } from '../../internal/Formatted';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { FormField } from './FormField';

/** Props of GroupEditor. */
export interface GroupEditorProps {
  open: boolean;
  /** The group to edit; null creates one. */
  group: FieldGroup | null;
  onClose: () => void;
  /** Saves; rejects with the message to show (spec part 2 §8.4). */
  onSave: (draft: GroupEditorDraft) => Promise<unknown>;
  /** Deletes the (empty) group; rejects with the message to show. */
  onDelete: (group: FieldGroup) => Promise<unknown>;
}

/**
 * The Field Group editor — spec part 2 §2.9, §5.5: 'Create New Field Group' (the name is filled from the
 * display name as it is typed, until the user types a name; then a suggested name with 'Use suggested name') or 'Edit Field Group: {display name}'
 * (name disabled, statistics, Delete Group when it holds 0 fields, asked first).
 */
export function GroupEditor({ open, group, onClose, onSave, onDelete }: GroupEditorProps) {
  const id = useId();
  const m = useTexts('schemaManager', schemaManagerMessages);
  const common = useTexts('common', commonMessages);
  const format = useFormat();
  const editing = group !== null;
  const [draft, setDraft] = useState<GroupEditorDraft>(() => groupEditorDraft(group));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (!open) return;
    setDraft(groupEditorDraft(group));
    setErrors({});
    setFailure(null);
    setConfirming(false);
  }, [open, group]);
  const set = (key: keyof GroupEditorDraft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const suggested = suggestGroupName(draft.display_name);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = editing ? groupUpdateBody(draft) : groupCreateBody(draft);
    // The contract's messages, through common.problem like the other widgets' forms.
    setErrors(Object.fromEntries(Object.entries(checked.errors).map(([key, text]) => [key, common.problem(text)])));
    if (checked.body) void run(() => onSave(draft));
  };
  const title = editing ? m.editGroupTitle(group.display_name) : m.createGroupTitle;
  if (editing && confirming)
    return (
      <Dialog
        open={open}
        onClose={onClose}
        role="alertdialog"
        size="sm"
        title={m.deleteGroup}
        footer={
          <>
            <Button onClick={() => setConfirming(false)}>{common.cancel}</Button>
            <Button variant="danger" loading={busy} onClick={() => void run(() => onDelete(group))}>
              {m.deleteGroup}
            </Button>
          </>
        }
      >
        <p>{m.deleteGroupConfirmation(group.display_name)}</p>
        {failure && (
          <p className="curate-Schema-alert" role="alert">
            {failure}
          </p>
        )}
      </Dialog>
    );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button onClick={onClose}>{common.cancel}</Button>
          {editing && group.field_count === 0 && (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {m.deleteGroup}
            </Button>
          )}
          <Button variant="primary" type="submit" form={id} loading={busy} loadingLabel={common.saving}>
            {editing ? common.saveChanges : m.createGroup}
          </Button>
        </>
      }
    >
      <form id={id} className="curate-Schema-form" data-slot="group-editor" noValidate onSubmit={submit}>
        {failure && (
          <p className="curate-Schema-alert" role="alert">
            {failure}
          </p>
        )}
        <FormField id={`${id}-display`} label={m.displayName} error={errors.display_name}>
          {(props) => (
            <input
              {...props}
              value={draft.display_name}
              onChange={(e) => {
                const text = e.target.value;
                // Creating: the group name follows the display name until the user types one — spec part 2 §5.5.
                setDraft((d) => (editing ? { ...d, display_name: text } : withGroupDisplayName(d, text)));
              }}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-name`}
          label={m.groupName}
          error={errors.name}
          hint={
            !editing && suggested !== '' && suggested !== draft.name ? (
              <>
                {atValues(m.suggestedName(suggested), [suggested]).map((part, index) =>
                  // biome-ignore lint/suspicious/noArrayIndexKey: parts of one message, never reordered
                  part === suggested ? <code key={index}>{part}</code> : part,
                )}{' '}
                <button type="button" className="curate-Schema-link" onClick={() => set('name')(suggested)}>
                  {m.useSuggestedName}
                </button>
              </>
            ) : undefined
          }
        >
          {(props) => (
            <input
              {...props}
              value={draft.name}
              disabled={editing}
              placeholder={editing ? undefined : suggested || m.groupNamePlaceholder}
              onChange={(e) => set('name')(e.target.value)}
            />
          )}
        </FormField>
        <FormField id={`${id}-description`} label={m.description} error={errors.description}>
          {(props) => (
            <textarea
              {...props}
              rows={2}
              value={draft.description}
              onChange={(e) => set('description')(e.target.value)}
            />
          )}
        </FormField>
        <FormField id={`${id}-order`} label={m.sortOrder} error={errors.sort_order}>
          {(props) => (
            <input
              {...props}
              type="number"
              min={0}
              max={999}
              value={draft.sort_order}
              onChange={(e) => set('sort_order')(e.target.value)}
            />
          )}
        </FormField>
        {editing && (
          <dl className="curate-Schema-stats" data-slot="group-stats">
            <dt>{m.statsFields}</dt>
            <dd>{format.number(group.field_count)}</dd>
            <dt>{m.statsCreated}</dt>
            <dd>{format.date(group.created_at)}</dd>
          </dl>
        )}
      </form>
    </Dialog>
  );
}
