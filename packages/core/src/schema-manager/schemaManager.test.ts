// The Schema Manager's pure logic — spec part 2 §2.8, §4.4, §4.5, §5.5, §8.4.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/index';
import type { FieldDefinition, SchemaOverview } from '../contract/index';
import { schemaManagerMessages } from '../messages/index';
import { aiAnalysisReducer, initialAiAnalysis } from './aiAnalysis';
import { aiRetryDelayMs, fieldUsageLevel } from './constants';
import {
  fieldCreateBody,
  fieldEditorDraft,
  groupCreateBody,
  groupEditorDraft,
  suggestGroupName,
  withGroupDisplayName,
} from './editors';
import { compatibleTargets, initialMergeDialog, mergeDialogReducer, searchMergeFields } from './mergeDialog';
import {
  aiAnalysisErrorMessage,
  cannotDeleteFieldMessage,
  deleteGroupConfirmation,
  dismissErrorMessage,
  isRetryableAnalysisError,
  noCompatibleTargetsMessage,
  SCHEMA_MESSAGES,
  searchResultMessage,
} from './messages';
import {
  applyFieldOrder,
  fieldOrderBody,
  highlightParts,
  moveItem,
  schemaExport,
  schemaSearchIndex,
  schemaSections,
  searchSchema,
  startsExpanded,
} from './schemaView';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const field = (n: number, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  id: id(n),
  field_name: `field_${n}`,
  display_name: `Field ${n}`,
  help_text: null,
  field_type: 'text',
  data_type: 'string',
  group_id: id(100),
  is_required: false,
  is_multiple: false,
  is_core_field: false,
  min_value: null,
  max_value: null,
  min_length: 0,
  max_length: 1000,
  allowed_values: null,
  sort_order: n,
  is_active: true,
  usage_count: 5,
  sample_values: [],
  ...extra,
});
const group = {
  id: id(100),
  name: 'specs',
  display_name: 'Specs',
  description: null,
  sort_order: 1,
  field_count: 3,
  created_at: '2026-01-01T00:00:00.000Z',
};
const overview: SchemaOverview = {
  groups: [
    {
      group,
      fields: [
        field(3),
        field(1, { help_text: 'Colour of the body' }),
        field(2, { field_type: 'number', data_type: 'number' }),
      ],
    },
  ],
  ungrouped_fields: [field(4, { group_id: null, display_name: 'Colour (legacy)' })],
  total_groups: 1,
  total_fields: 4,
};
const apiError = (status: number, detail = '', code = 'bad_request') =>
  new ApiError({ status, code: code as never, message: detail || 'x', detail });

describe('schema view (spec part 2 §2.8, §4.5)', () => {
  it('orders fields by sort_order, appends the ungrouped ones, and searches name, type and help text', () => {
    const sections = schemaSections(overview);
    expect(sections.map((s) => s.fields.map((f) => f.sort_order))).toEqual([[1, 2, 3], [4]]);
    const colour = searchSchema(sections, 'colour');
    expect(colour.message).toBe('Found 2 field(s)');
    expect(searchSchema(sections, 'NUMBER').count).toBe(1);
    expect(searchSchema(sections, 'zzz')).toMatchObject({ count: 0, message: 'No fields found', sections: [] });
    expect(searchSchema(sections, ' ').active).toBe(false);
  });

  it('answers the same through the precomputed search index, and never matches across two texts', () => {
    const sections = schemaSections(overview);
    const index = schemaSearchIndex(sections);
    for (const term of ['colour', 'NUMBER', ' Field ', 'zzz', 'legacy', ''])
      expect(searchSchema(sections, term, index)).toEqual(searchSchema(sections, term));
    // 'field_1' ends a field name and 'Field 1' starts the display name: 'field_1field' spans both.
    expect(searchSchema(sections, 'field_1field 1', index).count).toBe(0);
    expect(searchSchema(sections, 'field_1field 1').count).toBe(0);
  });

  it('collapses above 20 fields, highlights, and renumbers reorders from 1', () => {
    expect(startsExpanded(20)).toBe(true);
    expect(startsExpanded(21)).toBe(false);
    expect(highlightParts('Colour of colours', 'colour')).toEqual([
      { text: 'Colour', match: true },
      { text: ' of ', match: false },
      { text: 'colour', match: true },
      { text: 's', match: false },
    ]);
    const moved = moveItem(schemaSections(overview)[0]!.fields, 2, 0);
    expect(fieldOrderBody(group.id, moved)).toEqual({
      group_id: group.id,
      field_orders: [
        { field_id: id(3), sort_order: 1 },
        { field_id: id(1), sort_order: 2 },
        { field_id: id(2), sort_order: 3 },
      ],
    });
    const next = applyFieldOrder(
      overview,
      group.id,
      moved.map((f) => f.id),
    );
    expect(schemaSections(next)[0]!.fields.map((f) => f.id)).toEqual([id(3), id(1), id(2)]);
    expect(schemaExport(overview, new Date('2026-03-04T10:00:00Z')).filename).toBe('schema-export-2026-03-04.json');
  });
});

