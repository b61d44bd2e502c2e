import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';
import { ACME, TOM, demoFieldId, startFeatureTest, type FeatureTest } from '../test/featureTest';
import { fakePipeline, type FakePipeline } from '../test/fakePipeline';
import type { PipelineFn } from '../jobs/pipeline';
import { WorkerHeartbeat } from '../jobs/heartbeat';
import { JobQueue } from '../jobs/queue';

// GET /metrics over a running app: the series exist and move with requests, a job, credits and model calls;
// job transitions and requests are logged one line each.
const TOKEN = 'metrics-test-token-0123456789';
let test: FeatureTest;
let fake: FakePipeline;
const lines: string[] = [];

beforeAll(async () => {
  fake = fakePipeline(demoFieldId('acme-tools', 'brand'));
  // The stand-in pipeline makes one model call through the gate the jobs hand it, as a provider would.
  const pipeline: PipelineFn = async (record, options) => {
    await options.modelGate?.run(10, async () => ({ value: null, tokens: 10 }));
    return fake.pipeline(record, options);
  };
  test = await startFeatureTest([TOM], {
    jobs: { pipeline, workers: 1, retryDelaySeconds: 0 },
    env: { METRICS_TOKEN: TOKEN },
    logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
  });
});
afterAll(async () => {
  fake?.unblock();
  await test?.close();
});

const scrape = (authorization = `Bearer ${TOKEN}`) =>
  test.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });

/** The samples of a Prometheus text answer, by series (name and labels as written). */
function samples(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    const text = line.slice(at + 1);
    out.set(line.slice(0, at), text === '+Inf' ? Number.POSITIVE_INFINITY : Number(text));
  }
  return out;
}

async function metrics(): Promise<Map<string, number>> {
  const res = await scrape();
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  return samples(res.body);
}

const value = (all: Map<string, number>, series: string) => all.get(series) ?? 0;

async function newRaw(name: string): Promise<string> {
  const [row] = await test.sql<{ id: string }>(
    sql`insert into raw_products (company_id, customer_product_id, product_name, product_details, additional_fields)
        values (${ACME.id}, ${`M-${randomUUID().slice(0, 8)}`}, ${name}, ${'Cordless drill, 18 V'}, ${JSON.stringify({ brand: 'Makita' })}::jsonb)
        returning id`,
  );
  return row!.id;
}

