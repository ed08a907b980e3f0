CREATE TABLE "municipality_session_gap_days" (
	"municipality_id" uuid NOT NULL,
	"day" date NOT NULL,
	"gap" integer NOT NULL,
	"people" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "municipality_session_gap_days_municipality_id_day_gap_pk" PRIMARY KEY("municipality_id","day","gap")
);
--> statement-breakpoint
CREATE TABLE "session_gap_days" (
	"municipality_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"gap" integer NOT NULL,
	CONSTRAINT "session_gap_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "municipality_session_gap_days" ADD CONSTRAINT "municipality_session_gap_days_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_gap_days" ADD CONSTRAINT "session_gap_days_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_gap_days" ADD CONSTRAINT "session_gap_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;