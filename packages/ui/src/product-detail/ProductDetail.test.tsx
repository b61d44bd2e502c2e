import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, type FixtureClient } from '../test/fixtureApi';
import { stubNavigation } from '../test/fakeNavigation';
import { DETAIL_FIELD, DETAIL_ITEM } from '../test/productDetail';
import * as stories from './ProductDetail.stories';

const {
  Default,
  EditModeWithChanges,
  InvalidEdit,
  SaveFailure,
  ErrorState,
  WithoutReviewHandOff,
  TenantUserCannotDelete,
} = composeStories(stories);

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const openDialog = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Product ID: SKU-10482' });
  await within(dialog).findByRole('heading', { name: /Basic Information/ });
  return dialog;
};
const callsOf = (client: FixtureClient, routeId: string) => client.calls.filter((c) => c.routeId === routeId);

describe('ProductDetail: view mode (spec part 1 §2)', () => {
  it('is a modal with the header, the mode toggle, Delete and Open in Review, and no Save', async () => {
    render(<Default />);
    const dialog = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByLabelText('Quality Score: 8.4/10').textContent).toBe('8.4/10');
    expect(within(dialog).getByLabelText('Review status: approved')).toBeTruthy();
    const updated = dialog.querySelector('[data-slot="product-detail-meta"] time');
    expect(updated?.textContent).toBe('Feb 28, 2025');
    expect(updated?.getAttribute('title')).toBe('Feb 28, 2025, 7:00 AM EST');
    for (const name of ['View Mode', 'Edit Mode', 'Delete', 'Open in Review'])
      expect(within(dialog).getByRole('button', { name })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(dialog.querySelector('[data-slot="product-detail"]')?.getAttribute('data-state')).toBe('viewing');
  });

  it('lists audit entries with who, when and previous → new, and a Revert button unless reverted', async () => {
    render(<Default />);
    const history = within(await openDialog()).getByRole('region', { name: 'Audit History' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries).toHaveLength(6);
    expect(entries[0]!.textContent).toContain('Updated Model');
    expect(entries[0]!.textContent).toContain('Dana Whitfield · Just now');
    expect(entries[0]!.textContent).toMatch(/Standard Mouth\s*→\s*changed to Standard Mouth 24 oz/);
    expect(entries[2]!.textContent).toContain('FDA food contact, LFGB');
    expect(entries[4]!.textContent).toContain('AI · Feb 26, 2025');
    expect(within(entries[4]!).queryByRole('button', { name: /^Revert/ })).toBeNull(); // already reverted
    expect(within(entries[5]!).getByRole('button', { name: 'Revert change to Color (Feb 21, 2025)' })).toBeTruthy();
    // Values in a change are cut at 50 characters.
    expect(entries[3]!.querySelector('.curate-ProductDetail-previous')!.textContent).toHaveLength(53);
  });

  it('hands the product to the host for review and closes', async () => {
    render(<Default />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open in Review' }));
    expect(await screen.findByText('Opened SKU-10482 in the review dialog.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('disables Delete for a user who may not delete, and never asks (issue #14)', async () => {
    let client: FixtureClient | undefined;
    render(<TenantUserCannotDelete onClient={(c) => (client = c)} />);
    const dialog = await openDialog();
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    await userEvent.click(remove);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsOf(client!, 'deleteProduct')).toHaveLength(0);
  });

  it('has no Open in Review button without onEditInReview', async () => {
    render(<WithoutReviewHandOff />);
    expect(within(await openDialog()).queryByRole('button', { name: 'Open in Review' })).toBeNull();
  });

  it('shows a load failure with a retry', async () => {
    render(<ErrorState />);
    const dialog = await screen.findByRole('dialog', { name: 'Product ID: …' });
    expect(await within(dialog).findByText('Failed to load product: Product service unavailable')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('ProductDetail: edit and save (spec part 1 §4, §7, §8)', () => {
  it('saves the edits with the shared save plan, then shows the saved values', async () => {
    let client!: FixtureClient;
    render(<EditModeWithChanges onClient={(c) => (client = c)} />);
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Changes saved successfully! 💾')).toBeTruthy();
    expect(callsOf(client, 'updateProductField')[0]).toMatchObject({
      params: { fieldId: DETAIL_FIELD.model },
      body: { value: 'Standard Mouth 24 oz, Black', expected_version: 4 },
    });
    expect(callsOf(client, 'bulkUpdateProductFields')[0]!.body).toMatchObject({
      field_updates: { [DETAIL_FIELD.features]: ['Vacuum insulated', 'BPA-free lid', 'Leak-proof lid'] },
    });
    expect(callsOf(client, 'deleteProductField')[0]!.params.fieldId).toBe(DETAIL_FIELD.care);
    await waitFor(() => expect(dialog.querySelector('[data-field="care_instructions"]')).toBeNull());
    expect(within(dialog).getByRole('textbox', { name: 'Model' })).toHaveProperty(
      'value',
      'Standard Mouth 24 oz, Black',
    );
    expect(within(dialog).queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });

  it('shows the text-rule message under a refused value and never sends it; the mended value saves (issue #11)', async () => {
    let client!: FixtureClient;
    render(<InvalidEdit onClient={(c) => (client = c)} />);
    const dialog = await openDialog();
    const row = dialog.querySelector('[data-field="model_name"]') as HTMLElement;
    await waitFor(() => expect(within(row).getByRole('alert').textContent).toBe('Must be at most 20,000 characters'));
    const model = within(row).getByRole('textbox', { name: 'Model' });
    expect(model.getAttribute('aria-describedby')).toBe(within(row).getByRole('alert').id);
    expect(within(dialog).getByText('Fix 1 edited field before saving').getAttribute('role')).toBe('status');
    const save = within(dialog).getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.click(save);
    expect(callsOf(client, 'updateProductField')).toHaveLength(0);
    await userEvent.clear(model);
    await userEvent.type(model, 'Standard Mouth 24 oz, Black');
    expect(within(row).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByText('Fix 1 edited field before saving')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Changes saved successfully! 💾')).toBeTruthy();
    expect(callsOf(client, 'updateProductField').map((c) => c.body)).toEqual([
      expect.objectContaining({ value: 'Standard Mouth 24 oz, Black' }),
    ]);
  });

  it('says which field failed to save and why, and keeps the edits (issue #14)', async () => {
    render(<SaveFailure />);
    const dialog = await openDialog();
    // The spec's words, then the field and the server's reason on a second line.
    const text = 'Failed to save changes. Please try again. ❌ "Model": Database unavailable';
    const alerts = await within(dialog).findAllByText(text);
    expect(alerts.every((a) => a.closest('[role="alert"]'))).toBe(true);
    const model = dialog.querySelector('[data-field="model_name"]') as HTMLElement;
    expect(within(model).getByText(text)).toBeTruthy();
    expect(within(dialog).getByText('Unsaved changes')).toBeTruthy();
  });

  it('keeps the calls that succeeded before a failed one: saved values show, the failed edit stays (issue #14)', async () => {
    let client!: FixtureClient;
    render(
      <EditModeWithChanges
        onClient={(c) => (client = c)}
        overrides={{
          bulkUpdateProductFields: () => {
            throw apiFailure(422, "'Features' allows at most 3 values");
          },
        }}
      />,
    );
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save Changes' }));
    const text = `Failed to save changes. Please try again. ❌ "Features": 'Features' allows at most 3 values`;
    const features = dialog.querySelector('[data-field="features"]') as HTMLElement;
    expect(await within(features).findByText(text)).toBeTruthy();
    expect(callsOf(client, 'updateProductField')).toHaveLength(1);
    // Model was saved: no longer an unsaved edit; Features and the removal of Care Instructions still are.
    const model = dialog.querySelector('[data-field="model_name"]') as HTMLElement;
    expect(model.hasAttribute('data-pending')).toBe(false);
    expect(within(model).getByRole('textbox', { name: 'Model' })).toHaveProperty(
      'value',
      'Standard Mouth 24 oz, Black',
    );
    expect(features.hasAttribute('data-pending')).toBe(true);
    expect(within(dialog).getByText('Unsaved changes')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(callsOf(client, 'updateProductField')).toHaveLength(1); // not sent again
  });

  it('adds an existing field as a pending edit: sent by Save Changes with its value, dropped by Discard (issue #14)', async () => {
    let client!: FixtureClient;
    render(<Default onClient={(c) => (client = c)} />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit Mode' }));
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Add field to Specifications' }), 'colo');
    await userEvent.click(await within(dialog).findByRole('option', { name: /^Color/ }));
    const color = await within(dialog).findByRole('combobox', { name: 'Color' });
    expect(callsOf(client, 'addProductField')).toHaveLength(0);
    expect(within(dialog).getByText('Unsaved changes')).toBeTruthy();
    await userEvent.selectOptions(color, 'Navy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(callsOf(client, 'addProductField')).toHaveLength(1));
    expect(callsOf(client, 'addProductField')[0]!.body).toMatchObject({ value: 'Navy', notes: 'Review edits' });
    expect(callsOf(client, 'updateProductField')).toHaveLength(0);

    // Another added field, then closing with Discard: nothing is sent and it is gone.
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Add field to Other Fields' }), 'warr');
    await userEvent.click(await within(dialog).findByRole('option', { name: /^Warranty Period/ }));
    expect(await within(dialog).findByLabelText('Warranty Period')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close product details' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(client, 'addProductField')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Open product details' }));
    const again = await openDialog();
    expect(within(again).queryByText('Warranty Period')).toBeNull();
  });

  it('creates a new field from the add-field box and adds it to the product', async () => {
    let client!: FixtureClient;
    render(<Default onClient={(c) => (client = c)} />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit Mode' }));
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Add field to Other Fields' }), 'Gift Wrap');
    await userEvent.click(await within(dialog).findByText('+ Create new field'));
    const create = await screen.findByRole('dialog', { name: 'Create New Custom Field' });
    await userEvent.click(within(create).getByRole('button', { name: 'Create Field' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Custom Field' })).toBeNull());
    expect(await within(dialog).findByLabelText('Gift Wrap')).toBeTruthy();
    expect(callsOf(client, 'createField')[0]!.body).toMatchObject({
      field_name: 'gift_wrap',
      display_name: 'Gift Wrap',
      group_id: null,
    });
    // The new definition exists; adding it to the product waits for Save Changes (issue #14).
    expect(callsOf(client, 'addProductField')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(callsOf(client, 'addProductField')).toHaveLength(1));
  });

  it('asks before closing with unsaved edits (issue #14): Keep editing keeps them, Discard drops them', async () => {
    render(<EditModeWithChanges />);
    const dialog = await openDialog();
    await within(dialog).findByRole('button', { name: 'Save Changes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close product details' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(dialog).getByText('Unsaved changes')).toBeTruthy();
    // Open in Review waits for Save while edits are unsaved.
    expect(within(dialog).getByRole('button', { name: 'Open in Review' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close product details' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Open product details' }));
    const again = await openDialog();
    expect(within(again).getByRole('button', { name: 'View Mode' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(again).queryByText('Unsaved changes')).toBeNull();
  });

  it('with unsaved edits, warns before the tab closes or reloads and holds the browser Back to ask first', async () => {
    const navigation = stubNavigation(3);
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => undefined);
    try {
      render(<EditModeWithChanges />);
      const dialog = await openDialog();
      await within(dialog).findByRole('button', { name: 'Save Changes' });
      const unload = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(unload);
      expect(unload.defaultPrevented).toBe(true);
      let cancelled = false;
      act(() => {
        cancelled = navigation.back();
      });
      expect(cancelled).toBe(true);
      const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
      await userEvent.click(within(ask).getByRole('button', { name: 'Discard' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(go).toHaveBeenCalledWith(-1);
      const later = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(later);
      expect(later.defaultPrevented).toBe(false);
      expect(navigation.back()).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('ProductDetail: delete and revert (spec part 1 §2, §4, §8)', () => {
  it('asks before deleting, then deletes, closes and tells the host', async () => {
    let client!: FixtureClient;
    const onDeleted = vi.fn();
    render(<Default onClient={(c) => (client = c)} onDeleted={onDeleted} />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this product?' });
    expect(within(confirm).getByText('This action cannot be undone.')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsOf(client, 'deleteProduct')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(client, 'deleteProduct')[0]!.params).toMatchObject({ productId: DETAIL_ITEM.id });
    expect(onDeleted).toHaveBeenCalledTimes(1);
  });

  it('says a failed delete and stays open', async () => {
    render(
      <Default
        overrides={{
          deleteProduct: () => {
            // A refusal too shows the spec's text, not the server's (issue #14).
            throw apiFailure(403, 'Only tenant admins may delete products');
          },
        }}
      />,
    );
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Failed to delete product. Please try again.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Product ID: SKU-10482' })).toBeTruthy();
  });

  it('reverts a change and reloads the history; a failed revert is said', async () => {
    let client!: FixtureClient;
    render(<Default onClient={(c) => (client = c)} />);
    const history = within(await openDialog()).getByRole('region', { name: 'Audit History' });
    await userEvent.click(within(history).getByRole('button', { name: 'Revert change to Color (Feb 21, 2025)' }));
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(7));
    expect(callsOf(client, 'revertHistoryEntry')[0]!.params).toMatchObject({ productId: DETAIL_ITEM.id });
    expect(callsOf(client, 'getProduct').length).toBeGreaterThanOrEqual(2);
    expect(within(history).getAllByRole('listitem')[0]!.textContent).toContain('Reverted Color');
  });

  it("shows 'Failed to revert change. Please try again.'", async () => {
    render(
      <Default
        overrides={{
          revertHistoryEntry: () => {
            throw apiFailure(500, 'boom');
          },
        }}
      />,
    );
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revert change to Color (Feb 21, 2025)' }));
    expect(await within(dialog).findByText('Failed to revert change. Please try again.')).toBeTruthy();
  });
});

describe('ProductDetail: whole audit values on demand', () => {
  it('gives a cut value its whole text as a title and shows it whole behind Show full text', async () => {
    render(<Default />);
    const history = within(await openDialog()).getByRole('region', { name: 'Audit History' });
    const entry = within(history).getAllByRole('listitem')[3]!;
    const previous = entry.querySelector<HTMLElement>('.curate-ProductDetail-previous')!;
    const cut = previous.textContent!;
    expect(cut).toHaveLength(53);
    const whole = previous.title;
    expect(whole.length).toBeGreaterThan(50);
    expect(cut.startsWith(whole.slice(0, 50))).toBe(true);
    const expand = within(entry).getByRole('button', { name: 'Show full text' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(expand);
    expect(previous.textContent).toBe(whole);
    const collapse = within(entry).getByRole('button', { name: 'Show less' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(collapse);
    expect(previous.textContent).toBe(cut);
    // An entry with nothing cut has no such control.
    expect(
      within(within(history).getAllByRole('listitem')[0]!).queryByRole('button', { name: 'Show full text' }),
    ).toBeNull();
  });
});
