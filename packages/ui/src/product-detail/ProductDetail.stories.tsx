import type { Meta, StoryObj } from '@storybook/react-vite';
import { TEXT_MESSAGES } from '@curate/core';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ModalStatesPage } from '../test/modalStates';
import { germanMessages } from '../test/germanMessages';
import { CurateProvider } from '../theme/CurateProvider';
import { apiFailure, never } from '../test/fixtureApi';
import {
  DETAIL_FIELD,
  ProductDetailDemo,
  addColorField,
  checkedDetailResponse,
  detailResponse,
  invalidEdit,
  pendingEdits,
  type ProductDetailDemoProps,
} from '../test/productDetail';
import type { CheckState } from '../test/productFields';

const meta: Meta<ProductDetailDemoProps> = {
  title: 'ui/product-detail/ProductDetail',
  component: ProductDetailDemo,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<ProductDetailDemoProps>;

const dialog = () => screen.findByRole('dialog', { name: 'Product ID: SKU-10482' });
const fieldRow = (scope: HTMLElement, name: string) => scope.querySelector(`[data-field="${name}"]`) as HTMLElement;

/** View mode: header with quality dot, status and updated time; field groups; source tooltip on focus. */
export const Default: Story = {
  name: 'View mode',
  play: async ({ userEvent }) => {
    const d = await dialog();
    await within(d).findByRole('heading', { name: /Basic Information/ });
    await expect(within(d).getByLabelText('Quality Score: 8.4/10')).toHaveAttribute('data-band', 'green');
    await expect(within(d).getByLabelText('Review status: approved')).toBeVisible();
    await expect(within(d).getByRole('button', { name: 'View Mode' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(d).queryByRole('button', { name: 'Save Changes' })).toBeNull();
    within(d).getByRole('button', { name: '3 sources for Brand' }).focus();
    const tooltip = await within(d).findByRole('group', { name: 'Sources for Brand' });
    await waitFor(() => expect(tooltip).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tooltip).not.toBeVisible());
    await expect(d.isConnected).toBe(true);
  },
};

/** Fields last updated by a user carry 'Manual Override'. */
export const ManualOverrides: Story = {
  play: async () => {
    const d = await dialog();
    await within(d).findByRole('heading', { name: /Specifications/ });
    await expect(within(fieldRow(d, 'model_name')).getByText('Manual Override')).toBeVisible();
    await expect(within(fieldRow(d, 'material')).getByText('Manual Override')).toBeVisible();
    await expect(within(fieldRow(d, 'brand')).queryByText('Manual Override')).toBeNull();
  },
};

/** Link rules: url fields, url/link/website names and http(s) values become links cut at 60; anything else stays text. */
export const LinkRules: Story = {
  play: async () => {
    const d = await dialog();
    await within(d).findByRole('heading', { name: /Other Fields/ });
    const url = 'https://www.hydroflask.com/insulated-bottles/standard-mouth/24-oz-standard-mouth-black';
    const page = within(fieldRow(d, 'product_page_url')).getByRole('link');
    await expect(page).toHaveAttribute('href', url);
    await expect(page.textContent).toBe(`${url.slice(0, 60)}...`);
    await expect(within(fieldRow(d, 'datasheet')).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/cdn\./),
    );
    for (const name of ['support_link', 'retailer_website', 'spec_sheet_link'])
      await expect(within(fieldRow(d, name)).queryByRole('link')).toBeNull();
    // A link field's value without a scheme is shown and linked with https:// (issue #14).
    const site = within(fieldRow(d, 'care_guide_link')).getByRole('link', {
      name: 'https://www.hydroflask.com/care',
    });
    await expect(site).toHaveAttribute('href', 'https://www.hydroflask.com/care');
    await expect(site.textContent).toBe('https://www.hydroflask.com/care');
  },
};

/** Audit History: who, when (relative, US Eastern), previous → new; Revert reloads the history. */
export const AuditHistoryWithRevert: Story = {
  play: async ({ userEvent }) => {
    const d = await dialog();
    const history = within(d).getByRole('region', { name: 'Audit History' });
    await within(history).findByText('Just now');
    await expect(within(history).getByText('12m ago')).toBeVisible();
    await expect(within(history).getByText('3h ago')).toBeVisible();
    await userEvent.click(within(history).getByRole('button', { name: 'Revert change to Material (12m ago)' }));
    // The history reloads: the entry shows as reverted (no button) under a new revert entry.
    await waitFor(() =>
      expect(within(history).queryByRole('button', { name: 'Revert change to Material (12m ago)' })).toBeNull(),
    );
    await expect(within(history).getByRole('button', { name: 'Revert change to Material (Just now)' })).toBeVisible();
    await expect(history.querySelectorAll('[data-reverted]')).toHaveLength(2);
    await waitFor(() => expect(history).toHaveFocus());
  },
};

/** Edit mode with unsaved changes: Save Changes shows; Remove and Restore toggle a field. */
export const EditModeWithChanges: Story = {
  args: { setup: pendingEdits },
  play: async ({ userEvent }) => {
    const d = await dialog();
    await within(d).findByRole('button', { name: 'Save Changes' });
    await expect(within(d).getByText('Unsaved changes')).toBeVisible();
    await expect(within(d).getByRole('textbox', { name: 'Model' })).toHaveValue('Standard Mouth 24 oz, Black');
    await userEvent.click(within(d).getByRole('button', { name: 'Remove Brand' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Restore Brand' }));
    await expect(within(d).getByRole('button', { name: 'Remove Brand' })).toBeVisible();
  },
};

/** Closing with unsaved edits (Esc, the close button, a click outside) asks first: Keep editing or Discard (issue #14). */
export const DiscardPrompt: Story = {
  args: { setup: pendingEdits },
  play: async ({ userEvent }) => {
    const d = await dialog();
    await within(d).findByRole('button', { name: 'Save Changes' });
    await userEvent.click(within(d).getByRole('button', { name: 'Close product details' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await waitFor(() => expect(within(ask).getByRole('button', { name: 'Keep editing' })).toHaveFocus());
  },
};

/**
 * An edited value the API's text rule refuses (issue #11): Model over the 20,000 characters of a field value
 * shows the rule's message under its input, 'Fix 1 edited field before saving', and Save Changes waits.
 */
export const InvalidEdit: Story = {
  args: { setup: invalidEdit },
  play: async () => {
    const d = await dialog();
    const row = await waitFor(() => {
      const found = fieldRow(d, 'model_name');
      expect(found).toHaveAttribute('data-invalid');
      return found;
    });
    const alert = within(row).getByRole('alert');
    await expect(alert).toHaveTextContent(TEXT_MESSAGES.tooLong(20_000));
    await expect(within(row).getByRole('textbox', { name: 'Model' })).toHaveAttribute('aria-describedby', alert.id);
    await waitFor(() => expect(within(d).getByText('Fix 1 edited field before saving')).toBeVisible());
    await expect(within(d).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  },
};

/** Save pressed and the call still running: the button reads 'Saving...'. */
export const Saving: Story = {
  args: {
    overrides: { updateProductField: never },
    setup: (detail) => {
      pendingEdits(detail);
      setTimeout(() => void detail.save());
    },
  },
  play: async () => {
    const d = await dialog();
    await within(d).findByText('Saving...');
  },
};

/** The save fails at Model: the message names the field and the server's reason, under the field too; the edits stay (issue #14). */
export const SaveFailure: Story = {
  args: {
    overrides: {
      updateProductField: () => {
        throw apiFailure(500, 'Database unavailable');
      },
    },
    setup: (detail) => {
      pendingEdits(detail);
      setTimeout(() => void detail.save());
    },
  },
  play: async () => {
    const d = await dialog();
    const text = 'Failed to save changes. Please try again. ❌ "Model": Database unavailable';
    await waitFor(() => expect(within(fieldRow(d, 'model_name')).getByRole('alert')).toHaveTextContent(text));
    await expect(within(d).getAllByText(text).length).toBeGreaterThanOrEqual(1);
    await expect(within(d).getByRole('button', { name: 'Save Changes' })).toBeVisible();
  },
};

/**
 * An existing select field picked in the add-field box is a pending edit (issue #14): an empty field with a
 * select of the allowed values (with product counts); Save Changes adds it with the value picked.
 */
export const AddExistingSelectField: Story = {
  args: { setup: addColorField },
  play: async ({ userEvent }) => {
    const d = await dialog();
    const color = await within(d).findByRole('combobox', { name: 'Color' });
    await waitFor(() => expect(within(color).getByRole('option', { name: 'White (64)' })).toBeInTheDocument());
    await userEvent.selectOptions(color, 'Stainless');
    await userEvent.click(within(d).getByRole('button', { name: 'Save Changes' }));
    await within(d).findByText('Changes saved successfully! 💾');
    await expect(within(d).getByRole('combobox', { name: 'Color' })).toHaveValue('Stainless');
  },
};

/** Delete asks first: 'Are you sure you want to delete this product?' / 'This action cannot be undone.' */
export const DeleteConfirmation: Story = {
  args: { setup: (detail) => detail.askDelete() },
  play: async () => {
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this product?' });
    await expect(confirm).toHaveAccessibleDescription('This action cannot be undone.');
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

/** The product is still loading. */
export const Loading: Story = { args: { overrides: { getProduct: never } } };

/** The product fails to load. */
export const ErrorState: Story = {
  name: 'Error',
  args: {
    overrides: {
      getProduct: () => {
        throw apiFailure(500, 'Product service unavailable');
      },
    },
  },
};

/** A product without fields or history yet. */
export const Empty: Story = { args: { overrides: { getProduct: () => detailResponse([], []) } } };

/** Without onEditInReview there is no 'Open in Review' button. */
export const WithoutReviewHandOff: Story = { args: { withReview: false } };

/** A tenant user (the server lets only company admins delete): Delete is disabled and says why (issue #14). */
export const TenantUserCannotDelete: Story = {
  args: { canDelete: false },
  play: async () => {
    const d = await dialog();
    const remove = within(d).getByRole('button', { name: 'Delete' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAttribute('title', 'Only company admins can delete products');
  },
};

/** The product as the latest enhancement left it to check (see checkedBottleFields). */
const checked = (state: CheckState): ProductDetailDemoProps => ({
  overrides: { getProduct: () => checkedDetailResponse(state) },
});
const detailRows = (d: HTMLElement) => [...d.querySelectorAll<HTMLElement>('[data-slot="product-detail-field"]')];

/** No flags and every value rated 75% or more: the fields in their groups, no summary. */
export const ChecksNone: Story = {
  name: 'Checks: none',
  args: checked('none'),
  play: async () => {
    const d = await dialog();
    await within(d).findByRole('heading', { name: /Basic Information/ });
    await expect(d.querySelector('[data-slot="review-checks"]')).toBeNull();
    await expect(d.querySelector('[data-check]')).toBeNull();
  },
};

/** A contradiction: Capacity first under 'To check', with 'Check: contradiction' and the message with both quotes. */
export const ChecksContradiction: Story = {
  name: 'Checks: a contradiction',
  args: checked('contradiction'),
  play: async () => {
    const d = await dialog();
    await within(d).findByRole('heading', { name: /To check/ });
    const first = detailRows(d)[0]!;
    await expect(first).toHaveAttribute('data-field', 'capacity_ml');
    await expect(within(first).getByText('Check: contradiction')).toBeInTheDocument();
    await expect(first).toHaveTextContent('"24 oz" and "750ml"');
  },
};

/** Two values rated low, lowest first, each with its percentage. */
export const ChecksLowConfidence: Story = {
  name: 'Checks: low confidence',
  args: checked('lowConfidence'),
  play: async () => {
    const d = await dialog();
    await within(d).findByRole('heading', { name: /To check/ });
    await expect(detailRows(d).map((row) => row.dataset.field)).toEqual(
      expect.arrayContaining(['material', 'certifications']),
    );
    await expect(within(detailRows(d)[0]!).getByText('Low confidence (62%)')).toBeInTheDocument();
  },
};

/** A custom instruction not applied: listed in the summary above the fields. */
export const ChecksInstructionNotApplied: Story = {
  name: 'Checks: an instruction not applied',
  args: checked('notApplied'),
  play: async () => {
    const d = await dialog();
    await within(d).findByText(/Custom instruction not applied/);
    await expect(within(d).getByText('Flagged for review')).toBeInTheDocument();
  },
};

/** Material set by a person after the enhancement: 'Manual Override', no check badge; Certifications still low. */
export const ChecksUserEdited: Story = {
  name: 'Checks: a user-edited value',
  args: checked('userEdited'),
  play: async () => {
    const d = await dialog();
    await within(d).findByRole('heading', { name: /To check/ });
    await expect(fieldRow(d, 'material')).toHaveAttribute('data-manual');
    await expect(fieldRow(d, 'material')).not.toHaveAttribute('data-check');
    await expect(detailRows(d)[0]).toHaveAttribute('data-field', 'certifications');
  },
};

const allStates: Array<{ label: string; props: ProductDetailDemoProps }> = [
  { label: 'View mode', props: {} },
  { label: 'Edit mode with changes', props: EditModeWithChanges.args! },
  { label: 'Invalid edit', props: InvalidEdit.args! },
  { label: 'Saving', props: Saving.args! },
  { label: 'Save failure', props: SaveFailure.args! },
  { label: 'Existing select field added', props: AddExistingSelectField.args! },
  { label: 'Delete confirmation', props: DeleteConfirmation.args! },
  { label: 'Loading', props: Loading.args! },
  { label: 'Error', props: ErrorState.args! },
  { label: 'Empty', props: Empty.args! },
  { label: 'Checks: none', props: ChecksNone.args! },
  { label: 'Checks: a contradiction', props: ChecksContradiction.args! },
  { label: 'Checks: low confidence', props: ChecksLowConfidence.args! },
  { label: 'Checks: an instruction not applied', props: ChecksInstructionNotApplied.args! },
  { label: 'Checks: a user-edited value', props: ChecksUserEdited.args! },
  {
    label: 'Edit mode, field removed',
    props: {
      setup: (d) => {
        d.setMode('edit');
        d.removeField(DETAIL_FIELD.brand);
      },
    },
  },
];

/** The detail dialog in German (issue #21): texts from a full messages object, audit times and dates for de-DE. */
export const InGerman: Story = {
  render: (args) => (
    <CurateProvider messages={germanMessages} locale="de-DE">
      <ProductDetailDemo {...args} />
    </CurateProvider>
  ),
  play: async () => {
    const d = await screen.findByRole('dialog', { name: 'Produkt-ID: SKU-10482' });
    await expect(within(d).getByRole('heading', { name: 'Änderungsverlauf' })).toBeVisible();
    await expect(within(d).getByRole('button', { name: 'Ansicht' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Every state, one at a time (a modal covers the page): close the dialog and pick another with the radio buttons. */
export const AllStates: Story = {
  render: () => (
    <ModalStatesPage
      title="Product detail"
      name="product-detail-state"
      states={allStates}
      render={(props) => <ProductDetailDemo {...props} />}
    />
  ),
  play: async ({ canvas }) => {
    await screen.findByRole('dialog', { name: 'Product ID: SKU-10482' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('radio', { name: 'Error' }));
    await expect(await screen.findByText(/Product service unavailable/)).toBeInTheDocument();
  },
};
