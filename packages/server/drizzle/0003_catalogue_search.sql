-- Catalogue search (issue #5): a trigram index over the product's own texts, a denormalised custom-field
-- document per product behind a jsonb_path_ops GIN index, kept in sync by triggers, and a tenant view the
-- catalogue reads through so those indexes stay usable under row-level security.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "enhanced_products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(product_id, '') || ' ' || coalesce(customer_product_id, '') || ' ' || coalesce(clean_name, '') || ' ' || coalesce(short_description, '') || ' ' || coalesce(long_description, ''))) STORED;--> statement-breakpoint
ALTER TABLE "enhanced_products" ADD COLUMN "custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- A multi-value field's value_text (a JSON array of strings) as jsonb; anything else as a one-item array.
CREATE OR REPLACE FUNCTION "custom_field_multi_value"(value_text text) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE parsed jsonb;
BEGIN
  IF value_text IS NULL THEN RETURN NULL; END IF;
  IF value_text ~ '^\s*\[' THEN
    BEGIN
      parsed := value_text::jsonb;
      IF jsonb_typeof(parsed) = 'array' THEN RETURN parsed; END IF;
    EXCEPTION WHEN others THEN
      NULL;
    END;
  END IF;
  RETURN jsonb_build_array(value_text);
END
$$;
--> statement-breakpoint
-- The custom-field document of one product: field_name -> value (number, boolean, date text, text, or an
-- array for multi-value fields). Read as the caller, so under row-level security it sees only its company.
CREATE OR REPLACE FUNCTION "product_custom_fields_doc"(product uuid) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_object_agg(d.field_name, x.value) FILTER (WHERE x.value IS NOT NULL), '{}'::jsonb)
  FROM product_field_values v
  JOIN field_definitions d ON d.id = v.field_definition_id
  CROSS JOIN LATERAL (SELECT CASE
    WHEN d.is_multiple THEN custom_field_multi_value(v.value_text)
    WHEN v.value_number IS NOT NULL THEN to_jsonb(v.value_number)
    WHEN v.value_boolean IS NOT NULL THEN to_jsonb(v.value_boolean)
    WHEN v.value_date IS NOT NULL THEN to_jsonb(v.value_date::text)
    WHEN v.value_product_id IS NOT NULL THEN to_jsonb(v.value_product_id)
    ELSE to_jsonb(v.value_text)
  END AS value) x
  WHERE v.enhanced_product_id = product
$$;
--> statement-breakpoint
-- Statement-level: one recomputation per touched product, whatever the number of value rows written.
CREATE OR REPLACE FUNCTION "sync_product_custom_fields"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE enhanced_products p SET custom_fields = product_custom_fields_doc(p.id)
    WHERE p.id IN (SELECT DISTINCT enhanced_product_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE enhanced_products p SET custom_fields = product_custom_fields_doc(p.id)
    WHERE p.id IN (SELECT DISTINCT enhanced_product_id FROM old_rows);
  ELSE
    UPDATE enhanced_products p SET custom_fields = product_custom_fields_doc(p.id)
    WHERE p.id IN (SELECT enhanced_product_id FROM new_rows UNION SELECT enhanced_product_id FROM old_rows);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_field_values_sync_insert" AFTER INSERT ON "product_field_values"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_product_custom_fields();
--> statement-breakpoint
CREATE TRIGGER "product_field_values_sync_update" AFTER UPDATE ON "product_field_values"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_product_custom_fields();
--> statement-breakpoint
CREATE TRIGGER "product_field_values_sync_delete" AFTER DELETE ON "product_field_values"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_product_custom_fields();
--> statement-breakpoint
-- A definition whose name or multiplicity changes rewrites the documents of the products holding it.
CREATE OR REPLACE FUNCTION "sync_definition_custom_fields"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE enhanced_products p SET custom_fields = product_custom_fields_doc(p.id)
  WHERE p.id IN (SELECT enhanced_product_id FROM product_field_values WHERE field_definition_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "field_definitions_sync_custom_fields" AFTER UPDATE OF "field_name", "is_multiple" ON "field_definitions"
  FOR EACH ROW WHEN (OLD.field_name IS DISTINCT FROM NEW.field_name OR OLD.is_multiple IS DISTINCT FROM NEW.is_multiple)
  EXECUTE FUNCTION sync_definition_custom_fields();
--> statement-breakpoint
-- Backfill of the existing products.
UPDATE "enhanced_products" p SET "custom_fields" = product_custom_fields_doc(p.id)
WHERE EXISTS (SELECT 1 FROM "product_field_values" v WHERE v.enhanced_product_id = p.id);
--> statement-breakpoint
-- Issue #11: this migration built two GIN indexes here (enhanced_products_search_trgm_idx on search_text,
-- enhanced_products_custom_fields_idx on custom_fields) inside its transaction, which holds the table's
-- ACCESS EXCLUSIVE lock from the ADD COLUMN rewrite above. 0004 drops both for its multi-column index,
-- built CONCURRENTLY, so they are no longer built: an upgrade from before 0003 holds the lock for the
-- rewrite and backfill only. Databases that applied this file before keep theirs until 0004 drops them.
-- The catalogue reads through this view. Under row-level security PostgreSQL may not use an index for a
-- condition whose operator is not leakproof (ILIKE, jsonb @>, enum =): the policy must be checked first,
-- so every catalogue query became a sequential scan. The view, owned by the migrating role (which
-- bypasses the policies), applies the same tenant condition as the policies itself and is not a
-- security barrier, so the planner may combine it with the catalogue's conditions and use the indexes.
-- It is read-only for curate_app; writes still go to enhanced_products under its policies.
CREATE VIEW "catalog_products" AS
  SELECT * FROM "enhanced_products"
  WHERE "company_id" = nullif(current_setting('app.company_id', true), '')::uuid
     OR current_setting('app.role', true) = 'super-admin';
--> statement-breakpoint
GRANT SELECT ON "catalog_products" TO curate_app;
--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE ON "catalog_products" FROM curate_app;
