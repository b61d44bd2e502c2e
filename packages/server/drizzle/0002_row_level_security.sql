-- Row-level security on every tenant table (issue #3, defense in depth).
-- The app connects as the owner (or a superuser), which bypasses these policies; tenant queries run in
-- withTenant() (src/auth/tenantScope.ts), which switches to the NOLOGIN role curate_app with
-- SET LOCAL ROLE and sets app.company_id / app.role for the transaction. A row is then visible and
-- writable only when its company_id is the principal's company, or when app.role is 'super-admin'.
-- users: rows without a company (the super-admin) match only the super-admin clause.
-- Roles are cluster-wide: curate_app may already exist (another database of the same cluster, or a
-- concurrent migration), so it is created only when missing and a concurrent creation is tolerated.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'curate_app') THEN
    BEGIN
      CREATE ROLE curate_app NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
  -- The connecting role must be a member to SET ROLE (superusers always are).
  IF NOT pg_has_role(current_user, 'curate_app', 'MEMBER') THEN
    EXECUTE format('GRANT curate_app TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO curate_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO curate_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO curate_app;
--> statement-breakpoint
-- Tables created by later migrations (run by the same role) get the same grants; their policies are
-- checked by src/auth/tenantScope.test.ts for every tenant table of src/db/tables.ts.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO curate_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO curate_app;
--> statement-breakpoint
-- The credit ledger is append-only (0001): the app role may not even attempt UPDATE or DELETE.
REVOKE UPDATE, DELETE ON "credit_ledger" FROM curate_app;
--> statement-breakpoint
ALTER TABLE "billing_accounts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "billing_accounts"
  USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin')
  WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin');
--> statement-breakpoint
ALTER TABLE "billing_notifications" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "billing_notifications"
  USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin')
  WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin');
--> statement-breakpoint
ALTER TABLE "company_enhancement_config" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "company_enhancement_config"
  USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin')
  WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin');
--> statement-breakpoint
ALTER TABLE "credit_ledger" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "credit_ledger"
  USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin')
  WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin');
--> statement-breakpoint
ALTER TABLE "enhanced_products" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "enhanced_products"
  USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin')
  WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin');
--> statement-breakpoint
ALTER TABLE "enhancement_jobs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "enhancement_jobs"
  USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin')
  WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin');
--> statement-breakpoint
ALTER TABLE "field_definitions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "field_definitions"
  USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin')
  WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin');
--> statement-breakpoint
ALTER TABLE "field_edit_history" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "field_edit_history"
  USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin')
  WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin');
--> statement-breakpoint
ALTER TABLE "field_groups" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "field_groups"
  USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin')
  WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin');
--> statement-breakpoint
ALTER TABLE "invitations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "invitations"
  USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin')
  WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin');
--> statement-breakpoint
ALTER TABLE "merge_suggestions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "merge_suggestions"
  USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin')
  WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin');
--> statement-breakpoint
ALTER TABLE "product_field_values" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "product_field_values"
  USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin')
  WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin');
--> statement-breakpoint
ALTER TABLE "raw_product_fields" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "raw_product_fields"
  USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin')
  WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin');
--> statement-breakpoint
ALTER TABLE "raw_products" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "raw_products"
  USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin')
  WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin');
--> statement-breakpoint
ALTER TABLE "review_history" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "review_history"
  USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin')
  WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin');
--> statement-breakpoint
ALTER TABLE "sources" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sources"
  USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin')
  WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin');
--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "users"
  USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin')
  WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin');
--> statement-breakpoint
-- companies: a tenant sees only its own company row.
ALTER TABLE "companies" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "companies"
  USING ("id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin')
  WITH CHECK ("id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin');
--> statement-breakpoint
-- user_preferences: owned through user_id; visible when the user is (the users policy applies inside).
ALTER TABLE "user_preferences" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "user_preferences"
  USING (EXISTS (SELECT 1 FROM "users" u WHERE u."id" = "user_preferences"."user_id"))
  WITH CHECK (EXISTS (SELECT 1 FROM "users" u WHERE u."id" = "user_preferences"."user_id"));
