import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FixtureApi } from '../test/fixtureApi';
import { SCHEMA_COMPANY_ID, type SchemaFixtureOptions, schemaFixtureClient } from '../test/schemaManager';
import { SchemaManager, type SchemaManagerProps } from './SchemaManager';

type Args = SchemaManagerProps & { fixtures?: SchemaFixtureOptions };

/** The Schema Manager over an in-memory schema API (a test double; the real one is the Curate server). */
function WithFixtures({ fixtures, ...props }: Args) {
  const [client] = useState(() => schemaFixtureClient(fixtures));
  return (
    <FixtureApi client={client}>
      <SchemaManager {...props} />
    </FixtureApi>
  );
}

const meta: Meta<Args> = {
  title: 'ui/schema-manager/SchemaManager',
  component: SchemaManager,
  args: { companyId: SCHEMA_COMPANY_ID, onSubtabChange: fn(), onFieldsReordered: fn() },
  render: (args) => <WithFixtures {...args} />,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<Args>;
type Play = NonNullable<Story['play']>;
type Ctx = Parameters<Play>[0];

const body = (ctx: Ctx) => within(ctx.canvasElement.ownerDocument.body);
const group = (ctx: Ctx, name: string) => ctx.canvas.findByRole('region', { name });
const fieldNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-field'));

/** Filled: totals, three groups expanded (8 fields ≤ 20), type badges, usage, Required/Multiple/Core, samples. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('group(s)', { exact: false })).toHaveTextContent('3 group(s) · 9 field(s)');
    const info = await canvas.findByRole('region', { name: 'Product Information' });
    await expect(within(info).getByText('3 field(s)')).toBeVisible();
    const name = within(info).getByRole('listitem', { name: 'Product Name' });
    await expect(within(name).getByText('Required')).toBeVisible();
    await expect(within(name).getByText('Core')).toBeVisible();
    const maker = within(info).getByRole('listitem', { name: 'Manufacturer' });
    await expect(within(maker).getByText('96 products')).toBeVisible();
    // The usage badge: 0 grey ('No usage'), under 10 yellow, 10 or more red (spec part 2 §9).
    await expect(within(maker).getByText('96 products').closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
    const unused = within(info).getByRole('listitem', { name: 'Item Number' });
    await expect(within(unused).getByText('No usage').closest('[data-tone]')).toHaveAttribute('data-tone', 'neutral');
    await expect(within(maker).getAllByText(/^(Bosch|Makita|DeWalt)$/)).toHaveLength(3);
    await expect(within(maker).queryByText('Ryobi')).toBeNull();
    await expect(within(maker).getByText('…')).toBeVisible();
    // A used field cannot be deleted from its card (spec part 2 §4.5).
    await expect(within(maker).getByRole('button', { name: 'Delete field Manufacturer' })).toBeDisabled();
    await expect(
      within(maker).getByRole('button', { name: 'Delete field Manufacturer' }).parentElement,
    ).toHaveAttribute('title', 'Cannot delete: Field is used in 96 products');
    await expect(canvas.getByRole('region', { name: 'Ungrouped Fields' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move group Marketing' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { fixtures: { overview: 'pending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading schema...');
  },
};

/** 'Failed to load schema' with Retry. */
export const ErrorState: Story = {
  args: { fixtures: { overview: 'error' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load schema')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { fixtures: { empty: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No field groups yet.')).toBeVisible();
    await expect(canvas.getByText('group(s)', { exact: false })).toHaveTextContent('0 group(s) · 0 field(s)');
  },
};

