import {
  dataTypeForFieldType,
  EDITOR_SAMPLE_VALUES,
  fieldCreateBody,
  fieldEditorDraft,
  fieldUpdateBody,
  SCHEMA_EDITOR_FIELD_TYPES,
  suggestFieldName,
  type DraftErrors,
  type FieldDefinition,
  type FieldEditorDraft,
  type FieldGroup,
  type FieldType,
  commonMessages,
  schemaManagerMessages,
  useTexts,
} from '@curate/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { atValues } from '../../internal/Formatted';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { FormField } from './FormField';

/** Props of FieldDefinitionEditor. */
export interface FieldDefinitionEditorProps {
  open: boolean;
  /** The field to edit; null creates one. */
  field: FieldDefinition | null;
  /** The group a new field goes into (null: ungrouped). */
  groupId: string | null;
  /** What a new field starts with (a suggested field's name and type); default an empty draft in `groupId`. */
  draft?: FieldEditorDraft | null;
  groups: readonly FieldGroup[];
  onClose: () => void;
  /** Saves; rejects with the message to show (spec part 2 §8.4). */
  onSave: (draft: FieldEditorDraft) => Promise<unknown>;
  /** Opens the deletion confirmation (edit mode). */
  onDelete: (field: FieldDefinition) => void;
}

const isText = (type: string) => type === 'text' || type === 'textarea';
const isSelect = (type: string) => type === 'select' || type === 'multiselect';

/**
 * The Field Definition editor — spec part 2 §2.9, §5.5: name (filled from the display name while untouched;
 * disabled when editing), display name, help text, type (locked while the field is used), data type read-only,
 * group, required and multiple, the limits of its type, allowed values one per line, up to 5 sample values.
 */