describe('editors (spec part 2 §5.5)', () => {
  it('fills the group name from the display name and reports the §5.5 messages', () => {
    expect(suggestGroupName('Safety & Compliance  2')).toBe('safety_compliance_2');
    expect(suggestGroupName('x'.repeat(60))).toHaveLength(50);
    expect(groupCreateBody({ ...groupEditorDraft(), display_name: 'Safety Data' }).body).toMatchObject({
      name: 'safety_data',
      sort_order: 999,
    });
    expect(groupCreateBody({ ...groupEditorDraft(), name: '9x', display_name: 'X' }).errors.name).toBe(
      'Group name must start with a letter and contain only lowercase letters, numbers, and underscores',
    );
    expect(groupCreateBody(groupEditorDraft()).errors.display_name).toBe('Display name is required');
    expect(groupCreateBody({ ...groupEditorDraft(), display_name: 'X', sort_order: '1000' }).errors.sort_order).toBe(
      'Sort order must be between 0 and 999',
    );
  });

  it('auto-fills the group name as the display name is typed, until the user types a name of their own', () => {
    let draft = groupEditorDraft();
    for (const text of ['S', 'Safety', 'Safety & Compliance']) draft = withGroupDisplayName(draft, text);
    expect(draft).toMatchObject({ display_name: 'Safety & Compliance', name: 'safety_compliance' });
    draft = withGroupDisplayName({ ...draft, name: 'compliance' }, 'Safety & Compliance 2');
    expect(draft.name).toBe('compliance');
    draft = withGroupDisplayName({ ...draft, name: '' }, 'Safety Data');
    expect(draft.name).toBe('safety_data');
  });

  it('colours the usage badge 0 grey, under 10 yellow, 10 or more red, and words it No usage / 1 product / N products', () => {
    expect([0, 1, 9, 10, 96].map(fieldUsageLevel)).toEqual(['none', 'low', 'low', 'high', 'high']);
    expect([0, 1, 2, 96].map((n) => schemaManagerMessages.usageText(n))).toEqual([
      'No usage',
      '1 product',
      '2 products',
      '96 products',
    ]);
  });

  it('sends limits only for the types that use them, allowed values one per line', () => {
    const draft = {
      ...fieldEditorDraft(null, group.id),
      field_name: 'finish',
      display_name: 'Finish',
      field_type: 'select' as const,
    };
    const { body } = fieldCreateBody({ ...draft, allowed_values: ' Matte \n\nGloss', min_value: '3' });
    expect(body).toMatchObject({
      group_id: group.id,
      min_value: null,
      min_length: null,
      allowed_values: ' Matte \n\nGloss',
    });
    expect(fieldCreateBody({ ...draft, field_type: 'text', max_length: '0' }).errors.max_length).toBe(
      'Max length must be at least 1',
    );
    expect(fieldCreateBody({ ...draft, field_name: '' }).errors.field_name).toBe('Please fill out all required fields');
  });
});

describe('merge dialog (spec part 2 §4.4, §5.5)', () => {
  const a = field(1);
  const b = field(2);
  it('goes source → target → preview → execute; a new source clears target and preview', () => {
    let s = mergeDialogReducer(initialMergeDialog, { type: 'selectSource', field: a });
    s = mergeDialogReducer(s, { type: 'selectTarget', field: b });
    s = mergeDialogReducer(s, { type: 'previewStarted' });
    const preview = {
      source_field: {} as never,
      target_field: {} as never,
      sample_values: [],
      affected_products: 5,
      conflict_count: 0,
      values_to_move: 5,
    };
    s = mergeDialogReducer(s, { type: 'previewLoaded', preview });
    expect(s.step).toBe('previewed');
    s = mergeDialogReducer(s, { type: 'selectTarget', field: field(3) });
    expect(s).toMatchObject({ step: 'ready', preview: null });
    s = mergeDialogReducer(s, { type: 'selectSource', field: b });
    expect(s).toMatchObject({ step: 'target', source: b, target: null, preview: null });
    expect(mergeDialogReducer(s, { type: 'executeStarted' })).toBe(s);
  });

  it('offers used targets of the same data type only, and searches at most 10', () => {
    const fields = [a, b, field(3, { data_type: 'number' }), field(4, { usage_count: 0 })];
    expect(compatibleTargets(fields, a).map((f) => f.id)).toEqual([b.id]);
    const many = Array.from({ length: 15 }, (_, i) => field(i + 10));
    expect(searchMergeFields(many, 'field')).toHaveLength(10);
    expect(searchMergeFields(many, 'specs', new Map([[group.id, 'specs']]))).toHaveLength(10);
  });
});

