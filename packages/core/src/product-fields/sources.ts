import type { ProductField, Source } from '../contract/index';
import { productFieldsMessages, type ProductFieldsMessages } from '../messages/index';
import { MAX_QUALITY_DOTS, URL_DISPLAY_LONG } from './constants';
import { safeHttpUrl } from './links';
import { sourceQualityBand, type QualityBand } from './qualityBands';
import { truncate, truncateExcerpt } from './text';

/** The sources behind a field: its own list, else the product's sources pointing at its definition. */
export function sourcesForField(
  field: Pick<ProductField, 'field_definition_id' | 'sources'>,
  productSources: readonly Source[] = [],
): Source[] {
  if (field.sources.length > 0) return field.sources;
  return productSources.filter((s) => s.field_definition_id === field.field_definition_id);
}

/** Mean source quality of the sources that have one; null when none has — spec part 1 §2. */
export function averageSourceQuality(sources: readonly Pick<Source, 'source_quality'>[]): number | null {
  const scores = sources.map((s) => s.source_quality).filter((q): q is number => q != null);
  if (scores.length === 0) return null;
  return scores.reduce((sum, q) => sum + q, 0) / scores.length;
}

/** One quality dot: a source's quality and its colour band. */
export interface QualityDot {
  sourceId: string;
  quality: number | null;
  band: QualityBand | null;
}

/** Up to 3 dots (one per source, in order), and how many sources are left for the '+N' — spec part 1 §9. */
export function sourceDots(sources: readonly Pick<Source, 'id' | 'source_quality'>[], max: number = MAX_QUALITY_DOTS) {
  const dots: QualityDot[] = sources.slice(0, max).map((s) => ({
    sourceId: s.id,
    quality: s.source_quality,
    band: s.source_quality == null ? null : sourceQualityBand(s.source_quality),
  }));
  return { dots, overflow: Math.max(0, sources.length - max) };
}

/** '+N' for the sources beyond the dots, '' when none — spec part 1 §9. */
export const overflowLabel = (overflow: number): string => (overflow > 0 ? `+${overflow}` : '');

/** A source as the tooltip lists it — spec part 1 §2: title, quality, a 'View' link, value found, excerpt ≤ 150. */
export interface SourceTooltipItem {
  id: string;
  title: string;
  quality: number | null;
  band: QualityBand | null;
  /** http(s) href for the 'View' link; null means no link is shown. */
  href: string | null;
  /** The URL as text (cut at 80) when it is not a safe link, so it is still visible. */
  urlText: string | null;
  valueFound: string | null;
  excerpt: string | null;
}

/** The tooltip rows for a field's sources. The title falls back to the domain, then the URL, then 'Source N'. */
export function sourceTooltipItems(
  sources: readonly Source[],
  m: ProductFieldsMessages = productFieldsMessages,
): SourceTooltipItem[] {
  return sources.map((s, i) => {
    const href = safeHttpUrl(s.source_url);
    const excerptText = s.excerpt ?? s.source_quote;
    return {
      id: s.id,
      title:
        s.source_title?.trim() ||
        s.source_domain?.trim() ||
        (s.source_url ? truncate(s.source_url, URL_DISPLAY_LONG) : m.sourceNumber(i + 1)),
      quality: s.source_quality,
      band: s.source_quality == null ? null : sourceQualityBand(s.source_quality),
      href,
      urlText: href === null && s.source_url ? truncate(s.source_url, URL_DISPLAY_LONG) : null,
      valueFound: s.value_found,
      excerpt: excerptText ? truncateExcerpt(excerptText) : null,
    };
  });
}
