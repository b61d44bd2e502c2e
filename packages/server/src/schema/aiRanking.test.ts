// The model's part in the merge suggestions, with a fake language model at the AI SDK's seam: it ranks and
// explains the offline candidates, its answer is validated, and any failure leaves the offline ranking.
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { buildRankingPrompt, createModelRanker, mergeRankerFromEnv, offlineRanker } from './aiRanking';
import { findMergeCandidates, type CandidateField } from './similarity';

const field = (id: string, name: string, display: string, usage: number, values: [string, number][]) =>
  ({
    id,
    field_name: name,
    display_name: display,
    data_type: 'string',
    usage,
    values: new Map(values),
  }) satisfies CandidateField;

const fields = [
  field('1', 'color', 'Color', 40, [
    ['black', 20],
    ['red', 12],
    ['blue', 8],
  ]),
  field('2', 'colour', 'Colour', 10, [
    ['black', 6],
    ['red', 4],
  ]),
  field('3', 'weight_lbs', 'Weight (lbs)', 30, [
    ['2.5', 10],
    ['4', 20],
  ]),
  field('4', 'weight_lb', 'Weight (lb)', 5, [
    ['2.5', 3],
    ['4', 2],
  ]),
];
const offline = findMergeCandidates(fields);

/** A fake chat model answering `text` (or failing), recording the prompts it got. */
function fakeModel(answer: string | Error) {
  return new MockLanguageModelV3({
    doGenerate: async () => {
      if (answer instanceof Error) throw answer;
      return {
        content: [{ type: 'text' as const, text: answer }],
        finishReason: { unified: 'stop' as const, raw: 'stop' },
        usage: {
          inputTokens: { total: 100, noCache: 100, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 20, text: 20, reasoning: 0 },
        },
        warnings: [],
      };
    },
  });
}

const promptText = (model: MockLanguageModelV3) => JSON.stringify(model.doGenerateCalls[0]!.prompt);

describe('merge ranking with the openai provider', () => {
  it('re-scores, re-orders and explains the offline candidates as the model answers', async () => {
    expect(offline.map((c) => `${c.source.field_name}>${c.target.field_name}`)).toEqual([
      'colour>color',
      'weight_lb>weight_lbs',
    ]);
    const model = fakeModel(
      JSON.stringify({
        suggestions: [
          { candidate: 0, confidence: 0.7, rationale: 'Most values shared; British and American spelling.' },
          { candidate: 1, confidence: 0.97, rationale: '100% of values shared; names differ only by a suffix.' },
        ],
      }),
    );
    const fallbacks: unknown[] = [];
    const ranked = await createModelRanker(model, (e) => fallbacks.push(e)).rank(offline);
    expect(fallbacks).toEqual([]);
    expect(ranked.map((c) => [c.source.field_name, c.target.field_name, c.confidence, c.rationale])).toEqual([
      ['weight_lb', 'weight_lbs', 0.97, '100% of values shared; names differ only by a suffix.'],
      ['colour', 'color', 0.7, 'Most values shared; British and American spelling.'],
    ]);
    // The model saw both fields of every candidate, their types, usage, values and the offline evidence.
    const prompt = promptText(model);
    for (const text of [
      "'colour' into 'color'",
      'used by 10 product(s)',
      'string',
      '\\"black\\"',
      offline[0]!.rationale,
    ])
      expect(prompt).toContain(text);
    expect(buildRankingPrompt(offline)).toContain('Candidate 1:');
    expect(model.doGenerateCalls[0]!.responseFormat).toMatchObject({ type: 'json' });
  });

  it('drops a candidate the model judges below the suggestion threshold', async () => {
    const model = fakeModel(
      JSON.stringify({
        suggestions: [
          { candidate: 0, confidence: 0.2, rationale: 'Different palettes despite similar names.' },
          { candidate: 1, confidence: 0.9, rationale: 'All values shared; names differ only by a suffix.' },
        ],
      }),
    );
    const ranked = await createModelRanker(model).rank(offline);
    expect(ranked.map((c) => c.source.field_name)).toEqual(['weight_lb']);
  });

  it.each([
    ['an answer that is not JSON', 'I think colour and color are the same.'],
    [
      'a candidate out of range',
      JSON.stringify({ suggestions: [{ candidate: 5, confidence: 0.9, rationale: 'x'.repeat(20) }] }),
    ],
    [
      'a candidate left out',
      JSON.stringify({ suggestions: [{ candidate: 0, confidence: 0.9, rationale: 'Names differ by a suffix only.' }] }),
    ],
    [
      'a confidence above 1',
      JSON.stringify({
        suggestions: [
          { candidate: 0, confidence: 3, rationale: 'Names differ by a suffix only.' },
          { candidate: 1, confidence: 0.9, rationale: 'Spelling variants of one word.' },
        ],
      }),
    ],
  ])('keeps the offline ranking for %s', async (_label, answer) => {
    const fallbacks: unknown[] = [];
    const ranked = await createModelRanker(fakeModel(answer), (e) => fallbacks.push(e)).rank(offline);
    expect(ranked).toEqual(offline);
    expect(fallbacks).toHaveLength(1);
  });

  it('keeps the offline ranking when the model call fails, and asks nothing without candidates', async () => {
    const failing = fakeModel(new Error('connect ECONNREFUSED 127.0.0.1:11434'));
    const fallbacks: unknown[] = [];
    expect(await createModelRanker(failing, (e) => fallbacks.push(e)).rank(offline)).toEqual(offline);
    expect(String(fallbacks[0])).toContain('ECONNREFUSED');
    const idle = fakeModel('{}');
    expect(await createModelRanker(idle).rank([])).toEqual([]);
    expect(idle.doGenerateCalls).toHaveLength(0);
  });

  it('is chosen by the pipeline provider configuration', () => {
    expect(mergeRankerFromEnv({}).name).toBe('offline');
    expect(mergeRankerFromEnv({ AI_PROVIDER: 'local' })).toBe(offlineRanker);
    expect(
      mergeRankerFromEnv({ AI_PROVIDER: 'openai', AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'm' }).name,
    ).toBe('openai');
    const errors: unknown[] = [];
    expect(mergeRankerFromEnv({ AI_PROVIDER: 'openai' }, (e) => errors.push(e)).name).toBe('offline');
    expect(String(errors[0])).toContain('AI_BASE_URL');
  });
});
