-- Reminders that repeat on chosen weekdays or a day of the month (migration 0019) were counted by the rollups
-- as due every day, so a municipality's medicine adherence read too low. From now on they add no daily count
-- (server/services/metrics/rollup-queries.ts counts their days from the reminders table), and every
-- municipality's rollups are rebuilt once from the sources. metric_days_sql is migration 0005's function with
-- that one branch changed.
CREATE OR REPLACE FUNCTION "metric_days_sql"(kind text) RETURNS text LANGUAGE sql IMMUTABLE AS $body$
SELECT CASE kind
-- Active medicine/appointment reminders: a daily one "starts" on the local day it was created (one that
-- repeats only on some weekdays or a day of the month is not a daily count: the aggregated query counts its days
-- from the reminder itself), a one-off counts on its date; completions of an occurrence in range (daily: on or after the start day; one-off: its
-- date) are "done" on the occurrence date, under the reminder's time (what is due today depends on it).
WHEN 'reminders' THEN $q$
INSERT INTO "reminder_days" AS d ("municipality_id", "user_id", "day", "reminder_time", "med_daily", "app_daily",
  "med_once", "app_once", "med_done", "app_done")
SELECT x.municipality_id, x.user_id, x.day, x.reminder_time, sum(x.md) * %2$s, sum(x.ad) * %2$s, sum(x.mo) * %2$s,
  sum(x.ao) * %2$s, sum(x.mdone) * %2$s, sum(x.adone) * %2$s
FROM (
  SELECT r."municipality_id", r."user_id", coalesce(r."reminder_date", (r."created_at" AT TIME ZONE m."timezone")::date) AS day,
    r."reminder_time", (r."type" = 'medicine' AND r."reminder_date" IS NULL AND r."weekdays" IS NULL
      AND r."month_day" IS NULL)::int AS md,
    (r."type" = 'appointment' AND r."reminder_date" IS NULL AND r."weekdays" IS NULL
      AND r."month_day" IS NULL)::int AS ad,
    (r."type" = 'medicine' AND r."reminder_date" IS NOT NULL)::int AS mo,
    (r."type" = 'appointment' AND r."reminder_date" IS NOT NULL)::int AS ao, 0 AS mdone, 0 AS adone
  FROM %1$s r JOIN "municipalities" m ON m."id" = r."municipality_id" JOIN "users" u ON u."id" = r."user_id"
  WHERE r."is_active" AND r."type" IN ('medicine', 'appointment')
  UNION ALL
  SELECT r."municipality_id", r."user_id", c."occurrence_date", r."reminder_time", 0, 0, 0, 0,
    (r."type" = 'medicine')::int, (r."type" = 'appointment')::int
  FROM %1$s r JOIN "municipalities" m ON m."id" = r."municipality_id" JOIN "users" u ON u."id" = r."user_id"
    JOIN "reminder_completions" c ON c."reminder_id" = r."id"
  WHERE r."is_active" AND r."type" IN ('medicine', 'appointment') AND CASE WHEN r."reminder_date" IS NULL
    THEN c."occurrence_date" >= (r."created_at" AT TIME ZONE m."timezone")::date ELSE c."occurrence_date" = r."reminder_date" END
) x
GROUP BY 1, 2, 3, 4
ON CONFLICT ("user_id", "day", "reminder_time") DO UPDATE SET "med_daily" = d."med_daily" + excluded."med_daily",
  "app_daily" = d."app_daily" + excluded."app_daily", "med_once" = d."med_once" + excluded."med_once",
  "app_once" = d."app_once" + excluded."app_once", "med_done" = d."med_done" + excluded."med_done",
  "app_done" = d."app_done" + excluded."app_done"
$q$
-- Completions: every one counts for punctuality and delay; "done" as above, by the reminder's current state.
WHEN 'completion_counts' THEN $q$
INSERT INTO "completion_days" AS d ("municipality_id", "user_id", "day", "completed", "on_time", "late_minutes")
SELECT c."municipality_id", c."user_id", c."occurrence_date", count(*) * %2$s,
  count(*) FILTER (WHERE c."minutes_late" <= 30) * %2$s, sum(c."minutes_late") * %2$s
