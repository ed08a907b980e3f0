-- Rollups of migration 0003 (shared/schema/metric-days.ts), kept exact in the writer's own transaction.
-- Two layers:
--   1. per person and local day (municipality time zone): reminder_days, completion_days, turn_days,
--      session_days, from reminders, reminder_completions, assistant_turns and chat_sessions;
--   2. per municipality and day: the same sums over the people who count now (elderly, active, personal
--      consent), fed by triggers on layer 1 and adjusted when a person starts or stops counting.
-- Every change is applied as signed deltas: the rows leaving (old) with -1, the rows arriving (new) with +1,
-- grouped per statement (a 20,000-row batch costs one GROUP BY). metric_days_sql(kind) holds each delta query
-- once, with %1$s = the source rows, %2$s = the sign, %3$s = an extra condition (layer 2: who counts).
CREATE FUNCTION "metric_days_sql"(kind text) RETURNS text LANGUAGE sql IMMUTABLE AS $body$
SELECT CASE kind
-- Active medicine/appointment reminders: a daily one "starts" on the local day it was created, a one-off
-- counts on its date; completions of an occurrence in range (daily: on or after the start day; one-off: its
-- date) are "done" on the occurrence date, under the reminder's time (what is due today depends on it).
WHEN 'reminders' THEN $q$
INSERT INTO "reminder_days" AS d ("municipality_id", "user_id", "day", "reminder_time", "med_daily", "app_daily",
  "med_once", "app_once", "med_done", "app_done")
SELECT x.municipality_id, x.user_id, x.day, x.reminder_time, sum(x.md) * %2$s, sum(x.ad) * %2$s, sum(x.mo) * %2$s,
  sum(x.ao) * %2$s, sum(x.mdone) * %2$s, sum(x.adone) * %2$s
