import { describe, expect, it } from 'vitest';
import { field, source } from '../test/fixtures';
import { fieldValueHref, isLinkField, linkText, safeHttpUrl } from './links';
import {
  catalogueScoreBand,
  formatQualityScore,
  formatScoreOutOfTen,
  reviewScoreBand,
  sourceQualityBand,
} from './qualityBands';
import { averageSourceQuality, overflowLabel, sourceDots, sourceTooltipItems, sourcesForField } from './sources';
import {
  isMultiLineText,
  multiLineHeight,
  truncate,
  truncateExcerpt,
  truncateQueueDescription,
  truncateUrl,
} from './text';

describe('quality score bands (spec part 1 §9)', () => {
  it('review badge: 8 and above green, 6 to 8 yellow, below 6 red', () => {
    expect([10, 8, 7.9, 6, 5.9, 0].map(reviewScoreBand)).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red']);
  });
  it('catalogue: 8+ green, 6+ yellow, 4+ orange, below 4 red', () => {
    expect([8, 6, 4, 3.9].map(catalogueScoreBand)).toEqual(['green', 'yellow', 'orange', 'red']);
  });
  it('bands by the score as shown (one decimal): 7.96 reads 8.0 and is green in both, 7.94 reads 7.9 and is yellow', () => {
    expect(formatQualityScore(7.96)).toBe('8.0');
    expect([reviewScoreBand(7.96), catalogueScoreBand(7.96)]).toEqual(['green', 'green']);
    expect(formatQualityScore(7.94)).toBe('7.9');
    expect([reviewScoreBand(7.94), catalogueScoreBand(7.94)]).toEqual(['yellow', 'yellow']);
    expect([reviewScoreBand(5.97), catalogueScoreBand(3.96)]).toEqual(['yellow', 'orange']);
  });
  it('source quality: 8+ green, 6+ yellow, 4+ orange, else red', () => {
    expect([9, 6.5, 4, 1].map(sourceQualityBand)).toEqual(['green', 'yellow', 'orange', 'red']);
  });
  it('shows scores with one decimal out of 10', () => {
    expect(formatQualityScore(8)).toBe('8.0');
    expect(formatScoreOutOfTen(8.44)).toBe('8.4/10');
    expect(formatScoreOutOfTen(null)).toBe('–/10');
  });
});

describe('truncation (spec part 1 §2, §9)', () => {
  it('cuts excerpts at 150, queue descriptions at 100 and URLs at 80 (or 60)', () => {
    expect(truncateExcerpt('x'.repeat(150))).toBe('x'.repeat(150));
    expect(truncateExcerpt('x'.repeat(151))).toBe(`${'x'.repeat(150)}...`);
    expect(truncateQueueDescription('y'.repeat(101))).toHaveLength(103);
    expect(truncateUrl(`https://example.com/${'p'.repeat(100)}`)).toHaveLength(83);
    expect(truncateUrl(`https://example.com/${'p'.repeat(100)}`, 60)).toHaveLength(63);
  });
  it('never splits an emoji and reads null as empty', () => {
    expect(truncate('ab😀cd', 3)).toBe('ab😀...');
    expect(truncate(null, 5)).toBe('');
  });
});

describe('multi-line inputs (spec part 1 §5)', () => {
  it('over 80 characters, a line break, or more than one period', () => {
    expect(isMultiLineText('x'.repeat(80))).toBe(false);
    expect(isMultiLineText('x'.repeat(81))).toBe(true);
    expect(isMultiLineText('line one\nline two')).toBe(true);
    expect(isMultiLineText('One sentence.')).toBe(false);
    expect(isMultiLineText('One. Two.')).toBe(true);
  });
  it('grows between 40 and 600 px', () => {
    expect(multiLineHeight(12)).toBe(40);
    expect(multiLineHeight(240.2)).toBe(241);
    expect(multiLineHeight(2000)).toBe(600);
  });
});

