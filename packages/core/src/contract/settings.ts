import * as z from 'zod/mini';
import { zodWithoutEvalInBrowsers } from './jitless';
import { defineRoute } from './route';
import { text } from './text';
import { jsonOrText, normalised } from './common';
import { DEFAULT_CUSTOM_INSTRUCTIONS, DEFAULT_PAGE_SIZE } from './constants';
import { CompanyCodeParams } from './identity';

zodWithoutEvalInBrowsers();

/** Tone of the AI's writing — spec part 2 §3. */
export const EnhancementTone = z.enum(['professional', 'technical', 'marketing', 'casual']);
export type EnhancementTone = z.infer<typeof EnhancementTone>;

/** Product parts the AI may write — spec part 2 §3. */
export const EnhanceableField = z.enum([
  'short_description',
  'long_description',
  'attributes',
  'specifications',
  'features',
  'benefits',
]);
export type EnhanceableField = z.infer<typeof EnhanceableField>;

const toOptionValue = (s: string) => s.trim().toLowerCase().replace(/\s+/g, '_');

/** A tone given by value or label ('Professional' reads as professional) — spec part 2 §3. */
export const EnhancementToneInput = normalised(z.string(), EnhancementTone, (s) => toOptionValue(s) as EnhancementTone);

/** A field given by value or label ('Short Description' reads as short_description) — spec part 2 §3. */
export const EnhanceableFieldInput = normalised(
  z.string(),
  EnhanceableField,
  (s) => toOptionValue(s) as EnhanceableField,
);

/** One entry of the tone or field option lists. */
export const EnhancementOption = z.object({ value: z.string(), label: z.string(), description: z.string() });
export type EnhancementOption = z.infer<typeof EnhancementOption>;

/** The tones offered, in display order — spec part 2 §3. */
export const ENHANCEMENT_TONES = [
  { value: 'professional', label: 'Professional', description: 'Formal business language' },
  { value: 'technical', label: 'Technical', description: 'Detailed specifications' },
  { value: 'marketing', label: 'Marketing', description: 'Sales-focused' },
  { value: 'casual', label: 'Casual', description: 'Conversational' },
] as const satisfies readonly (EnhancementOption & { value: EnhancementTone })[];

/** The enhanceable fields offered, in display order — spec part 2 §3. */
export const ENHANCEABLE_FIELDS = [
  { value: 'short_description', label: 'Short Description', description: 'A one- or two-sentence summary' },
  { value: 'long_description', label: 'Long Description', description: 'A full product description' },
  { value: 'attributes', label: 'Attributes', description: 'Structured product attributes' },
  { value: 'specifications', label: 'Specifications', description: 'Technical specifications' },
  { value: 'features', label: 'Features', description: 'Key product features' },
  { value: 'benefits', label: 'Benefits', description: 'Benefits to the buyer' },
] as const satisfies readonly (EnhancementOption & { value: EnhanceableField })[];

/** Enhancement config of a company when none is saved — spec part 2 §3. */
export const DEFAULT_ENHANCEMENT_CONFIG = {
  tone: 'professional',
  fields: ['short_description', 'long_description', 'attributes'],
  custom_instructions: DEFAULT_CUSTOM_INSTRUCTIONS,
} as const satisfies { tone: EnhancementTone; fields: readonly EnhanceableField[]; custom_instructions: string };

const uniqueFields = (fields: EnhanceableField[]) => [...new Set(fields)];

/** A company's enhancement settings; missing keys take the defaults, JSON text is accepted — spec part 2 §3. */
export const CompanyEnhancementConfig = jsonOrText(
  z.object({
    tone: z._default(EnhancementToneInput, DEFAULT_ENHANCEMENT_CONFIG.tone),
    fields: z._default(z.array(EnhanceableFieldInput), [...DEFAULT_ENHANCEMENT_CONFIG.fields]),
    custom_instructions: z._default(z.string(), DEFAULT_ENHANCEMENT_CONFIG.custom_instructions),
  }),
);
export type CompanyEnhancementConfig = z.infer<typeof CompanyEnhancementConfig>;

