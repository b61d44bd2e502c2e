import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '../contract/index';
import { editProblems, emptyEdits, fieldDraftProblem, hasEditProblems, type FieldEdits } from './editTracking';

const edits = (pending: FieldEdits['pending'], removed: string[] = []): FieldEdits => ({ ...emptyEdits, pending, removed, dirty: true });

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
});
