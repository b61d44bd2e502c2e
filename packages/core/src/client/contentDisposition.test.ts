import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './contentDisposition';

describe('filenameFromContentDisposition', () => {
  it('reads quoted, unquoted and RFC 5987 names, preferring the latter', () => {
    expect(filenameFromContentDisposition('attachment; filename="products_export_1.csv"')).toBe(
      'products_export_1.csv',
    );
    expect(filenameFromContentDisposition('attachment; filename=products.csv')).toBe('products.csv');
    expect(
      filenameFromContentDisposition(
        `attachment; filename="fallback.csv"; filename*=UTF-8''produits%20%C3%A9t%C3%A9.csv`,
      ),
    ).toBe('produits été.csv');
    expect(filenameFromContentDisposition('attachment; filename="a \\"b\\".csv"')).toBe('a "b".csv');
  });

  it('gives undefined without a name', () => {
    expect(filenameFromContentDisposition(null)).toBeUndefined();
    expect(filenameFromContentDisposition('attachment')).toBeUndefined();
  });

  it('falls back to the plain name when the encoded one is malformed', () => {
    expect(filenameFromContentDisposition(`attachment; filename*=UTF-8''bad%E0%A4.csv; filename="ok.csv"`)).toBe(
      'ok.csv',
    );
  });
});
