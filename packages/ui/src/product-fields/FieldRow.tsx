import {
  fieldCheck,
  fieldDraftProblem,
  type FieldDraft,
  type FieldOption,
  type ProductField,
  type Source,
  commonMessages,
  productFieldsMessages,
  useTexts,
} from '@curate/core';
import { useId, type ReactNode } from 'react';
import { cx, dataFlag } from '../theme/cx';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { FieldCheckBadge, FlagNotes } from './FieldCheck';
import { FieldEditor } from './FieldEditor';
import { FieldValue } from './FieldValue';
import { QualityDots } from './QualityDots';
import { SourceBadge } from './SourceBadge';

/** The edit actions of one field row, by field definition id. */
export interface FieldRowActions {
  editField: (id: string, draft: FieldDraft) => void;
  removeField: (id: string) => void;
  restoreField: (id: string) => void;
  removeValue: (id: string, index: number) => void;
  addValue: (id: string, value: string) => void;
}

/** Props of FieldRow. */
export interface FieldRowProps {
  field: ProductField;
  /** The field's own sources (see sourcesForField). */
  sources: readonly Source[];
  /** Edit mode: the input by type and Remove / Restore. */
  editing: boolean;
  /** A save runs: inputs and Remove / Restore are disabled. */
  saving: boolean;
  /** Marked for removal. */
  removed: boolean;
  /** Changed and not saved yet. */
  pending: boolean;
  /** The value the input shows in edit mode. */
  draft: FieldDraft;
  /** True when the name is the label of the input (edit mode, one input). */
  labelled: boolean;
  actions: FieldRowActions;
  /** Shown after the sources badge, e.g. 'Manual Override'. */
  badge?: ReactNode;
  /** Link text length in view mode; default FieldValue's. */
  urlMaxLength?: number;
  /** Class of the row, beside curate-FieldRow. */
  className: string;
  /** The row's data-slot. */
  slot: string;
  /** Further data attributes of the row. */
  data?: Record<`data-${string}`, string | undefined>;
  /** The field's allowed values with product counts (a select in edit mode); default none. */
  options?: readonly FieldOption[];
  /** Why the last save failed at this field (issue #14); shown under the field until the next save. Default none. */
  saveError?: string;
  /** Added since the last save (not on the product yet); marked 'new'. Default false. */
  added?: boolean;
}

/**
 * One product field as the review dialog and the detail dialog show it — spec part 1 §2: the name, the
 * sources badge with its tooltip, a badge of the caller's, the check badge (a contradiction, a low confidence, a
 * flag of the latest enhancement), 'unsaved', the quality dots and, in edit mode, Remove / Restore; below, the
 * value, the input by type, or the value marked for removal, then the flags' messages with their quotes.
 */
export function FieldRow({
  field,
  sources,
  editing,
  saving,
  removed,
  pending,
  draft,
  labelled,
  actions,
  badge,
  urlMaxLength,
  className,
  slot,
  data,
  options,
  saveError,
  added = false,
}: FieldRowProps) {
  const inputId = useId();
  const labelId = useId();
  const problemId = useId();
  const saveErrorId = useId();
  const id = field.field_definition_id;
  const m = useTexts('productFields', productFieldsMessages);
  const common = useTexts('common', commonMessages);
  // The API's text rule, checked as the user types: the message shows here and the save waits (issue #11).
  const problem = editing && pending && !removed ? fieldDraftProblem(draft) : undefined;
  const check = fieldCheck(field);
  return (
    <div
      {...data}
      className={cx('curate-FieldRow', className)}
      data-slot={slot}
      data-field={field.field_name}
      data-removed={dataFlag(removed)}
      data-pending={dataFlag(pending && !removed)}
      data-invalid={dataFlag(problem !== undefined || saveError !== undefined)}
      data-added={dataFlag(added)}
      data-check={check.kind ?? undefined}
    >
      <div className="curate-FieldRow-head">
        {labelled ? (
          <label id={labelId} htmlFor={inputId} className="curate-FieldRow-label">
            {field.display_name}
          </label>
        ) : (
          <span id={labelId} className="curate-FieldRow-label">
            {field.display_name}
          </span>
        )}
        <SourceBadge sources={sources} fieldLabel={field.display_name} />
        {badge}
        <FieldCheckBadge check={check} />
        {(pending || added) && !removed && (
          <Badge size="sm" tone="warning">
            {added ? m.newUnsaved : m.unsaved}
          </Badge>
        )}
        <QualityDots sources={sources} />
        {editing && (
          <Button
            size="sm"
            variant="ghost"
            className="curate-FieldRow-remove"
            disabled={saving}
            aria-label={removed ? m.restoreField(field.display_name) : m.removeField(field.display_name)}
            onClick={() => (removed ? actions.restoreField(id) : actions.removeField(id))}
          >
            {removed ? m.restore : m.remove}
          </Button>
        )}
      </div>
      {removed ? (
        <div className="curate-FieldRow-removedValue">
          <span className="curate-FieldRow-removedNote">{m.markedForRemoval}</span>
          <FieldValue field={field} urlMaxLength={urlMaxLength} aria-labelledby={labelId} />
        </div>
      ) : editing ? (
        <FieldEditor
          field={field}
          id={inputId}
          draft={draft}
          disabled={saving}
          describedBy={[problem && problemId, saveError && saveErrorId].filter(Boolean).join(' ') || undefined}
          options={options}
          onChange={(next) => actions.editField(id, next)}
          onRemoveValue={(index) => actions.removeValue(id, index)}
          onAddValue={(value) => actions.addValue(id, value)}
        />
      ) : (
        <FieldValue field={field} urlMaxLength={urlMaxLength} />
      )}
      <FlagNotes notes={check.notes} />
      {problem && (
        <p id={problemId} className="curate-FieldRow-problem" data-slot="field-problem" role="alert">
          {common.problem(problem)}
        </p>
      )}
      {saveError && (
        <p
          id={saveErrorId}
          className="curate-FieldRow-problem curate-FieldRow-saveError"
          data-slot="field-save-error"
          role="alert"
        >
          {saveError}
        </p>
      )}
    </div>
  );
}
