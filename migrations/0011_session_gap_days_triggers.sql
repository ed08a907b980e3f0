-- Distinct people with a conversation in a window without reading a row per person (rollup-queries.ts).
-- session_gap_days: per person and local day with a conversation (session_days, any emotional state), the days
-- since that person's previous one, capped at session_gap_cap() (none: the cap). A person counts in [a, b] once,
-- on the day d with gap > d - a; the cap must exceed d - a for every window read (periods up to 90 days).
-- municipality_session_gap_days counts those rows per municipality, day and gap over the people who count now,
-- like the other municipality_* rollups (0005, 0008). Both stay exact in the writer's own transaction.
CREATE FUNCTION "session_gap_cap"() RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT 90 $$;
--> statement-breakpoint
-- A person-day appears or disappears when one of its session_days rows crosses 0 sessions (%1$s: new rows,
-- %2$s: old rows). Its gap and that of the person's next conversation day within the cap (further ones are
-- capped either way) are recomputed from session_days and written where they differ. Each run brings the rows it
-- touches to the current truth, so the INSERT and UPDATE triggers of an upsert may fire in either order.
CREATE FUNCTION "session_gap_days_sql"() RETURNS text LANGUAGE sql IMMUTABLE AS $body$
SELECT $q$
WITH changed AS (
  SELECT DISTINCT coalesce(n."user_id", o."user_id") AS user_id, coalesce(n."day", o."day") AS day
  FROM %1$s n FULL JOIN %2$s o
    ON o."user_id" = n."user_id" AND o."day" = n."day" AND o."emotional_state" = n."emotional_state"
  WHERE (coalesce(n."sessions", 0) > 0) <> (coalesce(o."sessions", 0) > 0)
),
targets AS (
  SELECT c.user_id, c.day FROM changed c
  UNION
  SELECT c.user_id, x.day FROM changed c CROSS JOIN LATERAL (
    SELECT s."day" FROM "session_days" s
    WHERE s."user_id" = c.user_id AND s."day" > c.day AND s."day" < c.day + "session_gap_cap"() AND s."sessions" > 0
    ORDER BY s."day" LIMIT 1
  ) x
),
wanted AS (
  SELECT t.user_id, here.municipality_id, t.day, t.day - coalesce((
      SELECT max(s."day") FROM "session_days" s
      WHERE s."user_id" = t.user_id AND s."day" < t.day AND s."day" > t.day - "session_gap_cap"() AND s."sessions" > 0
    ), t.day - "session_gap_cap"()) AS gap
  FROM targets t CROSS JOIN LATERAL (
    SELECT s."municipality_id" FROM "session_days" s
    WHERE s."user_id" = t.user_id AND s."day" = t.day AND s."sessions" > 0 LIMIT 1
  ) here
),
gone AS (
  DELETE FROM "session_gap_days" g USING targets t
  WHERE g."user_id" = t.user_id AND g."day" = t.day
    AND NOT EXISTS (SELECT 1 FROM wanted w WHERE w.user_id = t.user_id AND w.day = t.day)
)
INSERT INTO "session_gap_days" AS g ("municipality_id", "user_id", "day", "gap")
SELECT w.municipality_id, w.user_id, w.day, w.gap FROM wanted w
ON CONFLICT ("user_id", "day") DO UPDATE SET "gap" = excluded."gap" WHERE g."gap" <> excluded."gap"
$q$
$body$;
--> statement-breakpoint
-- One function for the three events; the missing transition table is an empty copy of the other.
CREATE FUNCTION "session_gap_days_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format("session_gap_days_sql"(),
    CASE WHEN TG_OP = 'DELETE' THEN '(SELECT * FROM old_rows WHERE false)' ELSE 'new_rows' END,
    CASE WHEN TG_OP = 'INSERT' THEN '(SELECT * FROM new_rows WHERE false)' ELSE 'old_rows' END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Layer 2, as municipality_activity_sql (0008): %1$s rows, %2$s sign, %3$s who counts.
