import { describe, expect, it } from 'vitest';
import { gather } from './gather';
import { MAX_TEXT_CHARS } from './text';
import type { RawRecord } from './types';

const record = (over: Partial<RawRecord>): RawRecord => ({
  customer_product_id: 'SKU-1',
  product_name: null,
  product_details: null,
  additional_fields: {},
  source_url: null,
  ...over,
});

describe('gather', () => {
  it('puts name, details and additional fields into the input source, HTML reduced to text', () => {
    const result = gather(
      record({
        product_name: '<b>DEWALT</b> 20V Drill &amp; Driver',
        product_details: '<p>Compact drill.</p><script>evil()</script><ul><li>Voltage: 20V</li></ul>',
        additional_fields: { brand: 'DEWALT', weight: 3.4, tags: ['a', 'b'], empty: '', nested: { x: 1 } },
      }),
    );
    expect(result.name).toBe('DEWALT 20V Drill & Driver');
    expect(result.source).toMatchObject({ id: 'input', quality: 8, url: null });
    expect(result.source.text).toBe(
      'DEWALT 20V Drill & Driver\nCompact drill.\nVoltage: 20V\nbrand: DEWALT\nweight: 3.4\ntags: a, b',
    );
    expect(result.facts).toEqual([
      { name: 'brand', value: 'DEWALT', source_id: 'input', quote: 'brand: DEWALT' },
      { name: 'weight', value: '3.4', source_id: 'input', quote: 'weight: 3.4' },
      { name: 'tags', value: 'a, b', source_id: 'input', quote: 'tags: a, b' },
    ]);
    for (const fact of result.facts) expect(result.source.text).toContain(fact.quote);
    expect(result.usable).toBe(true);
  });

  it('truncates a 1 MB description safely and says so', () => {
    const result = gather(record({ product_name: 'Big', product_details: 'word '.repeat(210_000) }));
    expect(result.details!.length).toBeLessThanOrEqual(MAX_TEXT_CHARS);
    expect(result.details!.endsWith('word')).toBe(true);
    expect(result.detail).toContain('description truncated');
  });

  it('removes binary junk and control characters; a record of junk alone has no usable text', () => {
    const junk = '\u0000\u0001\u0002\ufffd\ufffd\u0007\u001b[0m\ud800';
    const result = gather(record({ product_name: junk, product_details: `${junk}Steel hammer${junk}` }));
    expect(result.details).toBe('Steel hammer');
    expect(result.name).toBe(null);
    const empty = gather(record({ product_name: junk, product_details: '   ' }));
    expect(empty.usable).toBe(false);
    expect(empty.source.text).toBe('');
    expect(empty.detail).toContain('no usable text');
  });

  it('lists the source URL first, then http(s) URLs from the text, without duplicates', () => {
    const result = gather(
      record({
        source_url: 'https://maker.example/p/1',
        product_details:
          'See <a href="https://shop.example/x?y=1">shop</a>, https://maker.example/p/1 and ftp://no.example.',
        additional_fields: { manual: 'http://docs.example/manual.pdf.' },
      }),
    );
    expect(result.urls).toEqual([
      'https://maker.example/p/1',
      'https://shop.example/x?y=1',
      'http://docs.example/manual.pdf',
    ]);
  });
});
