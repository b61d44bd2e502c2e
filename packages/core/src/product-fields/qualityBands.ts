// Quality-score colour bands — spec part 1 §9. Bands are colour names; the styled layer maps them to tones.

/** A colour band of a quality score. */
export type QualityBand = 'green' | 'yellow' | 'orange' | 'red';

/**
 * The score as shown, with one decimal (7.96 shows '8.0' and is 8.0): bands go by it, so a score never reads
 * '8.0' in the colour of 'below 8' — spec part 1 §9.
 */
export function shownScore(score: number): number {
  return Number(score.toFixed(1));
}

/** Review dialog (and queue) badge: 8 and above green, 6 to 8 yellow, below 6 red, of the shown score — spec part 1 §9. */
export function reviewScoreBand(raw: number): Exclude<QualityBand, 'orange'> {
  const score = shownScore(raw);
  if (score >= 8) return 'green';
  if (score >= 6) return 'yellow';
  return 'red';
}

/** Catalogue bands: 8 and above green, 6 and above yellow, 4 and above orange, below 4 red, of the shown score — spec part 1 §9. */
export function catalogueScoreBand(raw: number): QualityBand {
  const score = shownScore(raw);
  if (score >= 8) return 'green';
  if (score >= 6) return 'yellow';
  if (score >= 4) return 'orange';
  return 'red';
}

/** Source quality: 8 and above green, 6 and above yellow, 4 and above orange, else red — spec part 1 §9. */
export const sourceQualityBand: (quality: number) => QualityBand = catalogueScoreBand;

/** A quality score with one decimal ('8.4'); '–' when unknown — spec part 1 §9. */
export function formatQualityScore(score: number | null | undefined): string {
  return score == null || Number.isNaN(score) ? '–' : score.toFixed(1);
}

/** 'x/10' with one decimal, e.g. '8.4/10' — spec part 1 §9. */
export function formatScoreOutOfTen(score: number | null | undefined): string {
  return `${formatQualityScore(score)}/10`;
}
