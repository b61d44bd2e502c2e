// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/index';
import { EMPTY_DASHBOARD_STATS, EnhancementJob } from '../contract/index';
import type { TestServer } from '../test/httpServer';
import { createFormat, dashboardMessages } from '../messages/index';
import { apiWrapper, callsTo, queryOf, startFakeApi } from '../test/fakeApi';
import { uid } from '../test/fixtures';
import { DASHBOARD_REFRESH_MS } from './constants';
import {
  cancelJobErrorMessage,
  formatJobDuration,
  jobActions,
  jobSources,
  jobStageTimeline,
  jobTokens,
  rerunJobErrorMessage,
  shortJobId,
} from './jobView';
import { readJobView, withJobView } from './jobViewParams';
import { type DashboardJobView, useDashboard } from './useDashboard';

const COMPANY = uid(960);
let server: TestServer;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  const closing = server;
  // Closed once: a test that starts no server leaves none to close.
  server = undefined as unknown as TestServer;
  await closing?.close();
});

const job = (extra: Record<string, unknown> = {}) =>
  EnhancementJob.parse({
    id: uid(961),
    raw_product_id: uid(962),
    enhanced_product_id: null,
    status: 'running',
    progress: 40,
    created_at: '2026-11-26T10:00:00.000Z',
    ...extra,
  });
const apiError = (status: number, detail?: string, body: Record<string, unknown> = {}) =>
  new ApiError({ status, code: 'x' as never, message: detail ?? 'x', detail, body: { detail, ...body } });