CREATE FUNCTION "municipality_session_gap_sql"() RETURNS text LANGUAGE sql IMMUTABLE AS $body$
SELECT $q$
INSERT INTO "municipality_session_gap_days" AS d ("municipality_id", "day", "gap", "people")
SELECT p."municipality_id", p."day", p."gap", count(*) * %2$s
FROM %1$s p JOIN "users" u ON u."id" = p."user_id" WHERE %3$s
GROUP BY 1, 2, 3
ON CONFLICT ("municipality_id", "day", "gap") DO UPDATE SET "people" = d."people" + excluded."people"
$q$
$body$;
--> statement-breakpoint
CREATE FUNCTION "municipality_session_gap_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  q text := "municipality_session_gap_sql"();
  who text := 'u."role" = ''elderly'' AND u."status" = ''active'' AND u."personal_consent"';
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN EXECUTE format(q, 'old_rows', -1, who); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN EXECUTE format(q, 'new_rows', 1, who); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Consent, status or role starts or stops counting: add or take away all the person's rows; an erased person
-- who counted takes them away before the cascade removes them.
CREATE FUNCTION "municipality_session_gap_person_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign int;
  person uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    sign := -1; person := OLD."id";
  ELSIF "metric_days_counts"(NEW) AND NOT "metric_days_counts"(OLD) THEN
    sign := 1; person := NEW."id";
  ELSE
    sign := -1; person := NEW."id";
  END IF;
  EXECUTE format("municipality_session_gap_sql"(), '(SELECT * FROM "session_gap_days" WHERE "user_id" = $1)', sign,
    'true') USING person;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NULL END;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "session_days_gap_insert" AFTER INSERT ON "session_days"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "session_gap_days_sync"();
--> statement-breakpoint
CREATE TRIGGER "session_days_gap_update" AFTER UPDATE ON "session_days"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "session_gap_days_sync"();
--> statement-breakpoint
CREATE TRIGGER "session_days_gap_delete" AFTER DELETE ON "session_days"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "session_gap_days_sync"();
--> statement-breakpoint
CREATE TRIGGER "session_gap_days_municipality_insert" AFTER INSERT ON "session_gap_days"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "municipality_session_gap_sync"();
--> statement-breakpoint
CREATE TRIGGER "session_gap_days_municipality_update" AFTER UPDATE ON "session_gap_days"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "municipality_session_gap_sync"();
--> statement-breakpoint
CREATE TRIGGER "session_gap_days_municipality_delete" AFTER DELETE ON "session_gap_days"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "municipality_session_gap_sync"();
--> statement-breakpoint
CREATE TRIGGER "users_municipality_session_gap_counting" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN ("metric_days_counts"(OLD) IS DISTINCT FROM "metric_days_counts"(NEW))
  EXECUTE FUNCTION "municipality_session_gap_person_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_municipality_session_gap_erased" BEFORE DELETE ON "users"
  FOR EACH ROW WHEN ("metric_days_counts"(OLD)) EXECUTE FUNCTION "municipality_session_gap_person_changed"();
--> statement-breakpoint
-- Time-zone changes need nothing more: metric_days_rebuild (0005) deletes and rewrites the municipality's
-- session_days, and the triggers above follow. Existing databases: the person rows from session_days; the
-- insert trigger fills municipality_session_gap_days for those who count.
INSERT INTO "session_gap_days" ("municipality_id", "user_id", "day", "gap")
SELECT s."municipality_id", s."user_id", s."day",
  least("session_gap_cap"(), coalesce(s."day" - lag(s."day") OVER (PARTITION BY s."user_id" ORDER BY s."day"),
    "session_gap_cap"()))
FROM (SELECT DISTINCT "municipality_id", "user_id", "day" FROM "session_days" WHERE "sessions" > 0) s;
