CREATE TABLE "activity_days" (
	"municipality_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"activities" integer NOT NULL,
	"logins" integer NOT NULL,
	"exercises" integer NOT NULL,
	CONSTRAINT "activity_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "activity_days" ADD CONSTRAINT "activity_days_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_days" ADD CONSTRAINT "activity_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_days_municipality_day_idx" ON "activity_days" USING btree ("municipality_id","day","user_id","activities","logins","exercises");--> statement-breakpoint
CREATE INDEX "assistant_turns_municipality_created_idx" ON "assistant_turns" USING btree ("municipality_id","created_at","user_id","latency_ms");--> statement-breakpoint
CREATE INDEX "chat_sessions_municipality_created_idx" ON "chat_sessions" USING btree ("municipality_id","created_at","user_id","duration","message_count","emotional_state");--> statement-breakpoint
CREATE INDEX "reminder_completions_municipality_date_idx" ON "reminder_completions" USING btree ("municipality_id","occurrence_date");