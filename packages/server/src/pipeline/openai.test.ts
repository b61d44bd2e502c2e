import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gather } from './gather';
import { generate } from './generate';
import { createOpenAIProvider } from './providers/openai';
import { providerConfigFromEnv } from './providers';
import { config, field, rawRecord } from './testFixtures';

// A tiny OpenAI-compatible server: /v1/chat/completions answers a canned structured answer.
const canned = {
  fields: {
    clean_name: { value: 'Acme Oak Side Table', unit: null, source_id: 'input', quote: 'acme oak side tbl' },
    short_description: { value: 'A solid oak side table.', unit: null, source_id: 'input', quote: 'Solid oak top' },
    long_description: null,
    finish: { value: 'natural', unit: null, source_id: 'input', quote: 'a natural oil finish' },
    height_cm: { value: 55, unit: 'cm', source_id: 'input', quote: 'Height: 55 cm' },
    weight_lbs: { value: 26.46, unit: 'lb', source_id: 'input', quote: 'Weight: 12 kg' },
    voltage: { value: 265, unit: 'V', source_id: 'input', quote: 'AC 100-265V' },
  },
  attributes: [
    { name: 'Material', value: 'Oak', unit: null, source_id: 'input', quote: 'made of oak wood' },
    { name: 'Height', value: '55 cm', unit: 'cm', source_id: 'input', quote: 'Height: 55 cm' },
    { name: 'Weight', value: '12 kg', unit: 'kg', source_id: 'input', quote: 'Height: 55 cm' },
  ],
};
let server: Server;
let baseURL: string;
const requests: { url: string; auth: string | undefined; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(body) });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 1,
          model: 'test-model',
          choices: [
            { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(canned) } },
          ],
          usage: { prompt_tokens: 321, completion_tokens: 45, total_tokens: 366 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('openai provider', () => {
  it('asks for structured output built from the field definitions, then verifies quotes and numbers', async () => {
    const record = rawRecord({
      product_name: 'acme oak side tbl',
      product_details: 'Solid oak top, made of oak wood. Height: 55 cm. Weight: 12 kg. Lamp AC 100-265V',
      additional_fields: { finish: 'Natural' },
    });
    const g = gather(record);
    const fields = [
      field({ field_name: 'finish', field_type: 'select', allowed_values: ['Natural', 'Walnut'] }),
      field({ field_name: 'height_cm', field_type: 'number', data_type: 'number' }),
      field({ field_name: 'weight_lbs', display_name: 'Weight (lbs)', field_type: 'number', data_type: 'number' }),
      field({ field_name: 'voltage', display_name: 'Voltage', field_type: 'number', data_type: 'number' }),
    ];
    const provider = createOpenAIProvider({ baseURL, model: 'test-model', apiKey: 'sk-test' });
    const result = await generate(provider, {
      record,
      name: g.name,
      details: g.details,
      sources: [g.source],
      facts: g.facts,
      fields,
      config: config({ custom_instructions: 'Mention the wood.' }),
      language: 'en',
    });

    const sent = requests.at(-1)!;
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.auth).toBe('Bearer sk-test');
    expect(sent.body.model).toBe('test-model');
    const format = sent.body.response_format as {
      type: string;
      json_schema: { schema: { properties: Record<string, { properties: Record<string, unknown> }> } };
    };
    expect(format.type).toBe('json_schema');
    expect(Object.keys(format.json_schema.schema.properties.fields!.properties)).toEqual([
      'clean_name',
      'short_description',
      'long_description',
      'finish',
      'height_cm',
      'weight_lbs',
      'voltage',
    ]);
    expect(JSON.stringify(sent.body.messages)).toContain('Mention the wood.');
    expect(JSON.stringify(sent.body.messages)).toContain('[input] the raw record');

    const values = Object.fromEntries(result.values.map((v) => [v.field_name, [v.value, v.source_id, v.quote]]));
    expect(values).toEqual({
      clean_name: ['Acme Oak Side Table', 'input', 'acme oak side tbl'],
      short_description: ['A solid oak side table.', 'input', 'Solid oak top'],
      finish: ['Natural', null, null], // its quote occurs nowhere: kept, unsourced, in the allowed spelling
      height_cm: [55, 'input', 'Height: 55 cm'],
      weight_lbs: [26.46, 'input', 'Weight: 12 kg'], // converted by the model, stated by its quote
    });
    expect(result.flags).toEqual([expect.objectContaining({ field_name: 'finish', kind: 'unsourced' })]);
    // A number its quote does not state is dropped; free attributes become suggestions, only when quoted.
    expect(result.dropped).toEqual([
      { field_name: 'voltage', value: 265, reason: 'number not stated by its quote: 265 is not in "AC 100-265V"' },
    ]);
    expect(result.suggestions.map((s) => [s.name, s.value])).toEqual([
      ['Material', 'Oak'],
      ['Height', '55 cm'],
      ['Weight', '12 kg'],
    ]);
    expect(result.attributes).toEqual({});
    expect(result.usage).toEqual({ prompt: 321, completion: 45, total: 366 });
  });

  it('is chosen by AI_PROVIDER=openai with a base URL and model', () => {
    expect(providerConfigFromEnv({})).toEqual({ kind: 'local' });
    expect(
      providerConfigFromEnv({ AI_PROVIDER: 'openai', AI_BASE_URL: baseURL, AI_MODEL: 'm', AI_API_KEY: 'k' }),
    ).toEqual({
      kind: 'openai',
      baseURL,
      model: 'm',
      apiKey: 'k',
    });
    expect(() => providerConfigFromEnv({ AI_PROVIDER: 'openai' })).toThrow(/AI_BASE_URL and AI_MODEL/);
    expect(() => providerConfigFromEnv({ AI_PROVIDER: 'claude' })).toThrow(/local or openai/);
  });
});
