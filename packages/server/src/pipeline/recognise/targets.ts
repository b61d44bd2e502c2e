import { fieldKind } from '../constraints';
import type { FieldSpec } from '../types';
import { unitOf } from './quantities';
import { minimumAgeIn, YES_NO } from './extras';
import { PROPERTIES, type Property, propertiesOfLabel, propertyById } from './properties';
import { keepingIn } from './keeping';
import { nutrientOf } from './nutrition';

/** What a field holds, as read from its definition. */
export interface Target {
  spec: FieldSpec;
  kind: ReturnType<typeof fieldKind>;
  property: Property | null;
  /** js-quantities unit of a number field, when its definition names one. */
  unit: string | null;
  multiple: boolean;
  select: boolean;
}

export function unitIn(text: string, kinds: readonly string[] | null): string | null {
  // 'l/min', 'm³/h': a unit written with a slash is one unit.
  const whole = unitOf(text.trim());
  if (whole && (!kinds || kinds.length === 0 || kinds.includes(whole.kind))) return whole.unit;
  const tokens = text.split(/[\s,;/()]+/).filter(Boolean);
  for (let n = 3; n >= 1; n -= 1)
    for (let i = 0; i + n <= tokens.length; i += 1) {
      const u = unitOf(tokens.slice(i, i + n).join(' '));
      if (u && (!kinds || kinds.length === 0 || kinds.includes(u.kind))) return u.unit;
    }
  return null;
}

const TARGETS = new WeakMap<FieldSpec, Target>();

/** Properties whose values are counts: a number field holds them without a unit. */
export const COUNTS = new Set([
  'pack_quantity',
  'piece_count',
  'warranty',
  'settings_count',
  'gears',
  'servings',
  'poles',
  'min_age',
  'spf',
]);

/**
 * A minimum age ('ages 3+', a supplier key's '18+' or '0 mois+') in the field's unit: months when its name,
 * display name or the opening of its help text says months, else years; null when there is none or it is no
 * whole or half number in that unit.
 */
export function ageInField(spec: FieldSpec, text: string): number | null {
  const age = minimumAgeIn(text, true);
  if (!age) return null;
  const [count, unit] = age.value.split(' ');
  return monthsInField(spec, Number(count) * (unit === 'years' ? 12 : 1));
}

/** Months in the field's unit of time: as they are when its name, display name or help text opening says months. */
export function monthsInField(spec: FieldSpec, months: number): number | null {
  const inMonths =
    /_months?$/i.test(spec.field_name) ||
    /\b(?:months?|monate?n?|mois|mes(?:es)?|mesi)\b/i.test(
      `${spec.display_name} ${(spec.description ?? '').split(/[(,;:.]/)[0]}`,
    );
  const value = inMonths ? months : months / 12;
  return Number.isInteger(value * 2) ? value : null;
}

/** Text properties written as dimensions ('L x W x H'). */
export const DIMENSIONS = new Set(['dimensions', 'packed_dimensions']);

/** The property and unit a field definition holds (worked out once per field spec). */
export function targetOf(spec: FieldSpec): Target {
  let target = TARGETS.get(spec);
  if (!target) {
    target = readTarget(spec);
    TARGETS.set(spec, target);
  }
  return target;
}

