import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalProvider, runPipeline } from './index';
import { config, field, rawRecord } from './testFixtures';
import { countTokens } from './tokens';
import type { StageName } from './types';

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<title>Acme Kettle</title><p>Capacity: 1.7 L. Power: 2200 W.</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('runPipeline', () => {
  it('runs every stage in order, reports progress per stage, reads the source page, counts tokens', async () => {
    const progress: [StageName, number][] = [];
    const result = await runPipeline(
      rawRecord({
        product_name: 'acme electric kettle ss',
        product_details: 'Boils water fast and quietly every morning.',
        source_url: `${base}/kettle`,
      }),
      {
        provider: createLocalProvider(),
        fields: [
          field({ field_name: 'capacity_l', display_name: 'Capacity (L)', field_type: 'number', data_type: 'number' }),
          field({ field_name: 'power_w', display_name: 'Power (W)', field_type: 'number', data_type: 'number' }),
        ],
        config: config(),
        research: { allowPrivate: true },
        onProgress: (stage, at) => void progress.push([stage, at]),
      },
    );
    expect(progress).toEqual([
      ['gather', 0],
      ['gather', 10],
      ['research', 10],
      ['research', 50],
      ['generate', 50],
      ['generate', 85],
      ['score', 85],
      ['score', 95],
    ]);
    expect(result.stages.map((s) => s.name)).toEqual(['gather', 'research', 'generate', 'score']);
    expect(result.stages[1]!.detail).toBe('1 of 1 pages read');
    expect(result.sources.map((s) => [s.id, s.title, s.domain])).toEqual([
      ['input', 'acme electric kettle ss', null],
      ['s1', 'Acme Kettle', '127.0.0.1'],
    ]);
    expect(result.attributes).toEqual({});
    expect(result.values.find((v) => v.field_name === 'power_w')).toMatchObject({
      value: 2200,
      source_id: 's1',
      quote: 'Power: 2200 W',
    });
    expect(result.values.find((v) => v.field_name === 'capacity_l')).toMatchObject({ value: 1.7, source_id: 's1' });
    expect(result.language).toBe('en');
    expect(result.clean_name?.value).toBe('Acme Electric Kettle Stainless Steel');
    expect(result.score.score).toBeGreaterThan(7);
    expect(result.tokens.prompt).toBe(countTokens(result.sources.map((s) => s.text).join('\n\n')));
    expect(result.tokens.completion).toBeGreaterThan(20);
    expect(result.tokens.total).toBe(result.tokens.prompt + result.tokens.completion);
  });

  it('completes a junk record with a low score and clear reasons; an unreachable URL is recorded', async () => {
    const result = await runPipeline(
      rawRecord({
        product_name: '\u0000\u0001###',
        product_details: '\ufffd\ufffd',
        source_url: 'http://no-such-host.invalid/p',
      }),
      { provider: createLocalProvider(), fields: [], config: config(), research: { allowPrivate: true } },
    );
    expect(result.score.score).toBeLessThanOrEqual(1);
    expect(result.score.reasons.map((r) => r.code)).toContain('usable_text');
    expect(result.stages[1]!.detail).toContain('host not found');
    expect(result.values).toEqual([]);
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      runPipeline(rawRecord({ product_name: 'x y' }), {
        provider: createLocalProvider(),
        fields: [],
        config: config(),
        signal: controller.signal,
      }),
    ).rejects.toThrow();
  });
});
