import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FixtureClient } from '../../test/fixtureApi';
import * as stories from './ProductReviewDialog.stories';

const { Default, DecidedProductInEditMode, ErrorState } = composeStories(stories);

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const openDialog = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Review Product: SKU-10482' });
  await within(dialog).findByRole('heading', { name: /Basic Information/ });
  return dialog;
};

describe('ProductReviewDialog (issue #4: the catalogue edit action)', () => {
  it('opens on the host’s product, approves it with POST review by key, closes and tells the host', async () => {
    let client!: FixtureClient;
    render(<Default onClient={(c) => (client = c)} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit SKU-10482' }));
    const dialog = await openDialog();
    // One product: no Previous / Next.
    expect(within(dialog).queryByRole('group', { name: 'Products' })).toBeNull();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('a');
    await screen.findByText('Product approved successfully! ✅');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The message outlives the dialog, on the host's page.
    expect(screen.getByText('Product approved successfully! ✅').closest('[role="dialog"]')).toBeNull();
    expect(screen.getByTestId('host-status').textContent).toBe('Status: approved');
    expect(client.calls.filter((c) => c.routeId === 'submitReview')).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ review_status: 'approved' }) }),
    ]);
    expect(client.calls.some((c) => c.routeId === 'updateReview')).toBe(false);
    // The host can open it again.
    await userEvent.click(screen.getByRole('button', { name: 'Edit SKU-10482' }));
    await openDialog();
  });

  it('edits an approved product and changes its decision with PUT review, sending the edits along', async () => {
    let client!: FixtureClient;
    render(<DecidedProductInEditMode onClient={(c) => (client = c)} />);
    const dialog = await openDialog();
    const model = within(dialog).getByLabelText('Model');
    await userEvent.clear(model);
    await userEvent.type(model, 'Wide Mouth 32 oz');
    expect(within(dialog).getByRole('button', { name: /^Save Changes/ })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Approve/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [put] = client.calls.filter((c) => c.routeId === 'updateReview');
    expect(put?.body).toMatchObject({ review_status: 'approved', field_changes: expect.anything() });
    expect(client.calls.some((c) => c.routeId === 'submitReview')).toBe(false);
  });

  it('Cancel closes the dialog through the host without a decision', async () => {
    let client!: FixtureClient;
    render(<ErrorState onClient={(c) => (client = c)} />);
    const dialog = await screen.findByRole('dialog', { name: /^Review Product:/ });
    await within(dialog).findByText('Failed to load product: Product service unavailable');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Cancel/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(client.calls.some((c) => c.routeId === 'submitReview' || c.routeId === 'updateReview')).toBe(false);
  });
});
