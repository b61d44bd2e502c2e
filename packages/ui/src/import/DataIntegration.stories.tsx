import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FixtureApi } from '../test/fixtureApi';
import { csvFile, IMPORT_COMPANY_ID, type ImportFixtureOptions, importFixtureClient, STORY_CSV } from '../test/import';
import { ApiDocs } from './ApiDocs';
import { BulkImport } from './BulkImport';
import { DataIntegration, type DataIntegrationProps } from './DataIntegration';
import { ImportHelp } from './ImportHelp';
import { SingleProductForm } from './SingleProductForm';

type Args = DataIntegrationProps & { fixtures?: ImportFixtureOptions };

/** Data Integration over an in-memory import API (a test double; the real one is the Curate server). */
function WithFixtures({ fixtures, children }: { fixtures?: ImportFixtureOptions; children: React.ReactNode }) {
  const [client] = useState(() => importFixtureClient(fixtures));
  return <FixtureApi client={client}>{children}</FixtureApi>;
}

const meta: Meta<Args> = {
  title: 'ui/import/DataIntegration',
  component: DataIntegration,
  args: { companyId: IMPORT_COMPANY_ID, onNotice: fn(), onSubtabChange: fn() },
  render: ({ fixtures, ...args }) => (
    <WithFixtures {...(fixtures ? { fixtures } : {})}>
      <DataIntegration {...args} />
    </WithFixtures>
  ),
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<Args>;

const upload = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], text: string, name?: string) => {
  const input = await canvas.findByLabelText('Choose a CSV file or drop it here');
  await userEvent.upload(input, csvFile(text, name));
  // The worker reads the file; on a loaded machine that can take longer than a findBy's second.
  await waitFor(() => expect(canvas.queryByText('Reading the file...')).toBeNull(), { timeout: 15_000 });
};

/**
 * Whether the Process button keeps focus after a run depends on whether Chromium's focus fix-up ran while it was
 * disabled; the run's stories end with focus on the page so their screenshots (docs/visual-tests.md) are stable.
 */
function leaveFocus() {
  (document.activeElement as HTMLElement | null)?.blur();
}

/** Standalone: the header, the four method cards and the bulk CSV picker (idle). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Data Integration' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /API Docs/ })).toBeVisible();
    await expect(canvas.getByText('Maximum file size: 10MB')).toBeVisible();
  },
};

/** Embedded in the workspace tab: no header, no API card. */
export const Embedded: Story = {
  args: { embedded: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Data Integration' })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /Single Product|Bulk CSV|Help/ })).toHaveLength(3);
  },
};

