// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isInsufficientCredits } from '../client/index';
import type { TestServer } from '../test/httpServer';
import { apiWrapper, callsTo, startFakeApi } from '../test/fakeApi';
import { uid } from '../test/fixtures';
import { jobProgressInterval } from './schedule';
import { useEnhancementJobs } from './useEnhancementJobs';
import { useJobProgress } from './useJobProgress';

const COMPANY = uid(950);
const JOB = uid(951);
const RAW = uid(952);
let server: TestServer;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
});

describe('job progress schedule (spec part 3 §4, §9)', () => {
  it('polls every second for 30 polls, every 2 s up to 60, then every 5 s, and stops at a final status', () => {
    expect([0, 29, 30, 59, 60, 500].map((n) => jobProgressInterval(n, 'processing'))).toEqual([
      1_000, 1_000, 2_000, 2_000, 5_000, 5_000,
    ]);
    expect(jobProgressInterval(0, null)).toBe(1_000);
    for (const status of ['completed', 'failed', 'cancelled'] as const)
      expect(jobProgressInterval(3, status)).toBe(false);
  });
});

const job = (status: string, progress: number) => ({
  id: JOB,
  raw_product_id: RAW,
  enhanced_product_id: null,
  status,
  progress,
  created_at: '2026-11-26T10:00:00.000Z',
});

describe('useJobProgress', () => {
  it('follows a job until it completes, then asks no more', async () => {
    const answers = [
      { status: 'queued', progress: 0 },
      { status: 'processing', progress: 40 },
      { status: 'completed', progress: 100 },
    ];
    server = await startFakeApi({
      [`GET /realtime/job/${JOB}/progress`]: () => ({
        body: { success: true, data: { job_id: JOB, ...(answers.shift() ?? { status: 'completed', progress: 100 }) } },
      }),
    });
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useJobProgress({ jobId: JOB }), { wrapper });
    await waitFor(() => expect(result.current.done).toBe(true), { timeout: 4_000 });
    expect(result.current.progress).toMatchObject({ status: 'completed', progress: 100 });
    const asked = callsTo(server, 'GET', `/realtime/job/${JOB}/progress`).length;
    expect(asked).toBe(3);
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_300)));
    expect(callsTo(server, 'GET', `/realtime/job/${JOB}/progress`)).toHaveLength(asked);
  });
});

describe('useEnhancementJobs (spec part 2 §7.1)', () => {
  it('lists the 20 latest jobs, starts one (the list and the balance are read again), and tells a 402 apart', async () => {
    let credits = true;
    server = await startFakeApi({
      [`GET /companies/${COMPANY}/enhancement-jobs`]: () => ({
        body: { jobs: [job('completed', 100)], total: 1 },
      }),
      [`POST /companies/${COMPANY}/raw-products/${RAW}/enhance`]: () =>
        credits
          ? { body: { success: true, job_id: JOB, status: 'queued', message: 'Enhancement started' } }
          : {
              status: 402,
              body: { detail: 'Insufficient credits: 0 available, 15 required', code: 'insufficient_credits' },
            },
    });
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useEnhancementJobs({ companyId: COMPANY }), { wrapper });
    await waitFor(() => expect(result.current.jobs).toHaveLength(1));
    expect(callsTo(server, 'GET', `/companies/${COMPANY}/enhancement-jobs`)[0]!.url).toContain('limit=20');

    let created: Awaited<ReturnType<typeof result.current.start>> | undefined;
    await act(async () => {
      created = await result.current.start(RAW, { force_enhancement: true });
    });
    expect(created).toMatchObject({ job_id: JOB, skipped: false });
    const [post] = callsTo(server, 'POST', `/companies/${COMPANY}/raw-products/${RAW}/enhance`);
    expect(JSON.parse(post!.body)).toMatchObject({ force_enhancement: true });
    await waitFor(() => expect(callsTo(server, 'GET', `/companies/${COMPANY}/enhancement-jobs`).length).toBe(2));

    credits = false;
    let refused: unknown;
    await act(async () => {
      refused = await result.current.start(RAW).catch((error: unknown) => error);
    });
    expect(isInsufficientCredits(refused)).toBe(true);
  });
});
