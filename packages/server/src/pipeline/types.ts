// The enhancement pipeline's contract (issue #16): what a job hands the pipeline and what it gets back.
// The pipeline itself knows no database and no company: the jobs module gathers the raw record, the
// company's field definitions and enhancement configuration, runs `runPipeline`, and persists the result
// in one transaction. `pnpm run enhance-file` runs the same pipeline over records in a file.
import type { EnhanceableField, EnhancementTone } from '@curate/core/contract';

/** A raw product record as imported (spec part 2 §3): the pipeline's only input besides the web pages. */
export interface RawRecord {
  customer_product_id: string | null;
  product_name: string | null;
  product_details: string | null;
  /** The import's extra columns, name to value, as sent. */
  additional_fields: Record<string, unknown>;
  /** The record's source page, if any. */
  source_url: string | null;
}

/** One field the pipeline may write: a company field definition (custom or core) reduced to what it needs. */
export interface FieldSpec {
  /** The field definition's id; null for a core field without a definition (clean_name, descriptions). */
  id: string | null;
  field_name: string;
  display_name: string;
  /** The definition's field_type (text, textarea, number, select, multiselect, boolean, date, url, email, ...). */
  field_type: string;
  /** The definition's data_type (string, number, integer, boolean, date, json, ...). */
  data_type: string;
  is_required: boolean;
  is_multiple: boolean;
  allowed_values: readonly string[] | null;
  min_value: number | null;
  max_value: number | null;
  min_length: number | null;
  max_length: number | null;
  /** The definition's description and help text, joined (a unit may be named there: 'net weight in grams'). */
  description: string | null;
}

/** The company's enhancement configuration as read at the job's start (spec part 2 §3). */
export interface PipelineConfig {
  tone: EnhancementTone;
  /** The parts to write: short_description, long_description, attributes, ... */
  fields: readonly EnhanceableField[];
  custom_instructions: string | null;
}

/** A stage of the pipeline, in order; each reports progress while it runs. */
export type StageName = 'gather' | 'research' | 'generate' | 'score';

/** Progress callback: the job stores it (progress 0-100 over the whole pipeline, and a message). */
export type ProgressFn = (stage: StageName, progress: number, message: string) => void | Promise<void>;

/** A text the pipeline read: the raw record itself ('input') or a fetched web page. */
export interface PipelineSource {
  /** 'input' for the raw record; 's1', 's2', ... for fetched pages, in fetch order. */
  id: string;
  url: string | null;
  domain: string | null;
  title: string | null;
  /** 0-10: how far the source is trusted (the raw record and the maker's own page rank high). */
  quality: number;
  /** The text the values quote from (HTML reduced to text). */
  text: string;
}

/** A value the pipeline wrote, with where it came from. */
export interface GeneratedValue {
  field_name: string;
  /** The field definition's id, or null for a core field / a free attribute. */
  field_definition_id: string | null;
  /** Text, number, boolean, or a list of texts for a multi-value field. */
  value: string | number | boolean | string[];
  /** The unit of a numeric value, normalised ('mm', 'kg', 'W', 'V', ...), when it has one. */
  unit: string | null;
  /** The source the value came from (PipelineSource.id); null when unsourced. */
  source_id: string | null;
  /** The exact substring of that source's text the value was read from; null when unsourced. */
  quote: string | null;
  /** What the value is: a core field (clean_name, descriptions), a free attribute, or a custom field. */
  kind?: 'core' | 'attribute' | 'custom';
  /**
   * 0-1: how sure the pipeline is of the value, from its cue, its unit's fit to the field, agreement of the
   * sources and the absence of contradictions. Absent on values of callers that do not rate them (treated as 0.5).
   */
  confidence?: number;
  /**
   * How the value was read, which its confidence rates: 'field' (a supplier column), 'label' ('Weight: 2 kg'),
   * 'after' / 'before' (a cue word beside a measure), 'unit' (the unit alone), 'phrase' (a stated yes/no),
   * 'scan' (an allowed value named in the text), 'pattern' (a pack size, warranty, size, model or origin).
   */
  evidence?: string;
}

/** Something a reviewer must look at on a field: a contradiction, a doubtful value, an unsourced claim. */
export interface ValueFlag {
  /** A schema field_name, one of the three text fields, or '*' for the record as a whole. */
  field_name: string;
  kind: 'contradiction' | 'low_confidence' | 'unsourced' | 'not_applied' | 'no_text';
  message: string;
  /** The quotes involved (a contradiction's two sides), verbatim from their sources. */
  quotes?: string[];
}

/** A value read from the record that no field of the company's schema holds: offered to the Schema Manager. */
export interface FieldSuggestion {
  /** The property as read ('Weight', 'Cord Length', a supplier's own key). */
  name: string;
  value: string;
  source_id: string;
  quote: string;
  confidence: number;
}

/** A value generated then dropped, and why (breaks the field's type or constraints, or an invented number). */
export interface DroppedValue {
  field_name: string;
  value: unknown;
  reason: string;
}

/** One itemised reason of the quality score. */
export interface ScoreReason {
  /** Machine name, e.g. 'required_fields', 'sourced_share', 'source_quality', 'constraints', 'invented_numbers'. */
  code: string;
  /** For people, e.g. 'Required fields filled: 4 of 5'. */
  label: string;
  points: number;
  max: number;
}

export interface PipelineScore {
  /** 0-10, one decimal. */
  score: number;
  reasons: ScoreReason[];
}

export interface TokenCounts {
  prompt: number;
  completion: number;
  total: number;
}

/** What the pipeline answers for one record. */
export interface PipelineResult {
  /** The core values (clean_name, short_description, long_description) when written. */
  clean_name: GeneratedValue | null;
  short_description: GeneratedValue | null;
  long_description: GeneratedValue | null;
  /** Attributes, name to value as stored on the product ('Voltage' → '18 V'), each also in `values`. */
  attributes: Record<string, string>;
  /** Every value written (core, attributes and custom fields), each sourced or with source_id null. */
  values: GeneratedValue[];
  dropped: DroppedValue[];
  /** Contradictions, doubtful values and instructions not applied, for review (shown first). */
  flags: ValueFlag[];
  /** Values read that no schema field holds (not written to the product). */
  suggestions: FieldSuggestion[];
  /** The record's language as detected (BCP 47 primary tag: 'en', 'de', 'fr', 'es'). */
  language: string;
  /** The sources read; `text` may be trimmed to what values quote. */
  sources: PipelineSource[];
  score: PipelineScore;
  /** Counted with a real tokenizer (js-tiktoken) for the local provider; as reported by the model otherwise. */
  tokens: TokenCounts;
  /** How long each stage took and what it did, for the job's result_data. */
  stages: { name: StageName; ms: number; detail: string }[];
}