/** No company for 5 s: 'No company selected. Please select a company first.' */
export const NoCompany: Story = {
  args: { companyId: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading schema...');
    await expect(
      await canvas.findByText('No company selected. Please select a company first.', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** More than 20 fields: groups start collapsed; Expand All opens them. */
export const Collapsed: Story = {
  args: { fixtures: { large: true } },
  play: async (ctx) => {
    const marketing = await group(ctx, 'Marketing');
    await expect(within(marketing).getByRole('button', { name: /Marketing/, expanded: false })).toBeVisible();
    await expect(within(marketing).queryByRole('list')).toBeNull();
    await userEvent.click(ctx.canvas.getByRole('button', { name: 'Expand All' }));
    await expect(within(marketing).getAllByRole('listitem')).toHaveLength(20);
  },
};

/** A search: 'Found N field(s)', matches highlighted, drag and drop off. */
export const Search: Story = {
  play: async (ctx) => {
    await userEvent.type(await ctx.canvas.findByRole('searchbox', { name: 'Search fields' }), 'colo');
    await expect(ctx.canvas.getByText('Found 2 field(s)')).toBeVisible();
    await expect(ctx.canvas.getAllByText('Colo', { selector: 'mark' }).length).toBeGreaterThan(1);
    await expect(ctx.canvas.queryByRole('button', { name: /^Move / })).toBeNull();
    await expect(ctx.canvas.queryByRole('region', { name: 'Marketing' })).toBeNull();
    await userEvent.clear(ctx.canvas.getByRole('searchbox', { name: 'Search fields' }));
    await userEvent.type(ctx.canvas.getByRole('searchbox', { name: 'Search fields' }), 'zzz');
    await expect(ctx.canvas.getByText('No fields found')).toBeVisible();
  },
};

/** A search matching many fields: the results scroll in their own box, drawing only the cards in view. */
export const SearchManyMatches: Story = {
  args: { fixtures: { large: true } },
  play: async (ctx) => {
    await userEvent.type(await ctx.canvas.findByRole('searchbox', { name: 'Search fields' }), 'campaign');
    await expect(ctx.canvas.getByText('Found 20 field(s)')).toBeVisible();
    const results = ctx.canvas.getByRole('region', { name: 'Search results' });
    await expect(within(results).getByText('Marketing')).toBeVisible();
    await expect(within(results).getAllByText('Campaign', { selector: 'mark' }).length).toBeLessThan(20);
    await expect(within(results).queryByRole('listitem', { name: 'Field 39' })).toBeNull();
    results.scrollTop = results.scrollHeight;
    await expect(await within(results).findByRole('listitem', { name: 'Field 39' })).toBeVisible();
  },
};

/** New Group: the §5.5 messages, the suggested name, then the group appears. */
export const CreateGroup: Story = {
  play: async (ctx) => {
    await userEvent.click(await ctx.canvas.findByRole('button', { name: 'New Group' }));
    const dialog = within(await body(ctx).findByRole('dialog', { name: 'Create New Field Group' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create Group' }));
    await expect(dialog.getByText('Display name is required')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Group Name'), '9bad');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Group' }));
    await expect(
      dialog.getByText(
        'Group name must start with a letter and contain only lowercase letters, numbers, and underscores',
      ),
    ).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('Group Name'));
    // The empty name is filled from the display name as it is typed (spec part 2 §5.5).
    await userEvent.type(dialog.getByLabelText('Display Name'), 'Safety & Compliance');
    await expect(dialog.getByLabelText('Group Name')).toHaveValue('safety_compliance');
    await userEvent.clear(dialog.getByLabelText('Sort Order'));
    await userEvent.type(dialog.getByLabelText('Sort Order'), '1000');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Group' }));
    await expect(dialog.getByText('Sort order must be between 0 and 999')).toBeInTheDocument();
    await userEvent.clear(dialog.getByLabelText('Sort Order'));
    await userEvent.type(dialog.getByLabelText('Sort Order'), '4');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Group' }));
    await expect(await group(ctx, 'Safety & Compliance')).toBeVisible();
    await expect(within(await group(ctx, 'Safety & Compliance')).getByText('No fields in this group')).toBeVisible();
  },
};

/** Edit Field Group: name disabled, statistics; Delete Group only for an empty group, asked first. */
export const EditGroup: Story = {
  play: async (ctx) => {
    await userEvent.click(await ctx.canvas.findByRole('button', { name: 'Edit group Product Information' }));
    const dialog = within(await body(ctx).findByRole('dialog', { name: 'Edit Field Group: Product Information' }));
    await expect(dialog.getByLabelText('Group Name')).toBeDisabled();
    await expect(dialog.getByText('Created')).toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: 'Delete Group' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    // The page behind is inert until the dialog has closed: wait for it rather than find it at once.
    await userEvent.click(await ctx.canvas.findByRole('button', { name: 'Edit group Marketing' }));
    await userEvent.click(await body(ctx).findByRole('button', { name: 'Delete Group' }));
    const confirm = within(await body(ctx).findByRole('alertdialog', { name: 'Delete Group' }));
    await expect(
      confirm.getByText('Are you sure you want to delete the group "Marketing"? This action cannot be undone.'),
    ).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete Group' }));
    await waitFor(() => expect(ctx.canvas.queryByRole('region', { name: 'Marketing' })).toBeNull());
  },
};

/** Deleting a group that holds fields: the server's §5.5 refusal. */
export const DeleteGroupRefused: Story = {
  play: async (ctx) => {
    await userEvent.click(await ctx.canvas.findByRole('button', { name: 'Delete group Physical Attributes' }));
    await userEvent.click(
      within(await body(ctx).findByRole('alertdialog', { name: 'Delete Group' })).getByRole('button', {
        name: 'Delete Group',
      }),
    );
    await expect(
      await ctx.canvas.findByText(
        'Cannot delete group "Physical Attributes": it contains 3 field(s). Move or delete all fields first.',
      ),
    ).toBeVisible();
  },
};

/** Add Field: the field name follows the display name; the new field shows in its group. */
export const CreateField: Story = {
  play: async (ctx) => {
    await userEvent.click(await ctx.canvas.findByRole('button', { name: 'Add field to Marketing' }));
    const dialog = within(await body(ctx).findByRole('dialog', { name: 'Create New Field' }));
    await userEvent.type(dialog.getByLabelText('Display Name'), 'Launch Date (EU)');
    await expect(dialog.getByLabelText('Field Name')).toHaveValue('launch_date_eu');
    await expect(dialog.getByLabelText('Group')).toHaveDisplayValue('Marketing');
    await userEvent.selectOptions(dialog.getByLabelText('Field Type'), 'select');
    await expect(dialog.getByLabelText('Data Type')).toHaveValue('string');
    await userEvent.type(dialog.getByLabelText('Allowed Values (one per line)'), 'Spring{enter}{enter} Autumn ');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Field' }));
    await waitFor(() => expect(body(ctx).queryByRole('dialog')?.textContent ?? null).toBeNull());
    const marketing = await group(ctx, 'Marketing');
    await expect(await within(marketing).findByRole('listitem', { name: 'Launch Date (EU)' })).toBeVisible();
  },
};

/** Edit a used field: name disabled, type locked, samples with counts, the migration alert. */
export const EditField: Story = {
  play: async (ctx) => {
    await userEvent.click(await ctx.canvas.findByRole('button', { name: 'Edit field Colour' }));
    const dialog = within(await body(ctx).findByRole('dialog', { name: 'Edit Field: Colour' }));
    await expect(dialog.getByLabelText('Field Name')).toBeDisabled();
    await expect(dialog.getByLabelText('Field Type')).toBeDisabled();
    await expect(dialog.getByLabelText('Allowed Values (one per line)')).toHaveValue('Red\nBlue\nBlack');
    await expect(dialog.getByText('(20 products)')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Migrate Field Type' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Field migration is not yet implemented.');
  },
};

/** A failed save shows the server's detail in the editor. */
export const SaveFailed: Story = {
  args: { fixtures: { writeFails: { status: 409, detail: "Field group 'marketing' already exists" } } },
  play: async (ctx) => {
    await userEvent.click(await ctx.canvas.findByRole('button', { name: 'New Group' }));
    const dialog = within(await body(ctx).findByRole('dialog', { name: 'Create New Field Group' }));
    await userEvent.type(dialog.getByLabelText('Display Name'), 'Marketing');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Group' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent("Field group 'marketing' already exists");
  },
};

/** An unused field: 'Delete Field', safe to delete, cannot be undone. */
export const ConfirmDeletionUnused: Story = {
  play: async (ctx) => {
    await userEvent.click(await ctx.canvas.findByRole('button', { name: 'Delete field Item Number' }));
    const dialog = within(await body(ctx).findByRole('alertdialog', { name: 'Confirm Deletion' }));
    await expect(
      dialog.getByText('This field is not used by any product and can be safely deleted.'),
    ).toBeInTheDocument();
    await expect(dialog.getByText('This action cannot be undone.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Field' }));
    await waitFor(() => expect(ctx.canvas.queryByRole('listitem', { name: 'Item Number' })).toBeNull());
  },
};

/** A field in use, from its editor: 'Field is in use', N products, 'Delete Field & Data'. */
export const ConfirmDeletionInUse: Story = {
  play: async (ctx) => {
    await userEvent.click(await ctx.canvas.findByRole('button', { name: 'Edit field Color' }));
    await userEvent.click(await body(ctx).findByRole('button', { name: 'Delete Field' }));
    const dialog = within(await body(ctx).findByRole('alertdialog', { name: 'Confirm Deletion' }));
    await expect(dialog.getByText('Field is in use')).toBeInTheDocument();
    await expect(dialog.getByText('All data in 12 products will be permanently removed.')).toBeInTheDocument();
    await expect(dialog.getByText('This action cannot be undone.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Field & Data' }));
    await waitFor(() => expect(ctx.canvas.queryByRole('listitem', { name: 'Color' })).toBeNull());
  },
};

/** A failed delete closes the dialog and shows the message. */
export const DeleteFailed: Story = {
  args: { fixtures: { writeFails: { status: 500, detail: '' } } },
  play: async (ctx) => {
    await userEvent.click(await ctx.canvas.findByRole('button', { name: 'Delete field Item Number' }));
    await userEvent.click(await body(ctx).findByRole('button', { name: 'Delete Field' }));
    await expect(await ctx.canvas.findByRole('alert')).toHaveTextContent('Failed to delete field');
    await waitFor(() => expect(body(ctx).queryByRole('alertdialog')).toBeNull());
  },
};

/** Keyboard reorder: Space picks the field up, ArrowDown moves it, Space drops it; announced. */
export const ReorderByKeyboard: Story = {
  play: async (ctx) => {
    const info = await group(ctx, 'Product Information');
    const list = within(info).getByRole('list');
    await expect(fieldNames(list)).toEqual(['clean_name', 'manufacturer', 'item_number']);
    within(info).getByRole('button', { name: 'Move field Product Name' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(ctx.canvasElement).toHaveTextContent('Picked up field Product Name. It is at position 1 of 3.'),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(ctx.canvasElement).toHaveTextContent('Field Product Name was moved to position 2 of 3.'),
    );
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(ctx.canvasElement).toHaveTextContent('Field Product Name was dropped at position 2 of 3.'),
    );
    await waitFor(() =>
      expect(fieldNames(within(info).getByRole('list'))).toEqual(['manufacturer', 'clean_name', 'item_number']),
    );
    await waitFor(() => expect(ctx.args.onFieldsReordered).toHaveBeenCalledWith(expect.any(String)));
  },
};

/** A failed reorder: rolled back, reloaded, 'Failed to reorder fields'. */
export const ReorderFailed: Story = {
  args: { fixtures: { reorderFails: true } },
  play: async (ctx) => {
    const info = await group(ctx, 'Product Information');
    within(info).getByRole('button', { name: 'Move field Product Name' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(await ctx.canvas.findByText('Failed to reorder fields')).toBeVisible();
    await expect(fieldNames(within(info).getByRole('list'))).toEqual(['clean_name', 'manufacturer', 'item_number']);
  },
};

/** Export Schema: a JSON file named with today's date. */
export const ExportSchema: Story = {
  play: async (ctx) => {
    const names: string[] = [];
    const original = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      names.push(this.download);
    };
    try {
      await userEvent.click(await ctx.canvas.findByRole('button', { name: 'Export Schema' }));
    } finally {
      HTMLAnchorElement.prototype.click = original;
    }
    await expect(names).toEqual([`schema-export-${new Date().toISOString().slice(0, 10)}.json`]);
  },
};

/** The merge sub-tab: Manual Merge and Get AI Suggestions cards, no suggestions yet. */
export const MergeTab: Story = {
  args: { subtab: 'merge' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Manual Merge' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Analyze Fields' })).toBeVisible();
    await expect(await canvas.findByText('No pending suggestions. Analyze your fields to get some.')).toBeVisible();
  },
};

