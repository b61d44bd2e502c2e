import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Description, Field } from '@headlessui/react';
import {
  useFieldSearch,
  usageLabel,
  type FieldDefinition,
  commonMessages,
  productFieldsMessages,
  useTexts,
} from '@curate/core';
import { useState, type ComponentPropsWithRef } from 'react';
import { cx, dataFlag } from '../theme/cx';

type Choice = { kind: 'create'; name: string } | { kind: 'field'; field: FieldDefinition };

/** Props of AddFieldBox; other div attributes pass through. */
export interface AddFieldBoxProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'onChange'> {
  /** The company whose field definitions are searched. */
  companyId: string;
  /** The group the box belongs to (null: 'Other Fields'); searched as group_id — spec part 1 §7. */
  groupId: string | null;
  /** The group's name, for the accessible name ('Add field to Specifications'). */
  groupName: string;
  /** Field definition ids already on the product; not offered. Default none. */
  exclude?: Iterable<string>;
  /** Called with an existing field definition the user picked. */
  onAdd: (field: FieldDefinition) => void;
  /** Called with the typed name when the user picks 'Create new field' (3+ characters). */
  onCreate: (name: string) => void;
  /** Disables the box; default false. */
  disabled?: boolean;
}

/**
 * Per-group 'add field (type to search)' box — spec part 1 §2, §5: takes input from 1 character, searches
 * existing fields from 2 (each showing 'Used in N products'), offers 'Create new field' from 3; below 3
 * it says 'Type at least 3 characters to search or create fields...', and a search without results says
 * 'No existing fields found. Use "Create new field" above.'.
 */
export function AddFieldBox({
  companyId,
  groupId,
  groupName,
  exclude = [],
  onAdd,
  onCreate,
  disabled = false,
  className,
  ...rest
}: AddFieldBoxProps) {
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const search = useFieldSearch({ companyId, text, groupId, exclude, enabled: !disabled });
  const { box } = search;
  const m = useTexts('productFields', productFieldsMessages);
  const common = useTexts('common', commonMessages);
  const choose = (choice: Choice | null) => {
    if (!choice) return;
    if (choice.kind === 'create') onCreate(choice.name);
    else onAdd(choice.field);
    setText('');
  };
  // Text the API's text rule refuses is neither searched nor offered for creation: its message shows here (issue #11).
  const status =
    (box.problem && common.problem(box.problem)) ??
    (search.noResultsMessage && m.addFieldNoResults) ??
    (focused || box.accepted ? box.hint && m.addFieldHint : null);
  const hasOptions = box.canCreate || search.results.length > 0;
  return (
    // Headless UI's ComboboxInput takes aria-describedby from a Description in its Field (it ignores the
    // prop), so the status line is that Description: the hint, 'no results' or the text-rule message.
    <Field
      {...rest}
      className={cx('curate-AddFieldBox', className)}
      data-slot="add-field-box"
      data-searching={dataFlag(search.searching)}
    >
      <Combobox<Choice | null> value={null} onChange={choose} disabled={disabled} immediate>
        <ComboboxInput
          className="curate-AddFieldBox-input"
          placeholder={m.addFieldPlaceholder}
          aria-label={m.addFieldTo(groupName)}
          aria-invalid={box.problem ? true : undefined}
          displayValue={() => text}
          onChange={(event) => setText(event.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
        {hasOptions && (
          <ComboboxOptions modal={false} className="curate-AddFieldBox-options" data-slot="add-field-options">
            {box.canCreate && (
              <ComboboxOption
                value={{ kind: 'create', name: box.query }}
                className="curate-AddFieldBox-option"
                data-kind="create"
              >
                <span className="curate-AddFieldBox-create">{`+ ${m.createNewField}`}</span>
                <span className="curate-AddFieldBox-meta">{`"${box.query}"`}</span>
              </ComboboxOption>
            )}
            {search.results.map((field) => (
              <ComboboxOption
                key={field.id}
                value={{ kind: 'field', field }}
                className="curate-AddFieldBox-option"
                data-kind="field"
              >
                <span className="curate-AddFieldBox-name">{field.display_name}</span>
                <span className="curate-AddFieldBox-meta">{usageLabel(field.usage_count, m)}</span>
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        )}
      </Combobox>
      <Description
        as="p"
        className="curate-AddFieldBox-status"
        role="status"
        aria-live="polite"
        data-invalid={dataFlag(box.problem !== null)}
      >
        {status}
      </Description>
    </Field>
  );
}
