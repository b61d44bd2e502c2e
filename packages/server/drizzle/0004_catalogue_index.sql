-- curate:no-transaction
-- Catalogue index (issue #5, 1,000,000 products): one multi-column GIN index over company, status, search
-- text (trigrams) and the custom-field document replaces the two single-column GIN indexes. The planner had
-- to AND three bitmaps (a trigram, a jsonb and a btree one on company + status); the status bitmap grew
-- lossy at large sizes and the heap recheck of its false candidates cost as much as the scans. In one GIN
-- index the conditions are intersected entry by entry (rarest first), so only real candidates reach the
-- heap. btree_gin supplies the GIN operator classes for uuid and enum columns.
-- Issue #11: built CONCURRENTLY outside a transaction (src/db/migrate.ts), new indexes before the old ones
-- are dropped, so an upgrade of a large catalogue never write-locks enhanced_products (it took 45 s at
-- 1,000,000 products inside a transaction).
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "enhanced_products_catalog_idx" ON "enhanced_products" USING gin ("company_id","review_status","search_text" gin_trgm_ops,"custom_fields" jsonb_path_ops);
--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "enhanced_products_search_trgm_idx";
--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "enhanced_products_custom_fields_idx";
--> statement-breakpoint
-- The quality sort's index changes its columns under the same name: built under a new name, then swapped in.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "enhanced_products_company_score_desc_idx" ON "enhanced_products" USING btree ("company_id","quality_confidence_score" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "enhanced_products_company_score_idx";
--> statement-breakpoint
ALTER INDEX IF EXISTS "enhanced_products_company_score_desc_idx" RENAME TO "enhanced_products_company_score_idx";
