DROP INDEX "mail_queue_due_idx";--> statement-breakpoint
DROP INDEX "webhook_queue_due_idx";--> statement-breakpoint
ALTER TABLE "contact_inquiries" ALTER COLUMN "business_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "submission_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "recoveries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_queue" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_queue" ADD COLUMN "recoveries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_queue" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_queue_failed_idx" ON "mail_queue" USING btree ("failed_at") WHERE "mail_queue"."failed_at" is not null;--> statement-breakpoint
CREATE INDEX "webhook_queue_failed_idx" ON "webhook_queue" USING btree ("failed_at") WHERE "webhook_queue"."failed_at" is not null;--> statement-breakpoint
CREATE INDEX "mail_queue_due_idx" ON "mail_queue" USING btree ("next_attempt_at") WHERE "mail_queue"."sent_at" is null and "mail_queue"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "webhook_queue_due_idx" ON "webhook_queue" USING btree ("next_attempt_at") WHERE "webhook_queue"."sent_at" is null and "webhook_queue"."failed_at" is null;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_submission_id_unique" UNIQUE("submission_id");--> statement-breakpoint
-- Rows that used up their tries under the old queue are the failed deliveries staff now see.
UPDATE "mail_queue" SET "failed_at" = now() WHERE "sent_at" IS NULL AND "attempts" >= 8;--> statement-breakpoint
UPDATE "webhook_queue" SET "failed_at" = now() WHERE "sent_at" IS NULL AND "attempts" >= 8;