FROM %1$s c JOIN "users" u ON u."id" = c."user_id"
GROUP BY 1, 2, 3
ON CONFLICT ("user_id", "day") DO UPDATE SET "completed" = d."completed" + excluded."completed",
  "on_time" = d."on_time" + excluded."on_time", "late_minutes" = d."late_minutes" + excluded."late_minutes"
$q$
-- Completions of an occurrence in range are "done", by the reminder's current state.
WHEN 'completion_done' THEN $q$
INSERT INTO "reminder_days" AS d ("municipality_id", "user_id", "day", "reminder_time", "med_done", "app_done")
SELECT r."municipality_id", r."user_id", c."occurrence_date", r."reminder_time",
  count(*) FILTER (WHERE r."type" = 'medicine') * %2$s, count(*) FILTER (WHERE r."type" = 'appointment') * %2$s
FROM %1$s c JOIN "reminders" r ON r."id" = c."reminder_id" JOIN "municipalities" m ON m."id" = r."municipality_id"
  JOIN "users" u ON u."id" = r."user_id"
WHERE r."is_active" AND r."type" IN ('medicine', 'appointment') AND CASE WHEN r."reminder_date" IS NULL
  THEN c."occurrence_date" >= (r."created_at" AT TIME ZONE m."timezone")::date ELSE c."occurrence_date" = r."reminder_date" END
GROUP BY 1, 2, 3, 4
ON CONFLICT ("user_id", "day", "reminder_time") DO UPDATE SET "med_done" = d."med_done" + excluded."med_done",
  "app_done" = d."app_done" + excluded."app_done"
$q$
WHEN 'turns' THEN $q$
INSERT INTO "turn_days" AS d ("municipality_id", "user_id", "day", "turns", "latency_ms")
SELECT t."municipality_id", t."user_id", (t."created_at" AT TIME ZONE m."timezone")::date, count(*) * %2$s,
  sum(t."latency_ms") * %2$s
FROM %1$s t JOIN "municipalities" m ON m."id" = t."municipality_id" JOIN "users" u ON u."id" = t."user_id"
GROUP BY 1, 2, 3
ON CONFLICT ("user_id", "day") DO UPDATE SET "turns" = d."turns" + excluded."turns",
  "latency_ms" = d."latency_ms" + excluded."latency_ms"
$q$
WHEN 'sessions' THEN $q$
INSERT INTO "session_days" AS d ("municipality_id", "user_id", "day", "emotional_state", "sessions", "duration", "messages")
SELECT s."municipality_id", s."user_id", (s."created_at" AT TIME ZONE m."timezone")::date, s."emotional_state",
  count(*) * %2$s, sum(s."duration") * %2$s, sum(s."message_count") * %2$s
FROM %1$s s JOIN "municipalities" m ON m."id" = s."municipality_id" JOIN "users" u ON u."id" = s."user_id"
GROUP BY 1, 2, 3, 4
ON CONFLICT ("user_id", "day", "emotional_state") DO UPDATE SET "sessions" = d."sessions" + excluded."sessions",
  "duration" = d."duration" + excluded."duration", "messages" = d."messages" + excluded."messages"
$q$
-- Layer 2: the person rows of people who count (%3$s), summed per municipality and day.
WHEN 'reminder_days' THEN $q$
INSERT INTO "municipality_reminder_days" AS d ("municipality_id", "day", "reminder_time", "med_daily", "app_daily",
  "med_once", "app_once", "med_done", "app_done")
SELECT p."municipality_id", p."day", p."reminder_time", sum(p."med_daily") * %2$s, sum(p."app_daily") * %2$s,
  sum(p."med_once") * %2$s, sum(p."app_once") * %2$s, sum(p."med_done") * %2$s, sum(p."app_done") * %2$s