describe('AI analysis (spec part 2 §4.4, §8.4)', () => {
  it('moves through the stages, ignores a cancelled run, and reports results or none', () => {
    let s = aiAnalysisReducer(initialAiAnalysis, { type: 'start' });
    s = aiAnalysisReducer(s, { type: 'advance', run: s.run });
    expect(s).toMatchObject({ status: 'analyzing', stage: 1 });
    const cancelled = aiAnalysisReducer(s, { type: 'cancel' });
    expect(aiAnalysisReducer(cancelled, { type: 'succeeded', run: s.run, count: 2 }).status).toBe('idle');
    expect(aiAnalysisReducer(s, { type: 'succeeded', run: s.run, count: 0 }).status).toBe('empty');
    expect(aiRetryDelayMs(2)).toBe(2000);
  });

  it('maps failures to the §8.4 messages and retries only timeouts, network and server errors', () => {
    expect(aiAnalysisErrorMessage(new ApiError({ status: 0, code: 'timeout', message: 't' }))).toBe(
      'Request timed out. The AI analysis is taking longer than expected.',
    );
    expect(aiAnalysisErrorMessage(apiError(429))).toBe('Too many requests. Please wait a moment before trying again.');
    expect(aiAnalysisErrorMessage(apiError(502))).toBe('Server error occurred. Our team has been notified.');
    expect(aiAnalysisErrorMessage(apiError(400, 'The AI service is down'))).toBe(
      'AI service is temporarily unavailable. Please try again in a few minutes.',
    );
    expect(aiAnalysisErrorMessage(apiError(400, 'No fields with usage'))).toBe(
      'No fields available for analysis. Please ensure your schema has fields with usage data.',
    );
    expect(aiAnalysisErrorMessage(apiError(403))).toBe('Authentication error. Please refresh the page and try again.');
    expect(aiAnalysisErrorMessage(apiError(409, 'Busy'))).toBe('Busy');
    expect(isRetryableAnalysisError(apiError(503))).toBe(true);
    expect(isRetryableAnalysisError(apiError(429))).toBe(false);
    expect(dismissErrorMessage(apiError(404))).toBe('Suggestion not found. It may have been already processed.');
    expect(dismissErrorMessage(apiError(403))).toBe('You do not have permission to dismiss this suggestion.');
    expect(dismissErrorMessage(apiError(500))).toBe('Failed to dismiss suggestion');
  });
});

describe('the Schema Manager texts from the messages object (issue #21)', () => {
  const german = {
    ...schemaManagerMessages,
    foundFields: (count: number) => `${count} Feld(er) gefunden`,
    noFieldsFound: 'Keine Felder gefunden',
    cannotDeleteField: (usage: number) => `Löschen nicht möglich: in ${usage} Produkten verwendet`,
    deleteGroupConfirmation: (name: string) => `Gruppe „${name}“ löschen?`,
    noCompatibleTargets: (type: string) => `Kein passendes Zielfeld (${type})`,
    aiTooMany: 'Zu viele Anfragen.',
    dismissForbidden: 'Keine Berechtigung.',
  };

  it('words the helpers in English by default, verbatim from the spec', () => {
    expect(searchResultMessage(2)).toBe('Found 2 field(s)');
    expect(searchResultMessage(0)).toBe('No fields found');
    expect(cannotDeleteFieldMessage(96)).toBe('Cannot delete: Field is used in 96 products');
    expect(deleteGroupConfirmation('Marketing')).toBe(
      'Are you sure you want to delete the group "Marketing"? This action cannot be undone.',
    );
    expect(SCHEMA_MESSAGES.loadFailed).toBe('Failed to load schema');
  });

  it('words the helpers with the texts given', () => {
    expect(searchResultMessage(2, german)).toBe('2 Feld(er) gefunden');
    expect(searchResultMessage(0, german)).toBe('Keine Felder gefunden');
    expect(cannotDeleteFieldMessage(96, german)).toBe('Löschen nicht möglich: in 96 Produkten verwendet');
    expect(deleteGroupConfirmation('Marketing', german)).toBe('Gruppe „Marketing“ löschen?');
    expect(noCompatibleTargetsMessage('date', german)).toBe('Kein passendes Zielfeld (date)');
    expect(aiAnalysisErrorMessage(apiError(429), german)).toBe('Zu viele Anfragen.');
    expect(dismissErrorMessage(apiError(403), german)).toBe('Keine Berechtigung.');
    expect(searchSchema(schemaSections(overview), 'colour', undefined, german).message).toBe('2 Feld(er) gefunden');
  });
});
