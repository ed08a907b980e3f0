-- activity_days (migration 0002) summed per municipality over the people who count now, like the other
-- municipality_* rollups (0004): deltas from activity_days' own changes (its time-zone recount included, as a
-- delete and an insert), and a person's whole history added or taken away when they start or stop counting.
CREATE FUNCTION "municipality_activity_sql"() RETURNS text LANGUAGE sql IMMUTABLE AS $body$
SELECT $q$
INSERT INTO "municipality_activity_days" AS d ("municipality_id", "day", "active_days", "activities", "logins", "exercises")
SELECT p."municipality_id", p."day", count(*) * %2$s, sum(p."activities") * %2$s, sum(p."logins") * %2$s,
  sum(p."exercises") * %2$s
FROM %1$s p JOIN "users" u ON u."id" = p."user_id" WHERE %3$s
GROUP BY 1, 2
ON CONFLICT ("municipality_id", "day") DO UPDATE SET "active_days" = d."active_days" + excluded."active_days",
  "activities" = d."activities" + excluded."activities", "logins" = d."logins" + excluded."logins",
  "exercises" = d."exercises" + excluded."exercises"
$q$
$body$;
--> statement-breakpoint
CREATE FUNCTION "municipality_activity_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  q text := "municipality_activity_sql"();
  who text := 'u."role" = ''elderly'' AND u."status" = ''active'' AND u."personal_consent"';
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN EXECUTE format(q, 'old_rows', -1, who); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN EXECUTE format(q, 'new_rows', 1, who); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "municipality_activity_person_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  EXECUTE format("municipality_activity_sql"(), '(SELECT * FROM "activity_days" WHERE "user_id" = $1)', sign, 'true')
    USING person;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NULL END;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "activity_days_municipality_insert" AFTER INSERT ON "activity_days"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "municipality_activity_sync"();
--> statement-breakpoint
CREATE TRIGGER "activity_days_municipality_update" AFTER UPDATE ON "activity_days"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "municipality_activity_sync"();
--> statement-breakpoint
CREATE TRIGGER "activity_days_municipality_delete" AFTER DELETE ON "activity_days"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "municipality_activity_sync"();
--> statement-breakpoint
CREATE TRIGGER "users_municipality_activity_counting" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN ("metric_days_counts"(OLD) IS DISTINCT FROM "metric_days_counts"(NEW))
  EXECUTE FUNCTION "municipality_activity_person_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_municipality_activity_erased" BEFORE DELETE ON "users"
  FOR EACH ROW WHEN ("metric_days_counts"(OLD)) EXECUTE FUNCTION "municipality_activity_person_changed"();
--> statement-breakpoint
INSERT INTO "municipality_activity_days" ("municipality_id", "day", "active_days", "activities", "logins", "exercises")
SELECT p."municipality_id", p."day", count(*), sum(p."activities"), sum(p."logins"), sum(p."exercises")
FROM "activity_days" p JOIN "users" u ON u."id" = p."user_id"
WHERE u."role" = 'elderly' AND u."status" = 'active' AND u."personal_consent"
GROUP BY 1, 2;