describe('what the dashboard shows of a job (spec part 2 §2.6, §4.3, §8.2)', () => {
  it('shows the id by its first 8 characters and the duration in seconds or minutes', () => {
    expect(shortJobId('7a1c2f1e-0000-4000')).toBe('7a1c2f1e');
    expect([null, 4.25, 59.4, 60, 185].map((s) => formatJobDuration(s))).toEqual([
      '—',
      '4.3s',
      '59.4s',
      '1m 00s',
      '3m 05s',
    ]);
  });

  it('writes durations, stage labels and failures with the given texts and locale (issue #21)', () => {
    const messages = {
      ...dashboardMessages,
      durationSeconds: (s: string) => `${s} Sek.`,
      durationMinutes: (min: string, s: string) => `${min} Min. ${s} Sek.`,
      durationUnknown: 'unbekannt',
      stageResearch: 'Recherche',
      cancelFailed: 'Abbrechen fehlgeschlagen.',
      insufficientCredits: (detail: string) => `Zu wenig Guthaben: ${detail}`,
      addCredits: 'Bitte Guthaben aufladen',
    };
    const de = createFormat('de-DE');
    expect([null, 4.25, 185].map((s) => formatJobDuration(s, messages, de))).toEqual([
      'unbekannt',
      '4,3 Sek.',
      '3 Min. 05 Sek.',
    ]);
    expect(jobStageTimeline(job({ message: 'research: x' }), messages)[1]!.label).toBe('Recherche');
    expect(cancelJobErrorMessage(new Error('network'), messages)).toBe('Abbrechen fehlgeschlagen.');
    expect(rerunJobErrorMessage(apiError(402), messages)).toBe('Zu wenig Guthaben: Bitte Guthaben aufladen');
  });

  it('offers cancel while queued or running, re-run only for a failed job out of retries or refunded', () => {
    expect(jobActions(job({ status: 'queued' }))).toEqual({ cancel: true, rerun: false });
    expect(jobActions(job({ status: 'failed', retry_count: 3, max_retries: 3 }))).toEqual({
      cancel: false,
      rerun: true,
    });
    expect(jobActions(job({ status: 'failed', retry_count: 1, billing_status: 'refunded' })).rerun).toBe(true);
    expect(jobActions(job({ status: 'failed', retry_count: 1 })).rerun).toBe(false);
  });

  it('reads the stage timeline, the sources and the tokens', () => {
    const running = jobStageTimeline(job({ message: 'research: reading acme.test' }));
    expect(running.map((s) => s.state)).toEqual(['done', 'current', 'waiting', 'waiting']);
    expect(running[1]!.detail).toBe('reading acme.test');
    const done = job({
      status: 'completed',
      result_data: {
        stages: [
          { name: 'gather', ms: 3, detail: '4 fields' },
          { name: 'research', ms: 120, detail: '2 pages' },
          { name: 'generate', ms: 40, detail: '9 values' },
          { name: 'score', ms: 1, detail: '8.4' },
        ],
        sources: [{ id: 'input', url: null, domain: null, title: 'Raw record', quality: 9 }, { bad: true }],
      },
      prompt_tokens: 300,
      completion_tokens: 120,
      tokens_used: 420,
    });
    expect(jobStageTimeline(done).map((s) => [s.state, s.ms])).toEqual([
      ['done', 3],
      ['done', 120],
      ['done', 40],
      ['done', 1],
    ]);
    expect(jobSources(done)).toEqual([{ id: 'input', url: null, domain: null, title: 'Raw record', quality: 9 }]);
    expect(jobTokens(done)).toEqual({ prompt: 300, completion: 120, total: 420 });
    expect(jobTokens(job())).toBeNull();
    expect(jobStageTimeline(job({ status: 'failed', message: 'generate: provider down' }))[2]!.state).toBe('failed');
  });

  it('words a failed cancel and re-run as §8.2 says', () => {
    expect(cancelJobErrorMessage(apiError(409, 'Job cannot be cancelled: it is completed'))).toBe(
      'Job cannot be cancelled: it is completed',
    );
    expect(cancelJobErrorMessage(new Error('network'))).toBe('Failed to cancel job. Please try again.');
    expect(rerunJobErrorMessage(apiError(400, 'Job is not eligible for rerun'))).toBe(
      'Cannot rerun job: Job is not eligible for rerun',
    );
    expect(rerunJobErrorMessage(apiError(400))).toBe('Cannot rerun job: Job is not eligible for rerun');
    expect(rerunJobErrorMessage(apiError(402, 'x', { message: 'You have 3 credits' }))).toBe(
      'Insufficient credits: You have 3 credits',
    );
    expect(rerunJobErrorMessage(apiError(402))).toBe('Insufficient credits: Please add more credits to your account');
    expect(rerunJobErrorMessage(apiError(429))).toBe('Spending limit exceeded: Daily or monthly limit reached');
    expect(rerunJobErrorMessage(apiError(429, 'Daily limit of 100 reached'))).toBe(
      'Spending limit exceeded: Daily limit of 100 reached',
    );
    expect(rerunJobErrorMessage(apiError(404, 'Company not found'))).toBe('Company not found');
    expect(rerunJobErrorMessage(apiError(500, 'boom'))).toBe('Failed to rerun job. Please try again.');
  });
});

