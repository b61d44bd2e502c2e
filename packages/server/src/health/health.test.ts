import { afterEach, describe, expect, it } from 'vitest';
import { HealthResponse } from '@curate/core/contract';
import { createTestDatabase } from '../test/database';
import { SERVER_VERSION } from '../config';
import { buildTestApp } from '../test/app';

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