/** Clicking a sub-tab tells the host (uncontrolled here). */
export const SwitchSubtab: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Merge Fields' }));
    await expect(args.onSubtabChange).toHaveBeenCalledWith('merge');
    await expect(canvas.getByRole('tab', { name: 'Merge Fields' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The analysis in progress: its stage and Cancel, which returns to idle. */
export const Analyzing: Story = {
  args: { subtab: 'merge', fixtures: { analysis: 'pending' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Analyze Fields' }));
    await expect(canvas.getByText(/Step 1 of 3: gathering data/)).toBeVisible();
    await expect(await canvas.findByText(/Step 2 of 3: analyzing usage/, {}, { timeout: 4000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('button', { name: 'Analyze Fields' })).toBeVisible();
  },
};

/** Results: weight_lb → weight_lbs and color → colour, with confidence and rationale. */
export const Suggestions: Story = {
  args: { subtab: 'merge' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Analyze Fields' }));
    const weight = await canvas.findByRole('listitem', { name: 'Merge Weight (lb) into Weight (lbs)' });
    await expect(within(weight).getByText('93% confidence')).toBeVisible();
    await expect(within(weight).getByText(/names differ only by a suffix/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss merge of Color into Colour' }));
    await waitFor(() => expect(canvas.queryByRole('listitem', { name: 'Merge Color into Colour' })).toBeNull());
  },
};

export const AnalysisEmpty: Story = {
  args: { subtab: 'merge', fixtures: { analysis: 'empty' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Analyze Fields' }));
    await expect(await canvas.findByText('No merge suggestions found.')).toBeVisible();
  },
};

/** 429 is not retried: 'Too many requests…'. */
export const AnalysisError: Story = {
  args: { subtab: 'merge', fixtures: { analysis: 429 } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Analyze Fields' }));
    await expect(await canvas.findByText('Too many requests. Please wait a moment before trying again.')).toBeVisible();
  },
};

/** The suggestion list refused: 'You do not have permission to view suggestions.' */
export const SuggestionsForbidden: Story = {
  args: { subtab: 'merge', fixtures: { suggestionsStatus: 403 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You do not have permission to view suggestions.')).toBeVisible();
  },
};

/** Accepting a suggestion opens the merge pre-filled and previewed; Execute Merge finishes it. */
export const AcceptSuggestion: Story = {
  args: { subtab: 'merge', fixtures: { conflicts: 2 } },
  play: async (ctx) => {
    await userEvent.click(await ctx.canvas.findByRole('button', { name: 'Analyze Fields' }));
    await userEvent.click(
      await ctx.canvas.findByRole('button', { name: 'Accept merge of Weight (lb) into Weight (lbs)' }),
    );
    const dialog = within(await body(ctx).findByRole('dialog', { name: 'Merge Fields' }));
    await expect(await dialog.findByRole('region', { name: 'Merge preview' })).toHaveTextContent('11 value(s)');
    await expect(dialog.queryByRole('button', { name: 'Preview Full List' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Execute Merge' }));
    await expect(await dialog.findByText('Fields merged.')).toBeInTheDocument();
  },
};

/** Manual merge: source, target (same data type only), preview with conflicts, the tooltip, the full list. */
export const ManualMerge: Story = {
  args: { subtab: 'merge' },
  play: async (ctx) => {
    await userEvent.click(await ctx.canvas.findByRole('button', { name: 'Merge Fields' }));
    const dialog = within(await body(ctx).findByRole('dialog', { name: 'Merge Fields' }));
    await expect(dialog.getByRole('button', { name: 'Preview Merge' })).toBeDisabled();
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search Source Field' }), 'color');
    await userEvent.click(dialog.getByRole('button', { name: /^Color color/ }));
    const targets = dialog.getByRole('list', { name: 'Target Field results' });
    await expect(within(targets).queryByRole('button', { name: /Weight/ })).toBeNull();
    await userEvent.click(within(targets).getByRole('button', { name: /^Colour colour/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Preview Merge' }));
    const preview = within(await dialog.findByRole('region', { name: 'Merge preview' }));
    await expect(preview.getByText('5 conflict(s)')).toBeInTheDocument();
    await expect(preview.getAllByRole('row')).toHaveLength(4);
    await userEvent.hover(preview.getByRole('button', { name: 'Cordless Drill 1' }));
    const tooltip = await body(ctx).findByRole('tooltip');
    await expect(await within(tooltip).findByText('Bosch')).toBeInTheDocument();
    await userEvent.unhover(preview.getByRole('button', { name: 'Cordless Drill 1' }));
    await waitFor(() => expect(body(ctx).queryByRole('tooltip')).toBeNull());
    await userEvent.click(preview.getByRole('button', { name: 'Preview Full List' }));
    await expect(preview.getByText('The full conflict list is not yet implemented.')).toBeInTheDocument();
    // Changing the source clears the target and the preview (spec part 2 §4.4).
    await userEvent.click(dialog.getByRole('button', { name: 'Change Source Field' }));
    await expect(dialog.queryByRole('region', { name: 'Merge preview' })).toBeNull();
    await expect(dialog.queryByRole('group', { name: 'Target Field' })).toBeNull();
  },
};

/** A source without a compatible target: the §5.5 message. */
export const MergeNoTarget: Story = {
  args: { subtab: 'merge' },
  play: async (ctx) => {
    await userEvent.click(await ctx.canvas.findByRole('button', { name: 'Merge Fields' }));
    const dialog = within(await body(ctx).findByRole('dialog', { name: 'Merge Fields' }));
    await userEvent.click(dialog.getByRole('button', { name: /^Release Date release_date/ }));
    await expect(
      dialog.getByText('No compatible target fields found. Both fields must have the same data type (date)'),
    ).toBeInTheDocument();
  },
};

/** The tooltip's product cannot be read: 'Failed to load product details'. */
export const PreviewProductFailed: Story = {
  args: { subtab: 'merge', fixtures: { productFails: true } },
  play: async (ctx) => {
    // Each step waits for what it needs: the analysis, the preview and the tooltip each answer after a request.
    const slow = { timeout: 5_000 };
    await userEvent.click(await ctx.canvas.findByRole('button', { name: 'Analyze Fields' }));
    await userEvent.click(await ctx.canvas.findByRole('button', { name: 'Accept merge of Color into Colour' }, slow));
    const dialog = within(await body(ctx).findByRole('dialog', { name: 'Merge Fields' }, slow));
    const preview = within(await dialog.findByRole('region', { name: 'Merge preview' }, slow));
    await userEvent.hover(await preview.findByRole('button', { name: 'Cordless Drill 1' }, slow));
    const text = await within(await body(ctx).findByRole('tooltip', {}, slow)).findByText(
      'Failed to load product details',
      {},
      slow,
    );
    // The dialog fades in: on a busy machine the text is there before it is visible.
    await waitFor(() => expect(text).toBeVisible(), slow);
  },
};

const suggestedFields = (ctx: Ctx) => ctx.canvas.findByRole('region', { name: 'Suggested fields' });

/** Suggested fields beside the groups: values read without a field, by product count, samples, quote on expand. */
export const SuggestedFieldsList: Story = {
  play: async (ctx) => {
    const panel = await suggestedFields(ctx);
    const items = await within(panel).findAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Cord Length',
      'No-load speed',
      'Finish',
    ]);
    const cord = within(items[0]!);
    await expect(cord.getByText('14 products')).toBeVisible();
    await expect(cord.getByText('91% confidence')).toBeVisible();
    await expect(cord.getAllByText(/^(25|10|6) ft$/)).toHaveLength(3);
    await expect(cord.getByText('Show quote')).toHaveAttribute('title', 'Cord Length: 25 ft');
    await userEvent.click(cord.getByText('Show quote'));
    await expect(cord.getByLabelText('Quote for Cord Length')).toHaveTextContent('Cord Length: 25 ft');
    // No quote kept, no confidence rated: neither is shown.
    const finish = within(items[2]!);
    await expect(finish.queryByText('Show quote')).toBeNull();
    await expect(finish.queryByText(/confidence/)).toBeNull();
  },
};

export const SuggestedFieldsLoading: Story = {
  args: { fixtures: { fieldSuggestions: 'pending' } },
  play: async (ctx) => {
    const panel = await suggestedFields(ctx);
    await expect(within(panel).getByRole('status')).toHaveTextContent('Loading suggested fields...');
  },
};

export const SuggestedFieldsEmpty: Story = {
  args: { fixtures: { fieldSuggestions: 'empty' } },
  play: async (ctx) => {
    const panel = await suggestedFields(ctx);
    await expect(
      await within(panel).findByText('No suggested fields: every value the enhancement read has a field.'),
    ).toBeVisible();
    await expect(within(panel).queryByRole('list')).toBeNull();
  },
};

/** The suggested fields failed to load: the server's detail with Retry; the groups stay usable. */
export const SuggestedFieldsError: Story = {
  args: { fixtures: { fieldSuggestions: 500 } },
  play: async (ctx) => {
    const panel = await suggestedFields(ctx);
    await expect(await within(panel).findByRole('alert')).toHaveTextContent('Internal Server Error');
    await expect(within(panel).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(await group(ctx, 'Product Information')).toBeVisible();
  },
};

/** Create field from a suggestion: the editor opens prefilled (unit in the name, number type); saved, it is gone. */
export const CreateFieldFromSuggestion: Story = {
  play: async (ctx) => {
    const panel = await suggestedFields(ctx);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Create field Cord Length' }));
    const dialog = within(await body(ctx).findByRole('dialog', { name: 'Create New Field' }));
    await expect(dialog.getByLabelText('Display Name')).toHaveValue('Cord Length (ft)');
    await expect(dialog.getByLabelText('Field Name')).toHaveValue('cord_length_ft');
    await expect(dialog.getByLabelText('Field Type')).toHaveValue('number');
    await expect(dialog.getByLabelText('Group')).toHaveDisplayValue('Ungrouped');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Field' }));
    await waitFor(() => expect(body(ctx).queryByRole('dialog')?.textContent ?? null).toBeNull());
    await waitFor(() => expect(within(panel).queryByRole('listitem', { name: 'Cord Length' })).toBeNull());
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    const ungrouped = await group(ctx, 'Ungrouped Fields');
    await expect(await within(ungrouped).findByRole('listitem', { name: 'Cord Length (ft)' })).toBeVisible();
  },
};

/** Every state on one page, for visual review (the same widget repeats its region names). */
export const AllStates: Story = {
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: 'landmark-unique', enabled: false },
          { id: 'duplicate-id', enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <WithFixtures {...args} />
      <WithFixtures {...args} fixtures={{ large: true }} />
      <WithFixtures {...args} fixtures={{ empty: true }} />
      <WithFixtures {...args} fixtures={{ overview: 'pending' }} />
      <WithFixtures {...args} fixtures={{ overview: 'error' }} />
      <WithFixtures {...args} fixtures={{ fieldSuggestions: 'pending' }} />
      <WithFixtures {...args} fixtures={{ fieldSuggestions: 'empty' }} />
      <WithFixtures {...args} fixtures={{ fieldSuggestions: 500 }} />
      <WithFixtures {...args} subtab="merge" />
    </div>
  ),
};
