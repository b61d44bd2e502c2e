// The Schema tab's Suggested fields (values the enhancement read that no field holds): its states from the
// stories, and Create field, which opens the field editor prefilled and, once saved, takes the suggestion away.
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FixtureApi } from '../test/fixtureApi';
import { germanMessages } from '../test/germanMessages';
import { SCHEMA_COMPANY_ID, schemaFixtureClient } from '../test/schemaManager';
import { CurateProvider } from '../theme/CurateProvider';
import { SchemaManager } from './SchemaManager';
import * as stories from './SchemaManager.stories';

const { SuggestedFieldsLoading, SuggestedFieldsEmpty, SuggestedFieldsError } = composeStories(stories);

vi.setConfig({ testTimeout: 20_000 });

const panel = async () => screen.findByRole('region', { name: 'Suggested fields' });

describe('Suggested fields', () => {
  it('lists each suggestion with its product count, sample values and quote, most products first', async () => {
    render(
      <FixtureApi client={schemaFixtureClient()}>
        <SchemaManager companyId={SCHEMA_COMPANY_ID} />
      </FixtureApi>,
    );
    const region = within(await panel());
    const items = await region.findAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Cord Length', 'No-load speed', 'Finish']);
    const speed = within(items[1]!);
    expect(speed.getByText('6 products')).toBeTruthy();
    expect(speed.getByText('78% confidence')).toBeTruthy();
    expect(speed.getAllByText(/rpm$/, { selector: '.curate-Schema-sample' }).map((node) => node.textContent)).toEqual([
      '1,500 rpm',
      '2,800 rpm',
    ]);
    expect(speed.getByLabelText('Quote for No-load speed').textContent).toBe(
      'Two-speed gearbox, no-load speed 0-1,500 / 0-2,800 rpm',
    );
    // The groups are beside it, in the same tab.
    expect(screen.getByRole('region', { name: 'Product Information' })).toBeTruthy();
  });

  it('Create field opens the editor prefilled (unit in the display name, number); saved, the suggestion is gone', async () => {
    const client = schemaFixtureClient();
    render(
      <FixtureApi client={client}>
        <SchemaManager companyId={SCHEMA_COMPANY_ID} />
      </FixtureApi>,
    );
    const region = within(await panel());
    await userEvent.click(await region.findByRole('button', { name: 'Create field Cord Length' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Field' }));
    expect(dialog.getByLabelText('Display Name')).toHaveProperty('value', 'Cord Length (ft)');
    expect(dialog.getByLabelText('Field Name')).toHaveProperty('value', 'cord_length_ft');
    expect(dialog.getByLabelText('Field Type')).toHaveProperty('value', 'number');
    expect(dialog.getByLabelText('Min Value')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Create Field' }));
    await waitFor(() => expect(client.calls.some((call) => call.routeId === 'createField')).toBe(true));
    expect(client.calls.find((call) => call.routeId === 'createField')!.body).toMatchObject({
      field_name: 'cord_length_ft',
      display_name: 'Cord Length (ft)',
      field_type: 'number',
      group_id: null,
    });
    await waitFor(() => expect(region.queryByRole('listitem', { name: 'Cord Length' })).toBeNull());
    expect(region.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'No-load speed',
      'Finish',
    ]);
    expect(client.calls.filter((call) => call.routeId === 'listFieldSuggestions').length).toBeGreaterThan(1);

    // A text suggestion opens a text field named as read; Cancel leaves the list as it is.
    await userEvent.click(region.getByRole('button', { name: 'Create field Finish' }));
    const text = within(await screen.findByRole('dialog', { name: 'Create New Field' }));
    expect(text.getByLabelText('Display Name')).toHaveProperty('value', 'Finish');
    expect(text.getByLabelText('Field Type')).toHaveProperty('value', 'text');
    await userEvent.click(text.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Add Field after it opens an empty editor again.
    await userEvent.click(screen.getByRole('button', { name: 'Add field to Marketing' }));
    const empty = within(await screen.findByRole('dialog', { name: 'Create New Field' }));
    expect(empty.getByLabelText('Display Name')).toHaveProperty('value', '');
  });

  it('shows its loading, empty and error states', async () => {
    const { unmount } = render(<SuggestedFieldsLoading />);
    expect(within(await panel()).getByRole('status').textContent).toBe('Loading suggested fields...');
    unmount();
    const empty = render(<SuggestedFieldsEmpty />);
    expect(
      await within(await panel()).findByText('No suggested fields: every value the enhancement read has a field.'),
    ).toBeTruthy();
    empty.unmount();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<SuggestedFieldsError />);
    const region = within(await panel());
    expect((await region.findByRole('alert')).textContent).toContain('Internal Server Error');
    expect(region.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('reads its texts from the messages object', async () => {
    render(
      <CurateProvider messages={germanMessages} locale="de-DE">
        <FixtureApi client={schemaFixtureClient()}>
          <SchemaManager companyId={SCHEMA_COMPANY_ID} />
        </FixtureApi>
      </CurateProvider>,
    );
    const region = within(await screen.findByRole('region', { name: 'Vorgeschlagene Felder' }));
    await userEvent.click(await region.findByRole('button', { name: 'Feld Cord Length anlegen' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByDisplayValue('Cord Length (ft)')).toBeTruthy();
  });
});
