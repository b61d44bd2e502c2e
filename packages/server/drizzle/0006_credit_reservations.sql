-- Credit reservations (issue #15, src/credits): one row per enhancement job holding its credits until it is
-- captured or released exactly once; billing_notifications.dedupe_key makes a notice once-only per occasion.
CREATE TYPE "public"."credit_reservation_status" AS ENUM('reserved', 'captured', 'released');--> statement-breakpoint
CREATE TABLE "credit_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"status" "credit_reservation_status" DEFAULT 'reserved' NOT NULL,
	"reserve_entry_id" uuid NOT NULL,
	"release_entry_id" uuid,
	"release_reason" text,
	"reserved_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "credit_reservations_amount_positive" CHECK ("credit_reservations"."amount" > 0),
	CONSTRAINT "credit_reservations_settlement" CHECK (("credit_reservations"."status" = 'reserved') = ("credit_reservations"."settled_at" is null) and ("credit_reservations"."status" = 'released') = ("credit_reservations"."release_entry_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "billing_notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "credit_reservations" ADD CONSTRAINT "credit_reservations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reservations" ADD CONSTRAINT "credit_reservations_reserve_entry_id_credit_ledger_id_fk" FOREIGN KEY ("reserve_entry_id") REFERENCES "public"."credit_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reservations" ADD CONSTRAINT "credit_reservations_release_entry_id_credit_ledger_id_fk" FOREIGN KEY ("release_entry_id") REFERENCES "public"."credit_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_reservations_company_idempotency_key" ON "credit_reservations" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_reservations_company_job_key" ON "credit_reservations" USING btree ("company_id","job_id");--> statement-breakpoint
CREATE INDEX "credit_reservations_company_reserved_idx" ON "credit_reservations" USING btree ("company_id","reserved_at");--> statement-breakpoint
CREATE INDEX "credit_reservations_open_idx" ON "credit_reservations" USING btree ("reserved_at") WHERE "credit_reservations"."status" = 'reserved';--> statement-breakpoint
CREATE UNIQUE INDEX "billing_notifications_company_dedupe_key" ON "billing_notifications" USING btree ("company_id","dedupe_key");--> statement-breakpoint
-- Tenant isolation as on every tenant table (0002); a reservation is settled, never deleted, by the app role.
ALTER TABLE "credit_reservations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "credit_reservations"
  USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin')
  WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin');
--> statement-breakpoint
REVOKE DELETE ON "credit_reservations" FROM curate_app;
