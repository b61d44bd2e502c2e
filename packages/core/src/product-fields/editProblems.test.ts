import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '../contract/index';
import {
  editFieldValue,
  editProblems,
  editProblemsNotice,
  emptyEdits,
  fieldDraftProblem,
  hasEditProblems,
  removeField,
  type FieldEdits,
} from './editTracking';

const edits = (pending: FieldEdits['pending'], removed: string[] = []): FieldEdits => ({
  ...emptyEdits,
  pending,
  removed,
  dirty: true,
});

describe('edited values under the text rule (issue #11)', () => {
  it('names the problem of a text, or of any value of a list', () => {
    expect(fieldDraftProblem('fine\non two lines\twith a tab')).toBeUndefined();
    expect(fieldDraftProblem('nul\u0000')).toBe(TEXT_MESSAGES.control);
    expect(fieldDraftProblem(['ok', '\ud800'])).toBe(TEXT_MESSAGES.surrogate);
    expect(fieldDraftProblem('x'.repeat(20_001))).toBe(TEXT_MESSAGES.tooLong(20_000));
    expect(fieldDraftProblem(true)).toBeUndefined();
  });

  it('lists problems by field, skipping fields marked for removal', () => {
    const state = edits({ a: 'ok', b: 'esc\u001b', c: ['\u0000'] }, ['c']);
    expect(editProblems(state)).toEqual({ b: TEXT_MESSAGES.control });
    expect(hasEditProblems(state)).toBe(true);
    expect(hasEditProblems(edits({ a: 'ok' }))).toBe(false);
  });

  it("reads every edited value as the server does: the 'long' kind, several lines allowed", () => {
    expect(fieldDraftProblem('line one\r\nline two\ttabbed')).toBeUndefined();
    expect(fieldDraftProblem('Café 🔧 工具 ＝ \u00a0')).toBeUndefined();
    expect(fieldDraftProblem('x'.repeat(20_000))).toBeUndefined();
    expect(fieldDraftProblem(['x'.repeat(20_000), 'y'.repeat(20_000)])).toBeUndefined();
    expect(fieldDraftProblem(['fine', 'x'.repeat(20_001)])).toBe(TEXT_MESSAGES.tooLong(20_000));
    expect(fieldDraftProblem('del\u007f')).toBe(TEXT_MESSAGES.control);
    expect(fieldDraftProblem('next line\u0085')).toBe(TEXT_MESSAGES.control);
    expect(fieldDraftProblem('form\u000cfeed')).toBe(TEXT_MESSAGES.control);
    expect(fieldDraftProblem('\udc00 low half alone')).toBe(TEXT_MESSAGES.surrogate);
    // A lone surrogate is named before the length.
    expect(fieldDraftProblem(`\ud800${'x'.repeat(20_001)}`)).toBe(TEXT_MESSAGES.surrogate);
    expect(fieldDraftProblem(false)).toBeUndefined();
    expect(fieldDraftProblem([])).toBeUndefined();
  });

  it('follows the edits: a mended or removed field has no problem left', () => {
    const field = {
      field_definition_id: 'f1',
      field_type: 'text',
      data_type: 'string',
      is_multiple: false,
      value_text: 'Steel',
      value_number: null,
      value_boolean: null,
      value_date: null,
      value_product_id: null,
    } as const;
    const bad = editFieldValue(emptyEdits, field, 'Ste\u0000el');
    expect(editProblems(bad)).toEqual({ f1: TEXT_MESSAGES.control });
    expect(editProblems(editFieldValue(bad, field, 'Steel'))).toEqual({});
    expect(editProblems(editFieldValue(bad, field, 'Stainless steel'))).toEqual({});
    expect(editProblems(removeField(bad, 'f1'))).toEqual({});
  });

  it('says how many edited fields need fixing before saving, or nothing', () => {
    expect(editProblemsNotice({})).toBeNull();
    expect(editProblemsNotice({ a: TEXT_MESSAGES.control })).toBe('Fix 1 edited field before saving');
    expect(editProblemsNotice({ a: TEXT_MESSAGES.control, b: TEXT_MESSAGES.tooLong(20_000) })).toBe(
      'Fix 2 edited fields before saving',
    );
  });
});
