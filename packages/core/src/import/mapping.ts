// Column mapping — spec part 2 §2.3, §3 'CSV mapping keys', §5.2 (issue #18): required product_id and
// description, optional name, image_url, brand, category; common header variants matched automatically; the
// company's last mapping remembered (localStorage) and offered again when its columns are present.

/** The mapping keys, required first. */
export const MAPPING_KEYS = ['product_id', 'description', 'name', 'image_url', 'brand', 'category'] as const;
export type MappingKey = (typeof MAPPING_KEYS)[number];
export const REQUIRED_MAPPING_KEYS = ['product_id', 'description'] as const satisfies readonly MappingKey[];

/** Labels of the mapping selects. */
export const MAPPING_LABELS: Record<MappingKey, string> = {
  product_id: 'Product ID',
  description: 'Description',
  name: 'Product Name',
  image_url: 'Image URL',
  brand: 'Brand',
  category: 'Category',
};

/** Mapping key to CSV header ('' or absent: not mapped). */
export type ColumnMapping = Partial<Record<MappingKey, string>>;

/** Header variants per key, compared without case, spaces or punctuation. */
const VARIANTS: Record<MappingKey, string[]> = {
  product_id: [
    'productid',
    'id',
    'sku',
    'skuid',
    'itemnumber',
    'itemno',
    'item',
    'itemid',
    'articlenumber',
    'articleno',
    'partnumber',
    'partno',
    'productcode',
    'code',
    'customerproductid',
    'mpn',
    'ean',
    'upc',
    'gtin',
  ],
  description: [
    'description',
    'productdescription',
    'longdescription',
    'desc',
    'details',
    'productdetails',
    'body',
    'bodyhtml',
    'text',
    'shortdescription',
  ],
  name: ['name', 'productname', 'title', 'producttitle', 'itemname', 'itemtitle'],
  image_url: [
    'imageurl',
    'image',
    'imagelink',
    'img',
    'imgurl',
    'picture',
    'photo',
    'photourl',
    'imagesrc',
    'mainimage',
    'thumbnail',
  ],
  brand: ['brand', 'brandname', 'manufacturer', 'make', 'vendor', 'maker'],
  category: ['category', 'categories', 'productcategory', 'producttype', 'type', 'department', 'group'],
};

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The mapping found from the headers alone: each key takes the first header matching its earliest variant. */
export function autoMapColumns(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const taken = new Set<string>();
  for (const key of MAPPING_KEYS) {
    for (const variant of VARIANTS[key]) {
      const header = headers.find((h) => !taken.has(h) && normalise(h) === variant);
      if (header) {
        mapping[key] = header;
        taken.add(header);
        break;
      }
    }
  }
  return mapping;
}

/** The remembered mapping where its headers exist in this file, the automatic one for the other keys. */
export function initialMapping(headers: readonly string[], remembered: ColumnMapping | null): ColumnMapping {
  const auto = autoMapColumns(headers);
  if (!remembered) return auto;
  const mapping: ColumnMapping = {};
  const taken = new Set<string>();
  for (const key of MAPPING_KEYS) {
    const header = remembered[key];
    if (header && headers.includes(header)) {
      mapping[key] = header;
      taken.add(header);
    }
  }
  for (const key of MAPPING_KEYS) {
    const header = auto[key];
    if (!mapping[key] && header && !taken.has(header)) mapping[key] = header;
  }
  return mapping;
}

/** Complete when a file is loaded and Product ID and Description are mapped (spec part 2 §5.2). */
export function isMappingComplete(mapping: ColumnMapping, headers: readonly string[]): boolean {
  return REQUIRED_MAPPING_KEYS.every((key) => !!mapping[key] && headers.includes(mapping[key]!));
}

/** Headers no key maps: added to each product as additional information (spec part 2 §2.3). */
export function unmappedColumns(mapping: ColumnMapping, headers: readonly string[]): string[] {
  const used = new Set(Object.values(mapping).filter(Boolean));
  return headers.filter((header) => !used.has(header));
}

const storageKey = (companyId: string) => `curate:import-mapping:${companyId}`;

/** The company's last mapping, or null (nothing stored, storage unavailable or unreadable). */
export function rememberedMapping(
  companyId: string,
  storage: Storage | undefined = globalThis.localStorage,
): ColumnMapping | null {
  try {
    const raw = storage?.getItem(storageKey(companyId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Record<string, unknown>;
    const mapping: ColumnMapping = {};
    for (const key of MAPPING_KEYS) if (typeof value[key] === 'string') mapping[key] = value[key] as string;
    return mapping;
  } catch {
    return null;
  }
}

/** Stores the company's mapping for its next file. */
export function rememberMapping(
  companyId: string,
  mapping: ColumnMapping,
  storage: Storage | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(storageKey(companyId), JSON.stringify(mapping));
  } catch {
    // storage full or disabled: the mapping is simply not remembered
  }
}
