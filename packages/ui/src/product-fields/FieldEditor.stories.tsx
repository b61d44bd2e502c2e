import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  addMultiValue,
  currentDraft,
  editFieldValue,
  emptyEdits,
  fieldOptions,
  removeMultiValue,
  type FieldEdits,
  type FieldOption,
  type ProductField,
} from '@curate/core';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { FieldEditor } from './FieldEditor';
import { COLOR_COUNTS, COLOR_VALUES, bottleFields, makeField } from '../test/productFields';

/** Editors wired to core's edit tracking, as the review dialog wires them. */
function Editors({
  fields,
  options = {},
}: {
  fields: ProductField[];
  /** Allowed values with counts by field definition id (as useFieldChoices gives them). */
  options?: Record<string, readonly FieldOption[]>;
}) {
  const [edits, setEdits] = useState<FieldEdits>(emptyEdits);
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 560 }}>
      {fields.map((field) => (
        <div key={field.id} style={{ display: 'grid', gap: 4 }}>
          <label htmlFor={`edit-${field.id}`} style={{ fontWeight: 600 }}>
            {field.display_name}
          </label>
          <FieldEditor
            field={field}
            id={`edit-${field.id}`}
            draft={currentDraft(edits, field)}
            onChange={(draft) => setEdits((e) => editFieldValue(e, field, draft))}
            onRemoveValue={(i) => setEdits((e) => removeMultiValue(e, field, i))}
            onAddValue={(v) => setEdits((e) => addMultiValue(e, field, v))}
            options={options[field.field_definition_id]}
          />
        </div>
      ))}
      <output aria-label="Unsaved changes" data-story-chrome>
        {edits.dirty ? 'Unsaved changes' : 'No changes'}
      </output>
      <output aria-label="Pending values" data-story-chrome>
        {JSON.stringify(edits.pending)}
      </output>
    </div>
  );
}

const fields = bottleFields();
const meta: Meta<typeof Editors> = {
  title: 'ui/product-fields/FieldEditor',
  component: Editors,
  args: { fields: [fields[1]!] },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** A short text value gets a one-line input; typing past 80 characters turns it into a growing multi-line input (spec part 1 §5). */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Model');
    await expect(input.tagName).toBe('INPUT');
    await userEvent.click(input);
    await userEvent.keyboard(' with a straw lid. Keeps drinks cold for 24 hours and hot for 12 hours on the trail');
    await waitFor(() => expect(canvas.getByLabelText('Model').tagName).toBe('TEXTAREA'));
    await expect(canvas.getByLabelText('Model')).toHaveFocus();
  },
};

