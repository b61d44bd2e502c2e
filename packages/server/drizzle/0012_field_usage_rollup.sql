CREATE TABLE "field_usage_counts" (
	"company_id" uuid NOT NULL,
	"field_definition_id" uuid NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "field_usage_counts_company_id_field_definition_id_pk" PRIMARY KEY("company_id","field_definition_id")
);
--> statement-breakpoint
CREATE TABLE "field_value_counts" (
	"company_id" uuid NOT NULL,
	"field_definition_id" uuid NOT NULL,
	"value" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "field_value_counts_company_id_field_definition_id_value_pk" PRIMARY KEY("company_id","field_definition_id","value")
);
--> statement-breakpoint
ALTER TABLE "field_usage_counts" ADD CONSTRAINT "field_usage_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_usage_counts" ADD CONSTRAINT "field_usage_counts_field_definition_id_field_definitions_id_fk" FOREIGN KEY ("field_definition_id") REFERENCES "public"."field_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_value_counts" ADD CONSTRAINT "field_value_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_value_counts" ADD CONSTRAINT "field_value_counts_field_definition_id_field_definitions_id_fk" FOREIGN KEY ("field_definition_id") REFERENCES "public"."field_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "field_value_counts_top_idx" ON "field_value_counts" USING btree ("company_id","field_definition_id","products" DESC NULLS LAST,"value");--> statement-breakpoint
-- Issue #19: the Schema Manager's usage counts and sample values read these two rollups instead of
-- aggregating every value row of the company on each load. Statement-level triggers on
-- product_field_values keep them (one aggregate per statement, however many rows it writes: imports,
-- enhancements, edits, merges, deletes and the cascade of a deleted product); a definition whose
-- multiplicity changes is recounted. The app role may read them; only these functions write them.
ALTER TABLE "field_usage_counts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "field_usage_counts"
  USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin')
  WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin');
--> statement-breakpoint
ALTER TABLE "field_value_counts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "field_value_counts"
  USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin')
  WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin');
