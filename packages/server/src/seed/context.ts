// Shared inputs of the per-company seed builders.
import type * as schema from '../db/schema';
import type { CompanyCatalog } from './catalog-types';
import type { FieldTemplate } from './fields';
import type { Rng } from './random';

export interface SeedUser {
  id: string;
  full_name: string;
  role: 'tenant-admin' | 'tenant-user' | 'super-admin';
}

export interface CompanySeedContext {
  rng: Rng;
  companyId: string;
  companyCode: string;
  catalog: CompanyCatalog;
  /** Field definitions of the company by field_name. */
  fields: Map<string, { id: string; template: FieldTemplate }>;
  admin: SeedUser;
  user: SeedUser;
  superAdmin: SeedUser;
  now: Date;
  productCount: number;
}

/** When and by whom one product was imported and enhanced; drives jobs and the ledger. */
export interface ProductTimeline {
  index: number;
  rawId: string;
  enhancedId: string | null;
  sku: string;
  name: string;
  importedAt: Date;
  enhancedAt: Date | null;
  bulk: boolean;
  importedBy: SeedUser;
}

export type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface ProductRows {
  rawProducts: Insert<typeof schema.rawProducts>[];
  enhancedProducts: Insert<typeof schema.enhancedProducts>[];
  fieldValues: Insert<typeof schema.productFieldValues>[];
  sources: Insert<typeof schema.sources>[];
  editHistory: Insert<typeof schema.fieldEditHistory>[];
  reviewHistory: Insert<typeof schema.reviewHistory>[];
  timeline: ProductTimeline[];
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The earlier of a time and a moment shortly before `now`. */
export const notAfter = (time: number, now: Date, marginMs = 5 * MINUTE) =>
  new Date(Math.min(time, now.getTime() - marginMs));
