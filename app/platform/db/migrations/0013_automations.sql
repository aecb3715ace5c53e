-- Automations: switched-on templates, their versions, their runs and each run's steps
-- (docs/decisions/0029-automation-runner.md). Idempotent: every statement may run again.
CREATE TABLE IF NOT EXISTS "automations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL REFERENCES "templates"("id") ON DELETE cascade,
	"enabled" boolean DEFAULT true NOT NULL,
	"trigger_kind" text NOT NULL,
	"trigger" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text REFERENCES "user"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automations_template_id_unique" UNIQUE("template_id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "automations_trigger_idx" ON "automations" USING btree ("trigger_kind") WHERE "automations"."enabled";--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "automation_versions" (
	"automation_id" uuid NOT NULL REFERENCES "automations"("id") ON DELETE cascade,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"steps" jsonb NOT NULL,
	"stop_on_reply" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_versions_automation_id_version_pk" PRIMARY KEY("automation_id","version")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "automation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"automation_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"inquiry_id" uuid NOT NULL REFERENCES "inquiries"("id") ON DELETE cascade,
	"trigger_key" text NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"step_index" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_token" uuid,
	"stop_reason" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "automation_runs_automation_id_version_automation_versions_automation_id_version_fk"
		FOREIGN KEY ("automation_id","version") REFERENCES "automation_versions"("automation_id","version") ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "automation_runs_due_idx" ON "automation_runs" USING btree ("next_attempt_at") WHERE "automation_runs"."state" = 'active';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "automation_runs_inquiry_idx" ON "automation_runs" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "automation_runs_created_idx" ON "automation_runs" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "automation_runs_trigger_idx" ON "automation_runs" USING btree ("automation_id","inquiry_id","trigger_key");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "automation_run_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL REFERENCES "automation_runs"("id") ON DELETE cascade,
	"step_index" integer NOT NULL,
	"attempt" integer NOT NULL,
	"outcome" text NOT NULL,
	"input" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"output" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "automation_run_steps_run_idx" ON "automation_run_steps" USING btree ("run_id","step_index","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "automation_run_steps_once_idx" ON "automation_run_steps" USING btree ("run_id","step_index") WHERE "automation_run_steps"."outcome" = 'succeeded';--> statement-breakpoint
-- A new run wakes the runner in every server process once its lead commits (the function of 0008).
DROP TRIGGER IF EXISTS "automation_runs_announce" ON "automation_runs";--> statement-breakpoint
CREATE TRIGGER "automation_runs_announce" AFTER INSERT ON "automation_runs"
  FOR EACH STATEMENT EXECUTE FUNCTION "delivery_announce"('automation');
