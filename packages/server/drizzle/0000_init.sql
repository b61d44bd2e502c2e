CREATE TYPE "public"."change_type" AS ENUM('field_added', 'field_update', 'field_updated', 'field_removed', 'field_remove', 'revert', 'field_reverted');--> statement-breakpoint
CREATE TYPE "public"."data_type" AS ENUM('string', 'number', 'boolean', 'date', 'url', 'product_id', 'text', 'integer', 'decimal');--> statement-breakpoint
CREATE TYPE "public"."enhancement_tone" AS ENUM('professional', 'technical', 'marketing', 'casual');--> statement-breakpoint
CREATE TYPE "public"."field_type" AS ENUM('text', 'textarea', 'number', 'boolean', 'select', 'multiselect', 'date', 'datetime', 'url', 'email', 'phone', 'checkbox', 'file', 'image', 'json');--> statement-breakpoint
CREATE TYPE "public"."invitation_status" AS ENUM('pending', 'accepted', 'revoked', 'expired');--> statement-breakpoint
CREATE TYPE "public"."job_billing_status" AS ENUM('none', 'reserved', 'charged', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('created', 'queued', 'processing', 'running', 'completed', 'failed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."limit_mode" AS ENUM('hard_stop', 'soft_alert');--> statement-breakpoint
CREATE TYPE "public"."merge_suggestion_status" AS ENUM('pending', 'dismissed', 'accepted');--> statement-breakpoint
CREATE TYPE "public"."notification_priority" AS ENUM('low', 'normal', 'high');--> statement-breakpoint
CREATE TYPE "public"."notification_severity" AS ENUM('info', 'warning', 'error', 'critical');--> statement-breakpoint
CREATE TYPE "public"."processing_status" AS ENUM('imported', 'pending_enhancement', 'enhancing', 'completed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('pending', 'approved', 'rejected', 'skipped');--> statement-breakpoint
CREATE TYPE "public"."transaction_type" AS ENUM('purchase', 'enhancement', 'refund', 'adjustment', 'bonus', 'expiration');--> statement-breakpoint
CREATE TYPE "public"."updated_by_type" AS ENUM('ai', 'user');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('super-admin', 'tenant-admin', 'tenant-user');--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_code" text NOT NULL,
	"company_name" text NOT NULL,
	"logo_url" text,
	"org_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"account_suspended" boolean DEFAULT false NOT NULL,
	"suspension_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_company_code_format" CHECK ("companies"."company_code" ~ '^[a-z0-9-]+$')
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invitee_email" text NOT NULL,
	"invitee_name" text,
	"role" "user_role" DEFAULT 'tenant-user' NOT NULL,
	"status" "invitation_status" DEFAULT 'pending' NOT NULL,
	"invited_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "invitations_role_tenant" CHECK ("invitations"."role" <> 'super-admin')
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"theme" text DEFAULT 'light' NOT NULL,
	"items_per_page" integer DEFAULT 20 NOT NULL,
	"default_view_mode" text DEFAULT 'grid' NOT NULL,
	"show_tooltips" boolean DEFAULT true NOT NULL,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"browser_notifications" boolean DEFAULT false NOT NULL,
	"review_reminders" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"full_name" text,
	"role" "user_role" DEFAULT 'tenant-user' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"idp_subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone,
	CONSTRAINT "users_username_length" CHECK (char_length("users"."username") between 1 and 50),
	CONSTRAINT "users_full_name_length" CHECK ("users"."full_name" is null or char_length("users"."full_name") <= 200),
	CONSTRAINT "users_company_matches_role" CHECK (("users"."role" = 'super-admin') = ("users"."company_id" is null))
);
--> statement-breakpoint
CREATE TABLE "field_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"field_name" text NOT NULL,
	"display_name" text NOT NULL,
	"help_text" text,
	"description" text,
	"field_type" "field_type" DEFAULT 'text' NOT NULL,
	"data_type" "data_type" DEFAULT 'string' NOT NULL,
	"group_id" uuid,
	"is_required" boolean DEFAULT false NOT NULL,
	"is_multiple" boolean DEFAULT false NOT NULL,
	"is_core_field" boolean DEFAULT false NOT NULL,
	"min_value" double precision,
	"max_value" double precision,
	"min_length" integer DEFAULT 0,
	"max_length" integer DEFAULT 1000,
	"allowed_values" jsonb,
	"placeholder" text,
	"sort_order" integer DEFAULT 999 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "field_definitions_field_name_format" CHECK ("field_definitions"."field_name" ~ '^[A-Za-z0-9_]+$'),
	CONSTRAINT "field_definitions_field_name_length" CHECK (char_length("field_definitions"."field_name") <= 100),
	CONSTRAINT "field_definitions_display_name_length" CHECK (char_length("field_definitions"."display_name") <= 200),
	CONSTRAINT "field_definitions_sort_order_range" CHECK ("field_definitions"."sort_order" between 0 and 999),
	CONSTRAINT "field_definitions_min_length" CHECK ("field_definitions"."min_length" is null or "field_definitions"."min_length" >= 0),
	CONSTRAINT "field_definitions_max_length" CHECK ("field_definitions"."max_length" is null or "field_definitions"."max_length" >= 1)
);
--> statement-breakpoint
CREATE TABLE "field_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 999 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "field_groups_sort_order_range" CHECK ("field_groups"."sort_order" between 0 and 999)
);
--> statement-breakpoint
CREATE TABLE "merge_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"source_field_id" uuid NOT NULL,
	"target_field_id" uuid NOT NULL,
	"status" "merge_suggestion_status" DEFAULT 'pending' NOT NULL,
	"confidence" numeric(4, 3) NOT NULL,
	"rationale" text,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merge_suggestions_confidence_range" CHECK ("merge_suggestions"."confidence" between 0 and 1),
	CONSTRAINT "merge_suggestions_distinct_fields" CHECK ("merge_suggestions"."source_field_id" <> "merge_suggestions"."target_field_id")
);
--> statement-breakpoint
CREATE TABLE "enhanced_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"customer_product_id" text,
	"raw_product_id" uuid,
	"clean_name" text,
	"short_description" text,
	"long_description" text,
	"attributes" jsonb,
	"quality_confidence_score" numeric(3, 1),
	"review_status" "review_status" DEFAULT 'pending' NOT NULL,
	"review_notes" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_user_id" uuid,
	"enhanced_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enhanced_products_score_range" CHECK ("enhanced_products"."quality_confidence_score" is null or "enhanced_products"."quality_confidence_score" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "product_field_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"enhanced_product_id" uuid NOT NULL,
	"field_definition_id" uuid NOT NULL,
	"value_text" text,
	"value_number" double precision,
	"value_boolean" boolean,
	"value_date" date,
	"value_product_id" text,
	"updated_by_type" "updated_by_type" DEFAULT 'ai' NOT NULL,
	"updated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raw_product_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"raw_product_id" uuid NOT NULL,
	"field_name" text NOT NULL,
	"display_name" text,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raw_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_product_id" text NOT NULL,
	"source_system" text DEFAULT 'catalog_upload' NOT NULL,
	"import_batch_id" text,
	"source_url" text,
	"source_file_name" text,
	"source_file_row" integer,
	"product_name" text,
	"product_details" text,
	"additional_fields" jsonb,
	"processing_status" "processing_status" DEFAULT 'imported' NOT NULL,
	"enhanced_product_id" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"enhanced_product_id" uuid NOT NULL,
	"field_definition_id" uuid,
	"field_name" text,
	"source_url" text,
	"source_domain" text,
	"source_title" text,
	"source_quality" numeric(3, 1),
	"value_found" text,
	"source_quote" text,
	"excerpt" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sources_quality_range" CHECK ("sources"."source_quality" is null or "sources"."source_quality" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "field_edit_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"enhanced_product_id" uuid NOT NULL,
	"field_definition_id" uuid,
	"field_name" text NOT NULL,
	"field_display_name" text,
	"change_type" "change_type" NOT NULL,
	"previous_value" jsonb,
	"new_value" jsonb,
	"change_summary" text,
	"change_reason" text,
	"updated_by_type" "updated_by_type" DEFAULT 'user' NOT NULL,
	"user_id" uuid,
	"is_reverted" boolean DEFAULT false NOT NULL,
	"reverted_by_history_id" uuid,
	"reverted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"enhanced_product_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"previous_status" "review_status",
	"review_status" "review_status" NOT NULL,
	"review_notes" text,
	"field_changes" jsonb,
	"reviewer_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_enhancement_config" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"tone" "enhancement_tone" DEFAULT 'professional' NOT NULL,
	"fields" jsonb DEFAULT '["short_description","long_description","attributes"]'::jsonb NOT NULL,
	"custom_instructions" text DEFAULT 'Focus on technical specifications and manufacturing details',
	"updated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enhancement_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"raw_product_id" uuid,
	"enhanced_product_id" uuid,
	"customer_product_id" text,
	"job_type" text DEFAULT 'single_product' NOT NULL,
	"status" "job_status" DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"message" text,
	"error_message" text,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"max_retries" integer DEFAULT 3 NOT NULL,
	"billing_status" "job_billing_status" DEFAULT 'none' NOT NULL,
	"credits_reserved" integer DEFAULT 0 NOT NULL,
	"force_enhancement" boolean DEFAULT false NOT NULL,
	"enhancement_config" jsonb,
	"result_data" jsonb,
	"prompt_tokens" integer,
	"completion_tokens" integer,
	"tokens_used" integer,
	"estimated_completion_seconds" integer,
	"processing_time_seconds" double precision,
	"initiated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enhancement_jobs_progress_range" CHECK ("enhancement_jobs"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "billing_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"current_balance" integer DEFAULT 0 NOT NULL,
	"credits_expiration" timestamp with time zone,
	"active_plan" text DEFAULT 'prepaid' NOT NULL,
	"allow_overages" boolean DEFAULT false NOT NULL,
	"max_negative_balance" integer DEFAULT 1000 NOT NULL,
	"daily_spend_limit" integer,
	"monthly_spend_limit" integer,
	"daily_limit_mode" "limit_mode" DEFAULT 'hard_stop' NOT NULL,
	"monthly_limit_mode" "limit_mode" DEFAULT 'hard_stop' NOT NULL,
	"internal_daily_limit" integer,
	"internal_monthly_limit" integer,
	"internal_limit_mode" "limit_mode" DEFAULT 'hard_stop' NOT NULL,
	"low_balance_threshold" integer DEFAULT 1000 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"total_credits_used" integer DEFAULT 0 NOT NULL,
	"last_usage_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_accounts_max_negative_range" CHECK ("billing_accounts"."max_negative_balance" between 0 and 100000),
	CONSTRAINT "billing_accounts_limits_non_negative" CHECK (coalesce("billing_accounts"."daily_spend_limit", 0) >= 0 and coalesce("billing_accounts"."monthly_spend_limit", 0) >= 0
        and coalesce("billing_accounts"."internal_daily_limit", 0) >= 0 and coalesce("billing_accounts"."internal_monthly_limit", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "billing_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"severity" "notification_severity" DEFAULT 'info' NOT NULL,
	"priority" "notification_priority" DEFAULT 'normal' NOT NULL,
	"data" jsonb,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"transaction_type" "transaction_type" NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"initiated_by_user_id" uuid,
	"initiated_by_name" text,
	"initiated_by_role" "user_role",
	"activity_type" text,
	"reference_id" text,
	"description" text,
	"notes" text,
	"usd_amount" numeric(12, 2),
	"job_id" uuid,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_amount_non_zero" CHECK ("credit_ledger"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_definitions" ADD CONSTRAINT "field_definitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_definitions" ADD CONSTRAINT "field_definitions_group_id_field_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."field_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_groups" ADD CONSTRAINT "field_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merge_suggestions" ADD CONSTRAINT "merge_suggestions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merge_suggestions" ADD CONSTRAINT "merge_suggestions_source_field_id_field_definitions_id_fk" FOREIGN KEY ("source_field_id") REFERENCES "public"."field_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merge_suggestions" ADD CONSTRAINT "merge_suggestions_target_field_id_field_definitions_id_fk" FOREIGN KEY ("target_field_id") REFERENCES "public"."field_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merge_suggestions" ADD CONSTRAINT "merge_suggestions_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enhanced_products" ADD CONSTRAINT "enhanced_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enhanced_products" ADD CONSTRAINT "enhanced_products_raw_product_id_raw_products_id_fk" FOREIGN KEY ("raw_product_id") REFERENCES "public"."raw_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enhanced_products" ADD CONSTRAINT "enhanced_products_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_field_values" ADD CONSTRAINT "product_field_values_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_field_values" ADD CONSTRAINT "product_field_values_enhanced_product_id_enhanced_products_id_fk" FOREIGN KEY ("enhanced_product_id") REFERENCES "public"."enhanced_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_field_values" ADD CONSTRAINT "product_field_values_field_definition_id_field_definitions_id_fk" FOREIGN KEY ("field_definition_id") REFERENCES "public"."field_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_field_values" ADD CONSTRAINT "product_field_values_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raw_product_fields" ADD CONSTRAINT "raw_product_fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raw_product_fields" ADD CONSTRAINT "raw_product_fields_raw_product_id_raw_products_id_fk" FOREIGN KEY ("raw_product_id") REFERENCES "public"."raw_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raw_products" ADD CONSTRAINT "raw_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raw_products" ADD CONSTRAINT "raw_products_enhanced_product_id_enhanced_products_id_fk" FOREIGN KEY ("enhanced_product_id") REFERENCES "public"."enhanced_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_enhanced_product_id_enhanced_products_id_fk" FOREIGN KEY ("enhanced_product_id") REFERENCES "public"."enhanced_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_field_definition_id_field_definitions_id_fk" FOREIGN KEY ("field_definition_id") REFERENCES "public"."field_definitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_edit_history" ADD CONSTRAINT "field_edit_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_edit_history" ADD CONSTRAINT "field_edit_history_enhanced_product_id_enhanced_products_id_fk" FOREIGN KEY ("enhanced_product_id") REFERENCES "public"."enhanced_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_edit_history" ADD CONSTRAINT "field_edit_history_field_definition_id_field_definitions_id_fk" FOREIGN KEY ("field_definition_id") REFERENCES "public"."field_definitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_edit_history" ADD CONSTRAINT "field_edit_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_edit_history" ADD CONSTRAINT "field_edit_history_reverted_by_history_id_field_edit_history_id_fk" FOREIGN KEY ("reverted_by_history_id") REFERENCES "public"."field_edit_history"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_history" ADD CONSTRAINT "review_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_history" ADD CONSTRAINT "review_history_enhanced_product_id_enhanced_products_id_fk" FOREIGN KEY ("enhanced_product_id") REFERENCES "public"."enhanced_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_history" ADD CONSTRAINT "review_history_reviewer_user_id_users_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_enhancement_config" ADD CONSTRAINT "company_enhancement_config_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_enhancement_config" ADD CONSTRAINT "company_enhancement_config_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enhancement_jobs" ADD CONSTRAINT "enhancement_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enhancement_jobs" ADD CONSTRAINT "enhancement_jobs_raw_product_id_raw_products_id_fk" FOREIGN KEY ("raw_product_id") REFERENCES "public"."raw_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enhancement_jobs" ADD CONSTRAINT "enhancement_jobs_enhanced_product_id_enhanced_products_id_fk" FOREIGN KEY ("enhanced_product_id") REFERENCES "public"."enhanced_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enhancement_jobs" ADD CONSTRAINT "enhancement_jobs_initiated_by_user_id_users_id_fk" FOREIGN KEY ("initiated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_notifications" ADD CONSTRAINT "billing_notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_company_code_key" ON "companies" USING btree ("company_code");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_org_id_key" ON "companies" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "invitations_company_status_idx" ON "invitations" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_email_key" ON "invitations" USING btree ("company_id",lower("invitee_email")) WHERE "invitations"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_idp_subject_key" ON "users" USING btree ("idp_subject");--> statement-breakpoint
CREATE INDEX "users_company_created_idx" ON "users" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "field_definitions_company_field_name_key" ON "field_definitions" USING btree ("company_id","field_name");--> statement-breakpoint
CREATE INDEX "field_definitions_company_group_sort_idx" ON "field_definitions" USING btree ("company_id","group_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "field_groups_company_name_key" ON "field_groups" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "field_groups_company_sort_idx" ON "field_groups" USING btree ("company_id","sort_order");--> statement-breakpoint
CREATE INDEX "merge_suggestions_company_status_idx" ON "merge_suggestions" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "merge_suggestions_pair_key" ON "merge_suggestions" USING btree ("company_id","source_field_id","target_field_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enhanced_products_company_product_id_key" ON "enhanced_products" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE INDEX "enhanced_products_company_updated_idx" ON "enhanced_products" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE INDEX "enhanced_products_company_created_idx" ON "enhanced_products" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "enhanced_products_company_status_idx" ON "enhanced_products" USING btree ("company_id","review_status","enhanced_at");--> statement-breakpoint
CREATE INDEX "enhanced_products_company_score_idx" ON "enhanced_products" USING btree ("company_id","quality_confidence_score");--> statement-breakpoint
CREATE INDEX "enhanced_products_raw_product_idx" ON "enhanced_products" USING btree ("raw_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_field_values_product_field_key" ON "product_field_values" USING btree ("enhanced_product_id","field_definition_id");--> statement-breakpoint
CREATE INDEX "product_field_values_company_field_idx" ON "product_field_values" USING btree ("company_id","field_definition_id");--> statement-breakpoint
CREATE INDEX "product_field_values_company_product_idx" ON "product_field_values" USING btree ("company_id","enhanced_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "raw_product_fields_product_field_key" ON "raw_product_fields" USING btree ("raw_product_id","field_name");--> statement-breakpoint
CREATE INDEX "raw_product_fields_company_product_idx" ON "raw_product_fields" USING btree ("company_id","raw_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "raw_products_company_customer_product_id_key" ON "raw_products" USING btree ("company_id","customer_product_id");--> statement-breakpoint
CREATE INDEX "raw_products_company_created_idx" ON "raw_products" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "raw_products_company_batch_idx" ON "raw_products" USING btree ("company_id","import_batch_id");--> statement-breakpoint
CREATE INDEX "raw_products_company_status_idx" ON "raw_products" USING btree ("company_id","processing_status");--> statement-breakpoint
CREATE INDEX "sources_company_product_idx" ON "sources" USING btree ("company_id","enhanced_product_id");--> statement-breakpoint
CREATE INDEX "sources_product_field_idx" ON "sources" USING btree ("enhanced_product_id","field_definition_id");--> statement-breakpoint
CREATE INDEX "field_edit_history_company_product_idx" ON "field_edit_history" USING btree ("company_id","enhanced_product_id","created_at");--> statement-breakpoint
CREATE INDEX "field_edit_history_product_field_idx" ON "field_edit_history" USING btree ("enhanced_product_id","field_definition_id","created_at");--> statement-breakpoint
CREATE INDEX "review_history_company_created_idx" ON "review_history" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "review_history_company_product_idx" ON "review_history" USING btree ("company_id","enhanced_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_enhancement_config_company_key" ON "company_enhancement_config" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "enhancement_jobs_company_created_idx" ON "enhancement_jobs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "enhancement_jobs_company_status_idx" ON "enhancement_jobs" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "enhancement_jobs_company_completed_idx" ON "enhancement_jobs" USING btree ("company_id","completed_at");--> statement-breakpoint
CREATE INDEX "enhancement_jobs_raw_product_idx" ON "enhancement_jobs" USING btree ("raw_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_accounts_company_key" ON "billing_accounts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "billing_notifications_company_read_idx" ON "billing_notifications" USING btree ("company_id","is_read","created_at");--> statement-breakpoint
CREATE INDEX "credit_ledger_company_created_idx" ON "credit_ledger" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_ledger_company_type_created_idx" ON "credit_ledger" USING btree ("company_id","transaction_type","created_at");--> statement-breakpoint
CREATE INDEX "credit_ledger_company_user_idx" ON "credit_ledger" USING btree ("company_id","initiated_by_user_id");--> statement-breakpoint
CREATE INDEX "credit_ledger_job_idx" ON "credit_ledger" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_company_idempotency_key" ON "credit_ledger" USING btree ("company_id","idempotency_key");