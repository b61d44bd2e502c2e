import type { Meta, StoryObj } from '@storybook/react-vite';
import { TEXT_MESSAGES } from '@curate/core';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ModalStatesPage } from '../../test/modalStates';
import { apiFailure, never } from '../../test/fixtureApi';
import { checkedProductDetail, productDetail, queueProduct } from '../../test/reviewQueue';
import type { CheckState } from '../../test/productFields';
import {
  ReviewDialogDemo,
  addColorField,
  editAndSave,
  invalidEdit,
  pendingEdits,
  type ReviewDialogDemoProps,
} from '../../test/reviewDialog';

const meta: Meta<ReviewDialogDemoProps> = {
  title: 'ui/review-queue/dialog/ReviewDialog',
  component: ReviewDialogDemo,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<ReviewDialogDemoProps>;

const dialog = () => screen.findByRole('dialog', { name: /^Review Product: / });

/** View mode: both panes, field groups with counts, source badges, edited badges and quality dots. Focus shows a source tooltip. */
export const Default: Story = {
  name: 'View mode',
  play: async ({ userEvent }) => {
    const d = await dialog();
    await within(d).findByRole('heading', { name: /Basic Information/ });
    const badge = within(d).getByRole('button', { name: '3 sources for Brand' });
    badge.focus();
    const tooltip = await within(d).findByRole('group', { name: 'Sources for Brand' });
    await waitFor(() => expect(tooltip).toBeVisible());
    await expect(within(tooltip).getAllByRole('link', { name: /^View / })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\//),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tooltip).not.toBeVisible());
    // Escape closed the tooltip, not the dialog.
    await expect(d.isConnected).toBe(true);
    await expect(d.querySelector('[data-slot="review-dialog"]')).toHaveAttribute('data-state', 'viewing');
  },
};

/** Edit mode with unsaved changes: Save Changes shows; Remove and Restore toggle a field. */
export const EditModeWithPendingChanges: Story = {
  args: { setup: pendingEdits },
  play: async ({ userEvent }) => {
    const d = await dialog();
    await within(d).findByRole('button', { name: 'Save Changes' });
    await waitFor(() => expect(within(d).getByText('Unsaved changes')).toBeVisible());
    await userEvent.click(within(d).getByRole('button', { name: 'Remove Brand' }));
    const restore = within(d).getByRole('button', { name: 'Restore Brand' });
    await expect(restore).toHaveFocus();
    await userEvent.click(restore);
    await expect(within(d).getByRole('button', { name: 'Remove Brand' })).toBeVisible();
  },
};

/** Leaving with unsaved edits (Esc, Cancel, the close button, Next / Previous) asks first: Keep editing or Discard (issue #14). */
export const DiscardPrompt: Story = {
  args: { setup: pendingEdits },
  play: async ({ userEvent }) => {
    const d = await dialog();
    await within(d).findByRole('button', { name: 'Save Changes' });
    await userEvent.click(within(d).getByRole('button', { name: /^Cancel/ }));
    const ask = await within(document.body).findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await waitFor(() => expect(within(ask).getByRole('button', { name: 'Keep editing' })).toHaveFocus());
  },
};

/**
 * An edited value the API's text rule refuses (issue #11): the rule's message under the field, tied to its
 * input; 'Fix 1 edited field before saving'; Save Changes, Approve and Reject wait. Mending the value frees them.
 */
export const InvalidEdit: Story = {
  args: { setup: invalidEdit },
  play: async ({ userEvent }) => {
    const d = await dialog();
    const model = await within(d).findByRole('textbox', { name: 'Model' });
    const row = d.querySelector('[data-field="model_name"]') as HTMLElement;
    await waitFor(() => expect(row).toHaveAttribute('data-invalid'));
    const alert = within(row).getByRole('alert');
    await expect(alert).toHaveTextContent(TEXT_MESSAGES.control);
    await expect(model).toHaveAttribute('aria-describedby', alert.id);
    // The dialog fades in: wait for the line to show.
    await waitFor(() => expect(within(d).getByText('Fix 1 edited field before saving')).toBeVisible());
    for (const name of ['Save Changes', 'Approve', 'Reject'])
      await expect(within(d).getByRole('button', { name })).toBeDisabled();
    await userEvent.clear(model);
    await userEvent.type(model, 'Standard Mouth 24 oz, Black');
    await waitFor(() => expect(row).not.toHaveAttribute('data-invalid'));
    await expect(within(row).queryByRole('alert')).toBeNull();
    await expect(within(d).queryByText('Fix 1 edited field before saving')).toBeNull();
    for (const name of ['Save Changes', 'Approve', 'Reject'])
      await expect(within(d).getByRole('button', { name })).toBeEnabled();
  },
};

/** A product imported before detailed input data was kept: 'Limited Input Data Available'. */
export const LimitedInputData: Story = { args: { productIndex: 3 } };

/** A product without a raw product: 'No raw product data found'. */
export const NoRawProduct: Story = { args: { productIndex: 5 } };

/**
 * An existing select field picked in the add-field box joins the pending edits as an empty field (issue #14):
 * its select lists the allowed values with product counts; Save Changes adds it with the value picked.
 */
export const AddExistingSelectField: Story = {
  args: { setup: addColorField },
  play: async ({ userEvent }) => {
    const d = await dialog();
    const color = await within(d).findByRole('combobox', { name: 'Color' });
    await expect(color).toHaveValue('');
    await waitFor(() => expect(within(color).getByRole('option', { name: 'Black (120)' })).toBeInTheDocument());
    await waitFor(() => expect(within(d).getByText('Unsaved changes')).toBeVisible());
    await userEvent.selectOptions(color, 'Navy');
    await userEvent.click(within(d).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Changes saved successfully! 💾');
    await waitFor(() => expect(within(d).queryByRole('button', { name: 'Save Changes' })).toBeNull());
    await expect(within(d).getByRole('combobox', { name: 'Color' })).toHaveValue('Navy');
  },
};

/** A save refused by the server names the field and the reason, under the field and in the message; the edits stay (issue #14). */
export const SaveFailed: Story = {
  args: {
    fixtures: {
      overrides: {
        updateProductField: () => {
          throw apiFailure(422, "'Model' must be at most 20 characters");
        },
      },
    },
    setup: editAndSave,
  },
  play: async () => {
    const d = await dialog();
    const text = `Failed to save changes. Please try again. ❌ "Model": 'Model' must be at most 20 characters`;
    await within(d).findByRole('textbox', { name: 'Model' });
    const row = d.querySelector('[data-field="model_name"]') as HTMLElement;
    await waitFor(() => expect(within(row).getByRole('alert')).toHaveTextContent(text));
    await expect(within(row).getByRole('textbox', { name: 'Model' })).toHaveValue('Standard Mouth 24 oz, Black');
    await waitFor(() => expect(within(d).getByText('Unsaved changes')).toBeVisible());
  },
};

/** Approve pressed and the review call still running: Approve shows its busy state. */
export const Submitting: Story = {
  args: { fixtures: { overrides: { submitReview: never } }, setup: (session) => void session.approve() },
};

/** The product detail fails to load. */
export const ErrorState: Story = {
  name: 'Error',
  args: {
    fixtures: {
      overrides: {
        getProduct: () => {
          throw apiFailure(500, 'Product service unavailable');
        },
      },
    },
  },
};

/** The review call fails: 'Failed to submit review: {detail}'. */
export const SubmitFailed: Story = {
  args: {
    fixtures: {
      overrides: {
        submitReview: () => {
          throw apiFailure(409, 'Product was modified by another reviewer');
        },
      },
    },
    setup: (session) => void session.reject(),
  },
};

/** Keyboard approve: A approves, the success message shows and the next product opens after 300 ms. */
export const KeyboardApprove: Story = {
  play: async ({ userEvent }) => {
    const d = await dialog();
    await within(d).findByRole('heading', { name: /Basic Information/ });
    await waitFor(() => expect(d.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('a');
    await screen.findByText('Product approved successfully! ✅');
    await screen.findByRole('dialog', { name: 'Review Product: SKU-10489' });
  },
};

/** Host keymap: Ctrl/⌘+Enter approves instead of A. */
export const CustomKeymap: Story = { args: { keymap: { approve: 'Mod+Enter', reject: 'Mod+Backspace' } } };

/** The product detail is still loading. */
export const Loading: Story = {
  args: { fixtures: { overrides: { getProduct: never, getRawProduct: never, getRawProductFields: never } } },
};

/** A product without enhanced fields yet. */
export const Empty: Story = {
  args: { fixtures: { overrides: { getProduct: () => productDetail(queueProduct(0), []) } } },
};

/** The product opened, as the latest enhancement left it to check (see checkedBottleFields). */
const checked = (state: CheckState): ReviewDialogDemoProps => ({
  fixtures: { overrides: { getProduct: () => checkedProductDetail(queueProduct(0), state) } },
});
const fieldRows = (d: HTMLElement) => [...d.querySelectorAll<HTMLElement>('[data-slot="review-field"]')];

/** Every value rated 75% or more and no flags: no summary, no 'To check' group, no check badge. */
export const ChecksNone: Story = {
  name: 'Checks: none',
  args: checked('none'),
  play: async () => {
    const d = await dialog();
    await within(d).findByRole('heading', { name: /Basic Information/ });
    await expect(d.querySelector('[data-slot="review-checks"]')).toBeNull();
    await expect(within(d).queryByRole('heading', { name: /To check/ })).toBeNull();
    await expect(d.querySelector('[data-check]')).toBeNull();
  },
};

/** A contradiction: Capacity comes first under 'To check', its badge and the message with both quotes; '1 value to check'. */
export const ChecksContradiction: Story = {
  name: 'Checks: a contradiction',
  args: checked('contradiction'),
  play: async () => {
    const d = await dialog();
    await within(d).findByRole('heading', { name: /To check/ });
    const first = fieldRows(d)[0]!;
    await expect(first).toHaveAttribute('data-field', 'capacity_ml');
    await expect(within(first).getByText('Check: contradiction')).toBeInTheDocument();
    await expect(first).toHaveTextContent('Capacity (ml): the record states "24 oz" and "750ml"');
    await expect(within(d).getByText('1 value to check')).toBeInTheDocument();
  },
};

/** Two values rated low: first, lowest first, each with its percentage. */
export const ChecksLowConfidence: Story = {
  name: 'Checks: low confidence',
  args: checked('lowConfidence'),
  play: async () => {
    const d = await dialog();
    await within(d).findByRole('heading', { name: /To check/ });
    const [first, second] = fieldRows(d);
    await expect(first).toHaveAttribute('data-field', 'material');
    await expect(within(first!).getByText('Low confidence (62%)')).toBeInTheDocument();
    await expect(within(second!).getByText('Low confidence (71%)')).toBeInTheDocument();
    await expect(within(d).getByText('2 values to check')).toBeInTheDocument();
  },
};

/** A custom instruction the enhancement could not follow: the summary lists it; no field needs a check. */
export const ChecksInstructionNotApplied: Story = {
  name: 'Checks: an instruction not applied',
  args: checked('notApplied'),
  play: async () => {
    const d = await dialog();
    const summary = await waitFor(() => {
      const found = d.querySelector<HTMLElement>('[data-slot="review-checks"]');
      if (!found) throw new Error('the checks summary has not rendered yet');
      return found;
    });
    await expect(within(summary).getByText('Flagged for review')).toBeInTheDocument();
    await expect(summary).toHaveTextContent('Custom instruction not applied: Mention the lifetime warranty');
    await expect(within(d).queryByRole('heading', { name: /To check/ })).toBeNull();
  },
};

/** Material, rated low, then set by a person: 'edited', no check badge, back in its group; Certifications still low. */
export const ChecksUserEdited: Story = {
  name: 'Checks: a user-edited value',
  args: checked('userEdited'),
  play: async () => {
    const d = await dialog();
    await within(d).findByRole('heading', { name: /To check/ });
    const material = d.querySelector<HTMLElement>('[data-field="material"]')!;
    await expect(material).toHaveAttribute('data-edited');
    await expect(material).not.toHaveAttribute('data-check');
    await expect(fieldRows(d)[0]).toHaveAttribute('data-field', 'certifications');
    await expect(within(d).getByText('1 value to check')).toBeInTheDocument();
  },
};

const allStates: Array<{ label: string; props: ReviewDialogDemoProps }> = [
  { label: 'View mode', props: {} },
  { label: 'Edit mode with pending changes', props: { setup: pendingEdits } },
  { label: 'Invalid edit', props: { setup: invalidEdit } },
  { label: 'Limited input data', props: { productIndex: 3 } },
  { label: 'No raw product', props: { productIndex: 5 } },
  { label: 'Loading', props: Loading.args! },
  { label: 'Empty', props: Empty.args! },
  { label: 'Submitting', props: Submitting.args! },
  { label: 'Error', props: ErrorState.args! },
  { label: 'Submit failed', props: SubmitFailed.args! },
  { label: 'Existing select field added', props: AddExistingSelectField.args! },
  { label: 'Save failed', props: SaveFailed.args! },
  { label: 'Checks: none', props: ChecksNone.args! },
  { label: 'Checks: a contradiction', props: ChecksContradiction.args! },
  { label: 'Checks: low confidence', props: ChecksLowConfidence.args! },
  { label: 'Checks: an instruction not applied', props: ChecksInstructionNotApplied.args! },
  { label: 'Checks: a user-edited value', props: ChecksUserEdited.args! },
];

/** Every state, one at a time (a modal covers the page): pick one with the radio buttons behind the dialog, after closing it. */
export const AllStates: Story = {
  render: () => (
    <ModalStatesPage
      title="Review dialog"
      name="review-dialog-state"
      states={allStates}
      render={(props) => <ReviewDialogDemo {...props} />}
    />
  ),
};

// Stories added after AllStates keep the fixture sources (numbered in render order) of the stories above.
/** Reject with unsaved edits asks first: a rejection does not save them (Keep editing or Discard and reject). */
export const RejectPrompt: Story = {
  args: { setup: pendingEdits },
  play: async ({ userEvent }) => {
    const d = await dialog();
    await within(d).findByRole('button', { name: 'Save Changes' });
    await userEvent.click(within(d).getByRole('button', { name: /^Reject/ }));
    const ask = await within(document.body).findByRole('alertdialog', { name: 'Reject without your changes?' });
    await expect(within(ask).getByRole('button', { name: 'Discard and reject' })).toBeVisible();
    await waitFor(() => expect(within(ask).getByRole('button', { name: 'Keep editing' })).toHaveFocus());
  },
};

/** Approve in View Mode with unsaved edits asks first: edits not on screen are not approved (Keep editing opens Edit Mode). */
export const ApproveInViewModePrompt: Story = {
  args: { setup: pendingEdits },
  play: async ({ userEvent }) => {
    const d = await dialog();
    await within(d).findByRole('button', { name: 'Save Changes' });
    await userEvent.click(within(d).getByRole('button', { name: 'View Mode' }));
    await userEvent.click(within(d).getByRole('button', { name: /^Approve/ }));
    const ask = await within(document.body).findByRole('alertdialog', { name: 'Approve without your changes?' });
    await expect(within(ask).getByRole('button', { name: 'Discard and approve' })).toBeVisible();
    await waitFor(() => expect(within(ask).getByRole('button', { name: 'Keep editing' })).toHaveFocus());
  },
};