/** Multi-value: remove a value, add one (trimmed; duplicates skipped). */
export const MultiValue: Story = {
  args: { fields: [fields[6]!] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove value BPA-free lid' }));
    await expect(canvas.queryByText('BPA-free lid')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Add a value to Features'), '  Leak-proof lid {Enter}');
    await expect(canvas.getByText('Leak-proof lid')).toBeVisible();
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
  },
};

const color = makeField(
  20,
  { field_name: 'color', display_name: 'Color', field_type: 'select', value_text: 'Black' },
  null,
);
const finishes = makeField(
  21,
  {
    field_name: 'finishes',
    display_name: 'Finishes',
    field_type: 'multiselect',
    is_multiple: true,
    value_text: JSON.stringify(['Powder coated', 'Hand-painted']),
  },
  null,
);
const typed = (n: number, init: Partial<ProductField> & Pick<ProductField, 'field_name' | 'display_name'>) =>
  makeField(n, init, null);
const kinds = [
  typed(30, { field_name: 'model', display_name: 'Text', value_text: 'Standard Mouth' }),
  typed(31, { field_name: 'notes', display_name: 'Long text', field_type: 'textarea', value_text: 'Hand wash.' }),
  typed(32, {
    field_name: 'capacity',
    display_name: 'Number',
    field_type: 'number',
    data_type: 'number',
    value_number: 710,
  }),
  typed(33, {
    field_name: 'insulated',
    display_name: 'Boolean',
    field_type: 'boolean',
    data_type: 'boolean',
    value_boolean: true,
  }),
  typed(34, {
    field_name: 'released',
    display_name: 'Date',
    field_type: 'date',
    data_type: 'date',
    value_date: '2024-04-01',
  }),
  typed(35, {
    field_name: 'site',
    display_name: 'Url',
    field_type: 'url',
    data_type: 'url',
    value_text: 'https://www.hydroflask.com',
  }),
  typed(36, { field_name: 'support', display_name: 'Email', field_type: 'email', value_text: 'care@hydroflask.com' }),
  typed(37, { field_name: 'hotline', display_name: 'Phone', field_type: 'phone', value_text: '+1 888 484 9376' }),
];
const colorOptions = { [color.field_definition_id]: fieldOptions(COLOR_VALUES, COLOR_COUNTS) };
const finishOptions = {
  [finishes.field_definition_id]: fieldOptions(
    ['Powder coated', 'Brushed steel', 'Matte'],
    [{ value: 'Matte', count: 9 }],
  ),
};

/** A select field gets a select of its allowed values, each with its product count where known (issue #14). */
export const Select: Story = {
  args: { fields: [color], options: colorOptions },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Color' });
    await expect(select).toHaveValue('Black');
    await expect(canvas.getByRole('option', { name: 'Black (120)' })).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: 'Stainless' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Navy');
    await expect(select).toHaveValue('Navy');
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
  },
};

/** A stored value the list no longer allows stays shown and chosen, marked, until another is picked. */
export const SelectWithValueOutsideTheList: Story = {
  args: { fields: [{ ...color, value_text: 'Purple' }], options: colorOptions },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Color' })).toHaveValue('Purple');
    await expect(canvas.getByRole('option', { name: 'Purple (not an allowed value)' })).toBeInTheDocument();
  },
};

/** A multi-value field with allowed values gets a checkbox per value; the list keeps the order of the values (issue #14). */
export const MultiSelect: Story = {
  args: { fields: [finishes], options: finishOptions },
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Finishes' });
    await expect(within(group).getByRole('checkbox', { name: 'Powder coated' })).toBeChecked();
    await expect(within(group).getByRole('checkbox', { name: 'Hand-painted (not an allowed value)' })).toBeChecked();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Matte (9)' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Powder coated' }));
    await expect(canvas.getByLabelText('Pending values')).toHaveTextContent('["Matte","Hand-painted"]');
  },
};

/** Every field type with its own input: text, long text, number, yes/no, date, url, email, phone (issue #14). */
export const InputKinds: Story = {
  args: { fields: kinds },
  play: async ({ canvas, userEvent }) => {
    const type = (label: string) => canvas.getByLabelText(label).getAttribute('type');
    await expect(type('Text')).toBe('text');
    await expect(canvas.getByLabelText('Long text').tagName).toBe('TEXTAREA');
    await expect(type('Number')).toBe('number');
    await expect(type('Boolean')).toBe('checkbox');
    await expect(type('Date')).toBe('date');
    await expect(canvas.getByLabelText('Date')).toHaveValue('2024-04-01');
    await expect(type('Url')).toBe('url');
    await expect(type('Email')).toBe('email');
    await expect(type('Phone')).toBe('tel');
    await userEvent.click(canvas.getByLabelText('Boolean'));
    await expect(canvas.getByLabelText('Boolean')).not.toBeChecked();
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
  },
};

/** Inputs by type: text, multi-line, number, checkbox, list, url, select, multi-select, date, email, phone. */
export const AllStates: Story = {
  args: { fields: [...fields.slice(0, 10), color, finishes, ...kinds], options: { ...colorOptions, ...finishOptions } },
};
