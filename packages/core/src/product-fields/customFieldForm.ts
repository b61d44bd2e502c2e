// The 'Create New Custom Field' form — spec part 1 §5. A zod schema over the form's raw values whose
// output is the create-field body (without group_id, which is the group the dialog was opened from).
import * as z from 'zod/mini';
import { zodWithoutEvalInBrowsers } from '../contract/jitless';
import {
  DataType,
  DEFAULT_FIELD_MAX_LENGTH,
  DEFAULT_FIELD_MIN_LENGTH,
  DEFAULT_SORT_ORDER,
  FIELD_DISPLAY_NAME_MAX_LENGTH,
  FieldName,
  FieldType,
  REQUIRED_FIELDS_MESSAGE,
  dataTypeForFieldType,
  text,
  textProblem,
  type FieldDefinitionCreate,
} from '../contract/index';

zodWithoutEvalInBrowsers();

/** Field types whose allowed values are entered one per line — spec part 1 §5. */
export const SELECT_FIELD_TYPES: readonly FieldType[] = ['select', 'multiselect'];

/** The form's raw values, as its inputs hold them. */
export interface CustomFieldFormValues {
  field_name: string;
  display_name: string;
  /** '' until chosen. */
  field_type: FieldType | '';
  /** '' until chosen. */
  data_type: DataType | '';
  is_required: boolean;
  is_multiple: boolean;
  /** Shown only for the string data type; default '0'. */
  min_length: string;
  /** Shown only for the string data type; default '1000'. */
  max_length: string;
  /** One value per line; shown only for select types. */
  allowed_values: string;
  help_text: string;
}

/** The field name as it will be saved: trimmed, lowercased, spaces to underscores — spec part 1 §5. */
export const normaliseFieldName = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, '_');

/** Starting values; a name typed in the add-field box prefills display name and field name. */
export function customFieldFormDefaults(typed = ''): CustomFieldFormValues {
  const display = typed.trim();
  return {
    field_name: normaliseFieldName(display),
    display_name: display,
    field_type: 'text',
    data_type: 'string',
    is_required: false,
    is_multiple: false,
    min_length: String(DEFAULT_FIELD_MIN_LENGTH),
    max_length: String(DEFAULT_FIELD_MAX_LENGTH),
    allowed_values: '',
    help_text: '',
  };
}

/** Whether the min/max length inputs apply (string data type only) — spec part 1 §5. */
export const showsLengthLimits = (dataType: string): boolean => dataType === 'string';
/** Whether the allowed-values input applies (select types only) — spec part 1 §5. */
export const showsAllowedValues = (fieldType: string): boolean =>
  (SELECT_FIELD_TYPES as readonly string[]).includes(fieldType);

const wholeNumber = (text: string): number | null => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

/**
 * What is wrong with the allowed values under the API's text rule (issue #11), or undefined: each line,
 * trimmed, is a 'name' (one line of at most 200 characters, no control characters), as the API reads
 * them. The message names the line, since a control character cannot be seen: 'Line 2: Must be ...'.
 */
export function allowedValuesProblem(text: string): string | undefined {
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    const problem = textProblem(line.trim(), 'name');
    if (problem) return `Line ${index + 1}: ${problem}`;
  }
  return undefined;
}

/** The create-field body without group_id. */
export type CustomFieldBody = Omit<FieldDefinitionCreate, 'group_id'>;

/** Schema of the form: required inputs, lengths, then the create body (sort order 999) — spec part 1 §5. */
export const CustomFieldForm = z.pipe(
  z
    .object({
      // Missing reads as the required-fields message only (the name rules run once there is a name).
      field_name: z.pipe(z.string().check(z.trim(), z.minLength(1, REQUIRED_FIELDS_MESSAGE)), FieldName),
      // The API's text rule (issue #11), with the spec's own messages for missing and too long.
      display_name: text('name', {
        maxLength: FIELD_DISPLAY_NAME_MAX_LENGTH,
        tooLong: `Display name must be at most ${FIELD_DISPLAY_NAME_MAX_LENGTH} characters`,
      }).check(z.trim(), z.minLength(1, REQUIRED_FIELDS_MESSAGE)),
      field_type: z.enum(FieldType.options, { error: REQUIRED_FIELDS_MESSAGE }),
      data_type: z.enum(DataType.options, { error: REQUIRED_FIELDS_MESSAGE }),
      is_required: z.boolean(),
      is_multiple: z.boolean(),
      min_length: z.string(),
      max_length: z.string(),
      allowed_values: z.string(),
      help_text: text('short'),
    })
    .check(
      z.superRefine((v, ctx) => {
        const problem = showsAllowedValues(v.field_type) ? allowedValuesProblem(v.allowed_values) : undefined;
        if (problem) ctx.addIssue({ code: 'custom', path: ['allowed_values'], message: problem });
      }),
      z.superRefine((v, ctx) => {
        if (!showsLengthLimits(v.data_type)) return;
        const min = wholeNumber(v.min_length);
        const max = wholeNumber(v.max_length);
        if (min === null)
          ctx.addIssue({ code: 'custom', path: ['min_length'], message: 'Min length must be at least 0' });
        if (max === null || max < 1)
          ctx.addIssue({ code: 'custom', path: ['max_length'], message: 'Max length must be at least 1' });
        else if (min !== null && min > max)
          ctx.addIssue({ code: 'custom', path: ['max_length'], message: 'Max length must not be below min length' });
      }),
    ),
  z.transform((v): CustomFieldBody => {
    const isString = showsLengthLimits(v.data_type);
    const allowed = v.allowed_values
      .split(/\r?\n/)
      .map((s) => s.trim())
      .filter((s) => s !== '');
    return {
      field_name: v.field_name,
      display_name: v.display_name,
      field_type: v.field_type,
      data_type: v.data_type,
      is_required: v.is_required,
      is_multiple: v.is_multiple,
      min_length: isString ? Number(v.min_length) : null,
      max_length: isString ? Number(v.max_length) : null,
      allowed_values: showsAllowedValues(v.field_type) ? allowed : null,
      help_text: v.help_text.trim() || null,
      sort_order: DEFAULT_SORT_ORDER,
    };
  }),
);

/** The data type to preselect when the field type changes (spec part 2 §3). */
export const dataTypeFor = (fieldType: FieldType): DataType => dataTypeForFieldType(fieldType);

/** Whether any issue of a failed form parse is a missing required input (shows 'Please fill out all required fields'). */
export const missesRequired = (messages: Iterable<string | undefined>): boolean => {
  for (const m of messages) if (m === REQUIRED_FIELDS_MESSAGE) return true;
  return false;
};
