import {
  averageSourceQuality,
  formatQualityScore,
  overflowLabel,
  sourceDots,
  sourceQualityBand,
  type Source,
  productFieldsMessages,
  useTexts,
} from '@curate/core';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../theme/cx';

/** Props of QualityDots; other span attributes pass through. */
export interface QualityDotsProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The field's sources. */
  sources: readonly Pick<Source, 'id' | 'source_quality'>[];
}

/** Average source quality with one dot per source (at most 3, then '+N') — spec part 1 §2, §9. */
export function QualityDots({ sources, className, ...rest }: QualityDotsProps) {
  const m = useTexts('productFields', productFieldsMessages);
  const average = averageSourceQuality(sources);
  if (average === null) return null;
  const { dots, overflow } = sourceDots(sources);
  return (
    <span
      {...rest}
      className={cx('curate-QualityDots', className)}
      data-slot="quality-dots"
      data-band={sourceQualityBand(average)}
      title={m.averageQuality(formatQualityScore(average))}
    >
      <span className="curate-QualityDots-average">{formatQualityScore(average)}</span>
      <span className="curate-QualityDots-dots" aria-hidden="true">
        {dots.map((dot) => (
          <span key={dot.sourceId} className="curate-QualityDots-dot" data-band={dot.band ?? 'none'} />
        ))}
        {overflow > 0 && <span className="curate-QualityDots-more">{overflowLabel(overflow)}</span>}
      </span>
      <span className="curate-visually-hidden">{m.averageQualityHidden}</span>
    </span>
  );
}
