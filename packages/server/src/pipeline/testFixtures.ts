// Shared builders of the pipeline's tests (not part of the pipeline).
import type { FieldSpec, PipelineConfig, RawRecord } from './types';

export const field = (over: Partial<FieldSpec> & { field_name: string }): FieldSpec => ({
  id: `def-${over.field_name}`,
  display_name: over.field_name,
  field_type: 'text',
  data_type: 'string',
  is_required: false,
  is_multiple: false,
  allowed_values: null,
  min_value: null,
  max_value: null,
  min_length: null,
  max_length: null,
  description: null,
  ...over,
});

export const config = (over: Partial<PipelineConfig> = {}): PipelineConfig => ({
  tone: 'professional',
  fields: ['short_description', 'long_description', 'attributes'],
  custom_instructions: null,
  ...over,
});

export const rawRecord = (over: Partial<RawRecord> = {}): RawRecord => ({
  customer_product_id: 'P-1',
  product_name: null,
  product_details: null,
  additional_fields: {},
  source_url: null,
  ...over,
});
