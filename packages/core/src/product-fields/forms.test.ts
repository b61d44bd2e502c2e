import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/index';
import { FieldDefinition } from '../contract/index';
import { uid } from '../test/fixtures';
import { addFieldBoxState, addFieldResultsMessage, addableFields, usageLabel } from './addFieldBox';
import { ADD_FIELD_HINT, ADD_FIELD_NO_RESULTS } from './constants';
import {
  CustomFieldForm,
  allowedValuesProblem,
  customFieldFormDefaults,
  missesRequired,
  showsAllowedValues,
  showsLengthLimits,
} from './customFieldForm';
import { createFieldFailureMessage } from './messages';

describe('add-field box (spec part 1 §5)', () => {
  it('neither searches nor offers to create text the API text rule refuses as a search, and says why (issue #11)', () => {
    expect(addFieldBoxState('Warranty')).toMatchObject({ canSearch: true, canCreate: true, problem: null });
    expect(addFieldBoxState('War\u0007ranty')).toMatchObject({
      accepted: true,
      canSearch: false,
      canCreate: false,
      problem: 'Must be a single line without control characters',
    });
    expect(addFieldBoxState('w'.repeat(201))).toMatchObject({
      canSearch: false,
      canCreate: false,
      problem: 'Must be at most 200 characters',
    });
    expect(addFieldBoxState(` ${'w'.repeat(200)} `)).toMatchObject({ canSearch: true, problem: null });
  });

  it('accepts input from 1 character, searches at 2, offers create at 3', () => {
    expect(addFieldBoxState('')).toMatchObject({
      accepted: false,
      canSearch: false,
      canCreate: false,
      hint: ADD_FIELD_HINT,
    });
    expect(addFieldBoxState('w')).toMatchObject({
      accepted: true,
      canSearch: false,
      canCreate: false,
      hint: ADD_FIELD_HINT,
    });
    expect(addFieldBoxState('wa')).toMatchObject({ canSearch: true, canCreate: false, hint: ADD_FIELD_HINT });
    expect(addFieldBoxState(' war ')).toMatchObject({ query: 'war', canSearch: true, canCreate: true, hint: null });
  });

  it("says 'No existing fields found…' only after a finished search found nothing", () => {
    const box = addFieldBoxState('war');
    expect(addFieldResultsMessage(box, { done: true, count: 0 })).toBe(ADD_FIELD_NO_RESULTS);
    expect(addFieldResultsMessage(box, { done: false, count: 0 })).toBeNull();
    expect(addFieldResultsMessage(box, { done: true, count: 2 })).toBeNull();
    expect(addFieldResultsMessage(addFieldBoxState('w'), { done: true, count: 0 })).toBeNull();
    // At 2 characters the search runs, but 'Create new field' is not offered yet: no pointer to it (issue #14).
    expect(addFieldBoxState('wa').canSearch).toBe(true);
    expect(addFieldResultsMessage(addFieldBoxState('wa'), { done: true, count: 0 })).toBeNull();
    expect(ADD_FIELD_NO_RESULTS).toBe('No existing fields found. Use "Create new field" above.');
  });

  it("labels usage as 'Used in N products' and leaves out fields the product has or that are inactive", () => {
    expect(usageLabel(12)).toBe('Used in 12 products');
    const def = (n: number, is_active = true) =>
      FieldDefinition.parse({
        id: uid(n),
        field_name: `f${n}`,
        display_name: `F${n}`,
        help_text: null,
        field_type: 'text',
        data_type: 'string',
        group_id: null,
        is_required: false,
        is_multiple: false,
        min_value: null,
        max_value: null,
        min_length: null,
        max_length: null,
        allowed_values: null,
        sort_order: 999,
        is_active,
      });
    expect(addableFields([def(1), def(2), def(3, false)], [uid(1)]).map((f) => f.id)).toEqual([uid(2)]);
  });
});