FROM %1$s p JOIN "users" u ON u."id" = p."user_id" WHERE %3$s
GROUP BY 1, 2, 3
ON CONFLICT ("municipality_id", "day", "reminder_time") DO UPDATE SET "med_daily" = d."med_daily" + excluded."med_daily",
  "app_daily" = d."app_daily" + excluded."app_daily", "med_once" = d."med_once" + excluded."med_once",
  "app_once" = d."app_once" + excluded."app_once", "med_done" = d."med_done" + excluded."med_done",
  "app_done" = d."app_done" + excluded."app_done"
$q$
WHEN 'completion_days' THEN $q$
INSERT INTO "municipality_completion_days" AS d ("municipality_id", "day", "completed", "on_time", "late_minutes")
SELECT p."municipality_id", p."day", sum(p."completed") * %2$s, sum(p."on_time") * %2$s, sum(p."late_minutes") * %2$s
FROM %1$s p JOIN "users" u ON u."id" = p."user_id" WHERE %3$s
GROUP BY 1, 2
ON CONFLICT ("municipality_id", "day") DO UPDATE SET "completed" = d."completed" + excluded."completed",
  "on_time" = d."on_time" + excluded."on_time", "late_minutes" = d."late_minutes" + excluded."late_minutes"
$q$
WHEN 'turn_days' THEN $q$
INSERT INTO "municipality_turn_days" AS d ("municipality_id", "day", "turns", "latency_ms")
SELECT p."municipality_id", p."day", sum(p."turns") * %2$s, sum(p."latency_ms") * %2$s
FROM %1$s p JOIN "users" u ON u."id" = p."user_id" WHERE %3$s
GROUP BY 1, 2
ON CONFLICT ("municipality_id", "day") DO UPDATE SET "turns" = d."turns" + excluded."turns",
  "latency_ms" = d."latency_ms" + excluded."latency_ms"
$q$
WHEN 'session_days' THEN $q$
INSERT INTO "municipality_session_days" AS d ("municipality_id", "day", "emotional_state", "sessions", "duration", "messages")
SELECT p."municipality_id", p."day", p."emotional_state", sum(p."sessions") * %2$s, sum(p."duration") * %2$s,
  sum(p."messages") * %2$s
FROM %1$s p JOIN "users" u ON u."id" = p."user_id" WHERE %3$s
GROUP BY 1, 2, 3
ON CONFLICT ("municipality_id", "day", "emotional_state") DO UPDATE SET "sessions" = d."sessions" + excluded."sessions",
  "duration" = d."duration" + excluded."duration", "messages" = d."messages" + excluded."messages"
$q$
END
$body$;
--> statement-breakpoint
SELECT "metric_days_rebuild"("id") FROM "municipalities";
--> statement-breakpoint
-- Weekly and monthly programme activities planned before reminders could repeat gave each person a one-off
-- reminder: they now repeat as the activity does (shared/domain/activity-reminders.ts), from the activity's date
-- (or the day it was planned), as planning them today would.
UPDATE "reminders" AS r SET "recurrence" = 'daily', "reminder_date" = NULL,
  "weekdays" = CASE WHEN a."recurrence" = 'weekly'
    THEN ARRAY[extract(isodow FROM coalesce(a."scheduled_date", (a."created_at" AT TIME ZONE m."timezone")::date))::smallint]
    END,
  "month_day" = CASE WHEN a."recurrence" = 'monthly'
    THEN extract(day FROM coalesce(a."scheduled_date", (a."created_at" AT TIME ZONE m."timezone")::date))::smallint
    END,
  -- Not before its first day, as a repeating activity planned for a later date starts then.
  "created_at" = greatest(r."created_at",
    coalesce(a."scheduled_date", (a."created_at" AT TIME ZONE m."timezone")::date)::timestamp AT TIME ZONE m."timezone")
FROM "program_activities" AS a, "municipalities" AS m
WHERE r."program_activity_id" = a."id" AND m."id" = a."municipality_id" AND a."recurrence" <> 'once'
  AND r."recurrence" = 'once';
