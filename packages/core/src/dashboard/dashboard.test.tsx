// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/index';
import { EMPTY_DASHBOARD_STATS, EnhancementJob } from '../contract/index';
import type { TestServer } from '../test/httpServer';
import { createFormat, dashboardMessages } from '../messages/index';
import { apiWrapper, callsTo, startFakeApi } from '../test/fakeApi';
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
import { useDashboard } from './useDashboard';

const COMPANY = uid(960);
let server: TestServer;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await server?.close();
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
});
