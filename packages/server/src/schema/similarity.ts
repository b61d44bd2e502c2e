// The offline merge analysis: which two fields of one data type look like the same field, judged by
// their names and the values they share, with a rationale naming the evidence — spec part 2 §3, §4.4.
// Pure: no database, unit-tested in similarity.test.ts.

/** What the analysis needs of a field. */
export interface CandidateField {
  id: string;
  field_name: string;
  display_name: string;
  /** Canonical data type; fields of different data types are never paired. */
  data_type: string;
  /** Products holding a value. */
  usage: number;
  /** Normalised value (trimmed, lowercase) → products holding it. */
  values: ReadonlyMap<string, number>;
}

/** A proposed merge: the less used field into the more used one. */
export interface MergeCandidate {
  source: CandidateField;
  target: CandidateField;
  /** 0-1, three decimals. */
  confidence: number;
  rationale: string;
}

/** Lowest confidence a suggestion is stored with. */
export const MIN_SUGGESTION_CONFIDENCE = 0.6;

/** British / American spellings and unit spellings read as one word. */
const SPELLINGS: Readonly<Record<string, string>> = {
  colour: 'color',
  colours: 'colors',
  grey: 'gray',
  metre: 'meter',
  centre: 'center',
  aluminium: 'aluminum',
  favourite: 'favorite',
  catalogue: 'catalog',
  flavour: 'flavor',
  licence: 'license',
};
const UNITS: Readonly<Record<string, string>> = {
  lbs: 'lb',
  pounds: 'lb',
  pound: 'lb',
  kgs: 'kg',
  kilograms: 'kg',
  inches: 'in',
  inch: 'in',
  millimeters: 'mm',
  millimetres: 'mm',
};

/** The words of a name: lowercase, split on anything but letters and digits, bracketed asides dropped. */
export function nameWords(name: string): string[] {
  return name
    .replace(/\([^)]*\)/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

const spelled = (word: string) => SPELLINGS[word] ?? word;
const stem = (word: string) => {
  const unit = UNITS[word];
  if (unit) return unit;
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
};

/** Levenshtein distance (two rows). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

const alike = (a: string, b: string) => (a === b ? 1 : 1 - editDistance(a, b) / Math.max(a.length, b.length, 1));

/** How alike two names are (0-1) and the evidence in words. */
export function nameSimilarity(a: string, b: string): { score: number; evidence: string } {
  const wa = nameWords(a);
  const wb = nameWords(b);
  const quoted = `('${a}' / '${b}')`;
  if (wa.join(' ') === wb.join(' '))
    return { score: 0.97, evidence: `names differ only in case or separators ${quoted}` };
  const sa = wa.map(spelled);
  const sb = wb.map(spelled);
  if (sa.join(' ') === sb.join(' ')) return { score: 0.95, evidence: `names differ only in spelling ${quoted}` };
  if (sa.map(stem).join(' ') === sb.map(stem).join(' '))
    return { score: 0.9, evidence: `names differ only by a suffix ${quoted}` };
  const score = alike(sa.map(stem).join(''), sb.map(stem).join(''));
  return { score, evidence: `names are ${Math.round(score * 100)}% alike ${quoted}` };
}

/** Share (0-1) of `source`'s values, counted per product, that `target` also holds. */
export function valueOverlap(source: CandidateField, target: CandidateField): number {
  let total = 0;
  let shared = 0;
  for (const [value, count] of source.values) {
    total += count;
    if (target.values.has(value)) shared += count;
  }
  return total === 0 ? 0 : shared / total;
}

/** The pair's direction: the less used field merges into the more used one (ties: by field name). */
function direct(a: CandidateField, b: CandidateField): [CandidateField, CandidateField] {
  if (a.usage !== b.usage) return a.usage < b.usage ? [a, b] : [b, a];
  return a.field_name > b.field_name ? [a, b] : [b, a];
}

/** Judges one pair; null when they differ in data type or look unrelated. */
export function judgePair(a: CandidateField, b: CandidateField): MergeCandidate | null {
  if (a.id === b.id || a.data_type !== b.data_type || a.usage === 0 || b.usage === 0) return null;
  const [source, target] = direct(a, b);
  const byField = nameSimilarity(source.field_name, target.field_name);
  const byDisplay = nameSimilarity(source.display_name, target.display_name);
  // Field names are the sharper evidence; display names help when those differ more ('Colour (legacy)').
  const name = byField.score >= 0.85 || byField.score >= byDisplay.score ? byField : byDisplay;
  const overlap = valueOverlap(source, target);
  const confidence = Math.round((0.55 * name.score + 0.45 * overlap) * 1000) / 1000;
  const likely =
    (name.score >= 0.8 && confidence >= MIN_SUGGESTION_CONFIDENCE) || (name.score >= 0.6 && overlap >= 0.8);
  if (!likely || confidence < MIN_SUGGESTION_CONFIDENCE) return null;
  const rationale =
    `${Math.round(overlap * 100)}% of values shared; ${name.evidence}; both hold ${source.data_type} values; ` +
    `'${source.display_name}' is used by ${source.usage} product(s), '${target.display_name}' by ${target.usage}, ` +
    `so '${source.display_name}' merges into '${target.display_name}'.`;
  return { source, target, confidence, rationale };
}

/** Every likely pair among `fields`, most confident first. */
export function findMergeCandidates(fields: readonly CandidateField[]): MergeCandidate[] {
  const found: MergeCandidate[] = [];
  for (let i = 0; i < fields.length; i++)
    for (let j = i + 1; j < fields.length; j++) {
      const candidate = judgePair(fields[i]!, fields[j]!);
      if (candidate) found.push(candidate);
    }
  return found.sort((x, y) => y.confidence - x.confidence || x.source.field_name.localeCompare(y.source.field_name));
}
