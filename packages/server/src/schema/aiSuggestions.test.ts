// POST schema/merge/ai-suggestions with AI_PROVIDER=openai, end to end on the seeded demo: a tiny
// OpenAI-compatible endpoint (a test double) judges every candidate the prompt lists; the stored
// suggestions carry the model's confidence and rationale. When the endpoint answers nonsense, the offline
// ranking is stored instead.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MergeSuggestionsResponse } from '@curate/core/contract';
import { ACME, ALICE, startFeatureTest, type FeatureTest } from '../test/featureTest';

let mode: 'judge' | 'nonsense' = 'judge';
const prompts: string[] = [];
let server: Server;
let test: FeatureTest;
const saved = { ...process.env };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const prompt = JSON.stringify(JSON.parse(body).messages);
      prompts.push(prompt);
      const count = prompt.match(/Candidate \d+:/g)?.length ?? 0;
      const answer =
        mode === 'judge'
          ? {
              suggestions: Array.from({ length: count }, (_, i) => ({
                candidate: i,
                confidence: 0.9 - i / 100,
                rationale: `Model judged candidate ${i}: the same attribute under two names.`,
              })),
            }
          : { verdict: 'they all look alike' };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 1,
          model: 'test-model',
          choices: [
            { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(answer) } },
          ],
          usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The ranker reads the pipeline's configuration at the first analysis.
  process.env.AI_PROVIDER = 'openai';
  process.env.AI_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  process.env.AI_MODEL = 'test-model';
  test = await startFeatureTest([ALICE]);
});

afterAll(async () => {
  process.env = saved;
  await test?.close();
  await new Promise((resolve) => server.close(resolve));
});

const analyse = async () => {
  const res = await test.call(ALICE, 'POST', `/companies/${ACME.id}/schema/merge/ai-suggestions`, {});
  expect(res.statusCode, res.body).toBe(200);
  return MergeSuggestionsResponse.parse(res.json()).suggestions;
};

describe('merge suggestions with the openai provider', () => {
  it("stores the model's confidence and rationale for the offline candidates", async () => {
    const found = await analyse();
    expect(found.length).toBeGreaterThan(0);
    expect(prompts).toHaveLength(1);
    expect(prompts[0]).toContain("'weight_lb' into 'weight_lbs'");
    for (const s of found) {
      expect(s.rationale).toMatch(/^Model judged candidate \d+: the same attribute under two names\.$/);
      expect(s.source_field.data_type).toBe(s.target_field.data_type);
    }
    expect(found[0]!.confidence).toBe(0.9);
    expect(found.map((s) => s.confidence)).toEqual([...found.map((s) => s.confidence)].sort((a, b) => b - a));
  });

  it('keeps the offline ranking when the model answers outside the schema', async () => {
    mode = 'nonsense';
    const found = await analyse();
    expect(prompts.length).toBeGreaterThanOrEqual(2);
    const pair = found.find((s) => s.source_field.name === 'weight_lb');
    expect(pair!.rationale).toMatch(/^\d+% of values shared; names differ only by a suffix/);
    for (const s of found) expect(s.rationale).not.toContain('Model judged');
  });
});
