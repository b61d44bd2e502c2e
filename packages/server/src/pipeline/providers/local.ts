// The local provider (the default): offline and deterministic. Attributes by extraction with units
// normalised, the name cleaned, descriptions from templates filled only with what was read, custom fields
// from matching facts. It never writes a number or a fact it did not read.
import { type Attribute, attributeDef, extractAttributes, labelKey } from '../attributes';
import { fieldKind } from '../constraints';
import { longDescription, sentences, shortDescription } from '../describe';
import type { Fact } from '../gather';
import { cleanName } from '../names';
import {
  benefitSentences,
  featurePhrases,
  focusFirst,
  limitText,
  partOfField,
  readInstructions,
  SECTION_PARTS,
  type SectionPart,
  sectionField,
  specificationLines,
} from '../sections';
import type { FieldSpec, GeneratedValue } from '../types';
import { isCoreField, type Provider, type ProviderAnswer, type ProviderRequest } from './provider';

function matchFor(spec: FieldSpec, attributes: readonly Attribute[], facts: readonly Fact[]) {
  const labels = [spec.field_name, spec.display_name].map(labelKey);
  const names = new Set(labels.map((l) => attributeDef(l)?.name).filter(Boolean));
  const attribute =
    attributes.find((a) => names.has(a.name)) ?? attributes.find((a) => labels.includes(labelKey(a.name)));
  if (attribute) return attribute;
  const fact = facts.find((f) => labels.includes(labelKey(f.name)));
  return fact ? { value: fact.value, number: null, unit: null, source_id: fact.source_id, quote: fact.quote } : null;
}

function customValue(spec: FieldSpec, attributes: readonly Attribute[], facts: readonly Fact[]): GeneratedValue | null {
  const match = matchFor(spec, attributes, facts);
  if (!match) return null;
  const kind = fieldKind(spec);
  const numeric = kind === 'number' || kind === 'integer';
  return {
    field_name: spec.field_name,
    field_definition_id: spec.id,
    value: numeric && match.number !== null ? match.number : match.value,
    unit: numeric ? match.unit : null,
    source_id: match.source_id,
    quote: match.quote,
    kind: 'custom',
  };
}

/** The specifications, features or benefits part, verbatim from what was read; null when nothing states it. */
function sectionValue(
  part: SectionPart,
  spec: FieldSpec,
  attributes: readonly Attribute[],
  details: string | null,
  name: string | null,
): GeneratedValue | null {
  const items =
    part === 'specifications'
      ? specificationLines(attributes)
      : part === 'features'
        ? featurePhrases(details, name)
        : benefitSentences(details);
  if (items.length === 0) return null;
  const first = part === 'specifications' ? attributes[0]! : { source_id: 'input', quote: items[0]! };
  return {
    field_name: spec.field_name,
    field_definition_id: spec.id,
    value: spec.is_multiple ? items : items.join(part === 'specifications' ? '\n' : part === 'features' ? '; ' : ' '),
    unit: null,
    source_id: first.source_id,
    quote: first.quote,
    kind: 'custom',
  };
}

export function createLocalProvider(): Provider {
  return {
    name: 'local',
    async generate(request: ProviderRequest): Promise<ProviderAnswer> {
      const { sources, facts, config, record } = request;
      const input = sources.find((s) => s.id === 'input');
      const extracted = extractAttributes(facts, sources);
      const instructions = readInstructions(config.custom_instructions, extracted);
      const attributes = focusFirst(extracted, instructions.focus);
      const limit = (text: string) => limitText(text, instructions.maxWords, instructions.maxChars);
      const values: GeneratedValue[] = [];
      const name = request.name ? cleanName(request.name, record.customer_product_id) : null;
      const core = (field_name: string, value: string, source_id: string, quote: string): GeneratedValue => ({
        field_name,
        field_definition_id: request.fields.find((f) => f.field_name === field_name)?.id ?? null,
        value,
        unit: null,
        source_id,
        quote,
        kind: 'core',
      });
      if (name && request.name && input) {
        values.push(core('clean_name', name, 'input', request.name));
        const brand = attributes.find((a) => a.name === 'Brand')?.value ?? null;
        const facts = { name, brand, attributes, details: request.details };
        const firstSentence = request.details ? sentences(request.details, 1)[0] : undefined;
        const quote = firstSentence && input.text.includes(firstSentence) ? firstSentence : request.name;
        if (config.fields.includes('short_description')) {
          values.push(
            core(
              'short_description',
              limit(shortDescription(facts, config.tone, instructions.shortSpecs)),
              'input',
              quote,
            ),
          );
        }
        if (config.fields.includes('long_description')) {
          values.push(core('long_description', limit(longDescription(facts, config.tone)), 'input', quote));
        }
      }
      if (config.fields.includes('attributes')) {
        for (const a of attributes) {
          values.push({
            field_name: a.name,
            field_definition_id: null,
            value: a.value,
            unit: a.unit,
            source_id: a.source_id,
            quote: a.quote,
            kind: 'attribute',
          });
        }
      }
      for (const part of SECTION_PARTS) {
        const spec = sectionField(part, request.fields);
        if (!spec || !config.fields.includes(part)) continue;
        const value = sectionValue(part, spec, attributes, request.details, name);
        if (value) values.push(value);
      }
      for (const spec of request.fields) {
        if (isCoreField(spec.field_name) || partOfField(spec, request.fields)) continue;
        const value = customValue(spec, attributes, facts);
        if (value) values.push(value);
      }
      return {
        values,
        dropped: [],
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