--> statement-breakpoint
-- The sample-value items of one stored value: a multi-value field's list items one by one, else its one
-- value as text (the reading of the overview's sample values), each cut to 200 characters.
CREATE OR REPLACE FUNCTION "field_value_items"(is_multiple boolean, v "product_field_values") RETURNS SETOF text
LANGUAGE sql STABLE AS $$
  SELECT left(x.value, 200) FROM jsonb_array_elements_text(CASE WHEN is_multiple
    THEN custom_field_multi_value(v.value_text)
    ELSE jsonb_build_array(coalesce(v.value_number::text, v.value_boolean::text, v.value_date::text,
      v.value_product_id, v.value_text)) END) AS x(value)
  WHERE x.value IS NOT NULL
$$;
--> statement-breakpoint
-- Adds the value rows `added` and takes away `removed` (an UPDATE passes both), in key order so that
-- concurrent writers lock the counters in the same order; counters that reach 0 are removed.
CREATE OR REPLACE FUNCTION "field_counts_apply"(added "product_field_values"[], removed "product_field_values"[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT a.company_id, a.field_definition_id, 1 AS sign FROM unnest(added) a
    UNION ALL
    SELECT r.company_id, r.field_definition_id, -1 FROM unnest(removed) r
  )
  INSERT INTO field_usage_counts AS u (company_id, field_definition_id, products)
  SELECT c.company_id, c.field_definition_id, sum(c.sign)
  FROM changed c JOIN field_definitions d ON d.id = c.field_definition_id
  GROUP BY 1, 2 HAVING sum(c.sign) <> 0
  ORDER BY 1, 2
  ON CONFLICT (company_id, field_definition_id) DO UPDATE SET products = u.products + excluded.products;

  WITH changed AS (
    SELECT a, 1 AS sign FROM unnest(added) a
    UNION ALL
    SELECT r, -1 FROM unnest(removed) r
  )
  INSERT INTO field_value_counts AS s (company_id, field_definition_id, value, products)
  SELECT (c.a).company_id, (c.a).field_definition_id, x.value, sum(c.sign)
  FROM changed c
  JOIN field_definitions d ON d.id = (c.a).field_definition_id
  CROSS JOIN LATERAL field_value_items(d.is_multiple, c.a) AS x(value)
  GROUP BY 1, 2, 3 HAVING sum(c.sign) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (company_id, field_definition_id, value) DO UPDATE SET products = s.products + excluded.products;

  IF cardinality(removed) > 0 THEN
    DELETE FROM field_usage_counts u USING (SELECT DISTINCT company_id, field_definition_id FROM unnest(removed)) r
    WHERE u.company_id = r.company_id AND u.field_definition_id = r.field_definition_id AND u.products <= 0;
    DELETE FROM field_value_counts s USING (SELECT DISTINCT company_id, field_definition_id FROM unnest(removed)) r
    WHERE s.company_id = r.company_id AND s.field_definition_id = r.field_definition_id AND s.products <= 0;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sync_field_counts"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM field_counts_apply(array(SELECT row(n.*)::product_field_values FROM new_rows n), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM field_counts_apply('{}', array(SELECT row(o.*)::product_field_values FROM old_rows o));
  ELSE
    PERFORM field_counts_apply(array(SELECT row(n.*)::product_field_values FROM new_rows n),
      array(SELECT row(o.*)::product_field_values FROM old_rows o));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_field_values_counts_insert" AFTER INSERT ON "product_field_values"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_field_counts();
--> statement-breakpoint
CREATE TRIGGER "product_field_values_counts_update" AFTER UPDATE ON "product_field_values"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_field_counts();
--> statement-breakpoint
CREATE TRIGGER "product_field_values_counts_delete" AFTER DELETE ON "product_field_values"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_field_counts();
--> statement-breakpoint
-- Recounts the fields of a company (all of them, or one): the backfill below, a definition whose
-- multiplicity changed, and data loaded with the triggers off (benchmarks).
CREATE OR REPLACE FUNCTION "field_counts_rebuild"(company uuid, field uuid DEFAULT NULL) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM field_usage_counts WHERE company_id = company AND (field IS NULL OR field_definition_id = field);
  DELETE FROM field_value_counts WHERE company_id = company AND (field IS NULL OR field_definition_id = field);
  INSERT INTO field_usage_counts (company_id, field_definition_id, products)
  SELECT v.company_id, v.field_definition_id, count(*)
  FROM product_field_values v JOIN field_definitions d ON d.id = v.field_definition_id
  WHERE v.company_id = company AND (field IS NULL OR v.field_definition_id = field)
  GROUP BY 1, 2;
  INSERT INTO field_value_counts (company_id, field_definition_id, value, products)
  SELECT v.company_id, v.field_definition_id, x.value, count(*)
  FROM product_field_values v JOIN field_definitions d ON d.id = v.field_definition_id
  CROSS JOIN LATERAL field_value_items(d.is_multiple, v) AS x(value)
  WHERE v.company_id = company AND (field IS NULL OR v.field_definition_id = field)
  GROUP BY 1, 2, 3;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sync_definition_field_counts"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM field_counts_rebuild(NEW.company_id, NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "field_definitions_counts" AFTER UPDATE OF "is_multiple" ON "field_definitions"
  FOR EACH ROW WHEN (OLD.is_multiple IS DISTINCT FROM NEW.is_multiple)
  EXECUTE FUNCTION sync_definition_field_counts();
--> statement-breakpoint
-- Backfill of the existing values.
SELECT field_counts_rebuild(id) FROM companies;
--> statement-breakpoint
-- A statement that keeps enhanced_products.custom_fields itself (the field merge, which rewrites the
-- documents of the products it touches in the same update that bumps their versions) sets
-- curate.custom_fields_synced to 'on' for its transaction; every other write is synced here as before.
CREATE OR REPLACE FUNCTION "sync_product_custom_fields"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('curate.custom_fields_synced', true) = 'on' THEN RETURN NULL; END IF;
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
