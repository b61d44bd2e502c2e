import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reviewFixtureRoutes } from '../test/reviewQueue';
import * as addFieldStories from './AddFieldBox.stories';
import * as createFieldStories from './CreateFieldDialog.stories';
import * as editorStories from './FieldEditor.stories';
import * as rowStories from './FieldRow.stories';
import * as valueStories from './FieldValue.stories';
import * as badgeStories from './QualityScoreBadge.stories';
import * as sourceStories from './SourceBadge.stories';

const AddField = composeStories(addFieldStories);
const CreateField = composeStories(createFieldStories);
const Editor = composeStories(editorStories);
const Row = composeStories(rowStories);
const Value = composeStories(valueStories);
const Badges = composeStories(badgeStories);
const Sources = composeStories(sourceStories);

// jsdom with userEvent typing is slow while the whole workspace runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

describe('QualityScoreBadge (spec part 1 §9)', () => {
  it('colours review scores green from 8, yellow from 6, red below', () => {
    render(<Badges.AllStates />);
    const badges = [...document.querySelectorAll('.curate-QualityScoreBadge')];
    expect(badges.slice(0, 7).map((el) => el.getAttribute('data-band'))).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'red',
      'red',
      'red',
    ]);
    expect(badges.slice(0, 7).map((el) => el.textContent)).toEqual(['9.6', '8.0', '7.4', '6.0', '5.9', '4.2', '1.5']);
    expect(screen.getByText('4.2/10').closest('[data-band]')!.getAttribute('data-band')).toBe('orange');
    expect(screen.getByText('+2')).toBeTruthy();
  });

  it('bands the score as shown: 7.96 reads 8.0/10 in green, in the review and the catalogue bands', () => {
    const { unmount } = render(<Badges.ShownRounded />);
    const review = screen.getByText('8.0/10').closest('[data-band]')!;
    expect(review.getAttribute('data-band')).toBe('green');
    unmount();
    render(<Badges.ShownRounded bands="catalogue" />);
    expect(screen.getByText('8.0/10').closest('[data-band]')!.getAttribute('data-band')).toBe('green');
  });
});

