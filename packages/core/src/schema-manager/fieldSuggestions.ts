// Suggested fields: the values the enhancement read that no field of the schema holds, as the Schema
// Manager offers them — the name they are compared by, the measure a sample value states, and the create-field
// draft a suggestion opens. Pure.
import type { FieldSuggestion } from '../contract/index';
import { isApiError } from '../client/index';
import { schemaManagerMessages as defaults, type SchemaManagerMessages } from '../messages/index';
import { fieldEditorDraft, suggestFieldName, type FieldEditorDraft } from './editors';
import { serverDetail } from './messages';

/**
 * The name a suggestion is grouped and matched by, as the server compares them: lower case, without spaces
 * and ASCII punctuation ('Cord-Length', 'cord_length' and 'CORD LENGTH' are one).
 */
export function suggestionKey(name: string): string {
  return name.toLowerCase().replace(/[\s!-/:-@[-`{-~]+/g, '');
}

/** A number as records write it: '25', '1,500', '1.5', '2,5', '1 500'. */
const NUMBER = /^[+-]?(?:\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+|\d+)(?:[.,]\d+)?$/;
/** A unit after it: letters or a symbol first ('ft', 'rpm', 'V', '°C', '%', '"'), then no digit or space. */
const UNIT = /^[\p{L}°%"'″′µ][\p{L}°%"'″′µ²³/·-]*$/u;
/** The most characters a unit has ('lbs', 'mAh', 'km/h'; not a word of a sentence). */
const UNIT_MAX_LENGTH = 6;

/** The number and unit a value states ('25 ft' → { number: '25', unit: 'ft' }); null when it is not one. */
export function sampleMeasure(value: string): { number: string; unit: string } | null {
  const match = /^\s*([+-]?\d[\d.,\u00a0\u202f ]*?)\s*([^\d\s.,][^\d]*?)\.?\s*$/u.exec(value);
  if (!match) return null;
  const [, number = '', unit = ''] = match;
  if (!NUMBER.test(number) || unit.length > UNIT_MAX_LENGTH || !UNIT.test(unit)) return null;
  return { number, unit };
}

/**
 * The create-field draft of a suggestion: a number field when every sample value is a number with a unit
 * (the most common value's unit in the display name: 'Cord Length (ft)'), else a text field named as read.
 * The field name follows the display name ('cord_length_ft'), as the editor fills it.
 */
export function suggestedFieldDraft(
  suggestion: Pick<FieldSuggestion, 'name' | 'sample_values'>,
  messages: Pick<SchemaManagerMessages, 'suggestedDisplayName'> = defaults,
): FieldEditorDraft {
  const name = suggestion.name.trim();
  const measures = suggestion.sample_values.map(sampleMeasure);
  const unit = measures.length > 0 && measures.every((m) => m !== null) ? measures[0]!.unit : null;
  const displayName = unit === null ? name : messages.suggestedDisplayName(name, unit);
  return {
    ...fieldEditorDraft(null),
    display_name: displayName,
    field_name: suggestFieldName(displayName),
    field_type: unit === null ? 'text' : 'number',
  };
}

/** The load failure of the suggested fields: a refusal (403), else the server's detail or the fallback. */
export function fieldSuggestionsErrorMessage(error: unknown, messages: SchemaManagerMessages = defaults): string {
  if (isApiError(error) && error.status === 403) return messages.fieldSuggestionsForbidden;
  return serverDetail(error) ?? messages.fieldSuggestionsLoadFailed;
}
