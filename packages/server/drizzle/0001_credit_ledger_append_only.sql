-- The credit ledger is append-only: every UPDATE or DELETE of a row is refused.
-- TRUNCATE (used only by `pnpm seed --reset`) is not a row operation and stays possible.
CREATE OR REPLACE FUNCTION "credit_ledger_reject_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_ledger is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "credit_ledger_append_only"
  BEFORE UPDATE OR DELETE ON "credit_ledger"
  FOR EACH ROW EXECUTE FUNCTION "credit_ledger_reject_change"();