function readTarget(spec: FieldSpec): Target {
  const kind = fieldKind(spec);
  const type = spec.field_type.toLowerCase();
  const paren = /\(([^)]+)\)/.exec(spec.display_name)?.[1] ?? null;
  const nameParts = spec.field_name.split('_');
  const suffixUnit = nameParts.length > 1 ? (unitOf(nameParts.at(-1)!)?.unit ?? null) : null;
  // 'Alcohol (% vol)': a share, no volume.
  let unit = (paren && !paren.includes('%') && unitIn(paren, null)) || suffixUnit;
  const label = `${spec.display_name.replace(/\([^)]*\)/g, ' ')} ${suffixUnit ? nameParts.slice(0, -1).join(' ') : nameParts.join(' ')}`;
  const unitKind = unit ? (unitOf(unit === 'lbs' ? 'lb' : unit)?.kind ?? null) : null;
  const numeric = kind === 'number' || kind === 'integer';
  // A property fits the field's type: a measure for a number, a yes/no for a boolean, a text for a text.
  const fitsType = (p: Property) =>
    numeric
      ? p.kinds.length > 0 || COUNTS.has(p.id)
      : kind === 'boolean'
        ? p.kinds.length === 0 && p.id in YES_NO
        : (p.kinds.length === 0 && !(p.id in YES_NO)) || DIMENSIONS.has(p.id);
  // A choice named 'Storage' is how goods are kept when its values say so (Ambient, Chilled), not a disk's type.
  const keeps = (p: Property) =>
    p.id !== 'keeping' || !spec.allowed_values?.length || spec.allowed_values.some((v) => keepingIn(v) !== null);
  let candidates = propertiesOfLabel(label).filter((p) => fitsType(p) && keeps(p));
  // The help text names the property only when it opens with it ('Net weight in grams'): further on it
  // describes, compares and lists other things ('… brightness levels', '… not the cable').
  // A share ('Alcohol (% vol)', 'cotton_percent') is no measure its help text describes ('Alcohol by volume').
  const share = /%|\bpercent|\bprozent|\bpourcentage/i.test(
    `${spec.display_name} ${spec.field_name.replace(/_/g, ' ')}`,
  );
  if (candidates.length === 0 && spec.description && !share)
    candidates = propertiesOfLabel(
      spec.description
        .split(/[(,;:.]/)[0]!
        .split(/\s+/)
        .slice(0, 4)
        .join(' '),
    ).filter(fitsType);
  // A count ('Servings') takes no unit from its help text's examples ('not the serving size (30 g)').
  const counted = candidates.some((p) => COUNTS.has(p.id) && p.kinds.length === 0);
  if (!unit && numeric && spec.description && !counted) {
    const kinds = candidates.find((p) => p.kinds.length > 0)?.kinds ?? null;
    unit = unitIn(spec.description.replace(/\b(?:in|en|em)\b/g, ' '), kinds);
  }
  // 'Net Weight: the item's own net weight in kilograms': its weight, not a package's contents.
  if (
    candidates[0]?.id === 'net_contents' &&
    /\bown\b[^.;]{0,12}\bweight\b|eigengewicht|poids propre|peso propio/i.test(spec.description ?? '')
  )
    candidates = [propertyById('weight')!, ...candidates.slice(1)];
  const measureKind = unit && numeric ? (unitOfKind(unit) ?? unitKind) : null;
  // A unit of another kind than every property named ('Battery Life (hours)') leaves the field's property open.
  // A field named by its unit alone ('Light Output (lm)', 'Battery Life (hours)'): the one property the unit
  // names by itself.
  const byUnit = measureKind ? PROPERTIES.filter((p) => p.unitOnly !== undefined && p.kinds.includes(measureKind)) : [];
  // A nutrient per 100 g ('Protein (g/100 g)') is read from the nutrition table only: no measure's property.
  const property = nutrientOf(spec)
    ? null
    : measureKind
      ? (candidates.find((p) => p.kinds.includes(measureKind)) ?? (byUnit.length === 1 ? byUnit[0]! : null))
      : (candidates[0] ?? null);
  return {
    spec,
    kind,
    property,
    unit: numeric ? (unit ?? property?.defaultUnit ?? null) : null,
    multiple: spec.is_multiple || type === 'multiselect',
    select: type === 'select' || type === 'multiselect' || (spec.allowed_values?.length ?? 0) > 0,
  };
}

function unitOfKind(unit: string): string | null {
  for (const probe of [unit, unit.toLowerCase()]) {
    const u = unitOf(probe);
    if (u && u.unit === unit) return u.kind;
  }
  return null;
}
