import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  CompanyEnhancementConfig,
  CompanyEnhancementConfigUpdate,
  DEFAULT_ENHANCEMENT_CONFIG,
  DEFAULT_USER_PREFERENCES,
  ENHANCEABLE_FIELDS,
  ENHANCEMENT_TONES,
  EnhancementConfigResponse,
  UserPreferences,
} from './settings';
import { issueMessages } from '../test/contractFixtures';

describe('company enhancement config', () => {
  it('uses the spec defaults when nothing is saved', () => {
    expect(CompanyEnhancementConfig.parse({})).toEqual({
      tone: 'professional',
      fields: ['short_description', 'long_description', 'attributes'],
      custom_instructions: 'Focus on technical specifications and manufacturing details',
    });
  });

  it('reads a config sent as JSON text or with labels', () => {
    const answer = EnhancementConfigResponse.parse({
      company_code: 'acme-tools',
      enhancement_config:
        '{"tone":"Technical","fields":["Specifications","features"],"custom_instructions":"Metric units"}',
    });
    expect(answer.enhancement_config).toEqual({
      tone: 'technical',
      fields: ['specifications', 'features'],
      custom_instructions: 'Metric units',
    });
  });

  it('rejects an unknown tone or field', () => {
    expect(CompanyEnhancementConfig.safeParse({ tone: 'pirate' }).success).toBe(false);
    expect(CompanyEnhancementConfig.safeParse({ fields: ['haiku'] }).success).toBe(false);
    expect(CompanyEnhancementConfig.safeParse('{"tone":').success).toBe(false);
  });

  it('encodes a stored config unchanged', () => {
    expect(
      z.encode(CompanyEnhancementConfig, {
        ...DEFAULT_ENHANCEMENT_CONFIG,
        fields: [...DEFAULT_ENHANCEMENT_CONFIG.fields],
      }),
    ).toEqual({
      ...DEFAULT_ENHANCEMENT_CONFIG,
      fields: [...DEFAULT_ENHANCEMENT_CONFIG.fields],
    });
  });

  it('saves a config, dropping duplicate fields, and needs at least one field', () => {
    expect(
      CompanyEnhancementConfigUpdate.parse({
        tone: 'marketing',
        fields: ['features', 'Features', 'benefits'],
        custom_instructions: ' Short. ',
      }),
    ).toEqual({
      tone: 'marketing',
      fields: ['features', 'benefits'],
      custom_instructions: 'Short.',
    });
    expect(issueMessages(CompanyEnhancementConfigUpdate.safeParse({ fields: [] }))).toEqual([
      'Select at least one field to enhance',
    ]);
    expect(CompanyEnhancementConfigUpdate.safeParse({ tone: 'casual', colour: 'red' }).success).toBe(false);
  });

  it('offers the four tones and six fields of the spec, each with a label and description', () => {
    expect(ENHANCEMENT_TONES.map((t) => t.value)).toEqual(['professional', 'technical', 'marketing', 'casual']);
    expect(ENHANCEABLE_FIELDS.map((f) => f.value)).toEqual([
      'short_description',
      'long_description',
      'attributes',
      'specifications',
      'features',
      'benefits',
    ]);
    for (const option of [...ENHANCEMENT_TONES, ...ENHANCEABLE_FIELDS])
      expect(option.label && option.description).toBeTruthy();
  });
});

describe('user preferences', () => {
  it('defaults to light theme, 20 per page, grid view and no browser notifications', () => {
    expect(UserPreferences.parse({})).toEqual(DEFAULT_USER_PREFERENCES);
    expect(DEFAULT_USER_PREFERENCES).toMatchObject({
      theme: 'light',
      items_per_page: 20,
      default_view_mode: 'grid',
      browser_notifications: false,
    });
  });

  it('rejects an unknown theme or page size', () => {
    expect(UserPreferences.safeParse({ theme: 'neon' }).success).toBe(false);
    expect(UserPreferences.safeParse({ items_per_page: 0 }).success).toBe(false);
  });
});
