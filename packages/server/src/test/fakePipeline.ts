// A stand-in for the enhancement pipeline in job tests (issue #16): it reports progress at each stage and
// answers values quoted from the raw record, or misbehaves as the record's product name asks:
// 'fail …' throws, 'junk …' throws a non-error, 'block …' waits until `unblock()` (or its signal aborts).
import type { PipelineFn } from '../jobs/pipeline';
import type { PipelineResult, RawRecord } from '../pipeline/types';

export interface FakePipeline {
  pipeline: PipelineFn;
  /** Records the pipeline saw, with the configuration it was given. */
  calls: { record: RawRecord; tone: string; fields: readonly string[]; instructions: string | null }[];
  /** Lets every blocked run continue. */
  unblock(): void;
  /** Resolves when a blocked run has started. */
  blocked(): Promise<void>;
}

/** A fixed, sourced answer for `record`. */
export function fakeResult(record: RawRecord, customFieldId?: string): PipelineResult {
  const name = record.product_name ?? 'Unnamed';
  const details = record.product_details ?? '';
  const value = (field_name: string, v: string, quote: string | null, id: string | null = null) => ({
    field_name,
    field_definition_id: id,
    value: v,
    unit: null,
    source_id: quote ? 'input' : null,
    quote,
    confidence: quote ? 0.9 : 0.4,
  });
  const clean = value('clean_name', name.trim(), name.trim());
  const short = value('short_description', details.slice(0, 60) || name, details.slice(0, 60) || null);
  const values = [clean, short];
  if (customFieldId) values.push(value('brand', 'Makita', null, customFieldId));
  return {
    clean_name: clean,
    short_description: short,
    long_description: null,
    attributes: { Voltage: '18 V' },
    values,
    dropped: [{ field_name: 'weight_kg', value: 'heavy', reason: 'not a number' }],
    flags: [{ field_name: 'long_description', kind: 'no_text', message: 'Too little text for a long description' }],
    suggestions: [{ name: 'Voltage', value: '18 V', source_id: 'input', quote: '18 V', confidence: 0.8 }],
    language: 'en',
    sources: [{ id: 'input', url: null, domain: null, title: null, quality: 9, text: `${name} ${details}` }],
    score: {
      score: 7.25,
      reasons: [{ code: 'required_fields', label: 'Required fields filled: 1 of 1', points: 3, max: 3 }],
    },
    tokens: { prompt: 120, completion: 40, total: 160 },
    stages: [{ name: 'gather', ms: 1, detail: 'read the record' }],
  };
}

export function fakePipeline(customFieldId?: string): FakePipeline {
  let release!: () => void;
  let gate = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const startedOnce = new Promise<void>((resolve) => (started = resolve));
  const calls: FakePipeline['calls'] = [];
  const pipeline: PipelineFn = async (record, { config, onProgress, signal }) => {
    calls.push({ record, tone: config.tone, fields: config.fields, instructions: config.custom_instructions });
    const name = record.product_name ?? '';
    await onProgress?.('gather', 10, 'read the record');
    if (name.startsWith('fail')) throw new Error(`cannot enhance ${name}`);
    if (name.startsWith('junk')) throw { nonsense: true };
    if (name.startsWith('block')) {
      started();
      await Promise.race([
        gate,
        new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason), { once: true })),
      ]);
    }
    await onProgress?.('research', 40, 'no pages');
    await onProgress?.('generate', 70, 'values written');
    await onProgress?.('score', 95, 'scored');
    return fakeResult(record, customFieldId);
  };
  return {
    pipeline,
    calls,
    unblock() {
      release();
      gate = new Promise<void>((resolve) => (release = resolve));
    },
    blocked: () => startedOnce,
  };
}
