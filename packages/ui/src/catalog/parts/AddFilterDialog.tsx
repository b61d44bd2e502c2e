import { useId, useRef, useState } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import {
  booleanFilterOptions,
  canAddFilter,
  filterInputText,
  filterKindOf,
  makeFilter,
  selectFilterOptions,
  useCatalogContext,
  useFieldValues,
  valueOptionLabel,
  type CatalogField,
  type FilterKind,
  catalogMessages,
  commonMessages,
  useTexts,
} from '@curate/core';

/** Props of Catalog.AddFilterDialog. */
export interface AddFilterDialogProps {
  /** The field to filter by; null closes the dialog. */
  field: CatalogField | null;
  /** Called on Cancel, Esc, outside click and after the filter is added. */
  onClose: () => void;
  /** The company whose field values are listed; default the catalogue's. */
  companyId?: string;
  /** Extra class names on the dialog panel. */
  className?: string;
}

/** The value input; `problemId` names the message saying why the value was refused (a malformed number, the API's text rule). */
function ValueInput({
  field,
  kind,
  value,
  onChange,
  companyId,
  problemId,
}: {
  field: CatalogField;
  kind: FilterKind;
  value: string;
  onChange: (value: string) => void;
  companyId: string;
  problemId?: string;
}) {
  const id = useId();
  const values = useFieldValues({ companyId, fieldId: field.id, enabled: kind === 'select' });
  const m = useTexts('catalog', catalogMessages);
  const text = filterInputText(kind, m);
  if (kind === 'boolean' || kind === 'select') {
    const options =
      kind === 'boolean'
        ? booleanFilterOptions(m)
        : [
            { value: '', label: text.placeholder! },
            ...selectFilterOptions(values.values).map((v) => ({
              value: v.value,
              label: valueOptionLabel(v, m),
            })),
          ];
    return (
      <div className="curate-Catalog-control">
        <label className="curate-Catalog-label" htmlFor={id}>
          {text.label}
        </label>
        <select
          id={id}
          className="curate-Catalog-select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-busy={values.status === 'pending' && kind === 'select' ? true : undefined}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <div className="curate-Catalog-control">
      <label className="curate-Catalog-label" htmlFor={id}>
        {text.label}
      </label>
      <input
        id={id}
        className="curate-Catalog-input"
        inputMode={kind === 'number' ? 'decimal' : undefined}
        placeholder={text.placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId}
        data-autofocus
      />
    </div>
  );
}

function AddFilterForm({ field, onClose, companyId }: { field: CatalogField; onClose: () => void; companyId: string }) {
  const catalog = useCatalogContext();
  const m = useTexts('catalog', catalogMessages);
  const common = useTexts('common', commonMessages);
  const kind = filterKindOf(field);
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const fieldId = useId();
  const messageId = useId();
  return (
    <form
      className="curate-Catalog-addFilter"
      data-slot="catalog-add-filter"
      data-kind={kind}
      onSubmit={(event) => {
        event.preventDefault();
        if (!canAddFilter(kind, value)) return;
        const made = makeFilter(field, value, m);
        if (!made.ok) return setMessage(made.message);
        catalog.addFilter(made.value);
        onClose();
      }}
    >
      <div className="curate-Catalog-control">
        <label className="curate-Catalog-label" htmlFor={fieldId}>
          {m.filterField}
        </label>
        <input id={fieldId} className="curate-Catalog-input" value={field.display_name} readOnly />
      </div>
      <ValueInput
        field={field}
        kind={kind}
        value={value}
        companyId={companyId}
        problemId={message ? messageId : undefined}
        onChange={(next) => {
          setValue(next);
          setMessage(null);
        }}
      />
      {message && (
        <p id={messageId} className="curate-Catalog-formError" role="alert">
          {message}
        </p>
      )}
      <div className="curate-Catalog-dialogActions">
        <Button onClick={onClose}>{common.cancel}</Button>
        <Button type="submit" variant="primary" disabled={!canAddFilter(kind, value)}>
          {m.addFilter}
        </Button>
      </div>
    </form>
  );
}

/** The Add Filter dialog: the field name read-only and an input by field type; Add Filter disabled while empty (not for booleans) — spec part 1 §2, §5. */
export function AddFilterDialog({ field, onClose, companyId, className }: AddFilterDialogProps) {
  const catalog = useCatalogContext();
  const m = useTexts('catalog', catalogMessages);
  const last = useRef<CatalogField | null>(null);
  if (field) last.current = field;
  const shown = field ?? last.current;
  return (
    <Dialog open={field !== null} onClose={onClose} title={m.addFilter} size="sm" className={className}>
      {shown && (
        <AddFilterForm key={shown.id} field={shown} onClose={onClose} companyId={companyId ?? catalog.companyId} />
      )}
    </Dialog>
  );
}
