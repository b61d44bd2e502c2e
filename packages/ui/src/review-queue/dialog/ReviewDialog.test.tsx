import { composeStories } from '@storybook/react-vite';
import { isTypingTarget } from '@curate/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FixtureClient } from '../../test/fixtureApi';
import { stubNavigation } from '../../test/fakeNavigation';
import { FIELD } from '../../test/reviewDialog';
import * as stories from './ReviewDialog.stories';

const {
  Default,
  EditModeWithPendingChanges,
  InvalidEdit,
  LimitedInputData,
  NoRawProduct,
  Submitting,
  ErrorState,
  SubmitFailed,
  CustomKeymap,
  Empty,
  SaveFailed,
} = composeStories(stories);

// jsdom with userEvent typing is slow while the whole workspace runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const openDialog = async (name = 'Review Product: SKU-10482') => {
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findByRole('heading', { name: /Basic Information/ });
  return dialog;
};
/** Edit mode puts focus in its first field a frame after opening: tests that move focus do it after that. */
const editFocusSettled = (dialog: HTMLElement) =>
  waitFor(() => expect(dialog.contains(document.activeElement) && isTypingTarget(document.activeElement)).toBe(true));
const pane = (dialog: HTMLElement, name: string) => within(dialog).getByRole('region', { name });
const row = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).parentElement!.querySelector('dd')!.textContent;

describe('ReviewDialog: view mode (spec part 1 §2)', () => {
  it('is a labelled, described modal with the quality score', async () => {
    render(<Default />);
    const dialog = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('Quality Score: 8.4/10').closest('[id]')!.id).toBe(dialog.getAttribute('aria-describedby'));
    expect(within(dialog).getByRole('button', { name: 'View Mode' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['Cancel Esc', 'Reject R', 'Approve A', 'Previous P', 'Next N']));
  });

  it('shows the original input: identifiers, input details, source details and timeline', async () => {
    render(<Default />);
    const original = pane(await openDialog(), 'Original Input Data');
    await within(original).findByText('Product Identifiers');
    expect(row(original, 'Customer Product ID')).toBe('SKU-10482');
    // The raw product's id, never the customer's id a raw field may also carry (issue #14).
    expect(row(original, 'Raw Product ID')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(row(original, 'Product Name')).toBe('SS BOTTLE 750ML BLK');
    expect(row(original, 'Review Status')).toBe('pending');
    expect(row(original, 'Source System')).toBe('csv_upload');
    expect(row(original, 'File Row')).toBe('42');
    expect(
      within(original)
        .getByRole('link', { name: /images\.example\.com/ })
        .getAttribute('href'),
    ).toMatch(/^https:/);
    expect(row(original, 'Category')).toBe('Kitchen > Drinkware');
    for (const term of ['Imported', 'Created', 'Processed', 'Updated']) expect(row(original, term)).toMatch(/2025/);
  });

  it('groups enhanced fields with counts, badges, quality dots and safe links only', async () => {
    render(<Default />);
    const enhanced = pane(await openDialog(), 'AI-Enhanced Product Data');
    const headings = within(enhanced)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'Basic Information 3',
      'Specifications 3',
      'Features & Care 2',
      'Compliance 1',
      'Other Fields 2',
    ]);
    const model = enhanced.querySelector('[data-field="model_name"]') as HTMLElement;
    expect(within(model).getByText('edited')).toBeTruthy();
    expect(within(model).getByRole('button', { name: '1 source for Model' })).toBeTruthy();
    const material = enhanced.querySelector('[data-field="material"]') as HTMLElement;
    expect(material.querySelectorAll('.curate-QualityDots-dot')).toHaveLength(3);
    expect(within(material).getByText('+2')).toBeTruthy();
    const website = enhanced.querySelector('[data-field="manufacturer_website"]') as HTMLElement;
    expect(within(website).getByRole('link').getAttribute('href')).toBe(
      'https://www.hydroflask.com/24-oz-standard-mouth',
    );
    const unsafe = enhanced.querySelector('[data-field="spec_sheet_link"]') as HTMLElement;
    expect(within(unsafe).queryByRole('link')).toBeNull();
    expect(within(unsafe).getByText('javascript:alert("not a link")')).toBeTruthy();
  });

  it('shows the source tooltip on focus and hides it on Escape without closing the dialog', async () => {
    render(<Default />);
    const dialog = await openDialog();
    const badge = within(dialog).getByRole('button', { name: '3 sources for Brand' });
    // Let the dialog place its initial focus first.
    await waitFor(() => expect(document.activeElement).toBe(pane(dialog, 'AI-Enhanced Product Data')));
    act(() => badge.focus());
    expect(badge.getAttribute('aria-expanded')).toBe('true');
    const tooltip = within(dialog).getByRole('group', { name: 'Sources for Brand' });
    const items = within(tooltip).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(
      within(items[0]!)
        .getByRole('link', { name: /^View / })
        .getAttribute('href'),
    ).toMatch(/^https:\/\//);
    expect(within(items[0]!).getByText(/Quality \d\.\d/)).toBeTruthy();
    expect(within(items[0]!).getByText(/\.\.\.$/).textContent!.length).toBe(153);
    await userEvent.keyboard('{Escape}');
    expect(tooltip.isConnected).toBe(false);
    // Escape was the tooltip's: the dialog stays open.
    expect(screen.getByRole('dialog').isConnected).toBe(true);
    expect(dialog.querySelector('[data-slot="review-dialog"]')!.getAttribute('data-state')).toBe('viewing');
  });

  it("says 'Limited Input Data Available' when the raw product has no input fields", async () => {
    render(<LimitedInputData />);
    const dialog = await openDialog('Review Product: SKU-10503');
    expect(await within(dialog).findByText('Limited Input Data Available')).toBeTruthy();
    expect(
      within(dialog).getByText(/imported before the system started preserving detailed CSV input data/),
    ).toBeTruthy();
    expect(within(dialog).getByText('Source Details')).toBeTruthy();
  });

  it("says 'No raw product data found' without a raw product", async () => {
    render(<NoRawProduct />);
    const dialog = await openDialog('Review Product: SKU-10517');
    expect(within(dialog).getByText('No raw product data found')).toBeTruthy();
    expect(within(dialog).queryByText('Product Identifiers')).toBeNull();
  });

  it('shows a product without enhanced fields', async () => {
    render(<Empty />);
    expect(await screen.findByText('No enhanced fields yet')).toBeTruthy();
  });
});

