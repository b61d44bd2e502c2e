CREATE TABLE "token_usage_daily" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"enhancements" integer DEFAULT 0 NOT NULL,
	"tokens" bigint DEFAULT 0 NOT NULL,
	"min_tokens" integer,
	"max_tokens" integer,
	CONSTRAINT "token_usage_daily_pkey" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
ALTER TABLE "token_usage_daily" ADD CONSTRAINT "token_usage_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The overview reads the 30 days of every company from this index alone (issue #20).
CREATE INDEX "token_usage_daily_day_idx" ON "token_usage_daily" USING btree ("day") INCLUDE ("company_id", "enhancements", "tokens", "min_tokens", "max_tokens");
--> statement-breakpoint
ALTER TABLE "token_usage_daily" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "token_usage_daily"
  USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin')
  WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.role', true) = 'super-admin');
--> statement-breakpoint
-- The rollup follows enhancement_jobs in the writing transaction (issue #20). A job counts on the UTC day of its
-- completed_at while it is completed with a token count. Rows leaving (old_rows) are taken off and rows arriving
-- (new_rows) added as deltas, which concurrent writers can apply in any order; the min and max of a day something
-- left are read again from that day's jobs.
CREATE OR REPLACE FUNCTION "token_usage_daily_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE token_usage_daily t
       SET enhancements = t.enhancements - g.n, tokens = t.tokens - g.tokens
      FROM (SELECT company_id, (completed_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n,
                   sum(tokens_used)::bigint AS tokens
              FROM old_rows
             WHERE status = 'completed' AND tokens_used IS NOT NULL AND completed_at IS NOT NULL
             GROUP BY 1, 2) g
     WHERE t.company_id = g.company_id AND t.day = g.day;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO token_usage_daily AS t (company_id, day, enhancements, tokens, min_tokens, max_tokens)
    SELECT company_id, (completed_at AT TIME ZONE 'UTC')::date, count(*)::int, sum(tokens_used)::bigint,
           min(tokens_used), max(tokens_used)
      FROM new_rows
     WHERE status = 'completed' AND tokens_used IS NOT NULL AND completed_at IS NOT NULL
     GROUP BY 1, 2
    ON CONFLICT (company_id, day) DO UPDATE
       SET enhancements = t.enhancements + excluded.enhancements, tokens = t.tokens + excluded.tokens,
           min_tokens = least(t.min_tokens, excluded.min_tokens), max_tokens = greatest(t.max_tokens, excluded.max_tokens);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE token_usage_daily t
       SET min_tokens = m.min_tokens, max_tokens = m.max_tokens
      FROM (SELECT g.company_id, g.day, min(j.tokens_used) AS min_tokens, max(j.tokens_used) AS max_tokens
              FROM (SELECT DISTINCT company_id, (completed_at AT TIME ZONE 'UTC')::date AS day
                      FROM old_rows
                     WHERE status = 'completed' AND tokens_used IS NOT NULL AND completed_at IS NOT NULL) g
              LEFT JOIN enhancement_jobs j
                ON j.company_id = g.company_id AND j.status = 'completed' AND j.tokens_used IS NOT NULL
               AND j.completed_at >= g.day::timestamp AT TIME ZONE 'UTC'
               AND j.completed_at < (g.day + 1)::timestamp AT TIME ZONE 'UTC'
             GROUP BY 1, 2) m
     WHERE t.company_id = m.company_id AND t.day = m.day;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "enhancement_jobs_token_usage_insert" AFTER INSERT ON "enhancement_jobs"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION token_usage_daily_sync();
--> statement-breakpoint
CREATE TRIGGER "enhancement_jobs_token_usage_update" AFTER UPDATE ON "enhancement_jobs"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION token_usage_daily_sync();
--> statement-breakpoint
CREATE TRIGGER "enhancement_jobs_token_usage_delete" AFTER DELETE ON "enhancement_jobs"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION token_usage_daily_sync();
--> statement-breakpoint
INSERT INTO "token_usage_daily" (company_id, day, enhancements, tokens, min_tokens, max_tokens)
SELECT company_id, (completed_at AT TIME ZONE 'UTC')::date, count(*)::int, sum(tokens_used)::bigint, min(tokens_used), max(tokens_used)
  FROM "enhancement_jobs"
 WHERE status = 'completed' AND tokens_used IS NOT NULL AND completed_at IS NOT NULL
 GROUP BY 1, 2;
