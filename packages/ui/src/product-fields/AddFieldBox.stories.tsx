import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { apiFailure, createFixtureClient, FixtureApi, never, type FixtureRoutes } from '../test/fixtureApi';
import { COMPANY_ID, reviewFixtureRoutes } from '../test/reviewQueue';
import { AddFieldBox, type AddFieldBoxProps } from './AddFieldBox';

function WithApi({ routes, ...props }: AddFieldBoxProps & { routes?: FixtureRoutes }) {
  const [client] = useState(() => createFixtureClient({ ...reviewFixtureRoutes(), ...routes }));
  return (
    <FixtureApi client={client}>
      <div style={{ maxWidth: 420, minHeight: 260 }}>
        <AddFieldBox {...props} />
      </div>
    </FixtureApi>
  );
}

type Args = AddFieldBoxProps & { routes?: FixtureRoutes };
const meta: Meta<Args> = {
  title: 'ui/product-fields/AddFieldBox',
  component: AddFieldBox,
  args: { companyId: COMPANY_ID, groupId: null, groupName: 'Other Fields', onAdd: fn(), onCreate: fn() },
  render: (args) => <WithApi {...args} />,
};
export default meta;
type Story = StoryObj<Args>;

/** 1 character: the hint; 2: existing fields with 'Used in N products'; 3: 'Create new field' too (spec part 1 §5). */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Add field to Other Fields' });
    await userEvent.type(input, 'w');
    await expect(canvas.getByText('Type at least 3 characters to search or create fields...')).toBeVisible();
    await userEvent.type(input, 'a');
    await expect(await canvas.findByText('Used in 212 products')).toBeVisible();
    await expect(canvas.queryByText('+ Create new field')).toBeNull();
    await userEvent.type(input, 'r');
    await expect(await canvas.findByText('+ Create new field')).toBeVisible();
    await userEvent.click(canvas.getByText('Warranty Period'));
    await expect(args.onAdd).toHaveBeenCalledWith(expect.objectContaining({ field_name: 'warranty_period' }));
  },
};

/** A search with no match points to 'Create new field'. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'gift wrap');
    await expect(await canvas.findByText('No existing fields found. Use "Create new field" above.')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledWith('gift wrap'));
  },
};

/** Text the API's text rule refuses as a search (a bell character pasted in): its message, no search, no 'Create new field' (issue #11). */
export const TextRuleProblem: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Add field to Other Fields' });
    await userEvent.click(input);
    await userEvent.paste('War\u0007ranty');
    await expect(canvas.getByRole('status')).toHaveTextContent('Must be a single line without control characters');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Must be a single line without control characters');
    await expect(canvas.queryByText('+ Create new field')).toBeNull();
    // Leave the box: the message stays. (An open combobox without options lacks aria-controls, which axe flags.)
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Must be a single line without control characters');
  },
};

/** The search is still running. */
export const Loading: Story = { args: { routes: { listFields: never } } };

/** The search fails: nothing is offered but 'Create new field'. */
export const ErrorState: Story = {
  name: 'Error',
  args: {
    routes: {
      listFields: () => {
        throw apiFailure(500, 'Search unavailable');
      },
    },
  },
};

/** Disabled while the product saves. */
export const AllStates: Story = { args: { disabled: true } };
