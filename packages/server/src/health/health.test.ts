import { afterEach, describe, expect, it } from 'vitest';
import { HealthResponse } from '@curate/core/contract';
import { createTestDatabase } from '../test/database';
import { SERVER_VERSION } from '../config';
import { buildTestApp } from '../test/app';
import { WorkerHeartbeat } from '../jobs/heartbeat';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('GET /api/v2/health', () => {
  it('answers 200 healthy when the database answers', async () => {
    const handle = await buildTestApp();
    close = handle.close;
    const res = await handle.app.inject({ method: 'GET', url: '/api/v2/health' });
    expect(res.statusCode).toBe(200);
    const body = HealthResponse.parse(res.json());
    expect(body).toMatchObject({
      status: 'healthy',
      database: { status: 'up', kind: handle.database.kind },
      version: SERVER_VERSION,
    });
    expect(Date.parse(body.timestamp)).not.toBeNaN();
  });

  it('reports the queue and the workers: down with no heartbeat, up while a worker process beats', async () => {
    const handle = await buildTestApp();
    close = handle.close;
    const read = async () =>
      HealthResponse.parse((await handle.app.inject({ method: 'GET', url: '/api/v2/health' })).json());
    const before = await read();
    expect(before.queue).toEqual({ depth: 0, oldest_age_seconds: 0 });
    expect(before.workers).toEqual({ status: 'down', alive: 0, last_seen_seconds_ago: null });
    const heartbeat = new WorkerHeartbeat(handle.database, 2);
    await heartbeat.beat();
    const during = await read();
    expect(during.status).toBe('healthy');
    expect(during.workers).toMatchObject({ status: 'up', alive: 1 });
    expect(during.workers!.last_seen_seconds_ago).toBeLessThan(5);
    await heartbeat.stop();
    expect((await read()).workers).toMatchObject({ status: 'down', alive: 0 });
  });

  it('answers 503 with the same body shape when the database does not answer', async () => {
    const database = await createTestDatabase();
    await database.cleanup();
    const handle = await buildTestApp({ database });
    close = handle.close;
    const res = await handle.app.inject({ method: 'GET', url: '/api/v2/health' });
    expect(res.statusCode).toBe(503);
    expect(HealthResponse.parse(res.json())).toMatchObject({
      status: 'unhealthy',
      database: { status: 'down', kind: database.kind },
    });
  });
});
