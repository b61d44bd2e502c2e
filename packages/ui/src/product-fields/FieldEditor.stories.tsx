import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  addMultiValue,
  currentDraft,
  editFieldValue,
  emptyEdits,
  removeMultiValue,
  type FieldEdits,
  type ProductField,
} from '@curate/core';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { FieldEditor } from './FieldEditor';
import { bottleFields } from '../test/productFields';

/** Editors wired to core's edit tracking, as the review dialog wires them. */
function Editors({ fields }: { fields: ProductField[] }) {
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
          />
        </div>
      ))}
      <output aria-label="Unsaved changes">{edits.dirty ? 'Unsaved changes' : 'No changes'}</output>
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

/** Inputs by type: text, multi-line, number, checkbox, list, url. */
export const AllStates: Story = { args: { fields: fields.slice(0, 10) } };
