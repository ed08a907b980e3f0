CREATE TABLE "municipality_alert_days" (
	"municipality_id" uuid NOT NULL,
	"day" date NOT NULL,
	"alerts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "municipality_alert_days_municipality_id_day_pk" PRIMARY KEY("municipality_id","day")
);
--> statement-breakpoint
CREATE TABLE "municipality_people_days" (
	"municipality_id" uuid NOT NULL,
	"day" date NOT NULL,
	"people" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "municipality_people_days_municipality_id_day_pk" PRIMARY KEY("municipality_id","day")
);
--> statement-breakpoint
ALTER TABLE "municipality_alert_days" ADD CONSTRAINT "municipality_alert_days_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipality_people_days" ADD CONSTRAINT "municipality_people_days_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_completions_completed_by_idx" ON "reminder_completions" USING btree ("completed_by") WHERE completed_by is not null;--> statement-breakpoint
CREATE INDEX "reminders_appointment_week_idx" ON "reminders" USING btree ("municipality_id","reminder_date","user_id") WHERE type = 'appointment' and is_active;--> statement-breakpoint
CREATE INDEX "users_counting_last_activity_idx" ON "users" USING btree ("municipality_id","last_activity","created_at") WHERE role = 'elderly' and status = 'active' and personal_consent;--> statement-breakpoint
CREATE INDEX "users_elderly_no_consent_idx" ON "users" USING btree ("municipality_id") WHERE role = 'elderly' and status = 'active' and not personal_consent;--> statement-breakpoint
CREATE INDEX "users_elderly_name_idx" ON "users" USING btree ("municipality_id","first_name","last_name","id") WHERE role = 'elderly' and status = 'active';