describe('links: only http(s) URLs (issue #4)', () => {
  it('accepts http and https URLs with a host', () => {
    expect(safeHttpUrl(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1');
    expect(safeHttpUrl('HTTP://EXAMPLE.COM')).toBe('http://example.com/');
  });
  it('refuses every other scheme and relative or malformed text', () => {
    for (const value of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://example.com',
      '//example.com',
      'www.example.com',
      'https://',
      'mailto:a@b.c',
      '',
      null,
    ]) {
      expect(safeHttpUrl(value)).toBeNull();
    }
  });
  it('knows link fields by type or name', () => {
    expect(isLinkField({ field_name: 'manufacturer_website' })).toBe(true);
    expect(isLinkField({ field_name: 'spec_sheet', field_type: 'url' })).toBe(true);
    expect(isLinkField({ field_name: 'color' })).toBe(false);
    expect(fieldValueHref({ field_name: 'product_url' }, 'javascript:alert(1)')).toBeNull();
    expect(fieldValueHref({ field_name: 'notes' }, 'https://example.com')).toBe('https://example.com/');
  });

  it("links a link field's value without a scheme with https:// added, and nothing but http(s) (issue #14)", () => {
    const site = { field_name: 'manufacturer_website' };
    expect(fieldValueHref(site, 'www.hydroflask.com/care')).toBe('https://www.hydroflask.com/care');
    expect(fieldValueHref({ field_name: 'spec', field_type: 'url' }, 'example.com')).toBe('https://example.com/');
    expect(fieldValueHref(site, 'http://example.com')).toBe('http://example.com/');
    expect([linkText('www.hydroflask.com/care'), linkText('http://example.com')]).toEqual([
      'https://www.hydroflask.com/care',
      'http://example.com',
    ]);
    for (const value of ['javascript:alert(1)', 'mailto:a@b.co', 'not a link', 'localhost', '/relative/path', ''])
      expect(fieldValueHref(site, value)).toBeNull();
    // Elsewhere only a value that is an http(s) URL is a link.
    expect(fieldValueHref({ field_name: 'brand' }, 'www.hydroflask.com')).toBeNull();
  });
});

describe('sources (spec part 1 §2, §9)', () => {
  const sources = [
    source(1, { source_quality: 9 }),
    source(2, { source_quality: 6 }),
    source(3, { source_quality: 3 }),
    source(4, { source_quality: null }),
    source(5),
  ];

  it('averages the qualities that are known', () => {
    expect(averageSourceQuality(sources)).toBeCloseTo((9 + 6 + 3 + 8) / 4);
    expect(averageSourceQuality([])).toBeNull();
  });

  it('shows at most 3 dots, then +N', () => {
    const { dots, overflow } = sourceDots(sources);
    expect(dots.map((d) => d.band)).toEqual(['green', 'yellow', 'red']);
    expect(overflow).toBe(2);
    expect(overflowLabel(overflow)).toBe('+2');
    expect(overflowLabel(0)).toBe('');
  });

  it('lists title, quality, a safe View link, value found and a cut excerpt', () => {
    const [a, b] = sourceTooltipItems([
      source(1, { excerpt: 'e'.repeat(200) }),
      source(2, { source_url: 'javascript:alert(1)', source_title: null, source_domain: null }),
    ]);
    expect(a).toMatchObject({
      title: 'Shop 1',
      quality: 8,
      band: 'green',
      href: 'https://shop1.example.com/p/1',
      valueFound: 'value',
    });
    expect(a!.excerpt).toHaveLength(153);
    expect(b!.href).toBeNull();
    expect(b!.urlText).toBe('javascript:alert(1)');
    expect(b!.title).toBe('javascript:alert(1)');
  });

  it("takes a field's own sources, else the product's sources for its definition", () => {
    const f = field(1);
    const productSources = [source(1, { field_definition_id: f.field_definition_id }), source(2)];
    expect(sourcesForField(f, productSources).map((s) => s.id)).toEqual([productSources[0]!.id]);
    expect(sourcesForField({ ...f, sources: [source(9)] }, productSources)).toHaveLength(1);
  });
});