describe('SourceBadge and SourceTooltip (spec part 1 §2, §9)', () => {
  it('opens on hover and hides 300 ms after the pointer leaves', () => {
    vi.useFakeTimers();
    try {
      render(<Sources.Default />);
      const button = screen.getByRole('button', { name: '3 sources for Material' });
      const wrapper = button.parentElement!;
      fireEvent.mouseEnter(wrapper);
      const tooltip = () => screen.queryByRole('group', { name: 'Sources for Material' });
      expect(tooltip()).not.toBeNull();
      fireEvent.mouseLeave(wrapper);
      act(() => vi.advanceTimersByTime(299));
      expect(tooltip()).not.toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(tooltip()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists title, quality, a View link, the value found and the cut excerpt', async () => {
    render(<Sources.Default />);
    await userEvent.hover(screen.getByRole('button'));
    const [first] = within(screen.getByRole('group')).getAllByRole('listitem');
    expect(within(first!).getByText('Hydro Flask — 24 oz Standard Mouth')).toBeTruthy();
    expect(within(first!).getByText('Quality 9.2')).toBeTruthy();
    const link = within(first!).getByRole('link', {
      name: 'View Hydro Flask — 24 oz Standard Mouth (opens in a new tab)',
    });
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(first!).getByText('18/8 stainless steel')).toBeTruthy();
    expect(first!.querySelector('blockquote')!.textContent).toHaveLength(153);
  });

  it('never links a source URL that is not http(s)', async () => {
    render(<Sources.UnsafeLinks />);
    await userEvent.hover(screen.getByRole('button'));
    expect(within(screen.getByRole('group')).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('ftp://files.example.com/spec.pdf')).toBeTruthy();
  });

  it('shows nothing for a field without sources', () => {
    const { container } = render(<Sources.Empty />);
    expect(container.querySelector('[data-slot="source-badge"]')).toBeNull();
  });
});

describe('FieldValue (issue #4: only http(s) links)', () => {
  it('links http(s) values, cut at 80 characters', () => {
    render(<Value.SafeLink />);
    const link = screen.getByRole('link');
    expect(link.textContent).toHaveLength(83);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows anything else as text', () => {
    render(<Value.UnsafeValue />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("says 'No value' for an empty field and lists multi-values", () => {
    render(<Value.AllStates />);
    expect(screen.getByText('No value')).toBeTruthy();
    expect(screen.getByText('BPA-free lid').tagName).toBe('SPAN');
  });
});

describe('FieldEditor (spec part 1 §5)', () => {
  it('switches a text input to a multi-line input past 80 characters and keeps focus', async () => {
    render(<Editor.Default />);
    const input = screen.getByLabelText('Model');
    expect(input.tagName).toBe('INPUT');
    await userEvent.click(input);
    await userEvent.keyboard(' with a straw lid, keeps drinks cold for 24 hours and hot for 12 hours');
    await waitFor(() => expect(screen.getByLabelText('Model').tagName).toBe('TEXTAREA'));
    expect(document.activeElement).toBe(screen.getByLabelText('Model'));
    expect((screen.getByLabelText('Model') as HTMLTextAreaElement).style.height).toBe('40px');
  });

  it('removes a value and adds a trimmed one, skipping duplicates', async () => {
    render(<Editor.MultiValue />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove value BPA-free lid' }));
    const add = screen.getByLabelText('Add a value to Features');
    await userEvent.type(add, '  Leak-proof lid {Enter}');
    await userEvent.type(add, 'Vacuum insulated{Enter}');
    const values = within(screen.getByRole('list', { name: 'Features values' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(values).toEqual(['Vacuum insulated×', 'Powder coated×', 'Leak-proof lid×']);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('gives each type its input', () => {
    render(<Editor.AllStates />);
    expect((screen.getByLabelText('Capacity (ml)') as HTMLInputElement).type).toBe('number');
    expect((screen.getByLabelText('Dishwasher Safe') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('Marketing Copy').tagName).toBe('TEXTAREA');
    expect((screen.getByLabelText('Manufacturer Website') as HTMLInputElement).type).toBe('url');
  });
});

describe('FieldRow under the text rule (issue #11)', () => {
  it('shows the rule message under an edited value it refuses, tied to the input, and nothing for a good one', () => {
    const { unmount } = render(<Row.InvalidEdit />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Must not contain control characters');
    expect(screen.getByRole('textbox').getAttribute('aria-describedby')).toBe(alert.id);
    unmount();
    render(<Row.Editing />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('AddFieldBox (spec part 1 §5)', () => {
  it('hints below 3 characters, searches from 2 and offers Create new field from 3', async () => {
    const onAdd = vi.fn();
    render(<AddField.Default onAdd={onAdd} />);
    const input = screen.getByRole('combobox', { name: 'Add field to Other Fields' });
    await userEvent.type(input, 'w');
    expect(screen.getByRole('status').textContent).toBe('Type at least 3 characters to search or create fields...');
    await userEvent.type(input, 'a');
    expect(await screen.findByText('Used in 212 products')).toBeTruthy();
    expect(screen.queryByText('+ Create new field')).toBeNull();
    await userEvent.type(input, 'r');
    expect(await screen.findByText('+ Create new field')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    await userEvent.click(screen.getByText('Warranty Period'));
    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({ id: expect.any(String), display_name: 'Warranty Period' }),
    );
  });

  it('neither searches nor offers to create text the API text rule refuses, and says why (issue #11)', async () => {
    const listFields = vi.fn(reviewFixtureRoutes().listFields!);
    render(<AddField.TextRuleProblem routes={{ listFields }} />);
    const input = screen.getByRole('combobox', { name: 'Add field to Other Fields' });
    await userEvent.click(input);
    await userEvent.paste('w'.repeat(201));
    expect(screen.getByRole('status').textContent).toBe('Must be at most 200 characters');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('+ Create new field')).toBeNull();
    expect(listFields).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, 'war');
    expect(await screen.findByText('+ Create new field')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(listFields).toHaveBeenCalled());
  });

  it('at 2 characters with no match shows only the hint, not a pointer to the missing Create option (issue #14)', async () => {
    render(<AddField.Empty />);
    await userEvent.type(screen.getByRole('combobox'), 'zq');
    expect(await screen.findByText('Type at least 3 characters to search or create fields...')).toBeTruthy();
    // Give the search time to finish: the no-results line must still not appear.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByText('No existing fields found. Use "Create new field" above.')).toBeNull();
    expect(screen.queryByText('+ Create new field')).toBeNull();
  });

  it('says no existing fields were found and creates from the typed name', async () => {
    const onCreate = vi.fn();
    render(<AddField.Empty onCreate={onCreate} />);
    await userEvent.type(screen.getByRole('combobox'), 'gift wrap');
    expect(await screen.findByText('No existing fields found. Use "Create new field" above.')).toBeTruthy();
    await userEvent.click(screen.getByText('+ Create new field'));
    expect(onCreate).toHaveBeenCalledWith('gift wrap');
  });
});

describe('CreateFieldDialog (spec part 1 §5, §8)', () => {
  it('sends the normalised body with sort order 999 and length limits for strings', async () => {
    const onCreate = vi.fn(async () => undefined);
    render(<CreateField.Default onCreate={onCreate} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Custom Field' });
    const name = within(dialog).getByLabelText(/^Field Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Warranty Period Years');
    expect(within(dialog).getByText('Saved as: warranty_period_years')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Field' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalled());
    expect(onCreate.mock.calls[0]).toEqual([
      {
        field_name: 'warranty_period_years',
        display_name: 'Warranty Period',
        field_type: 'text',
        data_type: 'string',
        is_required: false,
        is_multiple: false,
        min_length: 0,
        max_length: 1000,
        allowed_values: null,
        help_text: null,
        sort_order: 999,
      },
    ]);
  });

  it("says 'Please fill out all required fields' and marks the missing inputs", async () => {
    const onCreate = vi.fn();
    render(<CreateField.ValidationErrors onCreate={onCreate} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Field Type/), '');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Data Type/), '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Field' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please fill out all required fields');
    for (const label of [/^Field Name/, /^Display Name/, /^Field Type/, /^Data Type/]) {
      expect(within(dialog).getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('shows min/max length only for strings and allowed values only for select types', async () => {
    render(<CreateField.SelectType />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Allowed Values')).toBeTruthy();
    expect(within(dialog).getByLabelText('Min Length')).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Field Type/), 'number');
    expect(within(dialog).queryByLabelText('Allowed Values')).toBeNull();
    expect((within(dialog).getByLabelText(/^Data Type/) as HTMLSelectElement).value).toBe('number');
    expect(within(dialog).queryByLabelText('Min Length')).toBeNull();
  });

  it('stops Field Name at 100 and Display Name at 200 characters (issue #14)', async () => {
    render(<CreateField.Default />);
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/^Field Name/) as HTMLInputElement;
    const display = within(dialog).getByLabelText(/^Display Name/) as HTMLInputElement;
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste('n'.repeat(130));
    await userEvent.clear(display);
    await userEvent.click(display);
    await userEvent.paste('D'.repeat(230));
    expect([name.value.length, display.value.length]).toEqual([100, 200]);
  });

  it('rejects lengths over the limits', async () => {
    render(<CreateField.Default />);
    const dialog = await screen.findByRole('dialog');
    const display = within(dialog).getByLabelText(/^Display Name/);
    await userEvent.clear(display);
    fireEvent.change(display, { target: { value: 'D'.repeat(201) } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Field' }));
    expect(await within(dialog).findByText('Display name must be at most 200 characters')).toBeTruthy();
  });

  it('shows the API text rule on each input it refuses and sends nothing until mended (issue #11)', async () => {
    const onCreate = vi.fn(async () => undefined);
    render(<CreateField.TextRuleErrors onCreate={onCreate} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Custom Field' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Field' }));
    const display = within(dialog).getByLabelText(/^Display Name/);
    const allowed = within(dialog).getByLabelText('Allowed Values');
    const help = within(dialog).getByLabelText('Help Text');
    const errorOf = (input: HTMLElement) => document.getElementById(`${input.id}-error`)?.textContent;
    await waitFor(() => expect(errorOf(display)).toBe('Must be a single line without control characters'));
    expect(errorOf(allowed)).toBe('Line 2: Must be a single line without control characters');
    expect(errorOf(help)).toBe('Must not contain control characters');
    for (const input of [display, allowed, help]) expect(input.getAttribute('aria-invalid')).toBe('true');
    // Not a missing input: no 'Please fill out all required fields'.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(onCreate).not.toHaveBeenCalled();
    fireEvent.change(display, { target: { value: 'Warranty Period' } });
    fireEvent.change(allowed, { target: { value: '1 year\n2 years' } });
    fireEvent.change(help, { target: { value: 'How long the maker guarantees the product' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Field' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    expect(onCreate.mock.calls[0]).toEqual([
      expect.objectContaining({
        display_name: 'Warranty Period',
        allowed_values: ['1 year', '2 years'],
        help_text: 'How long the maker guarantees the product',
      }),
    ]);
  });

  it('shows the API failure', async () => {
    render(<CreateField.ErrorState />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      "Failed to create new field: Field 'warranty_period' already exists",
    );
  });
});
