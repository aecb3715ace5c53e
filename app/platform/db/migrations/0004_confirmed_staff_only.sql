-- The staff role belongs to confirmed addresses only, and an unconfirmed account has no session
-- (accounts made before sign-up required a confirmed address).
UPDATE "user" SET "role" = 'user' WHERE "role" = 'staff' AND NOT "email_verified";--> statement-breakpoint
DELETE FROM "session" WHERE "user_id" IN (SELECT "id" FROM "user" WHERE NOT "email_verified");--> statement-breakpoint
-- Reset tokens are now stored hashed; the ones stored in clear are withdrawn (they lived an hour).
DELETE FROM "verification" WHERE "identifier" LIKE 'reset-password:%';
