// The demo custom-field schema: four field groups and their field definitions.

export type FieldType = 'text' | 'textarea' | 'number' | 'boolean' | 'select' | 'date' | 'url';
export type DataType = 'string' | 'number' | 'boolean' | 'date' | 'url';

export interface GroupTemplate {
  name: string;
  display_name: string;
  description: string;
  sort_order: number;
}

export interface FieldTemplate {
  field_name: string;
  display_name: string;
  field_type: FieldType;
  data_type: DataType;
  /** null: ungrouped (shown under 'Other Fields'). */
  group: string | null;
  sort_order: number;
  help_text?: string;
  placeholder?: string;
  is_required?: boolean;
  is_multiple?: boolean;
  is_core_field?: boolean;
  min_value?: number;
  max_value?: number;
  max_length?: number;
  allowed_values?: string[];
}

export const GROUPS: readonly GroupTemplate[] = [
  {
    name: 'basic_information',
    display_name: 'Basic Information',
    description: 'Names, descriptions and classification',
    sort_order: 1,
  },
  {
    name: 'specifications',
    display_name: 'Specifications',
    description: 'Physical and technical characteristics',
    sort_order: 2,
  },
  { name: 'logistics', display_name: 'Logistics', description: 'Ordering, packaging and compliance', sort_order: 3 },
  { name: 'marketing', display_name: 'Marketing', description: 'Selling points and discoverability', sort_order: 4 },
];

/** Ungrouped legacy fields duplicating a real one (merge suggestions have something to find). */
export const LEGACY_DUPLICATES: ReadonlySet<string> = new Set(['colour', 'weight_lb']);

export const COLORS = [
  'Black',
  'Red',
  'Yellow',
  'Blue',
  'Orange',
  'Silver',
  'Green',
  'White',
  'Gray',
  'Clear',
  'Assorted',
];

/** The field definitions of a company whose primary categories are `categories`. */
export function fieldTemplates(categories: string[]): FieldTemplate[] {
  return [
    {
      field_name: 'clean_name',
      display_name: 'Product Name',
      field_type: 'text',
      data_type: 'string',
      group: 'basic_information',
      sort_order: 1,
      is_core_field: true,
      is_required: true,
      max_length: 200,
      help_text: 'Customer-facing product name',
    },
    {
      field_name: 'short_description',
      display_name: 'Short Description',
      field_type: 'textarea',
      data_type: 'string',
      group: 'basic_information',
      sort_order: 2,
      is_core_field: true,
      max_length: 500,
      help_text: 'One or two sentences for listings',
    },
    {
      field_name: 'long_description',
      display_name: 'Long Description',
      field_type: 'textarea',
      data_type: 'string',
      group: 'basic_information',
      sort_order: 3,
      is_core_field: true,
      max_length: 5000,
      help_text: 'Full product page copy',
    },
    {
      field_name: 'brand',
      display_name: 'Brand',
      field_type: 'text',
      data_type: 'string',
      group: 'basic_information',
      sort_order: 4,
      is_required: true,
      max_length: 100,
    },
    {
      field_name: 'manufacturer',
      display_name: 'Manufacturer',
      field_type: 'text',
      data_type: 'string',
      group: 'basic_information',
      sort_order: 5,
    },
    {
      field_name: 'primary_category',
      display_name: 'Primary Category',
      field_type: 'select',
      data_type: 'string',
      group: 'basic_information',
      sort_order: 6,
      allowed_values: categories,
    },
    {
      field_name: 'subcategory',
      display_name: 'Subcategory',
      field_type: 'text',
      data_type: 'string',
      group: 'basic_information',
      sort_order: 7,
    },
    {
      field_name: 'material',
      display_name: 'Material',
      field_type: 'text',
      data_type: 'string',
      group: 'specifications',
      sort_order: 1,
      help_text: 'Main material of the body or contents',
    },
    {
      field_name: 'color',
      display_name: 'Color',
      field_type: 'select',
      data_type: 'string',
      group: 'specifications',
      sort_order: 2,
      allowed_values: COLORS,
    },
    {
      field_name: 'weight_lbs',
      display_name: 'Weight (lbs)',
      field_type: 'number',
      data_type: 'number',
      group: 'specifications',
      sort_order: 3,
      min_value: 0,
      max_value: 500,
      help_text: 'Shipping weight in pounds',
    },
    {
      field_name: 'dimensions',
      display_name: 'Dimensions',
      field_type: 'text',
      data_type: 'string',
      group: 'specifications',
      sort_order: 4,
      placeholder: 'L x W x H in',
    },
    {
      field_name: 'manufacturer_part_number',
      display_name: 'Manufacturer Part Number',
      field_type: 'text',
      data_type: 'string',
      group: 'logistics',
      sort_order: 1,
      max_length: 50,
    },
    {
      field_name: 'pack_quantity',
      display_name: 'Pack Quantity',
      field_type: 'number',
      data_type: 'number',
      group: 'logistics',
      sort_order: 2,
      min_value: 1,
      max_value: 10000,
    },
    {
      field_name: 'warranty_months',
      display_name: 'Warranty (months)',
      field_type: 'number',
      data_type: 'number',
      group: 'logistics',
      sort_order: 3,
      min_value: 0,
      max_value: 240,
    },
    {
      field_name: 'is_hazardous',
      display_name: 'Hazardous Material',
      field_type: 'boolean',
      data_type: 'boolean',
      group: 'logistics',
      sort_order: 4,
      help_text: 'Ships under hazmat rules (batteries, aerosols, chemicals)',
    },
    {
      field_name: 'release_date',
      display_name: 'Release Date',
      field_type: 'date',
      data_type: 'date',
      group: 'logistics',
      sort_order: 5,
    },
    {
      field_name: 'product_url',
      display_name: 'Product Page URL',
      field_type: 'url',
      data_type: 'url',
      group: 'marketing',
      sort_order: 1,
      placeholder: 'https://',
    },
    {
      field_name: 'features',
      display_name: 'Key Features',
      field_type: 'text',
      data_type: 'string',
      group: 'marketing',
      sort_order: 2,
      is_multiple: true,
      help_text: 'One selling point per value',
    },
    {
      field_name: 'keywords',
      display_name: 'Search Keywords',
      field_type: 'text',
      data_type: 'string',
      group: 'marketing',
      sort_order: 3,
      is_multiple: true,
    },
    {
      field_name: 'colour',
      display_name: 'Colour (legacy)',
      field_type: 'text',
      data_type: 'string',
      group: null,
      sort_order: 999,
      help_text: 'Imported from the legacy catalogue; duplicates Color',
    },
    {
      field_name: 'weight_lb',
      display_name: 'Weight (lb)',
      field_type: 'number',
      data_type: 'number',
      group: null,
      sort_order: 999,
      help_text: 'From the supplier feed; duplicates Weight (lbs)',
    },
  ];
}
