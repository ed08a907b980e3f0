CREATE TABLE "low_mood_days" (
	"municipality_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"label" text NOT NULL,
	"sessions" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "low_mood_days_user_id_day_label_pk" PRIMARY KEY("user_id","day","label")
);
--> statement-breakpoint
ALTER TABLE "low_mood_days" ADD CONSTRAINT "low_mood_days_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_mood_days" ADD CONSTRAINT "low_mood_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "low_mood_days_municipality_day_idx" ON "low_mood_days" USING btree ("municipality_id","day","user_id");--> statement-breakpoint
CREATE INDEX "low_mood_days_day_idx" ON "low_mood_days" USING btree ("day");