import type { QualityBand } from '@curate/core';
import type { BadgeTone } from '../primitives/Badge/Badge';

/** The badge tone of a quality band (spec part 1 §9 colours: green, yellow, orange, red). */
export const toneForBand = (band: QualityBand | null | undefined): BadgeTone =>
  band === 'green'
    ? 'success'
    : band === 'yellow'
      ? 'warning'
      : band === 'orange'
        ? 'orange'
        : band === 'red'
          ? 'danger'
          : 'neutral';