/** Body saving a company's enhancement settings (a full replacement; omitted keys reset to defaults). */
export const CompanyEnhancementConfigUpdate = z.strictObject({
  tone: z._default(EnhancementToneInput, DEFAULT_ENHANCEMENT_CONFIG.tone),
  fields: z._default(
    z.pipe(
      z.array(EnhanceableFieldInput).check(z.minLength(1, 'Select at least one field to enhance')),
      z.transform(uniqueFields),
    ),
    [...DEFAULT_ENHANCEMENT_CONFIG.fields],
  ),
  custom_instructions: z._default(text('long').check(z.trim()), DEFAULT_ENHANCEMENT_CONFIG.custom_instructions),
});
export type CompanyEnhancementConfigUpdate = z.input<typeof CompanyEnhancementConfigUpdate>;

/** Answer carrying a company's enhancement settings — spec part 2 §7.2. */
export const EnhancementConfigResponse = z.object({
  company_code: z.optional(z.string()),
  enhancement_config: CompanyEnhancementConfig,
});
export type EnhancementConfigResponse = z.infer<typeof EnhancementConfigResponse>;

/** Tone options answer. */
export const EnhancementTonesResponse = z.object({ tones: z.array(EnhancementOption) });
export type EnhancementTonesResponse = z.infer<typeof EnhancementTonesResponse>;

/** Enhanceable field options answer. */
export const EnhanceableFieldsResponse = z.object({ fields: z.array(EnhancementOption) });
export type EnhanceableFieldsResponse = z.infer<typeof EnhanceableFieldsResponse>;

/** A user's display preferences, kept in the browser, with their defaults — spec part 1 §3. */
export const UserPreferences = z.object({
  theme: z._default(z.enum(['light', 'dark', 'system']), 'light'),
  items_per_page: z._default(z.int().check(z.gte(1), z.lte(100)), DEFAULT_PAGE_SIZE),
  default_view_mode: z._default(z.enum(['grid', 'table']), 'grid'),
  show_tooltips: z._default(z.boolean(), true),
  email_notifications: z._default(z.boolean(), true),
  browser_notifications: z._default(z.boolean(), false),
  review_reminders: z._default(z.boolean(), true),
});
export type UserPreferences = z.infer<typeof UserPreferences>;

/** Preferences of a user who has saved none. */
export const DEFAULT_USER_PREFERENCES: UserPreferences = {
  theme: 'light',
  items_per_page: DEFAULT_PAGE_SIZE,
  default_view_mode: 'grid',
  show_tooltips: true,
  email_notifications: true,
  browser_notifications: false,
  review_reminders: true,
};

export const settingsRoutes = {
  getCompanyEnhancementConfig: defineRoute({
    id: 'getCompanyEnhancementConfig',
    method: 'GET',
    path: '/companies/by-code/:companyCode/enhancement-config',
    params: CompanyCodeParams,
    response: EnhancementConfigResponse,
    auth: 'token',
    summary: "The company's enhancement tone, fields and instructions.",
    tag: 'settings',
  }),
  updateCompanyEnhancementConfig: defineRoute({
    id: 'updateCompanyEnhancementConfig',
    method: 'PUT',
    path: '/companies/by-code/:companyCode/enhancement-config',
    params: CompanyCodeParams,
    body: CompanyEnhancementConfigUpdate,
    response: EnhancementConfigResponse,
    auth: 'token',
    summary: "Save the company's enhancement settings.",
    tag: 'settings',
  }),
  listEnhancementTones: defineRoute({
    id: 'listEnhancementTones',
    method: 'GET',
    path: '/enhancement/tones',
    response: EnhancementTonesResponse,
    auth: 'token',
    summary: 'Tones the AI can write in.',
    tag: 'settings',
  }),
  listEnhanceableFields: defineRoute({
    id: 'listEnhanceableFields',
    method: 'GET',
    path: '/enhancement/fields',
    response: EnhanceableFieldsResponse,
    auth: 'token',
    summary: 'Product parts the AI can write.',
    tag: 'settings',
  }),
} as const;
