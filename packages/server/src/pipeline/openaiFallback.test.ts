import { afterEach, describe, expect, it } from 'vitest';
import { type ModelEndpoint, type ScriptedAnswer, startModelEndpoint } from '../test/modelEndpoint';
import { gather } from './gather';
import { generate } from './generate';
import { ModelRateLimited, ModelRefused, ModelTimeout } from './providers/errors';
import { createOpenAIProvider } from './providers/openai';
import { config, rawRecord } from './testFixtures';

// The openai provider against a real endpoint on a loopback port: the re-ask of an answer that is not valid
// JSON of the schema, the offline provider's fallback for the fields still missing, and the errors a job runner
// tells apart (no SDK retry behind them).
let model: ModelEndpoint | undefined;
afterEach(async () => {
  await model?.close();
  model = undefined;
});

async function run(script: (n: number) => ScriptedAnswer, timeoutSeconds = 30) {
  model = await startModelEndpoint({ script });
  const record = rawRecord({ product_name: 'acme oak side tbl', product_details: 'Solid oak top. Height: 55 cm.' });
  const g = gather(record);
  const provider = createOpenAIProvider({ baseURL: model.baseURL, model: 'test-model', timeoutSeconds });
  return generate(provider, {
    record,
    name: g.name,
    details: g.details,
    sources: [g.source],
    facts: g.facts,
    fields: [],
    config: config(),
    language: 'en',
  });
}

const cited = (value: unknown) => ({ value, unit: null, source_id: 'input', quote: null });

describe('openai provider: answers it cannot use', () => {
  it('re-asks once when the answer is not valid JSON, and uses the second answer', async () => {
    const result = await run((n) => (n === 0 ? { content: 'Sure! Here is the product: {' } : 'valid'));
    expect(model!.stats().accepted).toBe(2);
    const reask = model!.bodies[1]!.messages as Array<{ role: string; content: unknown }>;
    expect(reask.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(JSON.stringify(reask.at(-1))).toContain('not valid JSON of the requested schema');
    expect(result.detail).toContain('re-asked');
    expect(result.detail).not.toContain('fallback');
    expect(result.values.find((v) => v.field_name === 'clean_name')?.value).toBeTypeOf('string');
  });

  it('after a second unusable answer keeps the fields given validly and has the offline provider write the others', async () => {
    const partly = {
      fields: { clean_name: cited('Acme Oak Side Table'), short_description: cited(42), long_description: 'no' },
      attributes: 'none',
    };
    const result = await run((n) => (n === 0 ? { content: 'not json' } : { content: JSON.stringify(partly) }));
    expect(model!.stats().accepted).toBe(2);
    const byName = Object.fromEntries(result.values.map((v) => [v.field_name, v]));
    // The model's valid clean_name is kept; the descriptions come from the offline provider (confidence 0.85).
    expect(byName.clean_name?.value).toBe('Acme Oak Side Table');
    expect(byName.short_description?.confidence).toBe(0.85);
    expect(typeof byName.short_description?.value).toBe('string');
    expect(result.detail).toMatch(
      /fallback: the offline provider wrote short_description, long_description, attributes/,
    );
  });

  it('answers a 429 as ModelRateLimited with its Retry-After, with no retry of its own', async () => {
    const error = await run(() => ({ status: 429, headers: { 'retry-after': '120' } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelRateLimited);
    expect((error as ModelRateLimited).retryAfterSeconds).toBe(120);
    expect(model!.stats().accepted).toBe(1);
  });

  it('answers a 401 as ModelRefused and a 500 as itself (retried by the job, counted)', async () => {
    expect(await run(() => ({ status: 401 })).catch((e: unknown) => e)).toBeInstanceOf(ModelRefused);
    await model!.close();
    const error = await run(() => ({ status: 500 })).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ModelRefused);
    expect(error).not.toBeInstanceOf(ModelRateLimited);
    expect(model!.stats().accepted).toBe(1);
  });

  it('abandons a call past AI_TIMEOUT_SECONDS with ModelTimeout', async () => {
    model = await startModelEndpoint({ hold: true });
    const provider = createOpenAIProvider({ baseURL: model.baseURL, model: 'test-model', timeoutSeconds: 1 });
    const record = rawRecord({ product_name: 'acme oak side tbl' });
    const g = gather(record);
    const request = {
      record,
      name: g.name,
      details: g.details,
      sources: [g.source],
      facts: g.facts,
      fields: [],
      config: config(),
      language: 'en',
    };
    await expect(provider.generate(request)).rejects.toBeInstanceOf(ModelTimeout);
  });
});
