import type { Meta, StoryObj } from '@storybook/react-vite';
import { groupFields } from '@curate/core';
import { expect } from 'storybook/test';
import { FieldGroupList } from './FieldGroupList';
import { FieldValue } from './FieldValue';
import { bottleFields, GROUPS } from '../test/productFields';

const groups = groupFields(bottleFields(), Object.values(GROUPS));

const meta: Meta<typeof FieldGroupList> = {
  title: 'ui/product-fields/FieldGroupList',
  component: FieldGroupList,
  args: {
    groups,
    renderField: (field) => (
      <div>
        <strong>{field.display_name}</strong>
        <FieldValue field={field} />
      </div>
    ),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Groups in sort order with field counts; ungrouped fields last under 'Other Fields'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading').map((h) => h.textContent);
    await expect(headings).toEqual([
      'Basic Information 3',
      'Specifications 3',
      'Features & Care 2',
      'Compliance 1',
      'Other Fields 2',
    ]);
  },
};
export const Empty: Story = { args: { groups: [] } };
export const AllStates: Story = {
  args: {
    groups: [...groups, { key: 'empty', groupId: null, displayName: 'Empty group', sortOrder: 1000, fields: [] }],
  },
};
