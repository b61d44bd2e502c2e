// Suggested fields (values no field holds): the name they are matched by, the measure a value states, and
// the create-field draft a suggestion opens.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/index';
import { schemaManagerMessages } from '../messages/index';
import { fieldCreateBody } from './editors';
import { fieldSuggestionsErrorMessage, sampleMeasure, suggestedFieldDraft, suggestionKey } from './fieldSuggestions';

describe('suggestionKey', () => {
  it('ignores case, spaces and punctuation, as the server groups names', () => {
    expect(
      new Set(['Cord Length', 'cord_length', 'CORD-LENGTH', ' Cord  length. ', 'cord/length'].map(suggestionKey)),
    ).toEqual(new Set(['cordlength']));
    expect(suggestionKey('No-load speed')).toBe('noloadspeed');
    expect(suggestionKey('Größe')).toBe('größe');
  });
});

describe('sampleMeasure', () => {
  it('reads a number with a unit', () => {
    expect(sampleMeasure('25 ft')).toEqual({ number: '25', unit: 'ft' });
    expect(sampleMeasure('25ft.')).toEqual({ number: '25', unit: 'ft' });
    expect(sampleMeasure('1,500 rpm')).toEqual({ number: '1,500', unit: 'rpm' });
    expect(sampleMeasure('2,5 kg')).toEqual({ number: '2,5', unit: 'kg' });
    expect(sampleMeasure('18 V')).toEqual({ number: '18', unit: 'V' });
    expect(sampleMeasure('40 °C')).toEqual({ number: '40', unit: '°C' });
    expect(sampleMeasure('12"')).toEqual({ number: '12', unit: '"' });
  });

  it('refuses a bare number, text, several numbers or a sentence', () => {
    for (const value of ['25', 'Steel', '2 x 5 Ah', '10 ft 6 in', 'ft 25', '3 years of cover', '1.2.3 ft', ''])
      expect(sampleMeasure(value), value).toBeNull();
  });
});

describe('suggestedFieldDraft', () => {
  it('makes a number field with the unit in its display name when every sample is a number with a unit', () => {
    const draft = suggestedFieldDraft({ name: 'Cord Length', sample_values: ['25 ft', '10 ft', '2 m'] });
    expect(draft).toMatchObject({
      display_name: 'Cord Length (ft)',
      field_name: 'cord_length_ft',
      field_type: 'number',
    });
    expect(fieldCreateBody(draft)).toMatchObject({
      errors: {},
      body: { field_name: 'cord_length_ft', display_name: 'Cord Length (ft)', field_type: 'number', group_id: null },
    });
  });

  it('makes a text field named as read otherwise', () => {
    expect(suggestedFieldDraft({ name: 'Finish', sample_values: ['Matte', '2 mm'] })).toMatchObject({
      display_name: 'Finish',
      field_name: 'finish',
      field_type: 'text',
      min_length: '0',
      max_length: '1000',
    });
    expect(suggestedFieldDraft({ name: 'Speed', sample_values: [] }).field_type).toBe('text');
    expect(suggestedFieldDraft({ name: 'Speed', sample_values: ['1500'] }).field_type).toBe('text');
  });

  it('words the display name from the messages', () => {
    const draft = suggestedFieldDraft(
      { name: 'Kabellänge', sample_values: ['5 m'] },
      { suggestedDisplayName: (name, unit) => `${name} [${unit}]` },
    );
    expect(draft.display_name).toBe('Kabellänge [m]');
  });
});

describe('fieldSuggestionsErrorMessage', () => {
  it('names a refusal, else the server detail or the fallback', () => {
    const error = (status: number, detail?: string) =>
      new ApiError({ status, code: 'forbidden', message: detail ?? '', ...(detail ? { detail } : {}) });
    expect(fieldSuggestionsErrorMessage(error(403, 'no'))).toBe(schemaManagerMessages.fieldSuggestionsForbidden);
    expect(fieldSuggestionsErrorMessage(error(404, 'Company not found'))).toBe('Company not found');
    expect(fieldSuggestionsErrorMessage(new Error('network'))).toBe('Failed to load suggested fields');
  });
});