FROM (
  SELECT r."municipality_id", r."user_id", coalesce(r."reminder_date", (r."created_at" AT TIME ZONE m."timezone")::date) AS day,
    r."reminder_time", (r."type" = 'medicine' AND r."reminder_date" IS NULL)::int AS md,
    (r."type" = 'appointment' AND r."reminder_date" IS NULL)::int AS ad,
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
-- Who counts in the aggregated metrics (server/services/metrics/window.ts peopleCte).
CREATE FUNCTION "metric_days_counts"(u "users") RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT u."role" = 'elderly' AND u."status" = 'active' AND u."personal_consent"
$$;
--> statement-breakpoint
-- One statement-level trigger function for every table: its arguments name the delta queries. Transition tables
-- are visible to EXECUTE inside the trigger function.
CREATE FUNCTION "metric_days_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  q text;
  who text := 'u."role" = ''elderly'' AND u."status" = ''active'' AND u."personal_consent"';
BEGIN
  FOREACH q IN ARRAY TG_ARGV LOOP
    q := "metric_days_sql"(q);
    IF TG_OP IN ('DELETE', 'UPDATE') THEN EXECUTE format(q, 'old_rows', -1, who); END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN EXECUTE format(q, 'new_rows', 1, who); END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A deleted reminder takes its completions with it (cascade) before any statement trigger runs: its "done"
-- figures are taken away row by row before the delete, while its completions still exist.
CREATE FUNCTION "metric_days_reminder_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format("metric_days_sql"('reminders'), '(SELECT ($1).*)', -1, 'true') USING OLD;
  RETURN OLD;
END
$$;
--> statement-breakpoint
-- A person who starts or stops counting (consent, status, role) adds or takes away all their days; an erased
-- person who counted takes them away before the cascade removes their rows.
CREATE FUNCTION "metric_days_person_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign int;
  kind text;
  person uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    sign := -1; person := OLD."id";
  ELSIF "metric_days_counts"(NEW) AND NOT "metric_days_counts"(OLD) THEN
    sign := 1; person := NEW."id";
  ELSE
    sign := -1; person := NEW."id";
  END IF;
  FOREACH kind IN ARRAY ARRAY['reminder_days', 'completion_days', 'turn_days', 'session_days'] LOOP
    EXECUTE format("metric_days_sql"(kind), format('(SELECT * FROM %I WHERE "user_id" = $1)', kind), sign, 'true')
      USING person;
  END LOOP;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NULL END;
END
$$;
--> statement-breakpoint
-- Local days depend on the municipality's time zone: a change rebuilds that municipality's rows from the sources.
CREATE FUNCTION "metric_days_rebuild"(mid uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  kind text;
BEGIN
  DELETE FROM "reminder_days" WHERE "municipality_id" = mid;
  DELETE FROM "completion_days" WHERE "municipality_id" = mid;
  DELETE FROM "turn_days" WHERE "municipality_id" = mid;
  DELETE FROM "session_days" WHERE "municipality_id" = mid;
  DELETE FROM "municipality_reminder_days" WHERE "municipality_id" = mid;
  DELETE FROM "municipality_completion_days" WHERE "municipality_id" = mid;
  DELETE FROM "municipality_turn_days" WHERE "municipality_id" = mid;
  DELETE FROM "municipality_session_days" WHERE "municipality_id" = mid;
  EXECUTE format("metric_days_sql"('completion_counts'),
    '(SELECT * FROM "reminder_completions" WHERE "municipality_id" = $1)', 1, 'true') USING mid;
  FOREACH kind IN ARRAY ARRAY['reminders', 'turns', 'sessions'] LOOP
    EXECUTE format("metric_days_sql"(kind),
      format('(SELECT * FROM %I WHERE "municipality_id" = $1)',
        CASE kind WHEN 'reminders' THEN 'reminders' WHEN 'turns' THEN 'assistant_turns' ELSE 'chat_sessions' END),
      1, 'true') USING mid;
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reminders_metric_days_insert" AFTER INSERT ON "reminders"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_days_sync"('reminders');
--> statement-breakpoint
CREATE TRIGGER "reminders_metric_days_update" AFTER UPDATE ON "reminders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_days_sync"('reminders');
--> statement-breakpoint
CREATE TRIGGER "reminders_metric_days_delete" BEFORE DELETE ON "reminders"
  FOR EACH ROW EXECUTE FUNCTION "metric_days_reminder_deleted"();
--> statement-breakpoint
CREATE TRIGGER "completions_metric_days_insert" AFTER INSERT ON "reminder_completions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "metric_days_sync"('completion_counts', 'completion_done');
--> statement-breakpoint
CREATE TRIGGER "completions_metric_days_update" AFTER UPDATE ON "reminder_completions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "metric_days_sync"('completion_counts', 'completion_done');
--> statement-breakpoint
CREATE TRIGGER "completions_metric_days_delete" AFTER DELETE ON "reminder_completions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "metric_days_sync"('completion_counts', 'completion_done');
--> statement-breakpoint
CREATE TRIGGER "turns_metric_days_insert" AFTER INSERT ON "assistant_turns"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_days_sync"('turns');
--> statement-breakpoint
CREATE TRIGGER "turns_metric_days_update" AFTER UPDATE ON "assistant_turns"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_days_sync"('turns');
--> statement-breakpoint
CREATE TRIGGER "turns_metric_days_delete" AFTER DELETE ON "assistant_turns"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_days_sync"('turns');
--> statement-breakpoint
CREATE TRIGGER "sessions_metric_days_insert" AFTER INSERT ON "chat_sessions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_days_sync"('sessions');
--> statement-breakpoint
CREATE TRIGGER "sessions_metric_days_update" AFTER UPDATE ON "chat_sessions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_days_sync"('sessions');
--> statement-breakpoint
CREATE TRIGGER "sessions_metric_days_delete" AFTER DELETE ON "chat_sessions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_days_sync"('sessions');
--> statement-breakpoint
CREATE TRIGGER "reminder_days_metric_days_insert" AFTER INSERT ON "reminder_days"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_days_sync"('reminder_days');
--> statement-breakpoint
CREATE TRIGGER "reminder_days_metric_days_update" AFTER UPDATE ON "reminder_days"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_days_sync"('reminder_days');
--> statement-breakpoint
CREATE TRIGGER "reminder_days_metric_days_delete" AFTER DELETE ON "reminder_days"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_days_sync"('reminder_days');
--> statement-breakpoint
CREATE TRIGGER "completion_days_metric_days_insert" AFTER INSERT ON "completion_days"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_days_sync"('completion_days');
--> statement-breakpoint
CREATE TRIGGER "completion_days_metric_days_update" AFTER UPDATE ON "completion_days"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_days_sync"('completion_days');
--> statement-breakpoint
CREATE TRIGGER "completion_days_metric_days_delete" AFTER DELETE ON "completion_days"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_days_sync"('completion_days');
--> statement-breakpoint
CREATE TRIGGER "turn_days_metric_days_insert" AFTER INSERT ON "turn_days"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_days_sync"('turn_days');
--> statement-breakpoint
CREATE TRIGGER "turn_days_metric_days_update" AFTER UPDATE ON "turn_days"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_days_sync"('turn_days');
--> statement-breakpoint
CREATE TRIGGER "turn_days_metric_days_delete" AFTER DELETE ON "turn_days"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_days_sync"('turn_days');
--> statement-breakpoint
CREATE TRIGGER "session_days_metric_days_insert" AFTER INSERT ON "session_days"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_days_sync"('session_days');
--> statement-breakpoint
CREATE TRIGGER "session_days_metric_days_update" AFTER UPDATE ON "session_days"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_days_sync"('session_days');
--> statement-breakpoint
CREATE TRIGGER "session_days_metric_days_delete" AFTER DELETE ON "session_days"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_days_sync"('session_days');
--> statement-breakpoint
CREATE TRIGGER "users_metric_days_counting" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN ("metric_days_counts"(OLD) IS DISTINCT FROM "metric_days_counts"(NEW))
  EXECUTE FUNCTION "metric_days_person_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_metric_days_erased" BEFORE DELETE ON "users"
  FOR EACH ROW WHEN ("metric_days_counts"(OLD)) EXECUTE FUNCTION "metric_days_person_changed"();
--> statement-breakpoint
CREATE FUNCTION "metric_days_timezone_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "metric_days_rebuild"(NEW."id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "municipalities_timezone_metric_days" AFTER UPDATE OF "timezone" ON "municipalities"
  FOR EACH ROW WHEN (OLD."timezone" IS DISTINCT FROM NEW."timezone")
  EXECUTE FUNCTION "metric_days_timezone_changed"();
--> statement-breakpoint
-- Existing databases: count what is already there.
SELECT "metric_days_rebuild"("id") FROM "municipalities";
