import { productFieldsMessages, useTexts } from '@curate/core';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../primitives/Button/Button';
import { ValueText } from './FieldValue';
import { activeElementFrom, isNothingFocused } from '../theme/shadowDom';

/** Props of MultiValueEditor. */
export interface MultiValueEditorProps {
  /** id of the add-value input (a label's htmlFor points here). */
  id: string;
  /** The field's display name, for accessible names. */
  label: string;
  /** The current values. */
  values: readonly string[];
  /** Removes the value at an index — spec part 1 §2 (per-value remove). */
  onRemoveValue: (index: number) => void;
  /** Adds a value (trimmed; empty values and duplicates are skipped by the caller) — spec part 1 §5. */
  onAddValue: (value: string) => void;
  /** Disables every control; default false. */
  disabled?: boolean;
}

/** A multi-value field in edit mode: each value with its remove button, and an input to add one — spec part 1 §2. */
export function MultiValueEditor({
  id,
  label,
  values,
  onRemoveValue,
  onAddValue,
  disabled = false,
}: MultiValueEditorProps) {
  const [text, setText] = useState('');
  const m = useTexts('productFields', productFieldsMessages);
  const list = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const add = () => {
    if (text.trim() === '') return;
    onAddValue(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  const remove = (index: number) => {
    onRemoveValue(index);
    // Keep the keyboard user in place (the pressed button is gone): the next value's remove button, else
    // the add input — only when focus was lost with it, never taking focus from where the user went since.
    requestAnimationFrame(() => {
      const active = activeElementFrom(list.current ?? input.current);
      if (!isNothingFocused(active) && active?.isConnected) return;
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button');
      (buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)] ?? input.current)?.focus();
    });
  };
  return (
    <div className="curate-MultiValueEditor" data-slot="multi-value-editor">
      {values.length > 0 && (
        <ul ref={list} className="curate-MultiValueEditor-list" aria-label={m.valuesOf(label)}>
          {values.map((value, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: values may repeat; the position is what tells them apart.
            <li key={`${index}-${value}`} className="curate-MultiValueEditor-item" data-slot="multi-value-item">
              <ValueText value={value} />
              <Button
                size="sm"
                variant="ghost"
                disabled={disabled}
                aria-label={m.removeValue(value)}
                onClick={() => remove(index)}
              >
                <span aria-hidden="true">×</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="curate-MultiValueEditor-add">
        <input
          ref={input}
          id={id}
          className="curate-FieldEditor-input"
          value={text}
          disabled={disabled}
          placeholder={m.addValue}
          aria-label={m.addValueTo(label)}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button size="sm" disabled={disabled || text.trim() === ''} onClick={add}>
          {m.add}
        </Button>
      </div>
    </div>
  );
}