async function waitForStatus(jobId: string, statuses: string[]): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const [row] = await test.sql<{ status: string }>(sql`select status from enhancement_jobs where id = ${jobId}`);
    if (row && statuses.includes(row.status)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${jobId} never reached ${statuses.join('/')}`);
}

const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('GET /metrics', () => {
  it('answers 401 with a challenge without the token or with a wrong one', async () => {
    for (const authorization of ['', 'Bearer wrong-token-0123456789abc', TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="curate-metrics"');
      expect(res.json()).toMatchObject({ code: 'unauthorized' });
      expect(res.body).not.toContain('curate_');
    }
  });

  it('moves the request, job, credit and model-call series after requests and a job', async () => {
    const before = await metrics();
    const health = 'curate_http_request_duration_seconds_count{method="GET",route="/api/v2/health",status_class="2xx"}';
    for (let i = 0; i < 3; i++) expect((await test.call(null, 'GET', '/health')).statusCode).toBe(200);
    const unauthorized = (await test.call(null, 'GET', `/companies/${ACME.id}/enhancement-jobs`)).statusCode;
    expect(unauthorized).toBe(401);

    const rawId = await newRaw('Makita DHP482 drill');
    const res = await test.call(TOM, 'POST', `/companies/${ACME.id}/raw-products/${rawId}/enhance`, {});
    expect(res.statusCode).toBe(200);
    const jobId = res.json().job_id as string;
    await waitForStatus(jobId, ['completed']);

    const after = await metrics();
    expect(value(after, health) - value(before, health)).toBe(3);
    const jobsList =
      'curate_http_request_duration_seconds_count{method="GET",route="/api/v2/companies/:companyId/enhancement-jobs",status_class="4xx"}';
    expect(value(after, jobsList) - value(before, jobsList)).toBe(1);
    expect(
      after.has(
        'curate_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/v2/health",status_class="2xx"}',
      ),
    ).toBe(true);

    for (const transition of ['started', 'completed']) {
      const series = `curate_enhancement_job_transitions_total{transition="${transition}"}`;
      expect(value(after, series) - value(before, series)).toBeGreaterThanOrEqual(1);
    }
    for (const operation of ['reserved', 'captured']) {
      const series = `curate_credits_total{operation="${operation}"}`;
      expect(value(after, series) - value(before, series)).toBeGreaterThanOrEqual(15);
    }
    const calls = 'curate_model_call_duration_seconds_count{outcome="ok"}';
    expect(value(after, calls) - value(before, calls)).toBeGreaterThanOrEqual(1);
    expect(after.get('curate_model_calls_in_flight')).toBe(0);

    const completed = `curate_enhancement_jobs{status="completed",company_id="${ACME.id}"}`;
    const [row] = await test.sql<{ n: number }>(
      sql`select count(*)::int as n from enhancement_jobs where company_id = ${ACME.id} and status = 'completed'`,
    );
    expect(after.get(completed)).toBe(Number(row!.n));
    expect(value(after, completed)).toBeGreaterThan(value(before, completed) - 0.5);
    expect(after.get('curate_queue_depth')).toBe(0);
    // The app's worker writes its heartbeat when it starts.
    expect(after.get('curate_worker_processes_alive')).toBeGreaterThanOrEqual(1);
    expect(after.get('curate_worker_last_heartbeat_age_seconds')).toBeLessThan(60);
  });

  it('counts a worker process by its heartbeat row until it stops, and reports +Inf with no heartbeat', async () => {
    const heartbeat = new WorkerHeartbeat(test.database, 3, { lostSeconds: 3600 });
    const before = await metrics();
    await heartbeat.start();
    const [row] = await test.sql<{ pid: number; workers: number }>(
      sql`select pid, workers from worker_heartbeats where worker_id = ${heartbeat.id}`,
    );
    expect(row).toEqual({ pid: process.pid, workers: 3 });
    expect(value(await metrics(), 'curate_worker_processes_alive')).toBe(
      value(before, 'curate_worker_processes_alive') + 1,
    );
    await heartbeat.stop();
    expect(await test.sql(sql`select 1 from worker_heartbeats where worker_id = ${heartbeat.id}`)).toEqual([]);
    // A process that died long ago: its row ages out of the live count.
    await test.sql(
      sql`insert into worker_heartbeats (worker_id, host, pid, workers, seen_at) values ('gone', 'h', 1, 1, now() - interval '5 minutes')`,
    );
    expect(value(await metrics(), 'curate_worker_processes_alive')).toBe(
      value(before, 'curate_worker_processes_alive'),
    );
    await test.sql(sql`delete from worker_heartbeats`);
    const none = await metrics();
    expect(none.get('curate_worker_processes_alive')).toBe(0);
    expect(none.get('curate_worker_last_heartbeat_age_seconds')).toBe(Number.POSITIVE_INFINITY);
  });

  it('reports the queue depth and the age of the oldest waiting attempt', async () => {
    const queue = new JobQueue(test.database, { timeoutSeconds: 300 });
    try {
      // A message the worker does not take yet (start after an hour), naming no job.
      await queue.enqueue({ jobId: randomUUID(), companyId: ACME.id }, undefined, {
        startAfter: new Date(Date.now() + 3_600_000),
      });
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const after = await metrics();
      expect(after.get('curate_queue_depth')).toBe(1);
      expect(after.get('curate_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(1);
    } finally {
      await test.sql(sql`delete from pgboss.job where name = 'enhancement' and start_after > now()`);
      await queue.stop();
    }
  });

  it('counts 429 answers by route', async () => {
    const series = 'curate_http_rate_limited_total{route="/api/v2/public/detect-user-auth"}';
    const before = await metrics();
    let limited = 0;
    for (let i = 0; i < 12; i++) {
      const res = await test.app.inject({
        method: 'POST',
        url: '/api/v2/public/detect-user-auth',
        payload: { email: `probe${i}@acme.test` },
        remoteAddress: '192.0.2.99',
      });
      if (res.statusCode === 429) limited += 1;
    }
    expect(limited).toBeGreaterThan(0);
    expect(value(await metrics(), series) - value(before, series)).toBe(limited);
  });
});

describe('job transition logs', () => {
  it('logs started and completed with company, job, duration, tokens and provider; failed; and cancelled', async () => {
    lines.length = 0;
    const before = await metrics();
    const start = async (name: string) => {
      const res = await test.call(TOM, 'POST', `/companies/${ACME.id}/raw-products/${await newRaw(name)}/enhance`, {});
      expect(res.statusCode).toBe(200);
      return res.json().job_id as string;
    };
    const done = await start('Makita DHP483 drill');
    await waitForStatus(done, ['completed']);
    const failing = await start('fail this one');
    await waitForStatus(failing, ['failed']);
    const blocked = await start('block until cancelled');
    await fake.blocked();
    expect((await test.call(TOM, 'DELETE', `/companies/${ACME.id}/enhancement-jobs/${blocked}`)).statusCode).toBe(200);
    fake.unblock();

    const of = (jobId: string, event: string) => entries().filter((e) => e.jobId === jobId && e.event === event);
    expect(of(done, 'job.started')).toHaveLength(1);
    expect(of(done, 'job.completed')).toEqual([
      expect.objectContaining({
        companyId: ACME.id,
        durationMs: expect.any(Number),
        tokens: { prompt: 120, completion: 40, total: 160 },
        provider: expect.any(String),
        msg: 'enhancement job completed',
      }),
    ]);
    expect(of(failing, 'job.retrying').length).toBeGreaterThanOrEqual(1);
    expect(of(failing, 'job.failed')).toEqual([
      expect.objectContaining({ companyId: ACME.id, error: 'cannot enhance fail this one', level: 40 }),
    ]);
    expect(of(blocked, 'job.cancelled')).toEqual([expect.objectContaining({ companyId: ACME.id })]);
    // The failed and the cancelled job's credits went back; each transition was counted.
    const after = await metrics();
    const released = 'curate_credits_total{operation="released"}';
    expect(value(after, released) - value(before, released)).toBe(30);
    for (const transition of ['failed', 'cancelled', 'retrying']) {
      const series = `curate_enhancement_job_transitions_total{transition="${transition}"}`;
      expect(value(after, series) - value(before, series)).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('answers 404 like an unknown path, whatever the token', async () => {
    const handle = await buildTestApp();
    try {
      for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
        const res = await handle.app.inject({
          method: 'GET',
          url: '/metrics',
          ...(authorization ? { headers: { authorization } } : {}),
        });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('curate_');
      }
    } finally {
      await handle.close();
    }
  });
});