/** A file loaded, mapped automatically, validation passed: 'Process 3 Products'. */
export const BulkLoaded: Story = {
  play: async ({ canvas }) => {
    await upload(canvas, STORY_CSV.good);
    await expect(await canvas.findByText('CSV validation passed - ready for import!')).toBeVisible();
    await expect(canvas.getByText(/6 columns, 3 rows/)).toBeVisible();
    await expect(canvas.getByText(/Unmapped columns: Colour/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Process 3 Products' })).toBeEnabled();
  },
};

/** 13 rows with errors and warnings: 10 each, then '... and N more'; Process disabled. */
export const BulkValidationErrors: Story = {
  play: async ({ canvas }) => {
    await upload(canvas, STORY_CSV.problems);
    await expect(await canvas.findByText('Row 2: Missing required Product ID')).toBeVisible();
    await expect(canvas.getByText('... and 2 more')).toBeVisible();
    await expect(canvas.getByText('... and 3 more')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Process 13 Products' })).toBeDisabled();
  },
};

/** Headers nobody could guess: the required mapping is missing and Process stays disabled. */
export const BulkMappingMissing: Story = {
  play: async ({ canvas }) => {
    await upload(canvas, STORY_CSV.unmapped);
    await expect(await canvas.findByText(/Unmapped columns: Artikel, Beschreibung/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Process 1 Products' })).toBeDisabled();
  },
};

/** A run in progress: 'Processing...', the red 'Cancel Upload', then 'Canceling...'. */
export const BulkRunning: Story = {
  args: { fixtures: { pending: true } },
  play: async ({ canvas }) => {
    await upload(canvas, STORY_CSV.good);
    await userEvent.click(await canvas.findByRole('button', { name: 'Process 3 Products' }));
    await expect(await canvas.findByRole('button', { name: 'Processing...' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Upload' }));
    await expect(canvas.getByRole('button', { name: 'Canceling...' })).toBeDisabled();
  },
};

/** A finished run: the spec's success texts. */
export const BulkFinished: Story = {
  play: async ({ canvas }) => {
    await upload(canvas, STORY_CSV.good);
    await userEvent.click(await canvas.findByRole('button', { name: 'Process 3 Products' }));
    await expect(await canvas.findByText(/Successfully imported 3 products!/)).toBeVisible();
    await expect(canvas.getByText(/3 products are being enhanced/)).toBeVisible();
    leaveFocus();
  },
};

/**
 * A batch call fails (after its retry): its rows are reported as not imported, apart from the row skipped for missing
 * data, and the file stays loaded so the run can be repeated.
 */
export const BulkCallFailed: Story = {
  args: { fixtures: { failBatchWith: 'SKU-2' } },
  render: ({ fixtures, ...args }) => (
    <WithFixtures {...(fixtures ? { fixtures } : {})}>
      <BulkImport companyId={args.companyId} batchRows={1} {...(args.onNotice ? { onNotice: args.onNotice } : {})} />
    </WithFixtures>
  ),
  play: async ({ canvas }) => {
    // SKU-4's description is only a NUL character (a warning): cleaned, it is empty, so the row is skipped.
    await upload(canvas, `${STORY_CSV.good}SKU-4,Plane,\u0000,,,\n`);
    await userEvent.click(await canvas.findByRole('button', { name: 'Process 4 Products' }));
    const message = await canvas.findByText(/Successfully imported 2 products!/);
    await expect(message).toHaveAttribute('data-tone', 'warning');
    await expect(message).toHaveTextContent('1 rows skipped due to missing data');
    await expect(message).toHaveTextContent(
      '1 rows were not imported because the import call failed (Database down). Process the file again to retry them',
    );
    await expect(canvas.getByRole('button', { name: 'Process 4 Products' })).toBeEnabled();
    leaveFocus();
  },
};

/** The balance pays for one job: the run stops at the second row, with the 15 s error toast. */
export const BulkStoppedByCredits: Story = {
  args: { fixtures: { credits: 1 } },
  play: async ({ canvas, args }) => {
    await upload(canvas, STORY_CSV.good);
    await userEvent.click(await canvas.findByRole('button', { name: 'Process 3 Products' }));
    await expect(
      await canvas.findByText('Imported 2 products. Enhancement stopped due to insufficient credits.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(args.onNotice).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', duration: 15_000 })),
    );
    leaveFocus();
  },
};

/** The spending limit: the 10 s warning toast and its status text. */
export const BulkStoppedByLimit: Story = {
  args: { fixtures: { credits: 0, limit: true } },
  play: async ({ canvas, args }) => {
    await upload(canvas, STORY_CSV.good);
    await userEvent.click(await canvas.findByRole('button', { name: 'Process 3 Products' }));
    await expect(
      await canvas.findByText('Imported 1 products. Enhancement stopped due to spending limit.'),
    ).toBeVisible();
    await expect(args.onNotice).toHaveBeenCalledWith({
      kind: 'warning',
      message: 'Spending limit reached. Products imported but enhancements stopped.',
      duration: 10_000,
    });
    leaveFocus();
  },
};

/** A suspended company: every row imported, the 10 s 'Account Suspended' notice once. */
export const BulkSuspended: Story = {
  args: { fixtures: { suspended: true } },
  play: async ({ canvas, args }) => {
    await upload(canvas, STORY_CSV.good);
    await userEvent.click(await canvas.findByRole('button', { name: 'Process 3 Products' }));
    await expect(await canvas.findByText(/Successfully imported 3 products!/)).toBeVisible();
    await expect(args.onNotice).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'Account Suspended: Cannot run enhancements. Please contact your administrator.',
        duration: 10_000,
      }),
    );
    leaveFocus();
  },
};

/** Before the run: the dry run's new, changed and unchanged rows, and (new + changed) × 15 credits. */
export const BulkPreviewCounts: Story = {
  play: async ({ canvas }) => {
    await upload(canvas, STORY_CSV.good);
    await expect(await canvas.findByText(/1 new, 1 changed, 1 unchanged/)).toBeVisible();
    await expect(canvas.getByText(/Estimated cost: 30 credits/)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Force override/ }));
    await expect(canvas.getByText(/Estimated cost: 45 credits/)).toBeVisible();
  },
};

/** The dry run on its way: 'Checking…', and the estimate is an upper bound. */
export const BulkPreviewPending: Story = {
  args: { fixtures: { preview: 'pending' } },
  play: async ({ canvas }) => {
    await upload(canvas, STORY_CSV.good);
    await expect(await canvas.findByText('Checking which products are new or changed...')).toBeVisible();
    await expect(canvas.getByText(/Estimated cost: up to 45 credits/)).toBeVisible();
  },
};

/** The dry run failed: the run may still go ahead, with the upper-bound estimate. */
export const BulkPreviewFailed: Story = {
  args: { fixtures: { preview: 'error' } },
  play: async ({ canvas }) => {
    await upload(canvas, STORY_CSV.good);
    await expect(await canvas.findByText('Could not check which products are new or changed.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Process 3 Products' })).toBeEnabled();
  },
};

