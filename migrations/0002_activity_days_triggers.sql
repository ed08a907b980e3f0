-- activity_days is derived from activities: per person and local day (municipality time zone), the number of
-- records, logins and cognitive exercises. Statement-level triggers with transition tables keep it exact for
-- every writer (recordActivity, seeds, raw SQL, the cascade of an erasure) in the writer's own transaction, with
-- one grouped upsert per statement (a 20,000-row batch costs one GROUP BY, not 20,000 upserts).
-- A row exists only while its day has at least one record.
CREATE FUNCTION "activity_days_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "activity_days" d
    SET "activities" = d."activities" - g.n, "logins" = d."logins" - g.logins, "exercises" = d."exercises" - g.exercises
    FROM (
      SELECT o."user_id", (o."created_at" AT TIME ZONE m."timezone")::date AS day, count(*)::int AS n,
        count(*) FILTER (WHERE o."activity_type" = 'login')::int AS logins,
        count(*) FILTER (WHERE o."activity_type" = 'cognitive_exercise')::int AS exercises
      FROM old_rows o JOIN "municipalities" m ON m."id" = o."municipality_id"
      GROUP BY 1, 2
    ) g
    WHERE d."user_id" = g."user_id" AND d."day" = g.day;
    DELETE FROM "activity_days" d
    WHERE d."activities" <= 0 AND d."user_id" IN (SELECT DISTINCT o."user_id" FROM old_rows o);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "activity_days" AS d ("municipality_id", "user_id", "day", "activities", "logins", "exercises")
    SELECT n."municipality_id", n."user_id", (n."created_at" AT TIME ZONE m."timezone")::date, count(*)::int,
      count(*) FILTER (WHERE n."activity_type" = 'login')::int,
      count(*) FILTER (WHERE n."activity_type" = 'cognitive_exercise')::int
    FROM new_rows n JOIN "municipalities" m ON m."id" = n."municipality_id"
    GROUP BY 1, 2, 3
    ON CONFLICT ("user_id", "day") DO UPDATE
    SET "activities" = d."activities" + excluded."activities", "logins" = d."logins" + excluded."logins",
      "exercises" = d."exercises" + excluded."exercises";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- PostgreSQL allows transition tables only on single-event triggers: one trigger per event, one function.
CREATE TRIGGER "activities_days_insert" AFTER INSERT ON "activities"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "activity_days_sync"();
--> statement-breakpoint
CREATE TRIGGER "activities_days_update" AFTER UPDATE ON "activities"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "activity_days_sync"();
--> statement-breakpoint
CREATE TRIGGER "activities_days_delete" AFTER DELETE ON "activities"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "activity_days_sync"();
--> statement-breakpoint
-- Local days depend on the municipality's time zone: a change recounts that municipality's rows.
CREATE FUNCTION "activity_days_recount_municipality"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "activity_days" WHERE "municipality_id" = NEW."id";
  INSERT INTO "activity_days" ("municipality_id", "user_id", "day", "activities", "logins", "exercises")
  SELECT a."municipality_id", a."user_id", (a."created_at" AT TIME ZONE NEW."timezone")::date, count(*)::int,
    count(*) FILTER (WHERE a."activity_type" = 'login')::int,
    count(*) FILTER (WHERE a."activity_type" = 'cognitive_exercise')::int
  FROM "activities" a
  WHERE a."municipality_id" = NEW."id"
  GROUP BY 1, 2, 3;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "municipalities_timezone_activity_days" AFTER UPDATE OF "timezone" ON "municipalities"
  FOR EACH ROW WHEN (OLD."timezone" IS DISTINCT FROM NEW."timezone")
  EXECUTE FUNCTION "activity_days_recount_municipality"();
--> statement-breakpoint
-- Existing databases: count the records already there.
INSERT INTO "activity_days" ("municipality_id", "user_id", "day", "activities", "logins", "exercises")
SELECT a."municipality_id", a."user_id", (a."created_at" AT TIME ZONE m."timezone")::date, count(*)::int,
  count(*) FILTER (WHERE a."activity_type" = 'login')::int,
  count(*) FILTER (WHERE a."activity_type" = 'cognitive_exercise')::int
FROM "activities" a JOIN "municipalities" m ON m."id" = a."municipality_id"
GROUP BY 1, 2, 3;
