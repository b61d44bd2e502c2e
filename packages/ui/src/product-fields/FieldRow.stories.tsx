import type { Meta, StoryObj } from '@storybook/react-vite';
import { TEXT_MESSAGES } from '@curate/core';
import { expect, within } from 'storybook/test';
import { FieldRow, type FieldRowActions, type FieldRowProps } from './FieldRow';
import { bottleFields } from '../test/productFields';

const field = bottleFields()[1]!;
const noop = () => undefined;
const actions: FieldRowActions = {
  editField: noop,
  removeField: noop,
  restoreField: noop,
  removeValue: noop,
  addValue: noop,
};
const base: FieldRowProps = {
  field,
  sources: [],
  editing: false,
  saving: false,
  removed: false,
  pending: false,
  draft: field.value_text ?? '',
  labelled: true,
  actions,
  className: 'curate-Story-row',
  slot: 'story-field-row',
};

const meta: Meta<typeof FieldRow> = {
  title: 'ui/product-fields/FieldRow',
  component: FieldRow,
  args: base,
};
export default meta;
type Story = StoryObj<typeof meta>;

/** View mode: the value as shown. */
export const Default: Story = {};

/** Edit mode, an unsaved change. */
export const Editing: Story = { args: { editing: true, pending: true, draft: 'Amber glass, 500 ml' } };

/** Edit mode, a change the API's text rule refuses: the message under the input, before anything is sent (issue #11). */
export const InvalidEdit: Story = {
  args: { editing: true, pending: true, draft: 'Amber glass\u0007 500 ml' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(TEXT_MESSAGES.control);
    await expect(canvas.getByLabelText(field.display_name)).toHaveAttribute('aria-describedby', alert.id);
  },
};

/** Edit mode, marked for removal. */
export const Removed: Story = { args: { editing: true, removed: true } };

/** Every state on one page, for visual review. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 560 }}>
      <FieldRow {...args} />
      <FieldRow {...args} editing pending draft="Amber glass, 500 ml" />
      <FieldRow {...args} editing pending draft={'Amber glass\u0007 500 ml'} />
      <FieldRow {...args} editing removed />
    </div>
  ),
};
