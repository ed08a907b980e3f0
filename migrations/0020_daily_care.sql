CREATE TABLE "check_in_plans" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"time" text DEFAULT '10:00' NOT NULL,
	"grace_minutes" integer DEFAULT 120 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"municipality_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"answer" text NOT NULL,
	"wants_call" boolean,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_up_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"municipality_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"staff_id" uuid,
	"channel" text NOT NULL,
	"outcome" text NOT NULL,
	"person_state" text,
	"note" text,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_up_plans" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"frequency" text NOT NULL,
	"preferred_time" text,
	"channel" text DEFAULT 'call' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_in_plans" ADD CONSTRAINT "check_in_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_calls" ADD CONSTRAINT "follow_up_calls_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_calls" ADD CONSTRAINT "follow_up_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_calls" ADD CONSTRAINT "follow_up_calls_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_plans" ADD CONSTRAINT "follow_up_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_user_day_uq" ON "check_ins" USING btree ("user_id","local_date");--> statement-breakpoint
CREATE INDEX "check_ins_municipality_day_idx" ON "check_ins" USING btree ("municipality_id","local_date");--> statement-breakpoint
CREATE INDEX "follow_up_calls_user_idx" ON "follow_up_calls" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "follow_up_calls_municipality_idx" ON "follow_up_calls" USING btree ("municipality_id","created_at");--> statement-breakpoint
CREATE INDEX "follow_up_calls_no_answer_idx" ON "follow_up_calls" USING btree ("user_id") WHERE "follow_up_calls"."outcome" = 'no_contesta';