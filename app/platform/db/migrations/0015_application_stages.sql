-- Job applications in their own pipeline (docs/decisions/0053-job-applications.md): new,
-- reviewing, invited, declined. Idempotent: every statement may run again.
ALTER TABLE "job_applications" ADD COLUMN IF NOT EXISTS "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_applications_stage_idx" ON "job_applications" USING btree ("stage","created_at");