export function FieldDefinitionEditor({
  open,
  field,
  groupId,
  draft: prefill = null,
  groups,
  onClose,
  onSave,
  onDelete,
}: FieldDefinitionEditorProps) {
  const id = useId();
  const m = useTexts('schemaManager', schemaManagerMessages);
  const common = useTexts('common', commonMessages);
  const editing = field !== null;
  const initialDraft = () => (field === null && prefill ? prefill : fieldEditorDraft(field, groupId));
  const [draft, setDraft] = useState<FieldEditorDraft>(initialDraft);
  const [nameTouched, setNameTouched] = useState(false);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [migration, setMigration] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    setDraft(field === null && prefill ? prefill : fieldEditorDraft(field, groupId));
    setNameTouched(false);
    setErrors({});
    setFailure(null);
    setMigration(false);
  }, [open, field, groupId, prefill]);
  const set = <K extends keyof FieldEditorDraft>(key: K, value: FieldEditorDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const setDisplayName = (value: string) =>
    setDraft((d) => ({
      ...d,
      display_name: value,
      ...(editing || nameTouched ? {} : { field_name: suggestFieldName(value) }),
    }));
  const usage = field?.usage_count ?? 0;
  const typeLocked = editing && usage > 0;
  const type = draft.field_type;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = editing ? fieldUpdateBody(draft) : fieldCreateBody(draft);
    // The contract's messages, through common.problem like the other widgets' forms.
    setErrors(Object.fromEntries(Object.entries(checked.errors).map(([key, text]) => [key, common.problem(text)])));
    if (!checked.body) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSave(draft);
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const samples = (field?.sample_values ?? []).slice(0, EDITOR_SAMPLE_VALUES);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={editing ? m.editFieldTitle(field.display_name || field.field_name) : m.createFieldTitle}
      footer={
        <>
          <Button onClick={onClose}>{common.cancel}</Button>
          {editing && !field.is_core_field && (
            <Button variant="danger" onClick={() => onDelete(field)}>
              {m.deleteField}
            </Button>
          )}
          <Button variant="primary" type="submit" form={id} loading={busy} loadingLabel={common.saving}>
            {editing ? common.saveChanges : m.createField}
          </Button>
        </>
      }
    >
      <form id={id} className="curate-Schema-form" data-slot="field-editor" noValidate onSubmit={(e) => void submit(e)}>
        {failure && (
          <p className="curate-Schema-alert" role="alert">
            {failure}
          </p>
        )}
        <div className="curate-Schema-row">
          <FormField id={`${id}-display`} label={m.displayName} error={errors.display_name}>
            {(props) => (
              <input {...props} value={draft.display_name} onChange={(e) => setDisplayName(e.target.value)} />
            )}
          </FormField>
          <FormField id={`${id}-name`} label={m.fieldName} error={errors.field_name}>
            {(props) => (
              <input
                {...props}
                value={draft.field_name}
                disabled={editing}
                onChange={(e) => {
                  setNameTouched(true);
                  set('field_name', e.target.value);
                }}
              />
            )}
          </FormField>
        </div>
        <FormField id={`${id}-help`} label={m.helpText} error={errors.help_text}>
          {(props) => (
            <textarea {...props} rows={2} value={draft.help_text} onChange={(e) => set('help_text', e.target.value)} />
          )}
        </FormField>
        <div className="curate-Schema-row">
          <FormField
            id={`${id}-type`}
            label={m.fieldType}
            error={errors.field_type}
            hint={typeLocked ? m.typeLocked(usage) : undefined}
          >
            {(props) => (
              <select
                {...props}
                value={type}
                disabled={typeLocked}
                onChange={(e) => set('field_type', e.target.value as FieldType)}
              >
                {!SCHEMA_EDITOR_FIELD_TYPES.includes(type as FieldType) && type !== '' && (
                  <option value={type}>{m.fieldTypeName(type)}</option>
                )}
                {SCHEMA_EDITOR_FIELD_TYPES.map((option) => (
                  <option key={option} value={option}>
                    {m.fieldTypeName(option)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id={`${id}-data`} label={m.dataType}>
            {(props) => (
              <input
                {...props}
                readOnly
                value={m.dataTypeName(editing ? field.data_type : type === '' ? '' : dataTypeForFieldType(type))}
              />
            )}
          </FormField>
          <FormField id={`${id}-group`} label={m.group} error={errors.group_id}>
            {(props) => (
              <select {...props} value={draft.group_id} onChange={(e) => set('group_id', e.target.value)}>
                <option value="">{m.ungrouped}</option>
                {groups.map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.display_name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <div className="curate-Schema-checks">
          <label>
            <input type="checkbox" checked={draft.is_required} onChange={(e) => set('is_required', e.target.checked)} />{' '}
            {m.required}
          </label>
          <label>
            <input
              type="checkbox"
              checked={draft.is_multiple}
              disabled={typeLocked}
              onChange={(e) => set('is_multiple', e.target.checked)}
            />{' '}
            {m.multipleValues}
          </label>
        </div>
        {type === 'number' && (
          <div className="curate-Schema-row">
            <FormField id={`${id}-minv`} label={m.minValue} error={errors.min_value}>
              {(props) => (
                <input
                  {...props}
                  type="number"
                  value={draft.min_value}
                  onChange={(e) => set('min_value', e.target.value)}
                />
              )}
            </FormField>
            <FormField id={`${id}-maxv`} label={m.maxValue} error={errors.max_value}>
              {(props) => (
                <input
                  {...props}
                  type="number"
                  value={draft.max_value}
                  onChange={(e) => set('max_value', e.target.value)}
                />
              )}
            </FormField>
          </div>
        )}
        {isText(type) && (
          <div className="curate-Schema-row">
            <FormField id={`${id}-minl`} label={m.minLength} error={errors.min_length}>
              {(props) => (
                <input
                  {...props}
                  type="number"
                  min={0}
                  value={draft.min_length}
                  onChange={(e) => set('min_length', e.target.value)}
                />
              )}
            </FormField>
            <FormField id={`${id}-maxl`} label={m.maxLength} error={errors.max_length}>
              {(props) => (
                <input
                  {...props}
                  type="number"
                  min={1}
                  value={draft.max_length}
                  onChange={(e) => set('max_length', e.target.value)}
                />
              )}
            </FormField>
          </div>
        )}
        {isSelect(type) && (
          <FormField id={`${id}-allowed`} label={m.allowedValues} error={errors.allowed_values}>
            {(props) => (
              <textarea
                {...props}
                rows={4}
                value={draft.allowed_values}
                onChange={(e) => set('allowed_values', e.target.value)}
              />
            )}
          </FormField>
        )}
        {editing && (
          <div className="curate-Schema-editorSamples" data-slot="editor-samples">
            <h3>{m.sampleValuesTitle}</h3>
            {samples.length === 0 ? (
              <p className="curate-Schema-hint">{m.noValuesYet}</p>
            ) : (
              <ul>
                {samples.map((sample) => (
                  <li key={sample.value}>
                    {sample.value}{' '}
                    <span className="curate-Schema-hint">{atValues(m.sampleCount(sample.count), [sample.count])}</span>
                  </li>
                ))}
              </ul>
            )}
            <Button size="sm" onClick={() => setMigration(true)}>
              {m.migrateFieldType}
            </Button>
            {migration && (
              <p className="curate-Schema-alert" role="alert">
                {m.migrationNotImplemented}
              </p>
            )}
          </div>
        )}
      </form>
    </Dialog>
  );
}
