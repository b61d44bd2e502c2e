import type { Meta, StoryObj } from '@storybook/react-vite';
import { TEXT_MESSAGES } from '@curate/core';
import { expect, within } from 'storybook/test';
import { FieldRow, type FieldRowActions, type FieldRowProps } from './FieldRow';
import { CAPACITY_CONTRADICTION, bottleFields, checkedBottleFields } from '../test/productFields';

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

const capacity = checkedBottleFields('contradiction').find((f) => f.field_name === 'capacity_ml')!;
/** A contradiction whose message names the field only: the quotes follow it. */
const contradiction = {
  ...capacity,
  flags: [{ ...CAPACITY_CONTRADICTION, message: 'Capacity (ml): the record states two capacities' }],
};
const material = checkedBottleFields('lowConfidence').find((f) => f.field_name === 'material')!;
const unsourced = {
  ...material,
  confidence: 0.8,
  flags: [
    {
      field_name: 'material',
      kind: 'unsourced',
      message: 'material: the quote given is not in the cited source; the value is unsourced',
    },
  ],
};
const edited = checkedBottleFields('userEdited').find((f) => f.field_name === 'material')!;

/** A contradiction of the latest enhancement: 'Check: contradiction', the message and both quotes. */
export const Contradiction: Story = {
  args: { field: contradiction, draft: '710' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Check: contradiction')).toBeInTheDocument();
    const quotes = [...canvasElement.querySelectorAll('q')].map((q) => q.textContent);
    await expect(quotes).toEqual(['24 oz', '750ml']);
  },
};

/** A value rated below 75%: its percentage. */
export const LowConfidence: Story = {
  args: { field: material, draft: material.value_text ?? '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Low confidence (62%)')).toBeInTheDocument();
  },
};

/** Another flag (an unsourced value): 'Flagged for review' and the flag's message. */
export const Flagged: Story = { args: { field: unsourced, draft: unsourced.value_text ?? '' } };

/** A value a person set after the enhancement: no confidence, no check badge. */
export const UserEdited: Story = {
  args: { field: edited, draft: edited.value_text ?? '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-check]')).toBeNull();
  },
};

/** Every state on one page, for visual review. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 560 }}>
      <FieldRow {...args} />
      <FieldRow {...args} editing pending draft="Amber glass, 500 ml" />
      <FieldRow {...args} editing pending draft={'Amber glass\u0007 500 ml'} />
      <FieldRow {...args} editing removed />
      <FieldRow {...args} {...Contradiction.args} />
      <FieldRow {...args} {...LowConfidence.args} />
      <FieldRow {...args} {...Flagged.args} />
      <FieldRow {...args} {...UserEdited.args} />
    </div>
  ),
};
