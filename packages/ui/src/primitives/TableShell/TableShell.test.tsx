import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './TableShell.stories';

const { Default, StaticRows, Loading, Empty, ErrorState } = composeStories(stories);

describe('TableShell', () => {
  it('names the table by its caption and renders the supplied head, rows and footer', () => {
    render(<StaticRows />);
    const table = screen.getByRole('table', { name: 'Catalogue products' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Product', 'Status', 'Quality', 'Updated', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Catalogue products' }).tabIndex).toBe(0);
  });

  it('replaces the rows with a loading status spanning every column and marks the table busy', () => {
    render(<Loading />);
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading review queue...');
    expect(screen.getByRole('status').closest('td')?.colSpan).toBe(5);
    expect(screen.queryByText('Bamboo cutting board, large')).toBeNull();
  });

  it('shows the empty slot, and the error slot as an alert', () => {
    const { unmount } = render(<Empty />);
    expect(screen.getByText('No products to review. All products have been reviewed!')).toBeTruthy();
    expect(screen.getByRole('table').closest('[data-slot="table-shell"]')?.getAttribute('data-state')).toBe('empty');
    unmount();
    render(<ErrorState />);
    expect(screen.getByRole('alert').textContent).toBe('The review queue could not be loaded. Try again.');
  });

  it('sorts and pages the TanStack Table v9 example', async () => {
    render(<Default />);
    expect(screen.getByText('Showing 1-5 of 12 products')).toBeTruthy();
    const quality = screen.getByRole('columnheader', { name: /Quality Score/ });
    await userEvent.click(within(quality).getByRole('button'));
    const firstSort = quality.getAttribute('aria-sort');
    expect(['ascending', 'descending']).toContain(firstSort);
    const scores = () => screen.getAllByText(/\/10$/).map((el) => Number.parseFloat(el.textContent ?? ''));
    const sorted = [...scores()].sort((a, b) => (firstSort === 'ascending' ? a - b : b - a));
    expect(scores()).toEqual(sorted);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 6-10 of 12 products')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
