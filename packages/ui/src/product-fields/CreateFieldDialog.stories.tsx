import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { CreateFieldDialog } from './CreateFieldDialog';

const meta: Meta<typeof CreateFieldDialog> = {
  title: 'ui/product-fields/CreateFieldDialog',
  component: CreateFieldDialog,
  args: {
    open: true,
    onClose: fn(),
    groupName: 'Specifications',
    initialName: 'Warranty Period',
    onCreate: fn(async () => undefined),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Prefilled from the add-field box; the field name is saved lowercased with underscores, sort order 999. */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Create New Custom Field' });
    await expect(within(dialog).getByText('Saved as: warranty_period')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Field' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith(
        expect.objectContaining({
          field_name: 'warranty_period',
          display_name: 'Warranty Period',
          sort_order: 999,
          min_length: 0,
          max_length: 1000,
        }),
      ),
    );
  },
};

/** Missing required inputs: 'Please fill out all required fields'. */
export const ValidationErrors: Story = {
  args: { initialName: '' },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Create New Custom Field' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Field Type/), '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Field' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please fill out all required fields');
    await expect(within(dialog).getByLabelText(/^Field Name/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/**
 * Text the API's rule refuses (issue #11) — a bell character pasted into the display name, a NUL in the
 * help text, a tab in an allowed value: each input shows the rule's message and nothing is sent.
 */
export const TextRuleErrors: Story = {
  args: {
    initialName: 'Warranty Period',
    defaultValues: {
      display_name: 'Warranty\u0007 Period',
      field_type: 'select',
      data_type: 'string',
      allowed_values: '1 year\n2\tyears',
      help_text: 'How long the maker\u0000 guarantees the product',
    },
  },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Create New Custom Field' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Field' }));
    const display = within(dialog).getByLabelText(/^Display Name/);
    await waitFor(() => expect(display).toHaveAttribute('aria-invalid', 'true'));
    await expect(display).toHaveAccessibleDescription('Must be a single line without control characters');
    await expect(within(dialog).getByLabelText('Allowed Values')).toHaveAccessibleDescription(
      'Line 2: Must be a single line without control characters One value per line',
    );
    await expect(within(dialog).getByLabelText('Help Text')).toHaveAccessibleDescription(
      'Must not contain control characters Optional',
    );
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** A select type asks for allowed values, one per line; a number type hides the length limits. */
export const SelectType: Story = {
  args: { defaultValues: { field_type: 'select', data_type: 'string', allowed_values: '1 year\n2 years\nLifetime' } },
};

/** The API refused: 'Failed to create new field: {detail}'. */
export const ErrorState: Story = {
  name: 'Error',
  args: { errorMessage: "Failed to create new field: Field 'warranty_period' already exists" },
};

export const Empty: Story = { args: { initialName: '' } };
export const Loading: Story = { args: { onCreate: () => new Promise(() => undefined) } };

/** The dialog's states are one at a time (it is modal); this shows the number data type without length limits. */
export const AllStates: Story = { args: { defaultValues: { field_type: 'number', data_type: 'number' } } };
