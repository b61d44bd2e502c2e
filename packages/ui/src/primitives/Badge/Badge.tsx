import type { ComponentPropsWithRef } from 'react';
import { cx, dataFlag } from '../../theme/cx';

/**
 * Colour tone of a badge. The quality-score bands map onto tones (spec part 1 §9):
 * 8 and above 'success', 6 and above 'warning', 4 and above 'orange', below 4 'danger'.
 */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'orange';

/** Props of Badge; other span attributes (and ref) pass through. */
export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** Colour tone; default 'neutral'. */
  tone?: BadgeTone;
  /** Size; default 'md'. */
  size?: 'sm' | 'md';
  /** Shows a solid dot in the tone's colour before the label; default false. */
  dot?: boolean;
}

/** A short status or count label in one of six tones. */
export function Badge({ tone = 'neutral', size = 'md', dot = false, className, children, ...rest }: BadgeProps) {
  return (
    <span
      {...rest}
      className={cx('curate-Badge', className)}
      data-slot="badge"
      data-tone={tone}
      data-size={size}
      data-dot={dataFlag(dot)}
    >
      {dot && <span className="curate-Badge-dot" data-slot="badge-dot" aria-hidden="true" />}
      {children}
    </span>
  );
}
