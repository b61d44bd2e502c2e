CREATE TABLE "model_budgets" (
	"name" text PRIMARY KEY NOT NULL,
	"request_level" double precision NOT NULL,
	"token_level" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The model endpoint's budgets are no tenant data: only the owner role (the job runtime) draws from them.
REVOKE ALL ON "model_budgets" FROM curate_app;
--> statement-breakpoint
ALTER TABLE "model_budgets" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "model_budgets_no_tenant_access" ON "model_budgets" AS RESTRICTIVE FOR ALL TO curate_app USING (false) WITH CHECK (false);
