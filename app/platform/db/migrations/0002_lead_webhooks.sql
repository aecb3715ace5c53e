CREATE TABLE "webhook_queue" (
	"url" text NOT NULL,
	"body" text NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_queue_due_idx" ON "webhook_queue" USING btree ("next_attempt_at") WHERE "webhook_queue"."sent_at" is null;