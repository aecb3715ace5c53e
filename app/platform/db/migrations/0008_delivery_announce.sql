-- Queuing a row wakes its lane (NOTIFY on commit) whoever inserts it, inside the insert itself:
-- no statement of its own per queued lead.
CREATE FUNCTION "delivery_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('delivery', TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "mail_queue_announce" AFTER INSERT ON "mail_queue"
  FOR EACH STATEMENT EXECUTE FUNCTION "delivery_announce"('mail');--> statement-breakpoint
CREATE TRIGGER "webhook_queue_announce" AFTER INSERT ON "webhook_queue"
  FOR EACH STATEMENT EXECUTE FUNCTION "delivery_announce"('webhook');