/** Unmapped columns as custom fields: the inferred type shown, a group required, then the fields created. */
export const BulkCustomFields: Story = {
  play: async ({ canvas }) => {
    await upload(canvas, STORY_CSV.good);
    await userEvent.click(await canvas.findByRole('radio', { name: /Create a custom field for each column/ }));
    await expect(await canvas.findByText(/\(select: Blue, Green\)/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Process 3 Products' }));
    await expect(await canvas.findByText('Please choose a group for the custom fields.')).toBeVisible();
    const group = canvas.getByLabelText('Field group');
    await waitFor(() => expect(group).toHaveTextContent('Specifications'));
    await userEvent.selectOptions(group, 'Specifications');
    await userEvent.click(canvas.getByRole('button', { name: 'Process 3 Products' }));
    await expect(await canvas.findByText(/Successfully imported 3 products!/)).toBeVisible();
    leaveFocus();
  },
};

/** An empty file: 'No data found in CSV' (spec part 2 §5.2). */
export const BulkEmptyFile: Story = {
  play: async ({ canvas }) => {
    await upload(canvas, '');
    await expect(await canvas.findByText('No data found in CSV')).toBeVisible();
  },
};

/** A header without data rows: 'No data found in CSV file' (spec part 2 §5.3). */
export const BulkHeaderOnlyFile: Story = {
  play: async ({ canvas }) => {
    await upload(canvas, 'Product ID,Description\n');
    await expect(await canvas.findByText('No data found in CSV file')).toBeVisible();
  },
};

/** The single product form: 'Submit Product' disabled until Product ID and Description are filled. */
export const Single: Story = {
  render: ({ fixtures }) => (
    <WithFixtures {...(fixtures ? { fixtures } : {})}>
      <SingleProductForm companyId={IMPORT_COMPANY_ID} />
    </WithFixtures>
  ),
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Submit Product' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/Product ID/), 'SKU-1');
    await userEvent.type(canvas.getByLabelText(/Product Description/), 'Cordless drill');
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(await canvas.findByText(/Product imported successfully. Enhancement started/)).toBeVisible();
  },
};

/** The single form when credits are short: the product stays imported, the spec's 402 text. */
export const SingleInsufficientCredits: Story = {
  ...Single,
  args: { fixtures: { enhanceStatus: 402 } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Product ID/), 'SKU-1');
    await userEvent.type(canvas.getByLabelText(/Product Description/), 'Cordless drill');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Product' }));
    const message = await canvas.findByRole('alert');
    await expect(message).toHaveTextContent(
      'Insufficient credits: You have 5 credits but need approximately 15 credits. Please contact your administrator.',
    );
    await expect(message).toHaveTextContent('The product was imported anyway; its enhancement was skipped.');
  },
};

