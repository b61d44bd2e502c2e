import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DASHBOARD_COMPANY_ID, dashboardJobs, dashboardStats } from '../test/dashboard';
import { FixtureApi, createFixtureClient } from '../test/fixtureApi';
import { Dashboard } from './Dashboard';

vi.setConfig({ testTimeout: 20_000 });

describe('Dashboard job details', () => {
  it('shows the sources and token counts of a job that completes while its details are open', async () => {
    const all = dashboardJobs();
    const running = all.find((job) => job.status === 'running')!;
    const done = all.find((job) => job.status === 'completed')!;
    // The running job completes at the first progress poll after its details are open; the list then
    // answers it completed.
    let open = false;
    let completed = false;
    const finished = {
      ...running,
      status: 'completed' as const,
      progress: 100,
      progress_percentage: 100,
      message: 'Enhancement completed',
      completed_at: new Date().toISOString(),
      processing_time_seconds: 12.5,
      result_data: done.result_data,
      prompt_tokens: 61,
      completion_tokens: 190,
      tokens_used: 251,
    };
    const client = createFixtureClient({
      getDashboardStats: () => dashboardStats(),
      getDashboardActivity: () => ({ activity: [] }),
      listEnhancementJobs: () => ({ jobs: [completed ? finished : running], total: 1 }),
      getJobProgress: () => {
        completed = open;
        const progress = completed ? { status: 'completed', progress: 100 } : { status: 'running', progress: 45 };
        return { success: true, data: { job_id: running.id, ...progress } };
      },
    });
    render(
      <FixtureApi client={client}>
        <Dashboard companyId={DASHBOARD_COMPANY_ID} refreshIntervalMs={false} />
      </FixtureApi>,
    );
    await userEvent.click(await screen.findByRole('button', { name: `Details of job ${running.id.slice(0, 8)}` }));
    const dialog = await screen.findByRole('dialog', { name: `Job ${running.id.slice(0, 8)}` });
    expect(within(dialog).getByText('No sources yet.')).toBeTruthy();
    open = true;
    await waitFor(() => expect(within(dialog).getByText('Sources found (2)')).toBeTruthy(), { timeout: 5_000 });
    expect(within(dialog).getByText('Completed')).toBeTruthy();
    const tokens = dialog.querySelector('[data-slot="job-tokens"]')!;
    expect([...tokens.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['61', '190', '251']);
  });
});
