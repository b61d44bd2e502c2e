import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FieldValue } from './FieldValue';
import { bottleFields, makeField } from '../test/productFields';

const fields = bottleFields();

const meta: Meta<typeof FieldValue> = {
  title: 'ui/product-fields/FieldValue',
  component: FieldValue,
  args: { field: fields[4]! },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MultiValue: Story = { args: { field: fields[6]! } };
/** An http(s) URL is a link, cut at 80 characters (60 in the catalogue detail dialog). */
export const SafeLink: Story = {
  args: {
    field: makeField(
      50,
      {
        field_name: 'product_url',
        display_name: 'Product URL',
        value_text: `https://www.hydroflask.com/${'insulated-'.repeat(8)}bottle`,
      },
      null,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.hydroflask\.com\//),
    );
  },
};
/** Anything that is not an http(s) URL stays text, even in a link field. */
export const UnsafeValue: Story = {
  args: { field: fields[10]! },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('javascript:alert("not a link")')).toBeVisible();
  },
};
export const Empty: Story = { args: { field: makeField(51, { field_name: 'colour', display_name: 'Colour' }, null) } };

/** Every kind of value. */
export const AllStates: Story = {
  render: () => (
    <dl style={{ display: 'grid', gridTemplateColumns: '200px 1fr', gap: 8, margin: 0 }}>
      {[...fields, makeField(51, { field_name: 'colour', display_name: 'Colour' }, null)].map((field) => (
        <div key={field.id} style={{ display: 'contents' }}>
          <dt>{field.display_name}</dt>
          <dd style={{ margin: 0 }}>
            <FieldValue field={field} />
          </dd>
        </div>
      ))}
    </dl>
  ),
};
