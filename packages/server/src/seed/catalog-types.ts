// Shapes of the per-company product catalogues the seed draws from.

/** A family of products; the seed combines it with a brand and a variant. */
export interface ProductKind {
  noun: string;
  /** How the noun looks in messy supplier data. */
  rawNoun: string;
  category: string;
  subcategory: string;
  variants: string[];
  materials: string[];
  colors: string[];
  /** Weight range in lbs. */
  weight: [number, number];
  /** Typical length, width, height in inches. */
  dims: [number, number, number];
  pack?: number[];
  warrantyMonths: number;
  hazardous?: boolean;
  /** Short description; {variant} and {brand} are replaced. */
  summary: string;
  features: string[];
  keywords: string[];
}

export interface SourceSite {
  domain: string;
  site: string;
}

export interface CompanyCatalog {
  skuPrefix: string;
  brands: string[];
  categories: string[];
  /** Category to SKU code. */
  categoryCodes: Record<string, string>;
  sites: SourceSite[];
  kinds: ProductKind[];
}
