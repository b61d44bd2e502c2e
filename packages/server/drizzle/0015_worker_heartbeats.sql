CREATE TABLE "worker_heartbeats" (
	"worker_id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"workers" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The worker processes' heartbeats are no tenant data: only the owner role (the job runtime) writes and reads them.
REVOKE ALL ON "worker_heartbeats" FROM curate_app;
--> statement-breakpoint
ALTER TABLE "worker_heartbeats" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "worker_heartbeats_no_tenant_access" ON "worker_heartbeats" AS RESTRICTIVE FOR ALL TO curate_app USING (false) WITH CHECK (false);
