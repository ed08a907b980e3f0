-- The last per-person reads of the aggregated metrics, as rollups kept exact in the writer's
-- transaction like the others (0005, 0008, 0011):
-- municipality_people_days: the people who count now (metric_days_counts), by the local date of their account's
--   creation. A period's people and person-days are then sums over one row per join date.
-- municipality_alert_days: health alerts of the people who count now, by local day.
-- Both depend on the municipality's time zone: a change rebuilds that municipality's rows.
--
-- %1$s: users rows, %2$s: sign.
CREATE FUNCTION "municipality_people_sql"() RETURNS text LANGUAGE sql IMMUTABLE AS $body$
SELECT $q$
INSERT INTO "municipality_people_days" AS d ("municipality_id", "day", "people")
SELECT u."municipality_id", (u."created_at" AT TIME ZONE m."timezone")::date, count(*) * %2$s
FROM %1$s u JOIN "municipalities" m ON m."id" = u."municipality_id"
WHERE u."role" = 'elderly' AND u."status" = 'active' AND u."personal_consent"
GROUP BY 1, 2
ON CONFLICT ("municipality_id", "day") DO UPDATE SET "people" = d."people" + excluded."people"
$q$
$body$;
--> statement-breakpoint
-- %1$s: alerts rows, %2$s: sign, %3$s: who counts (u: the alert's person, in the alert's municipality).
CREATE FUNCTION "municipality_alert_sql"() RETURNS text LANGUAGE sql IMMUTABLE AS $body$
SELECT $q$
INSERT INTO "municipality_alert_days" AS d ("municipality_id", "day", "alerts")
SELECT a."municipality_id", (a."created_at" AT TIME ZONE m."timezone")::date, count(*) * %2$s
FROM %1$s a
  JOIN "users" u ON u."id" = a."user_id" AND u."municipality_id" = a."municipality_id"
  JOIN "municipalities" m ON m."id" = a."municipality_id"
WHERE a."type" = 'health' AND %3$s
GROUP BY 1, 2
ON CONFLICT ("municipality_id", "day") DO UPDATE SET "alerts" = d."alerts" + excluded."alerts"
$q$
$body$;
--> statement-breakpoint
-- New and erased accounts, a statement at a time (the scale seed inserts thousands at once).
CREATE FUNCTION "municipality_people_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN EXECUTE format("municipality_people_sql"(), 'old_rows', -1); END IF;
  IF TG_OP = 'INSERT' THEN EXECUTE format("municipality_people_sql"(), 'new_rows', 1); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An account that starts or stops counting, or whose creation moves: the old row out, the new one in. A row
-- trigger with a WHEN, so the frequent last_activity updates do not run it.
CREATE FUNCTION "municipality_people_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format("municipality_people_sql"(), '(SELECT ($1).*)', -1) USING OLD;
  EXECUTE format("municipality_people_sql"(), '(SELECT ($1).*)', 1) USING NEW;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "municipality_alert_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  q text := "municipality_alert_sql"();
  who text := 'u."role" = ''elderly'' AND u."status" = ''active'' AND u."personal_consent"';
BEGIN
  IF TG_OP = 'DELETE' THEN EXECUTE format(q, 'old_rows', -1, who); END IF;
  IF TG_OP = 'INSERT' THEN EXECUTE format(q, 'new_rows', 1, who); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An alert retyped or moved in time (seen, dismissed and escalated do not matter, and do not run this).
CREATE FUNCTION "municipality_alert_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  q text := "municipality_alert_sql"();
  who text := 'u."role" = ''elderly'' AND u."status" = ''active'' AND u."personal_consent"';
BEGIN
  EXECUTE format(q, '(SELECT ($1).*)', -1, who) USING OLD;
  EXECUTE format(q, '(SELECT ($1).*)', 1, who) USING NEW;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A person who starts or stops counting adds or takes away their health alerts; an erased person who counted
-- takes them away before the cascade removes the alerts (whose own delete trigger then finds no person).
CREATE FUNCTION "municipality_alert_person_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  EXECUTE format("municipality_alert_sql"(), '(SELECT * FROM "alerts" WHERE "user_id" = $1)', sign, 'true')
    USING person;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NULL END;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "municipality_people_alert_rebuild"(mid uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "municipality_people_days" WHERE "municipality_id" = mid;
  DELETE FROM "municipality_alert_days" WHERE "municipality_id" = mid;
  EXECUTE format("municipality_people_sql"(), '(SELECT * FROM "users" WHERE "municipality_id" = $1)', 1) USING mid;
  EXECUTE format("municipality_alert_sql"(), '(SELECT * FROM "alerts" WHERE "municipality_id" = $1)', 1,
    'u."role" = ''elderly'' AND u."status" = ''active'' AND u."personal_consent"') USING mid;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "municipality_people_alert_timezone_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "municipality_people_alert_rebuild"(NEW."id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_municipality_people_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "municipality_people_sync"();
--> statement-breakpoint
CREATE TRIGGER "users_municipality_people_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "municipality_people_sync"();
--> statement-breakpoint
CREATE TRIGGER "users_municipality_people_update" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN ("metric_days_counts"(OLD) IS DISTINCT FROM "metric_days_counts"(NEW)
    OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
    OR OLD."municipality_id" IS DISTINCT FROM NEW."municipality_id")
  EXECUTE FUNCTION "municipality_people_changed"();
--> statement-breakpoint
CREATE TRIGGER "alerts_municipality_alert_insert" AFTER INSERT ON "alerts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "municipality_alert_sync"();
--> statement-breakpoint
CREATE TRIGGER "alerts_municipality_alert_delete" AFTER DELETE ON "alerts"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "municipality_alert_sync"();
--> statement-breakpoint
CREATE TRIGGER "alerts_municipality_alert_update" AFTER UPDATE ON "alerts"
  FOR EACH ROW WHEN (OLD."type" IS DISTINCT FROM NEW."type" OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
    OR OLD."user_id" IS DISTINCT FROM NEW."user_id" OR OLD."municipality_id" IS DISTINCT FROM NEW."municipality_id")
  EXECUTE FUNCTION "municipality_alert_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_municipality_alert_counting" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN ("metric_days_counts"(OLD) IS DISTINCT FROM "metric_days_counts"(NEW))
  EXECUTE FUNCTION "municipality_alert_person_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_municipality_alert_erased" BEFORE DELETE ON "users"
  FOR EACH ROW WHEN ("metric_days_counts"(OLD)) EXECUTE FUNCTION "municipality_alert_person_changed"();
--> statement-breakpoint
CREATE TRIGGER "municipalities_timezone_people_alert_days" AFTER UPDATE OF "timezone" ON "municipalities"
  FOR EACH ROW WHEN (OLD."timezone" IS DISTINCT FROM NEW."timezone")
  EXECUTE FUNCTION "municipality_people_alert_timezone_changed"();
--> statement-breakpoint
-- Existing databases: count what is already there.
SELECT "municipality_people_alert_rebuild"("id") FROM "municipalities";