/**
 * The single form over the daily limit, in a box shorter than the form: the spec's 429 text and the line saying the
 * product was imported anyway are scrolled into view.
 */
export const SingleLimitReached: Story = {
  args: { fixtures: { enhanceStatus: 429 } },
  render: ({ fixtures }) => (
    <WithFixtures {...(fixtures ? { fixtures } : {})}>
      <div data-testid="scroller" style={{ height: 280, overflow: 'auto' }}>
        <SingleProductForm companyId={IMPORT_COMPANY_ID} />
      </div>
    </WithFixtures>
  ),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Product ID/), 'SKU-1');
    await userEvent.type(canvas.getByLabelText(/Product Description/), 'Cordless drill');
    const scroller = canvas.getByTestId('scroller');
    scroller.scrollTop = 0;
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Product' }));
    const message = await canvas.findByRole('alert');
    await expect(message).toHaveTextContent(
      'Daily spending limit exceeded. The product was imported anyway; its enhancement was blocked by the hard spending limit until the daily or monthly limit resets.',
    );
    await waitFor(() => {
      const box = scroller.getBoundingClientRect();
      const shown = message.getBoundingClientRect();
      // Within the box, give or take a sub-pixel.
      expect(shown.top).toBeGreaterThanOrEqual(box.top - 1);
      expect(shown.bottom).toBeLessThanOrEqual(box.bottom + 1);
    });
  },
};

/** The single form of a suspended company. */
export const SingleSuspended: Story = {
  ...Single,
  args: { fixtures: { enhanceStatus: 403 } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Product ID/), 'SKU-1');
    await userEvent.type(canvas.getByLabelText(/Product Description/), 'Cordless drill');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Product' }));
    const message = await canvas.findByRole('alert');
    await expect(message).toHaveTextContent(
      'Account Suspended: Cannot run enhancements. Please contact your administrator.',
    );
    await expect(message).toHaveTextContent('The product was imported anyway; its enhancement was not started.');
  },
};

/** The help page: the timeline states the batch import's pace, not the spec's 1-2 seconds per product. */
export const Help: Story = {
  render: () => <ImportHelp />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Import: well under a second per product; a CSV file is imported in batches of 100 rows.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/1-2 seconds per product/)).toBeNull();
  },
};

/** The API reference from the live document (here the fixture): Getting Started, then a section's endpoint cards. */
export const ApiReference: Story = {
  render: ({ fixtures }) => (
    <WithFixtures {...(fixtures ? { fixtures } : {})}>
      <ApiDocs />
    </WithFixtures>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('http://localhost:3000/api/v2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Raw Products' }));
    const card = await canvas.findByRole('article', { name: 'POST /api/v2/companies/{companyId}/raw-products/import' });
    await expect(card).toHaveTextContent('"customer_product_id": "string"');
    await expect(card).toHaveTextContent('422');
  },
};

/** The reference while the document loads. */
export const ApiReferenceLoading: Story = {
  ...ApiReference,
  args: { fixtures: { docs: 'pending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the API reference...')).toBeVisible();
  },
};

/** The reference when the document cannot be read. */
export const ApiReferenceError: Story = {
  ...ApiReference,
  args: { fixtures: { docs: 'error' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/The API reference could not be loaded/)).toBeVisible();
  },
};

/** Every widget of the screen on one page, for visual review. */
export const AllStates: Story = {
  render: ({ fixtures }) => (
    <WithFixtures {...(fixtures ? { fixtures } : {})}>
      <div style={{ display: 'grid', gap: 32 }}>
        <SingleProductForm companyId={IMPORT_COMPANY_ID} />
        <BulkImport companyId={IMPORT_COMPANY_ID} />
        <ImportHelp />
        <ApiDocs />
      </div>
    </WithFixtures>
  ),
};
