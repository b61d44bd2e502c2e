// The review dialog shows what the latest enhancement left to check first: flagged fields, then values rated
// below 75% (lowest first) under 'To check', each with its badge, and a summary with the record's own flags.
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurateProvider } from '../../theme/CurateProvider';
import { germanMessages } from '../../test/germanMessages';
import * as stories from './ReviewDialog.stories';

const { ChecksNone, ChecksContradiction, ChecksLowConfidence, ChecksInstructionNotApplied, ChecksUserEdited } =
  composeStories(stories);

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const openDialog = async (name = 'Review Product: SKU-10482') => {
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findAllByRole('heading', { level: 4 });
  return dialog;
};
const rows = (dialog: HTMLElement) => [...dialog.querySelectorAll<HTMLElement>('[data-slot="review-field"]')];
const groupNames = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('[data-slot="field-group"] h4')].map((h) => h.textContent);
const summary = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('[data-slot="review-checks"]');

describe('ReviewDialog: what to check first', () => {
  it('leaves the usual groups and no badge when nothing needs a check', async () => {
    render(<ChecksNone />);
    const dialog = await openDialog();
    expect(groupNames(dialog)[0]).toBe('Basic Information 3');
    expect(summary(dialog)).toBeNull();
    expect(dialog.querySelector('[data-check]')).toBeNull();
    expect(within(dialog).queryByText(/Low confidence/)).toBeNull();
  });

  it('shows a contradiction first with its badge, the message and both quotes, and counts it', async () => {
    render(<ChecksContradiction />);
    const dialog = await openDialog();
    expect(groupNames(dialog)).toEqual([
      'To check 1',
      'Basic Information 3',
      'Specifications 2',
      'Features & Care 2',
      'Compliance 1',
      'Other Fields 2',
    ]);
    const [first] = rows(dialog);
    expect(first!.dataset.field).toBe('capacity_ml');
    expect(first!.dataset.check).toBe('contradiction');
    expect(within(first!).getByText('Check: contradiction').getAttribute('data-tone')).toBe('danger');
    expect(within(first!).getByRole('listitem').textContent).toBe(
      'Capacity (ml): the record states "24 oz" and "750ml"',
    );
    expect(within(summary(dialog)!).getByText('1 value to check')).toBeTruthy();
  });

  it('shows low confidences lowest first, each with its percentage, after nothing else', async () => {
    render(<ChecksLowConfidence />);
    const dialog = await openDialog();
    const [first, second, third] = rows(dialog);
    expect([first, second].map((row) => row!.dataset.field)).toEqual(['material', 'certifications']);
    expect(within(first!).getByText('Low confidence (62%)')).toBeTruthy();
    expect(within(second!).getByText('Low confidence (71%)')).toBeTruthy();
    // Then the usual order, from Basic Information.
    expect(third!.dataset.field).toBe('brand');
    expect(third!.dataset.check).toBeUndefined();
    expect(within(summary(dialog)!).getByText('2 values to check')).toBeTruthy();
  });

  it("lists the record's own flags in the summary: an instruction not applied", async () => {
    render(<ChecksInstructionNotApplied />);
    const dialog = await openDialog();
    const box = await waitFor(() => summary(dialog)!);
    expect(within(box).getByText('Flagged for review')).toBeTruthy();
    expect(within(box).getByRole('listitem').textContent).toBe(
      'Custom instruction not applied: Mention the lifetime warranty in the short description.',
    );
    expect(groupNames(dialog)[0]).toBe('Basic Information 3');
  });

  it('drops the check of a value a person set: edited, no badge, in its group', async () => {
    render(<ChecksUserEdited />);
    const dialog = await openDialog();
    const material = dialog.querySelector<HTMLElement>('[data-field="material"]')!;
    expect(material.dataset.edited).toBe('');
    expect(material.dataset.check).toBeUndefined();
    expect(material.closest('[data-slot="field-group"]')!.getAttribute('data-group')).not.toBe('check');
    expect(rows(dialog)[0]!.dataset.field).toBe('certifications');
    expect(within(summary(dialog)!).getByText('1 value to check')).toBeTruthy();
  });

  it('keeps the fields to check editable in edit mode, without an add-field box of their own', async () => {
    const user = userEvent.setup();
    render(<ChecksContradiction />);
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Edit Mode' }));
    const group = await waitFor(
      () => dialog.querySelector<HTMLElement>('[data-slot="field-group"][data-group="check"]')!,
    );
    expect(within(group).getByRole('spinbutton', { name: 'Capacity (ml)' })).toBeTruthy();
    expect(within(group).queryByRole('combobox', { name: /Add field to/ })).toBeNull();
    expect(within(dialog).getAllByRole('combobox', { name: /Add field to/ }).length).toBeGreaterThan(0);
  });

  it('words the badges and the summary from the messages object', async () => {
    render(
      <CurateProvider messages={germanMessages} locale="de-DE">
        <ChecksContradiction />
      </CurateProvider>,
    );
    const dialog = await openDialog('Produkt prüfen: SKU-10482');
    expect(groupNames(dialog)[0]).toBe('Zu prüfen 1');
    expect(within(rows(dialog)[0]!).getByText('Prüfen: Widerspruch')).toBeTruthy();
    expect(within(summary(dialog)!).getByText('1 Wert zu prüfen')).toBeTruthy();
  });
});