describe('useDashboard (spec part 2 §4.3, §7.1)', () => {
  const stats = { ...EMPTY_DASHBOARD_STATS, total_enhanced: 7, average_quality_score: 8.2 };
  const start = (statsAnswer: () => { status?: number; body: unknown } = () => ({ body: stats })) =>
    startFakeApi({
      [`GET /companies/${COMPANY}/dashboard/stats`]: statsAnswer,
      [`GET /companies/${COMPANY}/enhancement-jobs`]: () => ({
        body: {
          jobs: [
            {
              id: uid(961),
              raw_product_id: uid(962),
              enhanced_product_id: null,
              status: 'running',
              progress: 40,
              created_at: '2026-11-26T10:00:00.000Z',
            },
          ],
          total: 1,
        },
      }),
      [`GET /companies/${COMPANY}/dashboard/activity`]: () => ({ body: { activity: [] } }),
    });
  const counts = () =>
    [
      `/companies/${COMPANY}/dashboard/stats`,
      `/companies/${COMPANY}/enhancement-jobs`,
      `/companies/${COMPANY}/dashboard/activity`,
    ].map((path) => callsTo(server, 'GET', path).length);

  it('loads stats, the 20 latest jobs and the activity, then reads all three again every 30 s and on refresh', async () => {
    server = await start();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useDashboard({ companyId: COMPANY }), { wrapper });
    await waitFor(() => expect(result.current.jobs).toHaveLength(1));
    await waitFor(() => expect(counts()).toEqual([1, 1, 1]));
    expect(result.current.stats).toMatchObject({ total_enhanced: 7, average_quality_score: 8.2 });
    expect(callsTo(server, 'GET', `/companies/${COMPANY}/enhancement-jobs`)[0]!.url).toContain('limit=20');
    expect(callsTo(server, 'GET', `/companies/${COMPANY}/dashboard/activity`)[0]!.url).toContain('limit=20');
    const first = result.current.lastUpdated!.getTime();

    act(() => vi.advanceTimersByTime(DASHBOARD_REFRESH_MS - 1_000));
    expect(counts()).toEqual([1, 1, 1]);
    act(() => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(counts()).toEqual([2, 2, 2]));
    await waitFor(() =>
      expect(result.current.lastUpdated!.getTime()).toBeGreaterThanOrEqual(first + DASHBOARD_REFRESH_MS),
    );

    await act(() => result.current.refresh());
    expect(counts()).toEqual([3, 3, 3]);
  });

  it('reads a 404 of the stats as empty stats and logs other failures, leaving empty lists', async () => {
    server = await start(() => ({ status: 404, body: { detail: 'Not found' } }));
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useDashboard({ companyId: COMPANY, refreshIntervalMs: false }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.stats).toEqual(EMPTY_DASHBOARD_STATS);
    await server.close();
    server = await start(() => ({ status: 500, body: { detail: 'Database unavailable' } }));
    const other = apiWrapper(server.origin);
    const failing = renderHook(() => useDashboard({ companyId: COMPANY, refreshIntervalMs: false }), {
      wrapper: other.wrapper,
    });
    await waitFor(() => expect(failing.result.current.status).toBe('error'));
    expect(console.warn).toHaveBeenCalledWith('[curate] Dashboard stats failed: Database unavailable');
  });

  it('pages a tab of the job list: Failed asks status=failed from its first page, Next and Previous within it', async () => {
    // 45 failed jobs of 120: three pages of 20 in the Failed tab.
    const failed = Array.from({ length: 45 }, (_, i) => job({ id: uid(2000 + i), status: 'failed' }));
    const counts = { all: 120, active: 5, completed: 60, failed: 45, cancelled: 10 };
    server = await startFakeApi({
      [`GET /companies/${COMPANY}/dashboard/stats`]: () => ({ body: stats }),
      [`GET /companies/${COMPANY}/dashboard/activity`]: () => ({ body: { activity: [] } }),
      [`GET /companies/${COMPANY}/enhancement-jobs`]: (request) => {
        const q = queryOf(request);
        const offset = Number(q.offset ?? 0);
        const all = q.status === 'failed' ? failed : [job()];
        return {
          body: { jobs: all.slice(offset, offset + 20), total: all.length, status_counts: counts },
        };
      },
    });
    const { wrapper } = apiWrapper(server.origin);
    const views: unknown[] = [];
    const { result } = renderHook(
      () => useDashboard({ companyId: COMPANY, refreshIntervalMs: false, onJobViewChange: (v) => views.push(v) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.jobs).toHaveLength(1));
    expect(result.current.jobView).toEqual({ filter: 'all', page: 0 });
    expect(result.current.jobCounts).toEqual(counts);
    expect(queryOf(callsTo(server, 'GET', `/companies/${COMPANY}/enhancement-jobs`)[0]!).status).toBeUndefined();

    act(() => result.current.setJobFilter('failed'));
    await waitFor(() => expect(result.current.jobs[0]?.id).toBe(uid(2000)));
    expect(result.current.jobPages).toMatchObject({
      summary: 'Showing 1-20 of 45 jobs',
      canPrevious: false,
      canNext: true,
    });
    const asked = callsTo(server, 'GET', `/companies/${COMPANY}/enhancement-jobs`).map(queryOf);
    expect(asked.at(-1)).toEqual({ limit: '20', offset: '0', status: 'failed' });

    act(() => result.current.jobPages.nextPage());
    await waitFor(() => expect(result.current.jobPages.summary).toBe('Showing 21-40 of 45 jobs'));
    act(() => result.current.jobPages.nextPage());
    await waitFor(() => expect(result.current.jobPages.summary).toBe('Showing 41-45 of 45 jobs'));
    expect(result.current.jobs.map((j) => j.id)).toEqual(failed.slice(40).map((j) => j.id));
    expect(result.current.jobPages.canNext).toBe(false);
    act(() => result.current.jobPages.previousPage());
    await waitFor(() => expect(result.current.jobPages.summary).toBe('Showing 21-40 of 45 jobs'));
    expect(views).toEqual([
      { filter: 'failed', page: 0 },
      { filter: 'failed', page: 1 },
      { filter: 'failed', page: 2 },
      { filter: 'failed', page: 1 },
    ]);
  });

  it('takes the tab and page from the host (e.g. the address) and goes back to the last page when a tab shrinks', async () => {
    server = await startFakeApi({
      [`GET /companies/${COMPANY}/dashboard/stats`]: () => ({ body: stats }),
      [`GET /companies/${COMPANY}/dashboard/activity`]: () => ({ body: { activity: [] } }),
      [`GET /companies/${COMPANY}/enhancement-jobs`]: (request) => {
        const offset = Number(queryOf(request).offset ?? 0);
        return { body: { jobs: offset < 20 ? [job({ status: 'failed' })] : [], total: 1 } };
      },
    });
    const { wrapper } = apiWrapper(server.origin);
    const views: unknown[] = [];
    const { result } = renderHook(
      () => {
        const [view, setView] = useState<DashboardJobView>({ filter: 'failed', page: 3 });
        return useDashboard({
          companyId: COMPANY,
          refreshIntervalMs: false,
          jobView: view,
          onJobViewChange: (v) => {
            views.push(v);
            setView(v);
          },
        });
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.jobPages.summary).toBe('Showing 1-1 of 1 jobs'));
    expect(views).toEqual([{ filter: 'failed', page: 0 }]);
    expect(queryOf(callsTo(server, 'GET', `/companies/${COMPANY}/enhancement-jobs`)[0]!)).toEqual({
      limit: '20',
      offset: '60',
      status: 'failed',
    });
    expect(result.current.jobCounts).toBeNull();
  });
});

describe("the job list's tab and page in the address", () => {
  it('reads ?jobs=failed&jobs_page=2 as the Failed tab, second page; anything else as all, first page', () => {
    expect(readJobView(new URLSearchParams('tab=dashboard&jobs=failed&jobs_page=2'))).toEqual({
      filter: 'failed',
      page: 1,
    });
    expect(readJobView(new URLSearchParams('jobs=broken&jobs_page=-3'))).toEqual({ filter: 'all', page: 0 });
    expect(readJobView(new URLSearchParams('jobs_page=1.5'))).toEqual({ filter: 'all', page: 0 });
  });

  it('writes the view beside the other parameters, leaving the defaults out', () => {
    const search = new URLSearchParams('tab=dashboard');
    expect(withJobView(search, { filter: 'active', page: 2 }).toString()).toBe('tab=dashboard&jobs=active&jobs_page=3');
    expect(
      withJobView(new URLSearchParams('tab=dashboard&jobs=failed&jobs_page=2'), { filter: 'all', page: 0 }).toString(),
    ).toBe('tab=dashboard');
  });
});
