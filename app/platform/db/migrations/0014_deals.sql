-- Deals (docs/decisions/0052-deals.md): an optional value and currency per inquiry, the day it is
-- expected to close, and why it was won or lost. Idempotent: every statement may run again.
ALTER TABLE "inquiries" ADD COLUMN IF NOT EXISTS "deal_value" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN IF NOT EXISTS "deal_currency" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN IF NOT EXISTS "expected_close_on" date;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN IF NOT EXISTS "close_reason" text;--> statement-breakpoint
ALTER TABLE "inquiries" DROP CONSTRAINT IF EXISTS "inquiries_deal_value_with_currency";--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_deal_value_with_currency" CHECK ("inquiries"."deal_value" is null or "inquiries"."deal_currency" is not null);
