import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, TOM, startFeatureTest, type FeatureTest } from '../test/featureTest';
import { WorkerHeartbeat, releaseLostAttempts } from './heartbeat';

// Which running jobs a beat hands on: those whose process's heartbeat aged past WORKER_LOST_SECONDS or is gone,
// each once. The whole path across processes (kill -9, retry, one capture) is src/jobs/workerLost.test.ts.
let test: FeatureTest;
beforeAll(async () => {
  test = await startFeatureTest([TOM], { jobs: false });
});
afterAll(() => test?.close());

async function job(status: string, workerId: string | null): Promise<string> {
  const [row] = await test.sql<{ id: string }>(
    sql`insert into enhancement_jobs (company_id, status, worker_id) values (${ACME.id}, ${status}, ${workerId})
        returning id::text as id`,
  );
  return row!.id;
}

describe('releaseLostAttempts', () => {
  it('releases the running jobs of processes unseen for the period or gone, once, and no other job', async () => {
    await test.sql(
      sql`insert into worker_heartbeats (worker_id, host, pid, workers, seen_at) values
          ('live', 'h', 1, 1, now()), ('aged', 'h', 2, 1, now() - interval '45 seconds')`,
    );
    const live = await job('processing', 'live');
    const aged = await job('processing', 'aged');
    const gone = await job('running', 'gone');
    const agedButFinished = await job('completed', 'aged');
    const unheld = await job('processing', null);

    expect((await releaseLostAttempts(test.database, 30)).sort()).toEqual([aged, gone].sort());
    expect(await releaseLostAttempts(test.database, 30)).toEqual([]);
    const rows = await test.sql<{ id: string; worker_id: string | null }>(
      sql`select id::text as id, worker_id from enhancement_jobs
          where id in (${live}, ${aged}, ${gone}, ${agedButFinished}, ${unheld})`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.worker_id]))).toEqual({
      [live]: 'live',
      [aged]: null,
      [gone]: null,
      [agedButFinished]: 'aged',
      [unheld]: null,
    });
    // A longer period keeps the 45-second-old process alive.
    const again = await job('processing', 'aged');
    expect(await releaseLostAttempts(test.database, 60)).toEqual([]);
    await test.sql(
      sql`delete from enhancement_jobs where id in (${live}, ${aged}, ${gone}, ${agedButFinished}, ${unheld}, ${again})`,
    );
    await test.sql(sql`delete from worker_heartbeats`);
  });

  it('hands the released jobs to onLost after a beat, and a stopped process takes its row with it', async () => {
    const handed: string[][] = [];
    const heartbeat = new WorkerHeartbeat(test.database, 1, {
      lostSeconds: 30,
      onLost: async (ids) => void handed.push(ids),
    });
    const lost = await job('processing', 'a-process-that-died');
    const mine = await job('processing', heartbeat.id);
    await heartbeat.start();
    expect(handed).toEqual([[lost]]);
    await heartbeat.beat();
    expect(handed).toHaveLength(1);
    const [row] = await test.sql<{ worker_id: string }>(sql`select worker_id from enhancement_jobs where id = ${mine}`);
    expect(row!.worker_id).toBe(heartbeat.id);
    await heartbeat.stop();
    expect(await test.sql(sql`select 1 from worker_heartbeats where worker_id = ${heartbeat.id}`)).toEqual([]);
    await test.sql(sql`delete from enhancement_jobs where id in (${lost}, ${mine})`);
  });
});
