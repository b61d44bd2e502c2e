CREATE TABLE "idp_records" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "idp_records_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE INDEX "idp_records_grant_id_idx" ON "idp_records" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "idp_records_uid_idx" ON "idp_records" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "idp_records_user_code_idx" ON "idp_records" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "idp_records_expires_at_idx" ON "idp_records" USING btree ("expires_at");--> statement-breakpoint
-- The identity provider's sessions and refresh tokens are not tenant data: the tenant role (0002) has no access.
REVOKE ALL ON "idp_records" FROM curate_app;
--> statement-breakpoint
ALTER TABLE "idp_records" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "idp_records_no_tenant_access" ON "idp_records" AS RESTRICTIVE FOR ALL TO curate_app USING (false) WITH CHECK (false);
