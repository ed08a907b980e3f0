ALTER TABLE "reminders" ADD COLUMN "weekdays" smallint[];--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "month_day" smallint;