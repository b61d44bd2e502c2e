import { catalogueScoreBand, formatQualityScore, reviewScoreBand } from '@curate/core';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../theme/cx';
import { Badge } from '../primitives/Badge/Badge';
import { toneForBand } from './bands';

/** Props of QualityScoreBadge; other span attributes pass through. */
export interface QualityScoreBadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The quality score, 0-10; null shows '–'. */
  score: number | null | undefined;
  /** Which bands colour it: 'review' (8+ green, 6-8 yellow, below 6 red) or 'catalogue' (adds orange 4-6); default 'review'. */
  bands?: 'review' | 'catalogue';
  /** Show '/10' after the score; default false. */
  outOfTen?: boolean;
  /** Badge size; default 'md'. */
  size?: 'sm' | 'md';
}

/** A quality score with one decimal in its colour band — spec part 1 §9. */
export function QualityScoreBadge({
  score,
  bands = 'review',
  outOfTen = false,
  size = 'md',
  className,
  ...rest
}: QualityScoreBadgeProps) {
  const band = score == null ? null : bands === 'review' ? reviewScoreBand(score) : catalogueScoreBand(score);
  return (
    <Badge
      {...rest}
      tone={toneForBand(band)}
      size={size}
      dot
      className={cx('curate-QualityScoreBadge', className)}
      data-band={band ?? undefined}
    >
      {formatQualityScore(score)}
      {outOfTen && '/10'}
    </Badge>
  );
}
