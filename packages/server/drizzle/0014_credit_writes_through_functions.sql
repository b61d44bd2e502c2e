-- The database protects the money on its own (issue #32). The tenant role curate_app may read the credit tables
-- of its company but write no balance, ledger row or reservation: the credit movements it legitimately makes
-- (a reservation, its refund, the super-admin's adjustments) go through SECURITY DEFINER functions owned by the
-- NOLOGIN role curate_credit, which may only read, append ledger rows and change the balance and reservation
-- columns (no DELETE, no TRUNCATE, no DDL: it owns no table). Each function checks the scope (app.company_id
-- is the row's company, or app.role is super-admin) when called as curate_app. TRUNCATE of the ledger is refused
-- for every role by a trigger. Every statement can run again (roles exist cluster-wide; see 0002).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'curate_credit') THEN
    BEGIN
      CREATE ROLE curate_credit NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
  -- The migrating role hands its functions to curate_credit: it must be a member (superusers always are).
  IF NOT pg_has_role(current_user, 'curate_credit', 'MEMBER') THEN
    EXECUTE format('GRANT curate_credit TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
-- A function's new owner needs CREATE on its schema; curate_credit cannot log in and curate_app is no member.
GRANT USAGE, CREATE ON SCHEMA public TO curate_credit;
--> statement-breakpoint
-- What the functions may do, and nothing more.
REVOKE ALL ON "billing_accounts", "credit_ledger", "credit_reservations" FROM curate_credit;
--> statement-breakpoint
GRANT SELECT ON "billing_accounts", "credit_ledger", "credit_reservations" TO curate_credit;
--> statement-breakpoint
GRANT INSERT ON "credit_ledger", "credit_reservations" TO curate_credit;
--> statement-breakpoint
GRANT UPDATE ("current_balance", "total_credits_used", "last_usage_at") ON "billing_accounts" TO curate_credit;
--> statement-breakpoint
GRANT UPDATE ("status", "settled_at", "release_entry_id", "release_reason") ON "credit_reservations" TO curate_credit;
--> statement-breakpoint
-- The functions check the scope themselves; row-level security does not filter their owner.
DROP POLICY IF EXISTS "credit_functions" ON "billing_accounts";
--> statement-breakpoint
CREATE POLICY "credit_functions" ON "billing_accounts" FOR ALL TO curate_credit USING (true) WITH CHECK (true);
--> statement-breakpoint
DROP POLICY IF EXISTS "credit_functions" ON "credit_ledger";
--> statement-breakpoint
CREATE POLICY "credit_functions" ON "credit_ledger" FOR ALL TO curate_credit USING (true) WITH CHECK (true);
--> statement-breakpoint
DROP POLICY IF EXISTS "credit_functions" ON "credit_reservations";
--> statement-breakpoint
CREATE POLICY "credit_functions" ON "credit_reservations" FOR ALL TO curate_credit USING (true) WITH CHECK (true);
--> statement-breakpoint
-- The tenant role: the ledger and the reservations are read-only.
REVOKE INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON "credit_ledger", "credit_reservations" FROM curate_app;
--> statement-breakpoint
-- Billing accounts: no DELETE; UPDATE of the settings only, never of the balance or the usage figures.
REVOKE INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON "billing_accounts" FROM curate_app;
--> statement-breakpoint
GRANT UPDATE ("credits_expiration", "active_plan", "allow_overages", "max_negative_balance", "daily_spend_limit",
  "monthly_spend_limit", "daily_limit_mode", "monthly_limit_mode", "internal_daily_limit", "internal_monthly_limit",
  "internal_limit_mode", "low_balance_threshold", "is_active", "updated_at") ON "billing_accounts" TO curate_app;
--> statement-breakpoint
-- A new company's account (POST /companies, super-admin) is opened in tenant scope: INSERT stays granted, but
-- only the super-admin may insert, and only an empty account (no balance, nothing used).
GRANT INSERT ON "billing_accounts" TO curate_app;
--> statement-breakpoint
DROP POLICY IF EXISTS "opens_empty_accounts_only" ON "billing_accounts";
--> statement-breakpoint
CREATE POLICY "opens_empty_accounts_only" ON "billing_accounts" AS RESTRICTIVE FOR INSERT TO curate_app
  WITH CHECK (current_setting('app.role', true) = 'super-admin' AND "current_balance" = 0
    AND "total_credits_used" = 0 AND "last_usage_at" IS NULL);
--> statement-breakpoint
-- The administrator's settings (overage floor, internal limits, plan, expiry, active) change only in the
-- super-admin's scope; a tenant admin sets its own limits, their modes, the overage switch and the alert threshold.
CREATE OR REPLACE FUNCTION "billing_accounts_admin_settings"() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, public AS $$
BEGIN
  IF current_user = 'curate_app' AND coalesce(current_setting('app.role', true), '') <> 'super-admin'
    AND (NEW.max_negative_balance, NEW.internal_daily_limit, NEW.internal_monthly_limit, NEW.internal_limit_mode,
         NEW.active_plan, NEW.credits_expiration, NEW.is_active)
      IS DISTINCT FROM (OLD.max_negative_balance, OLD.internal_daily_limit, OLD.internal_monthly_limit,
         OLD.internal_limit_mode, OLD.active_plan, OLD.credits_expiration, OLD.is_active) THEN
    RAISE EXCEPTION 'billing_accounts: only the super-admin changes the administrator''s settings'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "billing_accounts_admin_settings" ON "billing_accounts";
--> statement-breakpoint
CREATE TRIGGER "billing_accounts_admin_settings"
  BEFORE UPDATE ON "billing_accounts"
  FOR EACH ROW EXECUTE FUNCTION "billing_accounts_admin_settings"();
--> statement-breakpoint
-- TRUNCATE is refused for every role (a statement trigger; the row trigger of 0001 covers UPDATE and DELETE).
DROP TRIGGER IF EXISTS "credit_ledger_no_truncate" ON "credit_ledger";
--> statement-breakpoint
CREATE TRIGGER "credit_ledger_no_truncate"
  BEFORE TRUNCATE ON "credit_ledger"
  FOR EACH STATEMENT EXECUTE FUNCTION "credit_ledger_reject_change"();
--> statement-breakpoint
-- Whether the caller may move the credits of `company`: always outside tenant scope (the owner connection: the
-- job runtime, the seed); as curate_app (SET ROLE is visible as the `role` setting inside a SECURITY DEFINER
-- function) only for its own company or as the super-admin.
CREATE OR REPLACE FUNCTION "credit_scope_allows"("p_company_id" uuid) RETURNS boolean
LANGUAGE sql STABLE SET search_path = pg_catalog, public AS $$
  SELECT current_setting('role') <> 'curate_app'
    OR coalesce(current_setting('app.role', true), '') = 'super-admin'
    OR "p_company_id" = nullif(current_setting('app.company_id', true), '')::uuid;
$$;
--> statement-breakpoint
-- One credit movement: the balance change and its ledger entry together (no scope check: internal).
-- Answers the entry, or no row when the company has no billing account.
CREATE OR REPLACE FUNCTION "credit_apply_entry"(
  "p_company_id" uuid, "p_type" transaction_type, "p_amount" integer, "p_used_delta" integer,
  "p_user_id" uuid, "p_user_name" text, "p_user_role" user_role, "p_activity_type" text, "p_description" text,
  "p_notes" text, "p_reference_id" text, "p_job_id" uuid, "p_idempotency_key" text, "p_now" timestamptz
) RETURNS SETOF credit_ledger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  balance integer;
BEGIN
  UPDATE billing_accounts
    SET current_balance = current_balance + p_amount,
        total_credits_used = total_credits_used + p_used_delta,
        last_usage_at = CASE WHEN p_used_delta > 0 THEN p_now ELSE last_usage_at END
    WHERE company_id = p_company_id
    RETURNING current_balance INTO balance;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  RETURN QUERY INSERT INTO credit_ledger (company_id, transaction_type, amount, balance_after, initiated_by_user_id,
      initiated_by_name, initiated_by_role, activity_type, reference_id, description, notes, job_id,
      idempotency_key, created_at)
    VALUES (p_company_id, p_type, p_amount, balance, p_user_id, p_user_name, p_user_role, p_activity_type,
      p_reference_id, p_description, p_notes, p_job_id, p_idempotency_key, p_now)
    RETURNING *;
END;
$$;
--> statement-breakpoint
-- appendEntry (src/credits/account.ts): a movement of the company's credits (a grant, an adjustment). In tenant
-- scope only the super-admin's: a tenant's own movements are its reservations and their refunds (below).
CREATE OR REPLACE FUNCTION "credit_append_entry"(
  "p_company_id" uuid, "p_type" transaction_type, "p_amount" integer, "p_used_delta" integer,
  "p_user_id" uuid, "p_user_name" text, "p_user_role" user_role, "p_activity_type" text, "p_description" text,
  "p_notes" text, "p_reference_id" text, "p_job_id" uuid, "p_idempotency_key" text, "p_now" timestamptz
) RETURNS SETOF credit_ledger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  IF NOT credit_scope_allows(p_company_id) THEN
    RAISE EXCEPTION 'credit_append_entry: company % is outside the scope', p_company_id
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF current_setting('role') = 'curate_app' AND coalesce(current_setting('app.role', true), '') <> 'super-admin' THEN
    RAISE EXCEPTION 'credit_append_entry: only the super-admin moves credits by hand in tenant scope'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN QUERY SELECT * FROM credit_apply_entry(p_company_id, p_type, p_amount, p_used_delta, p_user_id,
    p_user_name, p_user_role, p_activity_type, p_description, p_notes, p_reference_id, p_job_id,
    p_idempotency_key, p_now);
END;
$$;
--> statement-breakpoint
-- reserve (src/credits/reservations.ts): holds `p_amount` credits for a job, in scope: the debit and the
-- reservation together, under the account lock. The caller checked suspension, spending limits and the floor
-- (answering 403/429/402); the floor is checked here again, so no caller can overspend. Answers the
-- reservation, or no row when the company has no billing account.
CREATE OR REPLACE FUNCTION "credit_reserve"(
  "p_company_id" uuid, "p_job_id" uuid, "p_idempotency_key" text, "p_amount" integer,
  "p_user_id" uuid, "p_user_name" text, "p_user_role" user_role, "p_now" timestamptz
) RETURNS SETOF credit_reservations
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  account billing_accounts;
  entry credit_ledger;
BEGIN
  IF NOT credit_scope_allows(p_company_id) THEN
    RAISE EXCEPTION 'credit_reserve: company % is outside the scope', p_company_id
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION 'credit_reserve: the amount must be above 0' USING ERRCODE = 'check_violation';
  END IF;
  SELECT * INTO account FROM billing_accounts WHERE company_id = p_company_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF account.current_balance - p_amount < (CASE WHEN account.allow_overages THEN -account.max_negative_balance ELSE 0 END) THEN
    RAISE EXCEPTION 'credit_reserve: % credits would take the balance below its floor', p_amount
      USING ERRCODE = 'check_violation';
  END IF;
  SELECT * INTO entry FROM credit_apply_entry(p_company_id, 'enhancement', -p_amount, p_amount, p_user_id,
    p_user_name, p_user_role, 'enhancement', 'Enhancement: ' || p_amount || ' credits reserved', NULL,
    p_job_id::text, p_job_id, 'reserve:' || p_idempotency_key, p_now);
  RETURN QUERY INSERT INTO credit_reservations (company_id, job_id, idempotency_key, amount, reserve_entry_id,
      reserved_at)
    VALUES (p_company_id, p_job_id, p_idempotency_key, p_amount, entry.id, p_now)
    RETURNING *;
END;
$$;
--> statement-breakpoint
-- release (src/credits/reservations.ts): refunds an open reservation once, in scope. Locks the account, then the
-- reservation (the order of every credit operation); one that is no longer open is left as it is. Answers
-- whether this call released it.
CREATE OR REPLACE FUNCTION "credit_release_reservation"(
  "p_reservation_id" uuid, "p_reason" text, "p_user_id" uuid, "p_user_name" text, "p_user_role" user_role,
  "p_now" timestamptz
) RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  company uuid;
  r credit_reservations;
  entry credit_ledger;
BEGIN
  SELECT company_id INTO company FROM credit_reservations WHERE id = p_reservation_id;
  IF NOT FOUND OR NOT credit_scope_allows(company) THEN
    RAISE EXCEPTION 'credit_release_reservation: reservation % not found in the scope', p_reservation_id
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  PERFORM 1 FROM billing_accounts WHERE company_id = company FOR UPDATE;
  SELECT * INTO r FROM credit_reservations WHERE id = p_reservation_id FOR UPDATE;
  IF r.status <> 'reserved' THEN
    RETURN false;
  END IF;
  SELECT * INTO entry FROM credit_apply_entry(company, 'refund', r.amount, -r.amount, p_user_id, p_user_name,
    p_user_role, 'job_refund', 'Enhancement refunded: ' || p_reason, NULL, r.job_id::text, r.job_id,
    'release:' || r.idempotency_key, p_now);
  IF entry.id IS NULL THEN
    RAISE EXCEPTION 'credit_release_reservation: company % has no billing account', company
      USING ERRCODE = 'no_data_found';
  END IF;
  UPDATE credit_reservations
    SET status = 'released', settled_at = p_now, release_entry_id = entry.id, release_reason = p_reason
    WHERE id = p_reservation_id;
  RETURN true;
END;
$$;
--> statement-breakpoint
-- The functions go to curate_credit. A migrating role that may not give curate_credit CREATE on the schema
-- (neither superuser nor the schema's owner) keeps them: they then run as the tables' owner, with the same checks.
DO $$
BEGIN
  IF has_schema_privilege('curate_credit', 'public', 'CREATE') THEN
    EXECUTE 'ALTER FUNCTION "credit_scope_allows"(uuid) OWNER TO curate_credit';
    EXECUTE 'ALTER FUNCTION "credit_apply_entry"(uuid, transaction_type, integer, integer, uuid, text, user_role, text, text, text, text, uuid, text, timestamptz) OWNER TO curate_credit';
    EXECUTE 'ALTER FUNCTION "credit_append_entry"(uuid, transaction_type, integer, integer, uuid, text, user_role, text, text, text, text, uuid, text, timestamptz) OWNER TO curate_credit';
    EXECUTE 'ALTER FUNCTION "credit_reserve"(uuid, uuid, text, integer, uuid, text, user_role, timestamptz) OWNER TO curate_credit';
    EXECUTE 'ALTER FUNCTION "credit_release_reservation"(uuid, text, uuid, text, user_role, timestamptz) OWNER TO curate_credit';
  END IF;
END
$$;
--> statement-breakpoint
-- Functions are executable by PUBLIC by default: the internal one by nobody but its owner, the entry points
-- by the app's roles (the owner connection keeps its own right as the migrating role's grant).
REVOKE ALL ON FUNCTION "credit_apply_entry"(uuid, transaction_type, integer, integer, uuid, text, user_role, text, text, text, text, uuid, text, timestamptz) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION "credit_append_entry"(uuid, transaction_type, integer, integer, uuid, text, user_role, text, text, text, text, uuid, text, timestamptz) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION "credit_reserve"(uuid, uuid, text, integer, uuid, text, user_role, timestamptz) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION "credit_release_reservation"(uuid, text, uuid, text, user_role, timestamptz) FROM PUBLIC;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('GRANT EXECUTE ON FUNCTION "credit_append_entry"(uuid, transaction_type, integer, integer, uuid, text, user_role, text, text, text, text, uuid, text, timestamptz) TO curate_app, %I', current_user);
  EXECUTE format('GRANT EXECUTE ON FUNCTION "credit_reserve"(uuid, uuid, text, integer, uuid, text, user_role, timestamptz) TO curate_app, %I', current_user);
  EXECUTE format('GRANT EXECUTE ON FUNCTION "credit_release_reservation"(uuid, text, uuid, text, user_role, timestamptz) TO curate_app, %I', current_user);
END
$$;
