// The Company Settings modal's form — spec part 2 §2.7, §3, §4.6: Enhancement Tone, Fields to Enhance,
// Custom Instructions and Reset to Defaults, as a pure reducer, with the body a save sends and its validation.
import {
  CompanyEnhancementConfigUpdate,
  DEFAULT_ENHANCEMENT_CONFIG,
  type CompanyEnhancementConfig,
  type EnhancementOption,
} from '../contract/index';
import { commonMessages, type CommonMessages, settingsMessages, type SettingsMessages } from '../messages/index';

/** The form: 'loading' until the saved settings arrive, 'ready', 'saving' while the PUT runs, 'error' when loading failed. */
export interface CompanySettingsForm {
  status: 'loading' | 'ready' | 'saving' | 'error';
  tone: string;
  fields: string[];
  customInstructions: string;
  error: string | null;
}

export type CompanySettingsAction =
  | { type: 'loaded'; config: CompanyEnhancementConfig }
  | { type: 'loadFailed'; message: string }
  | { type: 'setTone'; tone: string }
  | { type: 'toggleField'; field: string }
  | { type: 'setInstructions'; value: string }
  | { type: 'resetToDefaults' }
  | { type: 'saving' }
  | { type: 'failed'; message: string };

export const initialCompanySettingsForm: CompanySettingsForm = {
  status: 'loading',
  tone: DEFAULT_ENHANCEMENT_CONFIG.tone,
  fields: [...DEFAULT_ENHANCEMENT_CONFIG.fields],
  customInstructions: DEFAULT_ENHANCEMENT_CONFIG.custom_instructions,
  error: null,
};

export function companySettingsReducer(state: CompanySettingsForm, action: CompanySettingsAction): CompanySettingsForm {
  switch (action.type) {
    case 'loaded':
      return {
        status: 'ready',
        tone: action.config.tone,
        fields: [...action.config.fields],
        customInstructions: action.config.custom_instructions,
        error: null,
      };
    case 'loadFailed':
      return { ...state, status: 'error', error: action.message };
    case 'setTone':
      return { ...state, tone: action.tone, error: null };
    case 'toggleField':
      return {
        ...state,
        fields: state.fields.includes(action.field)
          ? state.fields.filter((f) => f !== action.field)
          : [...state.fields, action.field],
        error: null,
      };
    case 'setInstructions':
      return { ...state, customInstructions: action.value, error: null };
    case 'resetToDefaults':
      return { ...initialCompanySettingsForm, status: state.status === 'saving' ? 'saving' : 'ready' };
    case 'saving':
      return { ...state, status: 'saving', error: null };
    case 'failed':
      return { ...state, status: 'ready', error: action.message };
  }
}

/**
 * The body a save sends, checked with the contract's rules: a tone and fields of the offered lists (in their
 * order), at least one field, instructions within the long-text limit; `error` is the first message otherwise,
 * worded with `messages` (default English; the contract's own messages pass through `common.problem`).
 */
export function companySettingsBody(
  form: Pick<CompanySettingsForm, 'tone' | 'fields' | 'customInstructions'>,
  options: { tones: readonly EnhancementOption[]; fields: readonly EnhancementOption[] },
  messages: {
    settings: Pick<SettingsMessages, 'unknownTone' | 'unknownField' | 'customInstructionsProblem' | 'invalidSettings'>;
    common: Pick<CommonMessages, 'problem'>;
  } = { settings: settingsMessages, common: commonMessages },
) {
  const { settings: m, common } = messages;
  if (!options.tones.some((t) => t.value === form.tone)) return { body: null, error: m.unknownTone(form.tone) };
  const unknown = form.fields.find((f) => !options.fields.some((o) => o.value === f));
  if (unknown !== undefined) return { body: null, error: m.unknownField(unknown) };
  const ordered = options.fields.map((o) => o.value).filter((v) => form.fields.includes(v));
  const parsed = CompanyEnhancementConfigUpdate.safeParse({
    tone: form.tone,
    fields: ordered,
    custom_instructions: form.customInstructions,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const problem = issue ? common.problem(issue.message) : m.invalidSettings;
    const where = issue?.path[0] === 'custom_instructions';
    return { body: null, error: where ? m.customInstructionsProblem(problem) : problem };
  }
  return { body: parsed.data, error: null };
}

/** Whether the roles may open Company Settings: tenant-admin or super-admin (the server's rule for saving them). */
export const canEditCompanySettings = (roles: readonly string[]): boolean =>
  roles.includes('tenant-admin') || roles.includes('super-admin');
