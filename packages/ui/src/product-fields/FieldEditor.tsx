import {
  fieldInputKind,
  fieldOptionLabel,
  multiLineHeight,
  selectChoices,
  toggleChoice,
  type FieldDraft,
  type FieldOption,
  type ProductField,
  commonMessages,
  productFieldsMessages,
  useTexts,
} from '@curate/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { activeElementFrom, rootNodeOf } from '../theme/shadowDom';
import { MultiValueEditor } from './MultiValueEditor';

/** Props of FieldEditor. */
export interface FieldEditorProps {
  /** The field being edited (its type chooses the input). */
  field: ProductField;
  /** The current value (pending edit or stored value). */
  draft: FieldDraft;
  /** id of the input, for the label's htmlFor. */
  id: string;
  /** Called with the new value on every change. */
  onChange: (draft: FieldDraft) => void;
  /** Multi-value fields: removes the value at an index. */
  onRemoveValue?: (index: number) => void;
  /** Multi-value fields: adds a value. */
  onAddValue?: (value: string) => void;
  /** id of an element describing the input (e.g. its error); default none. */
  describedBy?: string;
  /** Disables the input; default false. */
  disabled?: boolean;
  /**
   * The field's allowed values, with product counts where known (see useFieldChoices): a select, or a list of
   * checkboxes for a multi-value field. Default none (free input by type).
   */
  options?: readonly FieldOption[];
}

const INPUT_TYPES = {
  text: 'text',
  number: 'number',
  date: 'date',
  url: 'url',
  email: 'email',
  tel: 'tel',
} as const;

/** A select of a field's allowed values with their product counts; a current value outside them stays listed (issue #14). */
function ChoiceSelect({
  id,
  value,
  options,
  onChange,
  describedBy,
  disabled,
}: {
  id: string;
  value: string;
  options: readonly FieldOption[];
  onChange: (v: string) => void;
  describedBy?: string;
  disabled?: boolean;
}) {
  const m = useTexts('productFields', productFieldsMessages);
  return (
    <select
      id={id}
      className="curate-FieldEditor-input curate-FieldEditor-select"
      data-slot="field-editor-input"
      value={value}
      disabled={disabled}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{m.noValue}</option>
      {selectChoices(options, value).map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.outside ? m.notAllowedValue(choice.value) : fieldOptionLabel(choice)}
        </option>
      ))}
    </select>
  );
}

/** A multi-value field with allowed values: one checkbox per value, with product counts (issue #14). */
function ChoiceList({
  id,
  label,
  values,
  options,
  onChange,
  describedBy,
  disabled,
}: {
  id: string;
  label: string;
  values: readonly string[];
  options: readonly FieldOption[];
  onChange: (v: string[]) => void;
  describedBy?: string;
  disabled?: boolean;
}) {
  const chosen = new Set(values);
  const m = useTexts('productFields', productFieldsMessages);
  return (
    <fieldset
      id={id}
      className="curate-FieldEditor-choices"
      data-slot="field-editor-choices"
      aria-label={label}
      aria-describedby={describedBy}
      disabled={disabled}
    >
      {selectChoices(options, [...values]).map((choice) => (
        <label key={choice.value} className="curate-FieldEditor-choice" data-outside={choice.outside ? '' : undefined}>
          <input
            type="checkbox"
            checked={chosen.has(choice.value)}
            onChange={(event) => onChange(toggleChoice(options, [...values], choice.value, event.target.checked))}
          />
          <span>{choice.outside ? m.notAllowedValue(choice.value) : fieldOptionLabel(choice)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** A multi-line input that grows with its content between 40 and 600 px — spec part 1 §5. */
function GrowingTextarea({
  id,
  value,
  onChange,
  describedBy,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  describedBy?: string;
  disabled?: boolean;
}) {
  const ref = useRef<HTMLTextAreaElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the value, which the effect reads through the element.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${multiLineHeight(el.scrollHeight)}px`;
  }, [value]);
  return (
    <textarea
      ref={ref}
      id={id}
      className="curate-FieldEditor-input curate-FieldEditor-textarea"
      data-slot="field-editor-input"
      value={value}
      disabled={disabled}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * The input of a field in edit mode, by type (core's fieldInputKind): a select of the allowed values (a
 * checkbox list for a multi-value field), text, multi-line text (over 80 characters, a line break or more
 * than one period), number, checkbox, date, url, email, phone, or a multi-value list — spec part 1 §2, §5;
 * issue #14.
 */
export function FieldEditor({
  field,
  draft,
  id,
  onChange,
  onRemoveValue,
  onAddValue,
  describedBy,
  disabled = false,
  options,
}: FieldEditorProps) {
  const kind = fieldInputKind(field, draft, options);
  // Once multi-line, a text input stays multi-line while edited; focus follows the switch.
  const [sticky, setSticky] = useState(kind === 'multiline');
  const shown = kind === 'text' && sticky ? 'multiline' : kind;
  const wasFocused = useRef(false);
  const common = useTexts('common', commonMessages);
  // The document or shadow root the input lives in, where the textarea that replaces it is looked up.
  const home = useRef<Document | ShadowRoot | null>(null);
  useEffect(() => {
    if (kind === 'multiline' && !sticky) setSticky(true);
  }, [kind, sticky]);
  useEffect(() => {
    if (shown !== 'multiline' || !wasFocused.current) return;
    const el = (home.current ?? document).getElementById(id) as HTMLTextAreaElement | null;
    if (el && activeElementFrom(el) !== el) {
      el.focus();
      el.setSelectionRange(el.value.length, el.value.length);
    }
  }, [shown, id]);

  if (shown === 'select' && options) {
    return (
      <ChoiceSelect
        id={id}
        value={typeof draft === 'string' ? draft : String(draft)}
        options={options}
        onChange={onChange}
        describedBy={describedBy}
        disabled={disabled}
      />
    );
  }
  if (shown === 'multiselect' && options) {
    return (
      <ChoiceList
        id={id}
        label={field.display_name}
        values={Array.isArray(draft) ? draft : typeof draft === 'string' && draft !== '' ? [draft] : []}
        options={options}
        onChange={onChange}
        describedBy={describedBy}
        disabled={disabled}
      />
    );
  }
  if (shown === 'multi') {
    return (
      <MultiValueEditor
        id={id}
        label={field.display_name}
        values={Array.isArray(draft) ? draft : []}
        onRemoveValue={onRemoveValue ?? (() => undefined)}
        onAddValue={onAddValue ?? (() => undefined)}
        disabled={disabled}
      />
    );
  }
  if (shown === 'boolean') {
    return (
      <label className="curate-FieldEditor-check">
        <input
          id={id}
          type="checkbox"
          data-slot="field-editor-input"
          checked={draft === true}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{draft === true ? common.yes : common.no}</span>
      </label>
    );
  }
  const text = typeof draft === 'string' ? draft : String(draft);
  if (shown === 'multiline')
    return <GrowingTextarea id={id} value={text} onChange={onChange} describedBy={describedBy} disabled={disabled} />;
  return (
    <input
      id={id}
      type={INPUT_TYPES[shown as keyof typeof INPUT_TYPES] ?? 'text'}
      step={shown === 'number' ? 'any' : undefined}
      className="curate-FieldEditor-input"
      data-slot="field-editor-input"
      value={text}
      disabled={disabled}
      aria-describedby={describedBy}
      onChange={(event) => {
        home.current = rootNodeOf(event.target);
        wasFocused.current = activeElementFrom(event.target) === event.target;
        onChange(event.target.value);
      }}
    />
  );
}
