import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FixtureApi } from '../test/fixtureApi';
import { DASHBOARD_COMPANY_ID, dashboardFixtureClient, type DashboardFixtureOptions } from '../test/dashboard';
import { Dashboard, type DashboardProps } from './Dashboard';

type Args = DashboardProps & { fixtures?: DashboardFixtureOptions };

/** The Dashboard over an in-memory API (a test double; the real one is the Curate server). */
function DashboardWithFixtures({ fixtures, ...props }: Args) {
  const [client] = useState(() => dashboardFixtureClient(fixtures));
  return (
    <FixtureApi client={client}>
      <Dashboard {...props} />
    </FixtureApi>
  );
}

const meta: Meta<Args> = {
  title: 'ui/dashboard/Dashboard',
  component: Dashboard,
  args: { companyId: DASHBOARD_COMPANY_ID, onNotice: fn(), refreshIntervalMs: false },
  render: (args) => <DashboardWithFixtures {...args} />,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<Args>;

/** The four cards, 'Last updated', the jobs (8-character ids, a running job's progress bar), activity and the chart. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Avg Quality' })).toHaveTextContent('8.3/10');
    await expect(canvas.getByRole('region', { name: 'Total Enhanced' })).toHaveTextContent('1,284');
    await expect(canvas.getByRole('region', { name: 'Pending Review' })).toHaveTextContent('96');
    await expect(canvas.getByRole('region', { name: 'Approved' })).toHaveTextContent('1,102');
    await expect(canvas.getByText(/^Last updated: /)).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Recent Enhancement Jobs' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    await expect(within(table).getAllByText('5d1b7a90', { selector: 'code' })).toHaveLength(5);
    await expect(within(table).getAllByRole('progressbar', { name: /Progress of job/ })).toHaveLength(2);
    await expect(within(table).getByText('42.4s')).toBeVisible();
    await expect(within(table).getByText('8m 06s')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Recent Activity' })).toHaveTextContent('Makita DHP484');
    await expect(canvas.getByRole('region', { name: 'Quality Score Distribution' })).toHaveTextContent(
      '1,284 scored products; most score 9/10 (455).',
    );
  },
};

/** The details of a completed job: stage timeline, sources found and tokens. */
export const JobDetails: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: 'Recent Enhancement Jobs' });
    const rows = await within(table).findAllByRole('row');
    await userEvent.click(within(rows[3]!).getByRole('button', { name: /Details/ }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('list', { name: 'Stage timeline' })).toHaveTextContent('Research');
    await expect(within(dialog).getByRole('list', { name: 'Sources found' })).toHaveTextContent('DHP484 product page');
    await expect(dialog).toHaveTextContent('1808');
  },
};

/** A failed job out of retries offers Re-run behind 'Confirm Job Re-run'; a 402 answers with the §8.2 message. */
export const RerunRefused: Story = {
  args: { fixtures: { actions: 402 } },
  play: async ({ args, canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: 'Recent Enhancement Jobs' });
    const rows = await within(table).findAllByRole('row');
    await userEvent.click(within(rows[4]!).getByRole('button', { name: /Details/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Re-run Job' }));
    const confirm = body.getByRole('alertdialog', { name: 'Confirm Job Re-run' });
    await expect(confirm).toHaveTextContent('4 new attempts');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Re-run Job' }));
    await waitFor(() =>
      expect(args.onNotice).toHaveBeenCalledWith({
        kind: 'error',
        message: 'Insufficient credits: Please add more credits to your account',
      }),
    );
  },
};

/**
 * A bulk run of 30 queued jobs pushes the failed job off the first page: Next pages on ('Showing 21-35 of 35
 * jobs'), and the Failed tab (with its count) lists it alone; its Re-run goes through 'Confirm Job Re-run'.
 */
export const FailedJobsTab: Story = {
  args: { fixtures: { bulk: 30 } },
  play: async ({ args, canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: 'Recent Enhancement Jobs' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
    await expect(within(table).queryByText('SKU-1039')).toBeNull();
    const pages = canvas.getByRole('navigation', { name: 'Job pages' });
    await expect(pages).toHaveTextContent('Showing 1-20 of 35 jobs');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pages).toHaveTextContent('Showing 21-35 of 35 jobs'));
    await expect(within(table).getByText('SKU-1039')).toBeVisible();

    const tabs = canvas.getByRole('tablist', { name: 'Jobs by status' });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All (35)', 'Active (32)', 'Completed (1)', 'Failed (1)', 'Cancelled (1)']);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Failed (1)' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(tabs).getByRole('tab', { name: 'Failed (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(pages).toHaveTextContent('Showing 1-1 of 1 jobs');
    await userEvent.click(within(table).getByRole('button', { name: /Details/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Re-run Job' }));
    const confirm = body.getByRole('alertdialog', { name: 'Confirm Job Re-run' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Re-run Job' }));
    await waitFor(() => expect(args.onNotice).toHaveBeenCalledWith({ kind: 'success', message: 'Done' }));

    // The arrow keys move between the tabs.
    within(tabs).getByRole('tab', { name: 'Failed (1)' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(within(tabs).getByRole('tab', { name: 'Cancelled (1)' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(canvas.getByRole('tab', { name: 'Cancelled (1)' })).toHaveFocus();
  },
};

/** A tab holding none of the jobs says so (here the Failed tab, opened first). */
export const EmptyTab: Story = {
  args: { defaultJobView: { filter: 'failed', page: 0 }, fixtures: { state: 'empty' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No jobs with this status.')).toBeVisible();
    const tabs = canvas.getByRole('tablist', { name: 'Jobs by status' });
    await expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent('Failed (0)');
    await expect(canvas.queryByRole('navigation', { name: 'Job pages' })).toBeNull();
  },
};

/** A cancel that fails shows 'Failed to cancel job. Please try again.' when the server says nothing useful. */
export const CancelFailed: Story = {
  args: { fixtures: { actions: 500 } },
  play: async ({ args, canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: 'Recent Enhancement Jobs' });
    const rows = await within(table).findAllByRole('row');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: /Details/ }));
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Cancel Job' }));
    await waitFor(() => expect(args.onNotice).toHaveBeenCalledWith({ kind: 'error', message: 'Internal error' }));
  },
};

export const Loading: Story = {
  args: { fixtures: { state: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading jobs…')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Avg Quality' })).toHaveTextContent('–');
  },
};

export const Empty: Story = {
  args: { fixtures: { state: 'empty' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No enhancement jobs yet.')).toBeVisible();
    await expect(canvas.getByText('No review activity yet.')).toBeVisible();
    await expect(canvas.getByText('No scored products yet.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { fixtures: { state: 'error' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The dashboard could not be loaded.');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Every state on one page, for visual review (the same widget four times repeats its region names). */
export const AllStates: Story = {
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      {(['ready', 'loading', 'empty', 'error'] as const).map((state) => (
        <DashboardWithFixtures key={state} {...args} fixtures={{ state }} />
      ))}
    </div>
  ),
};
