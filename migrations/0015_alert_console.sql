ALTER TABLE "alerts" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "acknowledged_by" uuid;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "accidental_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN "ack_target_seconds" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN "attend_target_seconds" integer DEFAULT 900 NOT NULL;--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN "staffed_hours" jsonb DEFAULT '{"days":[1,2,3,4,5],"from":"08:00","to":"15:00"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "district" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lives_alone" boolean;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "key_holder_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "key_holder_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every open staff console hears of a new, acknowledged or attended alert at once: the notification is sent
-- on commit, to every server process listening (server/http/alert-events.ts), whichever code path wrote it.
CREATE FUNCTION acompana_alert_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('acompana_alerts', NEW.municipality_id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER alerts_notify_consoles AFTER INSERT OR UPDATE ON alerts
  FOR EACH ROW EXECUTE FUNCTION acompana_alert_changed();
