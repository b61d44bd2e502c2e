// A worker process for the crash test (src/jobs/crash.test.ts): `pnpm worker`'s startWorkerProcess on
// DATABASE_URL, with the stand-in pipeline (BLOCK_ALL=1: records named 'block …' wait forever), and a
// 1 s maintenance, so an attempt of a killed worker is found lost within seconds.
import { loadConfig } from '../config';
import { startWorkerProcess } from '../jobs/process';
import { fakePipeline } from './fakePipeline';

const config = loadConfig();
const fake = fakePipeline();
const worker = await startWorkerProcess({
  config,
  // BLOCK_ALL=1: records named 'block …' wait forever; otherwise they run through.
  pipeline: (record, options) =>
    fake.pipeline(
      process.env.BLOCK_ALL === '1' ? record : { ...record, product_name: `recovered ${record.product_name}` },
      options,
    ),
  maintenanceIntervalSeconds: 1,
  retryDelaySeconds: 0,
});
console.log('worker ready');
process.once('SIGTERM', () => void worker.stop().then(() => process.exit(0)));
