CREATE TABLE "municipality_activity_days" (
	"municipality_id" uuid NOT NULL,
	"day" date NOT NULL,
	"active_days" integer DEFAULT 0 NOT NULL,
	"activities" integer DEFAULT 0 NOT NULL,
	"logins" integer DEFAULT 0 NOT NULL,
	"exercises" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "municipality_activity_days_municipality_id_day_pk" PRIMARY KEY("municipality_id","day")
);
--> statement-breakpoint
ALTER TABLE "municipality_activity_days" ADD CONSTRAINT "municipality_activity_days_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE cascade ON UPDATE no action;