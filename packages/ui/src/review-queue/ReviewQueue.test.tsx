import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reviewFixtureRoutes } from '../test/reviewQueue';
import * as stories from './ReviewQueue.stories';

const { Default, Loading, Empty, ErrorState, KeyboardReview } = composeStories(stories);

const counter = (name: string) => {
  const term = screen.getByText(name, { selector: 'dt' });
  return term.parentElement!.querySelector('dd')!.textContent;
};

// jsdom with userEvent typing is slow while the whole workspace runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

describe('ReviewQueue (spec part 1 §2)', () => {
  it('shows the title, subtitle, counters and the six columns', async () => {
    render(<Default />);
    expect(screen.getByRole('heading', { name: 'Review Queue' })).toBeTruthy();
    expect(screen.getByText('Review and approve AI-enhanced product data')).toBeTruthy();
    await screen.findByText('Showing 1-20 of 26 products');
    await waitFor(() => expect(counter('Pending')).toBe('26'));
    expect(counter('Approved')).toBe('148');
    expect(counter('Rejected')).toBe('12');
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Product', 'Quality Score', 'Status', 'Sources', 'Enhanced', 'Actions']);
    expect(screen.getAllByRole('row')).toHaveLength(21);
  });

  it('shows name and id, the score out of 10, status, source count, date and a Review button per row', async () => {
    render(<Default />);
    const row = (await screen.findByRole('button', { name: 'Review SKU-10482' })).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells[0]).toContain('Stainless steel water bottle 750 ml');
    expect(cells[0]).toContain('SKU-10482');
    expect(cells.slice(1, 5)).toEqual(['8.4/10', 'pending', '4', 'Feb 28, 2025']);
    // Queue descriptions are cut at 100 characters.
    expect(within(row).getByText(/^Vacuum-insulated bottle/).textContent).toBe(
      'Vacuum-insulated bottle that keeps drinks cold for 24 hours and hot for 12, with a leak-proof lid an...',
    );
    // A clean_name holding a JSON array shows its first element.
    expect(screen.getByText('Bamboo cutting board, large')).toBeTruthy();
  });

  it('pages with Previous and Next', async () => {
    render(<Default />);
    await screen.findByText('Showing 1-20 of 26 products');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 21-26 of 26 products');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the Next button busy while the next page is on its way (issue #14)', async () => {
    const defaults = reviewFixtureRoutes();
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    const getReviewQueue = async (call: Parameters<NonNullable<typeof defaults.getReviewQueue>>[0]) => {
      if (Number(call.query?.offset ?? 0) > 0) await arrived;
      return defaults.getReviewQueue!(call);
    };
    render(<Default fixtures={{ overrides: { getReviewQueue } }} />);
    await screen.findByText('Showing 1-20 of 26 products');
    const next = screen.getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    await waitFor(() => expect(next.getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Previous' }).getAttribute('aria-busy')).toBeNull();
    release();
    await screen.findByText('Showing 21-26 of 26 products');
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-busy')).toBeNull();
  });

  it('opens the review dialog when a row is clicked', async () => {
    render(<Default />);
    const cell = await screen.findByText('Wireless ergonomic mouse');
    await userEvent.click(cell);
    expect(await screen.findByRole('dialog', { name: 'Review Product: SKU-10496' })).toBeTruthy();
  });

  it("reads 'Loading review queue...' while loading", () => {
    render(<Loading />);
    expect(screen.getByText('Loading review queue...').getAttribute('role')).toBe('status');
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it("says 'No products to review' / 'All products have been reviewed!' when nothing is pending", async () => {
    render(<Empty />);
    expect(await screen.findByText('No products to review')).toBeTruthy();
    expect(screen.getByText('All products have been reviewed!')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows a load failure with a retry and reports it to the host', async () => {
    const onLoadError = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<ErrorState onLoadError={onLoadError} />);
    const text = await screen.findByText('Failed to load the review queue: Review service is temporarily unavailable');
    const alert = text.closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(onLoadError).toHaveBeenCalledWith({ type: 'queue', message: 'Review service is temporarily unavailable' });
    vi.restoreAllMocks();
  });

  it('approves from the keyboard: counters move, the product leaves the queue, the next one opens, the host is told', async () => {
    const onReviewed = vi.fn();
    render(<KeyboardReview onReviewed={onReviewed} />);
    const review = await screen.findByRole('button', { name: 'Review SKU-10482' });
    review.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Review Product: SKU-10482' });
    await within(dialog).findByRole('button', { name: '3 sources for Brand' });
    await userEvent.keyboard('a');
    expect(await screen.findByText('Product approved successfully! ✅')).toBeTruthy();
    await screen.findByRole('dialog', { name: 'Review Product: SKU-10489' });
    expect(onReviewed).toHaveBeenCalledWith(expect.objectContaining({ product_id: 'SKU-10482' }), 'approved');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(counter('Pending')).toBe('3');
    expect(counter('Approved')).toBe('149');
    expect(screen.getByText('Showing 1-3 of 3 products')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Review SKU-10482' })).toBeNull();
  });
});
