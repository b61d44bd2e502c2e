import { describe, expect, it } from 'vitest';
import type { RawProductImport } from '../contract/index';
import { previewCredits, previewImport } from './importPreview';
import { takeImportBatch } from './importRows';

const row = (i: number): RawProductImport => ({
  customer_product_id: i === 7 ? '' : `P-${i}`,
  product_details: 'Drill',
  additional_fields: {},
});

describe('previewImport', () => {
  it('builds and sends 1,000 rows a call, skips rows the run would skip, and adds up the answers', async () => {
    const built: Array<[number, number]> = [];
    const sent: number[] = [];
    const source = {
      total: 2_500,
      batch: async (start: number, maxRows: number) => {
        const batch = takeImportBatch(2_500, start, maxRows, row);
        built.push([start, batch.next]);
        return batch;
      },
    };
    const counts = await previewImport(source, async (rows) => {
      sent.push(rows.length);
      return { results: [], new: rows.length - 2, changed: 1, unchanged: 1, unenhanced: 1 };
    });
    expect(built).toEqual([
      [0, 1001],
      [1001, 2001],
      [2001, 2500],
    ]);
    expect(sent).toEqual([1000, 1000, 499]);
    expect(counts).toEqual({ new: 2_493, changed: 3, unchanged: 3, unenhanced: 3 });
  });
});

describe('previewCredits', () => {
  it('charges 15 per new or changed row, and per unchanged row too with the force override', () => {
    expect(previewCredits({ new: 2, changed: 1, unchanged: 4 }, false)).toBe(45);
    expect(previewCredits({ new: 2, changed: 1, unchanged: 4 }, true)).toBe(105);
  });

  it('charges the unchanged rows never enhanced too (their start was refused): the run enhances them', () => {
    expect(previewCredits({ new: 2, changed: 1, unchanged: 4, unenhanced: 3 }, false)).toBe(90);
    expect(previewCredits({ new: 2, changed: 1, unchanged: 4, unenhanced: 3 }, true)).toBe(105);
  });
});
