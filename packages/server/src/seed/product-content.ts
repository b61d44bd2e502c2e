// The text and attribute values of one demo product, drawn from its kind, brand and variant.
import type { CompanyCatalog, ProductKind } from './catalog-types';
import type { Rng } from './random';

/** A custom-field value as the seed stores it: arrays are multi-value fields. */
export type SeedValue = string | number | boolean | string[];

export interface ProductContent {
  sku: string;
  brand: string;
  kind: ProductKind;
  cleanName: string;
  shortDescription: string;
  longDescription: string;
  rawName: string;
  rawDetails: string;
  imageUrl: string;
  attributes: Record<string, string>;
  /** Custom field values by field_name (only the fields this product has). */
  values: Record<string, SeedValue>;
  brandSite: { domain: string; site: string };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const MANUFACTURER_SUFFIX = ['Inc.', 'Industries', 'Manufacturing Co.'];
const OPTIONAL_DROP_RATE = 0.12;

/** Builds one product's content; `index` keeps SKUs unique and increasing. */
export function productContent(
  rng: Rng,
  catalog: CompanyCatalog,
  companyCode: string,
  index: number,
  combo: { kind: ProductKind; brand: string; variant: string },
  now: Date,
): ProductContent {
  const { kind, brand, variant } = combo;
  const code = catalog.categoryCodes[kind.category] ?? 'GEN';
  const sku = `${catalog.skuPrefix}-${code}-${10000 + index * 37 + rng.int(0, 36)}`;
  const cleanName = `${brand} ${kind.noun}, ${variant}`;
  const material = rng.pick(kind.materials);
  const color = rng.pick(kind.colors);
  const weight = rng.round(kind.weight[0], kind.weight[1], 1);
  const [l, w, h] = kind.dims.map((d) => Math.round(d * (0.9 + rng.float() * 0.2) * 10) / 10);
  const dimensions = `${l} x ${w} x ${h} in`;
  const pack = rng.pick(kind.pack ?? [1]);
  const features = rng.sample(kind.features, rng.int(3, 4));
  const keywords = rng.sample([...kind.keywords, slug(brand).replace(/-/g, ' ')], rng.int(2, 4));
  const brandIndex = catalog.brands.indexOf(brand);
  const brandSite = { domain: `www.${slug(brand).replace(/-/g, '')}.com`, site: brand };
  const mpn = `${brand.replace(/[^A-Z]/g, '').slice(0, 3) || 'MP'}-${rng.int(1000, 9999)}${rng.pick(['', 'K', 'B', 'X'])}`;
  const shortDescription = kind.summary
    .replace('{variant}', variant)
    .replace('{brand}', brand)
    .replace(/^A (?=[AEIOU]|8|11|18)/, 'An ');
  const warranty = kind.warrantyMonths >= 12 ? `${kind.warrantyMonths / 12}-year` : `${kind.warrantyMonths}-month`;
  const longDescription = [
    shortDescription,
    `Built by ${brand}, it offers ${features.slice(0, -1).join(', ').toLowerCase()} and ${features.at(-1)?.toLowerCase()}.`,
    `Made of ${material.toLowerCase()}, it weighs ${weight} lb and measures ${dimensions}.`,
    kind.warrantyMonths > 0 ? `Backed by a ${warranty} limited warranty.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const released = new Date(now.getTime() - rng.int(60, 6 * 365) * 86_400_000);

  const all: Record<string, SeedValue> = {
    brand,
    manufacturer: `${brand} ${MANUFACTURER_SUFFIX[brandIndex % 3]}`,
    primary_category: kind.category,
    subcategory: kind.subcategory,
    material,
    color,
    weight_lbs: weight,
    dimensions,
    manufacturer_part_number: mpn,
    pack_quantity: pack,
    warranty_months: kind.warrantyMonths,
    is_hazardous: kind.hazardous ?? false,
    release_date: isoDate(released),
    product_url: `https://${brandSite.domain}/products/${slug(kind.noun)}-${slug(variant)}`,
    features,
    keywords,
  };
  const values: Record<string, SeedValue> = {};
  for (const [name, value] of Object.entries(all)) {
    if (name === 'brand' || !rng.chance(OPTIONAL_DROP_RATE)) values[name] = value;
  }
  if (rng.chance(0.05)) values.colour = color;
  // A second near-duplicate for the merge analysis, by index so the random stream stays as it was.
  if (index % 9 === 4) values.weight_lb = weight;

  const rawVariant = variant.toUpperCase().replace(/\./g, '').replace(/ IN\b/g, 'IN');
  return {
    sku,
    brand,
    kind,
    cleanName,
    shortDescription,
    longDescription,
    rawName: `${brand.toUpperCase()} ${kind.rawNoun} ${rawVariant}${rng.chance(0.1) ? ' **NEW**' : ''}`,
    rawDetails: `${kind.noun.toLowerCase()} ${variant}; ${material.toLowerCase()}; ${features
      .slice(0, 2)
      .join(', ')
      .toLowerCase()}; wt ${weight}lb; ${dimensions.replace(/ /g, '')}`,
    imageUrl: `https://cdn.${companyCode}.test/images/${sku.toLowerCase()}.jpg`,
    attributes: {
      Material: material,
      Color: color,
      Weight: `${weight} lb`,
      Dimensions: dimensions,
      ...(pack > 1 ? { 'Pack Quantity': String(pack) } : {}),
      ...(kind.warrantyMonths > 0 ? { Warranty: `${warranty} limited` } : {}),
    },
    values,
    brandSite,
  };
}

/** URL-safe slug of a text. */
export { slug };
