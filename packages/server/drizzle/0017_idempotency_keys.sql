CREATE TABLE "idempotency_keys" (
	"company_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" uuid NOT NULL,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("company_id","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_company_created_idx" ON "idempotency_keys" USING btree ("company_id","created_at");--> statement-breakpoint
-- The stored answers of keyed writes are read and written by the owner role only (http/idempotency.ts).
REVOKE ALL ON "idempotency_keys" FROM curate_app;
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "idempotency_keys_no_tenant_access" ON "idempotency_keys" AS RESTRICTIVE FOR ALL TO curate_app USING (false) WITH CHECK (false);
