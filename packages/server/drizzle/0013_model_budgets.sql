CREATE TABLE "model_budgets" (
	"name" text PRIMARY KEY NOT NULL,
	"request_level" double precision NOT NULL,
	"token_level" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
