import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FixtureApi } from '../test/fixtureApi';
import { germanMessages } from '../test/germanMessages';
import { SCHEMA_COMPANY_ID, schemaFixtureClient } from '../test/schemaManager';
import { CurateProvider } from '../theme/CurateProvider';
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

describe('SchemaManager: field usage and group names (spec part 2 §5.5, §9)', () => {
  const renderSchema = (client = schemaFixtureClient()) =>
    render(
      <FixtureApi client={client}>
        <SchemaManager companyId={SCHEMA_COMPANY_ID} />
      </FixtureApi>,
    );

  it("words each field card's usage 'No usage' / 'N products' and colours it 0 grey, under 10 yellow, 10 or more red", async () => {
    renderSchema();
    const usage = async (name: string) => {
      const card = await screen.findByRole('listitem', { name });
      return card.querySelector<HTMLElement>('[data-slot="field-usage"] [data-tone]')!;
    };
    const none = await usage('Item Number');
    expect([none.textContent, none.dataset.tone]).toEqual(['No usage', 'neutral']);
    const few = await usage('Release Date');
    expect([few.textContent, few.dataset.tone]).toEqual(['8 products', 'warning']);
    const many = await usage('Manufacturer');
    expect([many.textContent, many.dataset.tone]).toEqual(['96 products', 'danger']);
  });

  it('fills the group name from the display name as it is typed, until a name is typed, and sends it', async () => {
    const client = schemaFixtureClient();
    renderSchema(client);
    await userEvent.click(await screen.findByRole('button', { name: 'New Group' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Field Group' }));
    await userEvent.type(dialog.getByLabelText('Display Name'), 'Safety & Compliance');
    expect(dialog.getByLabelText('Group Name')).toHaveProperty('value', 'safety_compliance');
    await userEvent.clear(dialog.getByLabelText('Group Name'));
    await userEvent.type(dialog.getByLabelText('Group Name'), 'compliance');
    await userEvent.type(dialog.getByLabelText('Display Name'), ' 2');
    expect(dialog.getByLabelText('Group Name')).toHaveProperty('value', 'compliance');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Group' }));
    await waitFor(() => expect(client.calls.some((call) => call.routeId === 'createFieldGroup')).toBe(true));
    expect(client.calls.find((call) => call.routeId === 'createFieldGroup')!.body).toMatchObject({
      name: 'compliance',
      display_name: 'Safety & Compliance 2',
    });
  });
});

describe('SchemaManager: success messages of deletes', () => {
  const renderSchema = (client = schemaFixtureClient()) =>
    render(
      <FixtureApi client={client}>
        <SchemaManager companyId={SCHEMA_COMPANY_ID} />
      </FixtureApi>,
    );

  it("says 'Field \"…\" deleted' after a field's confirmed delete", async () => {
    const client = schemaFixtureClient();
    renderSchema(client);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete field Item Number' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Confirm Deletion' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Field' }));
    await waitFor(() => expect(client.calls.some((call) => call.routeId === 'deleteField')).toBe(true));
    const shown = await screen.findByText('Field "Item Number" deleted');
    expect(shown.closest('[data-slot="notice"]')?.getAttribute('role')).toBe('status');
  });

  it('says \'Group "…" deleted\' after a delete from the group editor', async () => {
    const client = schemaFixtureClient();
    renderSchema(client);
    await userEvent.click(await screen.findByRole('button', { name: 'New Group' }));
    const create = within(await screen.findByRole('dialog', { name: 'Create New Field Group' }));
    await userEvent.type(create.getByLabelText('Display Name'), 'Seasonal');
    await userEvent.click(create.getByRole('button', { name: 'Create Group' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit group Seasonal' }));
    const editor = within(await screen.findByRole('dialog', { name: 'Edit Field Group: Seasonal' }));
    await userEvent.click(editor.getByRole('button', { name: 'Delete Group' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete Group' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete Group' }));
    await waitFor(() => expect(client.calls.some((call) => call.routeId === 'deleteFieldGroup')).toBe(true));
    expect(await screen.findByText('Group "Seasonal" deleted')).toBeTruthy();
  });
});

describe('SchemaManager in a second language (issue #21)', () => {
  it('shows its texts, editors and merge tab from the messages object, dates in the locale', async () => {
    render(
      <CurateProvider messages={germanMessages} locale="de-DE">
        <FixtureApi client={schemaFixtureClient()}>
          <SchemaManager companyId={SCHEMA_COMPANY_ID} />
        </FixtureApi>
      </CurateProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Schema-Verwaltung' })).toBeTruthy();
    expect((await screen.findByText('Gruppe(n)', { exact: false })).textContent).toBe('3 Gruppe(n) · 9 Feld(er)');
    const info = await screen.findByRole('region', { name: 'Product Information' });
    expect(within(info).getByText('3 Felder')).toBeTruthy();
    const maker = within(info).getByRole('listitem', { name: 'Manufacturer' });
    expect(within(maker).getByText('96 Produkte')).toBeTruthy();
    expect(within(maker).getByText('Text')).toBeTruthy();
    expect(within(maker).getByRole('button', { name: 'Feld Manufacturer löschen' }).parentElement?.title).toBe(
      'Löschen nicht möglich: Das Feld wird in 96 Produkten verwendet',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Gruppe Product Information bearbeiten' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Feldgruppe bearbeiten: Product Information' }));
    expect(dialog.getByText('2. März 2025')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Abbrechen' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Felder suchen' }), 'weight');
    expect(await screen.findByText('2 Felder gefunden')).toBeTruthy();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Felder suchen' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Felder zusammenführen' }));
    expect(await screen.findByRole('heading', { name: 'Manuell zusammenführen' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('Schema Manager');
  });
});
