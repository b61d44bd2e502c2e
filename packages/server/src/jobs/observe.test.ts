import { describe, expect, it } from 'vitest';
import { ModelRateLimited } from '../pipeline/providers/errors';
import type { GatedCall } from '../pipeline/providers/provider';
import { modelCallDuration, modelCallsInFlight } from '../observability/metrics';
import { ModelCallPool } from './modelCalls';
import { meteredGate } from './observe';

const inFlight = async () => (await modelCallsInFlight.get()).values[0]?.value ?? 0;
const calls = async (outcome: string) =>
  (await modelCallDuration.get()).values.find(
    (sample) => sample.metricName === 'curate_model_call_duration_seconds_count' && sample.labels.outcome === outcome,
  )?.value ?? 0;

describe('meteredGate', () => {
  it('counts a call in flight only while it is out (not while it waits for a pool slot), and its outcome', async () => {
    const gate = meteredGate(new ModelCallPool(null, { concurrency: 1 }));
    const before = { ok: await calls('ok'), limited: await calls('rate_limited'), error: await calls('error') };
    let answer!: () => void;
    const first = gate.run(
      1,
      () => new Promise<GatedCall<string>>((resolve) => (answer = () => resolve({ value: 'a', tokens: 1 }))),
    );
    const second = gate.run(1, async () => ({ value: 'b', tokens: 1 }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(await inFlight()).toBe(1); // the second waits for the pool's only slot
    answer();
    expect(await Promise.all([first, second])).toEqual(['a', 'b']);
    expect(await inFlight()).toBe(0);
    expect(await calls('ok')).toBe(before.ok + 2);

    await expect(
      meteredGate(null).run(1, async () => {
        throw new ModelRateLimited(3);
      }),
    ).rejects.toBeInstanceOf(ModelRateLimited);
    await expect(
      meteredGate(null).run(1, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await calls('rate_limited')).toBe(before.limited + 1);
    expect(await calls('error')).toBe(before.error + 1);
    expect(await inFlight()).toBe(0);
  });
});