describe('Create New Custom Field form (spec part 1 §5)', () => {
  const valid = {
    ...customFieldFormDefaults('Warranty Period'),
    field_type: 'text' as const,
    data_type: 'string' as const,
  };

  it('prefills from the text typed in the add-field box', () => {
    expect(customFieldFormDefaults(' Warranty Period ')).toMatchObject({
      field_name: 'warranty_period',
      display_name: 'Warranty Period',
      min_length: '0',
      max_length: '1000',
    });
  });

  it('requires field name, display name, field type and data type', () => {
    const result = CustomFieldForm.safeParse({
      ...valid,
      field_name: ' ',
      display_name: '',
      field_type: '',
      data_type: '',
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(new Set(messages)).toEqual(new Set(['Please fill out all required fields']));
    expect(result.error!.issues.map((i) => i.path[0]).sort()).toEqual([
      'data_type',
      'display_name',
      'field_name',
      'field_type',
    ]);
    expect(missesRequired(messages)).toBe(true);
  });

  it('limits field name to 100 and display name to 200 characters', () => {
    const result = CustomFieldForm.safeParse({ ...valid, field_name: 'f'.repeat(101), display_name: 'D'.repeat(201) });
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      'Field name must be at most 100 characters',
      'Display name must be at most 200 characters',
    ]);
  });

  it('applies the API text rule to display name, help text and each allowed value (issue #11)', () => {
    const result = CustomFieldForm.safeParse({
      ...valid,
      field_type: 'select',
      display_name: 'Bad\u0000',
      help_text: 'esc\u001b',
      allowed_values: 'Red\nBl\u0007ue',
    });
    expect(result.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['display_name', 'Must be a single line without control characters'],
      ['help_text', 'Must not contain control characters'],
      ['allowed_values', 'Line 2: Must be a single line without control characters'],
    ]);
    expect(CustomFieldForm.safeParse({ ...valid, help_text: 'Two\nlines are fine' }).success).toBe(true);
  });

  it('keeps the spec messages for a missing or long display name; NUL, lone surrogates and 1,000+ character help texts are refused', () => {
    const issues = (values: Partial<typeof valid>) =>
      CustomFieldForm.safeParse({ ...valid, ...values }).error?.issues.map((i) => [i.path[0], i.message]);
    expect(issues({ display_name: '   ' })).toEqual([['display_name', 'Please fill out all required fields']]);
    expect(issues({ display_name: 'D'.repeat(201) })).toEqual([
      ['display_name', 'Display name must be at most 200 characters'],
    ]);
    expect(issues({ display_name: 'D'.repeat(200) })).toBeUndefined();
    expect(issues({ display_name: 'Two\nlines' })).toEqual([
      ['display_name', 'Must be a single line without control characters'],
    ]);
    expect(issues({ display_name: 'Lone \ud800' })).toEqual([
      ['display_name', 'Must not contain invalid Unicode characters'],
    ]);
    expect(issues({ help_text: 'nul\u0000' })).toEqual([['help_text', 'Must not contain control characters']]);
    expect(issues({ help_text: 'h'.repeat(1_001) })).toEqual([['help_text', 'Must be at most 1,000 characters']]);
    expect(issues({ help_text: 'h'.repeat(1_000) })).toBeUndefined();
  });

  it('reads each allowed value as a name, naming the line, and only for select types', () => {
    expect(allowedValuesProblem('Red\r\nBlue\n\nGreen')).toBeUndefined();
    expect(allowedValuesProblem(`Red\n${'x'.repeat(201)}`)).toBe('Line 2: Must be at most 200 characters');
    expect(allowedValuesProblem('Red\tor blue')).toBe('Line 1: Must be a single line without control characters');
    expect(allowedValuesProblem('ok\nok\n\udfff')).toBe('Line 3: Must not contain invalid Unicode characters');
    // Hidden (not a select type): not checked, and not sent.
    const text = CustomFieldForm.safeParse({ ...valid, field_type: 'text', allowed_values: 'Bl\u0007ue' });
    expect(text.success && text.data.allowed_values).toBeNull();
  });

  it('lowercases the field name and turns spaces into underscores; sort order 999', () => {
    const body = CustomFieldForm.parse({ ...valid, field_name: 'Warranty Period' });
    expect(body).toMatchObject({
      field_name: 'warranty_period',
      display_name: 'Warranty Period',
      sort_order: 999,
      min_length: 0,
      max_length: 1000,
      help_text: null,
    });
  });

  it('sends min and max length only for the string data type, min ≥ 0 and max ≥ 1', () => {
    expect(showsLengthLimits('string')).toBe(true);
    expect(showsLengthLimits('number')).toBe(false);
    const numeric = CustomFieldForm.parse({ ...valid, field_type: 'number', data_type: 'number', min_length: 'junk' });
    expect(numeric).toMatchObject({ min_length: null, max_length: null });
    const bad = CustomFieldForm.safeParse({ ...valid, min_length: '-1', max_length: '0' });
    expect(bad.error!.issues.map((i) => i.message)).toEqual([
      'Min length must be at least 0',
      'Max length must be at least 1',
    ]);
  });

  it('takes allowed values one per line for select types only', () => {
    expect(showsAllowedValues('select')).toBe(true);
    expect(showsAllowedValues('text')).toBe(false);
    const select = CustomFieldForm.parse({
      ...valid,
      field_type: 'select',
      allowed_values: ' 1 year\n\n2 years \r\n3 years',
    });
    expect(select.allowed_values).toEqual(['1 year', '2 years', '3 years']);
    expect(CustomFieldForm.parse({ ...valid, allowed_values: 'ignored' }).allowed_values).toBeNull();
  });
});

describe('create-field failures (spec part 1 §8)', () => {
  it("reads 'Failed to create new field: {detail}'", () => {
    const error = new ApiError({
      status: 409,
      code: 'conflict',
      message: "Field 'warranty' already exists",
      routeId: 'createField',
    });
    expect(createFieldFailureMessage(error)).toBe("Failed to create new field: Field 'warranty' already exists");
    expect(createFieldFailureMessage(new Error(''))).toBe('Failed to create new field: Unknown error occurred');
  });

  it("reads 'No field definition returned from API' when the answer has no field", () => {
    const error = new ApiError({
      status: 201,
      code: 'invalid_response',
      message: 'Invalid response',
      routeId: 'createField',
    });
    expect(createFieldFailureMessage(error)).toBe('No field definition returned from API');
  });
});
