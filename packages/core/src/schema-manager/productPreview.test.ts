// The merge dialog's product preview lines and the sub-tab reader — spec part 2 §2.8, §2.9.
import { describe, expect, it } from 'vitest';
import { detailFor, field, multiField } from '../test/fixtures';
import { schemaManagerMessages } from '../messages/index';
import { productPreviewRows } from './productPreview';
import { readSchemaSubtab } from './subtabs';

describe('productPreviewRows', () => {
  it('lists the spec fields that hold a value, in the spec order, and skips the others', () => {
    const { product } = detailFor(1, [
      field(1, { field_name: 'primary_category', value_text: 'Tools' }),
      field(2, { field_name: 'manufacturer', value_text: 'Acme' }),
      field(3, { field_name: 'colour', value_text: 'Red' }),
      field(4, { field_name: 'item_number', value_text: '  ' }),
      multiField(5, ['Drills', 'Cordless'], { field_name: 'subcategory' }),
    ]);
    const rows = productPreviewRows({ ...product, clean_name: '["Drill X","Drill"]', short_description: 'A drill.' });
    expect(rows.map((row) => [row.name, row.value])).toEqual([
      ['clean_name', 'Drill X'],
      ['short_description', 'A drill.'],
      ['manufacturer', 'Acme'],
      ['subcategory', 'Drills, Cordless'],
      ['primary_category', 'Tools'],
    ]);
  });
});

describe("productPreviewRows in the provider's words (issue #21)", () => {
  it('labels the lines with the texts given, in English by default', () => {
    const { product } = detailFor(1, [field(1, { field_name: 'manufacturer', value_text: 'Acme' })]);
    const texts = { ...schemaManagerMessages, previewManufacturer: 'Hersteller' };
    expect(productPreviewRows(product).find((row) => row.name === 'manufacturer')?.label).toBe('Manufacturer');
    expect(productPreviewRows(product, texts).find((row) => row.name === 'manufacturer')?.label).toBe('Hersteller');
  });
});

describe('readSchemaSubtab', () => {
  it('reads merge, and schema for none or any other value', () => {
    expect(readSchemaSubtab('merge')).toBe('merge');
    expect(readSchemaSubtab(null)).toBe('schema');
    expect(readSchemaSubtab('api-docs')).toBe('schema');
  });
});

describe('suggestFieldName', () => {
  it('turns a display name into a field name', async () => {
    const { suggestFieldName } = await import('./editors');
    expect(suggestFieldName('Weight (lb)')).toBe('weight_lb');
    expect(suggestFieldName('  Colour / Finish ')).toBe('colour_finish');
  });
});
