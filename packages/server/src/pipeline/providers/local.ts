// The local provider (the default): offline and deterministic. The company's schema fields are filled from
// what the record states (recognise/fill.ts: supplier keys, labels, measures named by their cue, converted into
// each field's unit), the name is cleaned, and the descriptions are written in the company's tone and the
// record's language from what was read. It never writes a number or a fact it did not read.
import { describe } from '../describe';
import { cleanName } from '../names';
import { fillSchema } from '../recognise/fill';
import {
  benefitSentences,
  featurePhrases,
  limitText,
  partOfField,
  readInstructions,
  SECTION_PARTS,
  type SectionPart,
  sectionField,
} from '../sections';
import type { FieldSpec, GeneratedValue, ValueFlag } from '../types';
import { isCoreField, type Provider, type ProviderAnswer, type ProviderRequest } from './provider';

/** The specifications, features or benefits part, verbatim from what was read; null when nothing states it. */
function sectionValue(
  part: SectionPart,
  spec: FieldSpec,
  specs: readonly { label: string; text: string; quote: string; source_id: string }[],
  details: string | null,
  name: string | null,
): GeneratedValue | null {
  const items =
    part === 'specifications'
      ? specs.map((s) => `${s.label}: ${s.text}`)
      : part === 'features'
        ? featurePhrases(details, name)
        : benefitSentences(details);
  if (items.length === 0) return null;
  const first = part === 'specifications' ? specs[0]! : { source_id: 'input', quote: items[0]! };
  return {
    field_name: spec.field_name,
    field_definition_id: spec.id,
    value: spec.is_multiple ? items : items.join(part === 'specifications' ? '\n' : part === 'features' ? '; ' : ' '),
    unit: null,
    source_id: first.source_id,
    quote: first.quote,
    kind: 'custom',
    confidence: 0.8,
  };
}

export function createLocalProvider(): Provider {
  return {
    name: 'local',
    async generate(request: ProviderRequest): Promise<ProviderAnswer> {
      const { sources, facts, config, record } = request;
      const input = sources.find((s) => s.id === 'input');
      const schemaFields = request.fields.filter((f) => !isCoreField(f.field_name) && !partOfField(f, request.fields));
      const filled = fillSchema({
        fields: schemaFields,
        sources,
        facts,
        name: request.name,
        details: request.details,
        language: request.language,
      });
      const instructions = readInstructions(config.custom_instructions, filled.described);
      const language = instructions.language ?? request.language;
      const values: GeneratedValue[] = [];
      const flags: ValueFlag[] = [...filled.flags];
      const core = (field_name: string, value: string, quote: string, confidence: number): GeneratedValue => ({
        field_name,
        field_definition_id: request.fields.find((f) => f.field_name === field_name)?.id ?? null,
        value,
        unit: null,
        source_id: 'input',
        quote,
        kind: 'core',
        confidence,
      });
      const name = request.name
        ? cleanName(request.name, { customerProductId: record.customer_product_id, brand: filled.brand })
        : null;
      if (name && request.name && input) {
        values.push(core('clean_name', name, request.name, 0.9));
        const focus = new Set(instructions.focus);
        const ordered = [
          ...filled.described.filter((d) => focus.has(d.label)),
          ...filled.described.filter((d) => !focus.has(d.label)),
        ];
        const written = describe({
          name,
          brand: filled.brand,
          language,
          tone: instructions.tone ?? config.tone,
          details: request.details,
          facts: ordered,
          maxWords: instructions.maxWords,
          maxChars: instructions.maxChars,
          mention: instructions.mention,
        });
        const quote = input.text.includes(written.quote) ? written.quote : request.name;
        if (config.fields.includes('short_description'))
          values.push(
            core(
              'short_description',
              limitText(written.short, instructions.maxWords, instructions.maxChars),
              quote,
              0.85,
            ),
          );
        if (config.fields.includes('long_description'))
          values.push(
            core(
              'long_description',
              limitText(written.long, instructions.maxWords, instructions.maxChars),
              quote,
              0.85,
            ),
          );
      }
      values.push(...filled.values);
      const specs = filled.described.map((d) => {
        const value = filled.values.find((v) => v.field_name === d.field_name)!;
        return { label: d.label, text: d.text, quote: value.quote!, source_id: value.source_id! };
      });
      for (const part of SECTION_PARTS) {
        const spec = sectionField(part, request.fields);
        if (!spec || !config.fields.includes(part)) continue;
        const value = sectionValue(part, spec, specs, request.details, name);
        if (value) values.push(value);
      }
      for (const sentence of instructions.notApplied)
        flags.push({ field_name: '*', kind: 'not_applied', message: `Custom instruction not applied: ${sentence}` });
      return {
        values,
        dropped: [],
        flags,
        suggestions: filled.suggestions,
        read: sources.map((s) => s.text).join('\n\n'),
        wrote: values
          .map((v) => `${v.field_name}: ${Array.isArray(v.value) ? v.value.join(', ') : String(v.value)}`)
          .join('\n'),
        usage: null,
        notes: instructions.applied.length ? [`instructions: ${instructions.applied.join('; ')}`] : [],
      };
    },
  };
}
