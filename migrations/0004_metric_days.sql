CREATE TABLE "completion_days" (
	"municipality_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL,
	"late_minutes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "completion_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "municipality_completion_days" (
	"municipality_id" uuid NOT NULL,
	"day" date NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL,
	"late_minutes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "municipality_completion_days_municipality_id_day_pk" PRIMARY KEY("municipality_id","day")
);
--> statement-breakpoint
CREATE TABLE "municipality_reminder_days" (
	"municipality_id" uuid NOT NULL,
	"day" date NOT NULL,
	"reminder_time" text NOT NULL,
	"med_daily" integer DEFAULT 0 NOT NULL,
	"app_daily" integer DEFAULT 0 NOT NULL,
	"med_once" integer DEFAULT 0 NOT NULL,
	"app_once" integer DEFAULT 0 NOT NULL,
	"med_done" integer DEFAULT 0 NOT NULL,
	"app_done" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "municipality_reminder_days_municipality_id_day_reminder_time_pk" PRIMARY KEY("municipality_id","day","reminder_time")
);
--> statement-breakpoint
CREATE TABLE "municipality_session_days" (
	"municipality_id" uuid NOT NULL,
	"day" date NOT NULL,
	"emotional_state" text NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"duration" bigint DEFAULT 0 NOT NULL,
	"messages" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "municipality_session_days_municipality_id_day_emotional_state_pk" PRIMARY KEY("municipality_id","day","emotional_state")
);
--> statement-breakpoint
CREATE TABLE "municipality_turn_days" (
	"municipality_id" uuid NOT NULL,
	"day" date NOT NULL,
	"turns" integer DEFAULT 0 NOT NULL,
	"latency_ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "municipality_turn_days_municipality_id_day_pk" PRIMARY KEY("municipality_id","day")
);
--> statement-breakpoint
CREATE TABLE "reminder_days" (
	"municipality_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"reminder_time" text NOT NULL,
	"med_daily" integer DEFAULT 0 NOT NULL,
	"app_daily" integer DEFAULT 0 NOT NULL,
	"med_once" integer DEFAULT 0 NOT NULL,
	"app_once" integer DEFAULT 0 NOT NULL,
	"med_done" integer DEFAULT 0 NOT NULL,
	"app_done" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reminder_days_user_id_day_reminder_time_pk" PRIMARY KEY("user_id","day","reminder_time")
);
--> statement-breakpoint
CREATE TABLE "session_days" (
	"municipality_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"emotional_state" text NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"duration" bigint DEFAULT 0 NOT NULL,
	"messages" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "session_days_user_id_day_emotional_state_pk" PRIMARY KEY("user_id","day","emotional_state")
);
--> statement-breakpoint
CREATE TABLE "turn_days" (
	"municipality_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"turns" integer DEFAULT 0 NOT NULL,
	"latency_ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "turn_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "completion_days" ADD CONSTRAINT "completion_days_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completion_days" ADD CONSTRAINT "completion_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipality_completion_days" ADD CONSTRAINT "municipality_completion_days_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipality_reminder_days" ADD CONSTRAINT "municipality_reminder_days_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipality_session_days" ADD CONSTRAINT "municipality_session_days_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipality_turn_days" ADD CONSTRAINT "municipality_turn_days_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_days" ADD CONSTRAINT "reminder_days_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_days" ADD CONSTRAINT "reminder_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_days" ADD CONSTRAINT "session_days_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_days" ADD CONSTRAINT "session_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_days" ADD CONSTRAINT "turn_days_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_days" ADD CONSTRAINT "turn_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_days_municipality_day_idx" ON "session_days" USING btree ("municipality_id","day","user_id");