import { type FieldDefinition, searchMergeFields, schemaManagerMessages, useTexts } from '@curate/core';
import { useId, useState } from 'react';
import { atValues } from '../../internal/Formatted';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';

/** Props of FieldPicker. */
export interface FieldPickerProps {
  /** 'Source Field' or 'Target Field'. */
  label: string;
  fields: readonly FieldDefinition[];
  selected: FieldDefinition | null;
  onSelect: (field: FieldDefinition | null) => void;
  /** Group display names by id (the search matches them too). */
  groupNames: ReadonlyMap<string, string>;
  /** Shown instead of the list when there is nothing to pick. */
  emptyMessage?: string | undefined;
  disabled?: boolean;
}

/** Picks one field of the merge dialog: a search over display name, field name, help text and group; 10 results — spec part 2 §5.5. */
export function FieldPicker({
  label,
  fields,
  selected,
  onSelect,
  groupNames,
  emptyMessage,
  disabled,
}: FieldPickerProps) {
  const id = useId();
  const m = useTexts('schemaManager', schemaManagerMessages);
  const [term, setTerm] = useState('');
  const found = searchMergeFields(fields, term, groupNames);
  if (selected)
    return (
      <fieldset className="curate-Schema-picker" data-slot="field-picker" data-state="selected">
        <legend>{label}</legend>
        <p>
          <strong>{selected.display_name}</strong> <code>{selected.field_name}</code>{' '}
          <Badge tone="info" size="sm">
            {m.dataTypeName(selected.data_type)}
          </Badge>{' '}
          <span className="curate-Schema-usage">
            {atValues(m.pickedUsage(selected.usage_count ?? 0), [selected.usage_count ?? 0])}
          </span>
        </p>
        <Button size="sm" disabled={disabled} onClick={() => onSelect(null)} aria-label={m.changeField(label)}>
          {m.change}
        </Button>
      </fieldset>
    );
  return (
    <fieldset className="curate-Schema-picker" data-slot="field-picker" disabled={disabled}>
      <legend>{label}</legend>
      {fields.length === 0 && emptyMessage ? (
        <p className="curate-Schema-alert" role="alert">
          {emptyMessage}
        </p>
      ) : (
        <>
          <input
            type="search"
            aria-label={m.searchPicker(label)}
            placeholder={m.searchFieldsPlaceholder}
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            aria-controls={id}
          />
          <ul id={id} className="curate-Schema-pickList" aria-label={m.pickerResults(label)}>
            {found.map((field) => (
              <li key={field.id}>
                <button type="button" onClick={() => onSelect(field)}>
                  <strong>{field.display_name}</strong> <code>{field.field_name}</code>{' '}
                  <span className="curate-Schema-usage">
                    {atValues(m.pickerUsage(m.dataTypeName(field.data_type), field.usage_count ?? 0), [
                      m.dataTypeName(field.data_type),
                      field.usage_count ?? 0,
                    ])}
                  </span>
                </button>
              </li>
            ))}
            {found.length === 0 && <li className="curate-Schema-hint">{m.noFieldsFound}</li>}
          </ul>
        </>
      )}
    </fieldset>
  );
}
