import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DASHBOARD_COMPANY_ID, dashboardFixtureClient, dashboardJobs, dashboardStats } from '../test/dashboard';
import { FixtureApi, createFixtureClient } from '../test/fixtureApi';
import { germanMessages } from '../test/germanMessages';
import { CurateProvider } from '../theme/CurateProvider';
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

describe('Dashboard in a second language (issue #21)', () => {
  it('shows its texts, counters, durations and job details from the messages object and the locale', async () => {
    render(
      <CurateProvider messages={germanMessages} locale="de-DE">
        <FixtureApi client={dashboardFixtureClient()}>
          <Dashboard companyId={DASHBOARD_COMPANY_ID} refreshIntervalMs={false} />
        </FixtureApi>
      </CurateProvider>,
    );
    const average = await screen.findByRole('region', { name: 'Ø Qualität' });
    await waitFor(() => expect(average.textContent).toBe('Ø Qualität8,3/10'));
    expect(screen.getByRole('region', { name: 'Angereichert gesamt' }).textContent).toContain('1.284');
    const table = await screen.findByRole('table', { name: 'Letzte Anreicherungsaufträge' });
    await waitFor(() => expect(within(table).getByText('42,4 s')).toBeTruthy());
    expect(within(table).getByText('8 min 06 s')).toBeTruthy();
    expect(within(table).getAllByText('Abgeschlossen').length).toBe(1);
    const completed = dashboardJobs().find((job) => job.status === 'completed')!;
    const row = table.querySelector<HTMLElement>(`[data-job-id="${completed.id}"]`)!;
    await userEvent.click(within(row).getByRole('button', { name: `Details zu Auftrag ${completed.id.slice(0, 8)}` }));
    const dialog = await screen.findByRole('dialog', { name: `Auftrag ${completed.id.slice(0, 8)}` });
    expect(within(dialog).getByText('Gefundene Quellen (2)')).toBeTruthy();
    expect(within(dialog).getByRole('list', { name: 'Ablauf der Schritte' }).textContent).toContain('Recherche');
    expect(document.body.textContent).not.toContain('Recent Enhancement Jobs');
  });
});
