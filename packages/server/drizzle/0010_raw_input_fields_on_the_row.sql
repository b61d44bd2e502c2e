-- Issue #18: a raw product's preserved input fields move from rows of raw_product_fields (seven rows per
-- imported product) onto the raw product itself, as one JSON list in field order. Every preserved field is
-- carried over; a product without any keeps null ('Limited Input Data Available').
ALTER TABLE "raw_products" ADD COLUMN "input_fields" jsonb;--> statement-breakpoint
UPDATE "raw_products" AS r SET "input_fields" = f.fields
FROM (
  SELECT "raw_product_id",
    jsonb_agg(
      jsonb_build_object('field_name', "field_name", 'display_name', coalesce("display_name", "field_name"), 'values', "values")
      ORDER BY CASE "field_name" WHEN 'raw_product_id' THEN 0 WHEN 'raw_product_name' THEN 1
        WHEN 'raw_product_details' THEN 2 WHEN 'raw_image_url' THEN 3 ELSE 4 END, "field_name"
    ) AS fields
  FROM "raw_product_fields" GROUP BY "raw_product_id"
) AS f
WHERE f."raw_product_id" = r."id";--> statement-breakpoint
DROP TABLE "raw_product_fields" CASCADE;
