// A field's check badge and flag notes (FieldRow, shared by both product dialogs), and the detail dialog's
// fields to check first with their summary.
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as detailStories from '../product-detail/ProductDetail.stories';
import * as rowStories from './FieldRow.stories';

const Row = composeStories(rowStories);
const Detail = composeStories(detailStories);

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const rowOf = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-slot="story-field-row"]')!;

describe('FieldRow: the check of the latest enhancement', () => {
  it('shows no check badge and no notes on a value without flags', () => {
    const { container } = render(<Row.Default />);
    expect(rowOf(container).dataset.check).toBeUndefined();
    expect(container.querySelector('.curate-FieldCheck-badge, [data-slot="field-check-notes"]')).toBeNull();
  });

  it('shows a contradiction: its badge in the head, the message and both quotes under the value', () => {
    const { container } = render(<Row.Contradiction />);
    const row = rowOf(container);
    expect(row.dataset.check).toBe('contradiction');
    const badge = within(row).getByText('Check: contradiction');
    expect(badge.closest('.curate-FieldRow-head')).toBeTruthy();
    const note = within(row).getByRole('listitem');
    expect(note.textContent).toBe('Capacity (ml): the record states two capacities24 oz750ml');
    expect([...note.querySelectorAll('q')].map((q) => q.textContent)).toEqual(['24 oz', '750ml']);
  });

  it('shows a low confidence as a percentage, another flag as flagged with its message', () => {
    const low = render(<Row.LowConfidence />);
    expect(within(rowOf(low.container)).getByText('Low confidence (62%)').getAttribute('data-tone')).toBe('warning');
    low.unmount();
    const flagged = render(<Row.Flagged />);
    const row = rowOf(flagged.container);
    expect(row.dataset.check).toBe('flagged');
    expect(within(row).getByText('Flagged for review')).toBeTruthy();
    expect(within(row).getByRole('listitem').textContent).toContain('the value is unsourced');
  });

  it("shows no check on a person's value", () => {
    const { container } = render(<Row.UserEdited />);
    expect(rowOf(container).dataset.check).toBeUndefined();
    expect(within(container).queryByText(/Low confidence/)).toBeNull();
  });
});

describe('ProductDetail: the fields to check first', () => {
  const openDetail = async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Product ID: SKU-10482' });
    await within(dialog).findAllByRole('heading', { level: 4 });
    return dialog;
  };
  const rows = (dialog: HTMLElement) => [...dialog.querySelectorAll<HTMLElement>('[data-slot="product-detail-field"]')];

  it('puts a contradiction first under To check, with its badge', async () => {
    render(<Detail.ChecksContradiction />);
    const dialog = await openDetail();
    expect(dialog.querySelector('[data-slot="field-group"] h4')!.textContent).toBe('To check 1');
    expect(rows(dialog)[0]!.dataset.field).toBe('capacity_ml');
    expect(within(rows(dialog)[0]!).getByText('Check: contradiction')).toBeTruthy();
    expect(within(dialog).getByText('1 value to check')).toBeTruthy();
  });

  it('orders low confidences lowest first and lists an instruction not applied in the summary', async () => {
    const low = render(<Detail.ChecksLowConfidence />);
    let dialog = await openDetail();
    expect(
      rows(dialog)
        .slice(0, 2)
        .map((row) => row.dataset.field),
    ).toEqual(['material', 'certifications']);
    low.unmount();
    render(<Detail.ChecksInstructionNotApplied />);
    dialog = await openDetail();
    const summary = dialog.querySelector<HTMLElement>('[data-slot="review-checks"]')!;
    expect(within(summary).getByRole('listitem').textContent).toMatch(/^Custom instruction not applied: /);
    expect(dialog.querySelector('[data-check]')).toBeNull();
  });

  it("shows a person's value with Manual Override and no check, and nothing to check without flags", async () => {
    const edited = render(<Detail.ChecksUserEdited />);
    let dialog = await openDetail();
    const material = dialog.querySelector<HTMLElement>('[data-field="material"]')!;
    expect(within(material).getByText('Manual Override')).toBeTruthy();
    expect(material.dataset.check).toBeUndefined();
    edited.unmount();
    render(<Detail.ChecksNone />);
    dialog = await openDetail();
    expect(dialog.querySelector('[data-slot="review-checks"], [data-check]')).toBeNull();
  });
});
