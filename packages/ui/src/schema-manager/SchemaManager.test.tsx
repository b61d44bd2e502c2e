import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FixtureApi } from '../test/fixtureApi';
import { SCHEMA_COMPANY_ID, schemaFixtureClient } from '../test/schemaManager';
import { SchemaManager } from './SchemaManager';

vi.setConfig({ testTimeout: 20_000 });

describe('SchemaManager', () => {
  it('creates a field named after its display name until the name is typed, allowed values one per line', async () => {
    const client = schemaFixtureClient();
    render(
      <FixtureApi client={client}>
        <SchemaManager companyId={SCHEMA_COMPANY_ID} />
      </FixtureApi>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add field to Marketing' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Field' }));
    await userEvent.type(dialog.getByLabelText('Display Name'), 'Season');
    expect(dialog.getByLabelText('Field Name')).toHaveProperty('value', 'season');
    await userEvent.type(dialog.getByLabelText('Field Name'), '_code');
    await userEvent.type(dialog.getByLabelText('Display Name'), 's');
    expect(dialog.getByLabelText('Field Name')).toHaveProperty('value', 'season_code');
    await userEvent.selectOptions(dialog.getByLabelText('Field Type'), 'multiselect');
    await userEvent.type(dialog.getByLabelText('Allowed Values (one per line)'), ' Spring {enter}{enter}Autumn');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Field' }));
    await waitFor(() => expect(client.calls.some((call) => call.routeId === 'createField')).toBe(true));
    const sent = client.calls.find((call) => call.routeId === 'createField')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      field_name: 'season_code',
      display_name: 'Seasons',
      field_type: 'multiselect',
      min_length: null,
      max_length: null,
    });
    const marketing = await screen.findByRole('region', { name: 'Marketing' });
    expect(await within(marketing).findByRole('listitem', { name: 'Seasons' })).toBeTruthy();
    const created = client.calls.filter((call) => call.routeId === 'getSchemaOverview');
    expect(created.length).toBeGreaterThan(1);
  });
});
