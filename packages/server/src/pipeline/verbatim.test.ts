import { describe, expect, it } from 'vitest';
import { recordQuote, verbatimQuotes } from './verbatim';

describe('recordQuote', () => {
  const table =
    '<table><tr><td>Stroller weight</td><td>22.6 lbs</td></tr><tr><td>Allergens</td><td>Contains: Soy</td></tr></table>';

  it('keeps a quote the raw record holds', () => {
    expect(recordQuote('Brand: Acme', ['Brand: Acme'])).toBe('Brand: Acme');
  });

  it("answers a table row's value cell for the cleaned 'Header: value' line", () => {
    expect(recordQuote('Stroller weight: 22.6 lbs', [table])).toBe('22.6 lbs');
  });

  it('keeps the longest tail the record holds', () => {
    expect(recordQuote('Allergens: Contains: Soy', [table])).toBe('Contains: Soy');
  });

  it('leaves a quote with no verbatim part as it is', () => {
    expect(recordQuote('Max. Temperature: 200 °F', ['<td>Max. Temperature</td><td>200 &deg;F</td>'])).toBe(
      'Max. Temperature: 200 °F',
    );
  });
});

describe('verbatimQuotes', () => {
  it("rewrites only the input source's quotes", () => {
    const record = {
      customer_product_id: 'X',
      product_name: 'Stroller',
      product_details: '<table><tr><th>Weight</th><td>22.6 lbs</td></tr></table>',
      additional_fields: {},
      source_url: null,
    };
    const base = { field_definition_id: null, unit: null };
    const [input, web] = verbatimQuotes(
      [
        { ...base, field_name: 'weight_lbs', value: 22.6, source_id: 'input', quote: 'Weight: 22.6 lbs' },
        { ...base, field_name: 'brand', value: 'Acme', source_id: 'web-1', quote: 'Weight: 22.6 lbs' },
      ],
      record,
    );
    expect(input?.quote).toBe('22.6 lbs');
    expect(web?.quote).toBe('Weight: 22.6 lbs');
  });
});