describe('ReviewDialog: edit mode (spec part 1 §2, §4, §5)', () => {
  it('shows pending changes, Save Changes, inputs by type, Remove / Restore and per-value controls', async () => {
    render(<EditModeWithPendingChanges />);
    const dialog = await openDialog();
    await within(dialog).findByRole('button', { name: 'Save Changes' });
    expect(within(dialog).getByText('Unsaved changes')).toBeTruthy();
    expect((within(dialog).getByLabelText('Model') as HTMLInputElement).value).toBe('Standard Mouth 24 oz, Black');
    expect(within(dialog).getByLabelText('Marketing Copy').tagName).toBe('TEXTAREA');
    expect((within(dialog).getByLabelText('Capacity (ml)') as HTMLInputElement).type).toBe('number');
    expect((within(dialog).getByLabelText('Dishwasher Safe') as HTMLInputElement).type).toBe('checkbox');
    const care = dialog.querySelector('[data-field="care_instructions"]') as HTMLElement;
    expect(care.hasAttribute('data-removed')).toBe(true);
    expect(within(care).getByText('Marked for removal')).toBeTruthy();
    const features = dialog.querySelector('[data-field="features"]') as HTMLElement;
    expect(
      within(features)
        .getAllByRole('button', { name: /^Remove value / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remove value Vacuum insulated', 'Remove value BPA-free lid', 'Remove value Leak-proof lid']);
    // Removed fields are not counted in their group.
    expect(within(dialog).getByRole('heading', { name: /Features & Care/ }).textContent).toBe('Features & Care 1');
    await userEvent.click(within(care).getByRole('button', { name: 'Restore Care Instructions' }));
    expect(care.hasAttribute('data-removed')).toBe(false);
    expect(within(care).getByRole('button', { name: 'Remove Care Instructions' })).toBeTruthy();
  });

  it('saves with Ctrl+S: field update, bulk update of multi-values and removal, then clears the flag', async () => {
    let client: FixtureClient | undefined;
    render(<EditModeWithPendingChanges onClient={(c) => (client = c)} />);
    const dialog = await openDialog();
    await within(dialog).findByRole('button', { name: 'Save Changes' });
    within(dialog).getByLabelText('Model').focus();
    await userEvent.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Changes saved successfully! 💾')).toBeTruthy();
    const writes = client!.calls.filter((c) =>
      ['updateProductField', 'bulkUpdateProductFields', 'deleteProductField'].includes(c.routeId),
    );
    expect(writes.map((c) => c.routeId)).toEqual([
      'updateProductField',
      'bulkUpdateProductFields',
      'deleteProductField',
    ]);
    expect(writes[0]!.body).toEqual({ value: 'Standard Mouth 24 oz, Black', notes: 'Review edits' });
    expect(writes[1]!.body).toMatchObject({
      field_updates: { [FIELD.features]: ['Vacuum insulated', 'BPA-free lid', 'Leak-proof lid'] },
    });
    expect(writes[2]!.params.fieldId).toBe(FIELD.care);
    expect(within(dialog).queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(dialog.querySelector('[data-field="care_instructions"]')).toBeNull();
  });

  it('enters edit mode with E, focusing the first input; letters typed there do not trigger shortcuts', async () => {
    render(<Default />);
    const dialog = await openDialog();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('e');
    expect(within(dialog).getByRole('button', { name: 'Edit Mode' }).getAttribute('aria-pressed')).toBe('true');
    const brand = within(dialog).getByLabelText('Brand') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(brand));
    await userEvent.keyboard(' Co');
    expect(brand.value).toBe('Hydro Flask Co');
    expect(screen.getByRole('dialog', { name: 'Review Product: SKU-10482' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it('offers existing fields and "Create new field" in a group\'s add-field box', async () => {
    render(<Default />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit Mode' }));
    const box = within(dialog).getByRole('combobox', { name: 'Add field to Other Fields' });
    await userEvent.type(box, 'co');
    expect(await within(dialog).findByText('Country of Origin')).toBeTruthy();
    expect(within(dialog).getByText('Used in 480 products')).toBeTruthy();
    expect(within(dialog).getByText('Type at least 3 characters to search or create fields...')).toBeTruthy();
    await userEvent.click(within(dialog).getByText('Country of Origin'));
    expect(await within(dialog).findByLabelText('Country of Origin')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Add field to Other Fields' }), 'Gift Wrap');
    await userEvent.click(await within(dialog).findByText('+ Create new field'));
    const create = await screen.findByRole('dialog', { name: 'Create New Custom Field' });
    expect(within(create).getByText('Saved as: gift_wrap')).toBeTruthy();
    expect(within(create).getByText('The field is added to the Other Fields group.')).toBeTruthy();
    await userEvent.click(within(create).getByRole('button', { name: 'Create Field' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Custom Field' })).toBeNull());
    expect(await within(dialog).findByLabelText('Gift Wrap')).toBeTruthy();
  });
});

describe('ReviewDialog: added fields, inputs by type, failed saves (issue #14)', () => {
  /** Opens the dialog in edit mode and picks the existing Color field in the add-field box. */
  async function addColorField() {
    let client!: FixtureClient;
    render(<Default onClient={(c) => (client = c)} />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit Mode' }));
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Add field to Specifications' }), 'colo');
    await userEvent.click(await within(dialog).findByRole('option', { name: /^Color/ }));
    const color = await within(dialog).findByRole('combobox', { name: 'Color' });
    return { client, dialog, color };
  }

  it('adds an existing field as a pending edit: Cancel and Discard send nothing', async () => {
    const { client, dialog, color } = await addColorField();
    await waitFor(() => expect(within(color).getByRole('option', { name: 'Black (120)' })).toBeTruthy());
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Cancel/ }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Review Product/ })).toBeNull());
    expect(client.calls.filter((c) => c.routeId === 'addProductField')).toEqual([]);
  });

  it('saves an added select field with the value picked, in one POST with the full body', async () => {
    const { client, dialog, color } = await addColorField();
    await waitFor(() => expect(within(color).getByRole('option', { name: 'Navy (18)' })).toBeTruthy());
    await userEvent.selectOptions(color, 'Navy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Changes saved successfully! 💾')).toBeTruthy();
    const adds = client.calls.filter((c) => c.routeId === 'addProductField');
    expect(adds.map((c) => c.body)).toEqual([
      { field_definition_id: expect.any(String), value: 'Navy', notes: 'Review edits' },
    ]);
    expect(client.calls.filter((c) => c.routeId === 'updateProductField')).toEqual([]);
  });

  it('says which field failed and why under the field, keeping the edit', async () => {
    render(<SaveFailed />);
    const dialog = await openDialog();
    // The spec's words, then the field and the server's reason on a second line.
    const text = `Failed to save changes. Please try again. ❌\n"Model": 'Model' must be at most 20 characters`;
    const model = dialog.querySelector('[data-field="model_name"]') as HTMLElement;
    await waitFor(() => expect(within(model).getByRole('alert').textContent).toBe(text));
    expect(within(model).getByLabelText('Model').getAttribute('aria-describedby')).toBe(
      within(model).getByRole('alert').id,
    );
    expect(await screen.findAllByText(text.replace('\n', ' '))).toHaveLength(2); // the message overlay too
    expect(within(dialog).getByText('Unsaved changes')).toBeTruthy();
  });
});

describe('ReviewDialog: the API text rule before sending (issue #11)', () => {
  it('shows the message under a refused value, holds Save, Approve and Reject (buttons and keys), and sends the mended value', async () => {
    let client!: FixtureClient;
    render(<InvalidEdit onClient={(c) => (client = c)} />);
    const dialog = await openDialog();
    const row = dialog.querySelector('[data-field="model_name"]') as HTMLElement;
    await waitFor(() => expect(within(row).getByRole('alert').textContent).toBe('Must not contain control characters'));
    const model = within(row).getByLabelText('Model');
    expect(model.getAttribute('aria-describedby')).toBe(within(row).getByRole('alert').id);
    expect(within(dialog).getByText('Fix 1 edited field before saving')).toBeTruthy();
    for (const name of ['Save Changes', 'Approve', 'Reject'])
      expect((within(dialog).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    model.focus();
    await userEvent.keyboard('{Control>}s{/Control}');
    // In view mode the value is not shown, but the line still says why the decisions wait.
    await userEvent.click(within(dialog).getByRole('button', { name: 'View Mode' }));
    expect(within(dialog).getByText('Fix 1 edited field before saving')).toBeTruthy();
    await userEvent.keyboard('a');
    await userEvent.keyboard('r');
    const sent = () =>
      client.calls.filter((c) => ['updateProductField', 'submitReview', 'updateReview'].includes(c.routeId));
    expect(sent()).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Review Product: SKU-10482' })).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit Mode' }));
    const mended = within(dialog).getByLabelText('Model');
    await userEvent.clear(mended);
    await userEvent.type(mended, 'Standard Mouth 24 oz, Black');
    expect(within(dialog).queryByText('Fix 1 edited field before saving')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Product approved successfully! ✅')).toBeTruthy();
    expect(sent().map((c) => c.body)).toEqual([
      expect.objectContaining({
        review_status: 'approved',
        field_changes: { [FIELD.model]: 'Standard Mouth 24 oz, Black' },
      }),
    ]);
  });
});

describe('ReviewDialog: decisions and failures (spec part 1 §4, §8)', () => {
  it('marks Approve busy while the review is sent', async () => {
    render(<Submitting />);
    const dialog = await openDialog();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Approve' }).getAttribute('aria-busy')).toBe('true'),
    );
    expect(dialog.querySelector('[data-state="submitting"]')).toBeTruthy();
  });

  it("shows 'Failed to submit review: {detail}'", async () => {
    render(<SubmitFailed />);
    await openDialog();
    const alert = await screen.findByText('Failed to submit review: Product was modified by another reviewer');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
  });

  it('shows a load failure of the product with a retry', async () => {
    render(<ErrorState />);
    const dialog = await screen.findByRole('dialog', { name: 'Review Product: SKU-10482' });
    expect(await within(dialog).findByText('Failed to load product: Product service unavailable')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('uses the host keymap and shows its keys', async () => {
    render(<CustomKeymap />);
    const dialog = await openDialog();
    const approve = within(dialog).getByRole('button', { name: 'Approve' });
    expect(approve.getAttribute('aria-keyshortcuts')).toBe('Control+Enter');
    expect(approve.textContent).toBe('Approve Ctrl+Enter');
    await userEvent.keyboard('a');
    expect(screen.queryByText('Product approved successfully! ✅')).toBeNull();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Product approved successfully! ✅')).toBeTruthy();
  });

  it('closes on Escape', async () => {
    render(<Default />);
    await openDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('ReviewDialog: unsaved edits are never lost without a word (issue #14)', () => {
  const prompt = () => screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });

  it('asks before Esc or Cancel drop unsaved edits; Keep editing keeps them, Discard closes', async () => {
    render(<EditModeWithPendingChanges />);
    const dialog = await openDialog();
    await within(dialog).findByRole('button', { name: 'Save Changes' });
    await editFocusSettled(dialog);
    dialog.focus();
    await userEvent.keyboard('{Escape}');
    const ask = await prompt();
    expect(within(ask).getByRole('button', { name: 'Keep editing' })).toBeTruthy();
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(dialog).getByText('Unsaved changes')).toBeTruthy();
    expect((within(dialog).getByLabelText('Model') as HTMLInputElement).value).toBe('Standard Mouth 24 oz, Black');

    // Moving to another product waits for Save (Next and Previous are disabled while edits are unsaved).
    expect(within(dialog).getByRole('button', { name: /^Next/ }).hasAttribute('disabled')).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: /^Cancel/ }));
    await userEvent.click(within(await prompt()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Esc in an input first leaves the input; the dialog stays and nothing is asked', async () => {
    render(<EditModeWithPendingChanges />);
    const dialog = await openDialog();
    await editFocusSettled(dialog);
    const model = within(dialog).getByLabelText('Model') as HTMLInputElement;
    model.focus();
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).not.toBe(model);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Review Product: SKU-10482' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(await prompt()).toBeTruthy();
  });

  const decisions = (client: FixtureClient) =>
    client.calls.filter((c) => ['submitReview', 'updateReview', 'updateProductField'].includes(c.routeId));

  it('asks before Reject (R or the button) drops unsaved edits; Keep editing keeps them, Discard and reject rejects without them', async () => {
    let client!: FixtureClient;
    render(<EditModeWithPendingChanges onClient={(c) => (client = c)} />);
    const dialog = await openDialog();
    const save = await within(dialog).findByRole('button', { name: 'Save Changes' });
    await editFocusSettled(dialog);
    save.focus();
    await userEvent.keyboard('r');
    const ask = await screen.findByRole('alertdialog', { name: 'Reject without your changes?' });
    expect(ask.textContent).toContain('Your unsaved changes will be lost.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(decisions(client)).toEqual([]);
    expect((within(dialog).getByLabelText('Model') as HTMLInputElement).value).toBe('Standard Mouth 24 oz, Black');

    await userEvent.click(within(dialog).getByRole('button', { name: /^Reject/ }));
    const again = await screen.findByRole('alertdialog', { name: 'Reject without your changes?' });
    expect(decisions(client)).toEqual([]);
    await userEvent.click(within(again).getByRole('button', { name: 'Discard and reject' }));
    expect(await screen.findByText('Product rejected successfully! ❌')).toBeTruthy();
    expect(decisions(client).map((c) => c.body)).toEqual([
      { review_status: 'rejected', review_notes: null, user_id: expect.any(String) },
    ]);
  });

  it('asks before Approve in View Mode, where the edits are not shown; Keep editing opens Edit Mode, Discard and approve sends none', async () => {
    let client!: FixtureClient;
    render(<EditModeWithPendingChanges onClient={(c) => (client = c)} />);
    const dialog = await openDialog();
    await within(dialog).findByRole('button', { name: 'Save Changes' });
    await editFocusSettled(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'View Mode' }));
    await userEvent.keyboard('a');
    const ask = await screen.findByRole('alertdialog', { name: 'Approve without your changes?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Edit Mode' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(decisions(client)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'View Mode' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^Approve/ }));
    const again = await screen.findByRole('alertdialog', { name: 'Approve without your changes?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Discard and approve' }));
    expect(await screen.findByText('Product approved successfully! ✅')).toBeTruthy();
    expect(decisions(client).map((c) => c.body)).toEqual([
      { review_status: 'approved', review_notes: null, user_id: expect.any(String) },
    ]);
  });

  it('warns before the tab closes or reloads with unsaved edits, and not without', async () => {
    render(<EditModeWithPendingChanges />);
    const dialog = await openDialog();
    await within(dialog).findByRole('button', { name: 'Save Changes' });
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: /^Cancel/ }));
    await userEvent.click(within(await prompt()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('holds the browser Back with unsaved edits: the traversal is cancelled and the dialog asks; Discard goes on', async () => {
    const navigation = stubNavigation(2);
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => undefined);
    try {
      render(<EditModeWithPendingChanges />);
      const dialog = await openDialog();
      await within(dialog).findByRole('button', { name: 'Save Changes' });
      let cancelled = false;
      act(() => {
        cancelled = navigation.back();
      });
      expect(cancelled).toBe(true);
      const ask = await prompt();
      expect(screen.getByRole('dialog', { name: 'Review Product: SKU-10482', hidden: true })).toBeTruthy();
      expect(go).not.toHaveBeenCalled();
      await userEvent.click(within(ask).getByRole('button', { name: 'Discard' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(go).toHaveBeenCalledWith(-1);
      // Nothing unsaved: Back is the page's again.
      expect(navigation.back()).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('closes without asking when nothing is unsaved', async () => {
    render(<Default />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Cancel/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
