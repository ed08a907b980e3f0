CREATE TABLE "safety_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"municipality_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answer" text,
	"help_alert_id" uuid,
	"staff_item_at" timestamp with time zone,
	"staff_alert_id" uuid
);
--> statement-breakpoint
ALTER TABLE "safety_checks" ADD CONSTRAINT "safety_checks_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_checks" ADD CONSTRAINT "safety_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_checks" ADD CONSTRAINT "safety_checks_help_alert_id_alerts_id_fk" FOREIGN KEY ("help_alert_id") REFERENCES "public"."alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_checks" ADD CONSTRAINT "safety_checks_staff_alert_id_alerts_id_fk" FOREIGN KEY ("staff_alert_id") REFERENCES "public"."alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "safety_checks_open_user_uq" ON "safety_checks" USING btree ("user_id") WHERE "safety_checks"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "safety_checks_waiting_idx" ON "safety_checks" USING btree ("created_at") WHERE "safety_checks"."answered_at" is null and "safety_checks"."staff_item_at" is null;