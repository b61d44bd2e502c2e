import { formatQualityScore, sourceTooltipItems, type Source, productFieldsMessages, useTexts } from '@curate/core';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../theme/cx';
import { Badge } from '../primitives/Badge/Badge';
import { toneForBand } from './bands';

/** Props of SourceTooltip; other div attributes (id, hidden, ref) pass through. */
export interface SourceTooltipProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The sources to list. */
  sources: readonly Source[];
  /** Accessible name of the list, e.g. 'Sources for Material'. */
  label: string;
}

/**
 * The sources behind a value: title, quality, a 'View' link (http(s) only), value found and an excerpt of
 * at most 150 characters — spec part 1 §2, §9.
 */
export function SourceTooltip({ sources, label, className, ...rest }: SourceTooltipProps) {
  const m = useTexts('productFields', productFieldsMessages);
  const items = sourceTooltipItems(sources, m);
  return (
    <div
      {...rest}
      role="group"
      aria-label={label}
      className={cx('curate-SourceTooltip', className)}
      data-slot="source-tooltip"
    >
      <ul className="curate-SourceTooltip-list">
        {items.map((item) => (
          <li key={item.id} className="curate-SourceTooltip-item" data-slot="source-tooltip-item">
            <div className="curate-SourceTooltip-head">
              <span className="curate-SourceTooltip-title">{item.title}</span>
              {item.quality != null && (
                <Badge size="sm" tone={toneForBand(item.band)} data-band={item.band ?? undefined}>
                  {m.sourceQuality(formatQualityScore(item.quality))}
                </Badge>
              )}
              {item.href && (
                <a
                  className="curate-SourceTooltip-link"
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  aria-label={m.viewSource(item.title)}
                >
                  {m.view}
                </a>
              )}
            </div>
            {item.urlText && <div className="curate-SourceTooltip-url">{item.urlText}</div>}
            {item.valueFound && (
              <div className="curate-SourceTooltip-value">
                <span className="curate-SourceTooltip-key">{m.valueFound}</span>
                {item.valueFound}
              </div>
            )}
            {item.excerpt && <blockquote className="curate-SourceTooltip-excerpt">{item.excerpt}</blockquote>}
          </li>
        ))}
      </ul>
    </div>
  );
}
