import type { ActivityRecord, ActivityToday } from "@shared/api/elderly";
import { addLocalDays, localDate, startOfLocalDay } from "@shared/domain/time";
import { activities, users } from "@shared/schema";
import { and, count, desc, eq, gte, lt } from "drizzle-orm";
import type { Db } from "../db/types";

const toRecord = (a: typeof activities.$inferSelect): ActivityRecord => ({
  id: a.id,
  userId: a.userId,
  activityType: a.activityType,
  description: a.description,
  metadata: a.metadata,
  createdAt: a.createdAt.toISOString(),
});

export async function listUserActivities(db: Db, userId: string, limit = 50): Promise<ActivityRecord[]> {
  const rows = await db
    .select()
    .from(activities)
    .where(eq(activities.userId, userId))
    .orderBy(desc(activities.createdAt))
    .limit(limit);
  return rows.map(toRecord);
}

/** Recent activity of the municipality's consenting people (staff overview). */
export async function listMunicipalityActivities(
  db: Db,
  municipalityId: string,
  limit = 100,
): Promise<ActivityRecord[]> {
  const rows = await db
    .select({ activity: activities })
    .from(activities)
    .innerJoin(users, eq(users.id, activities.userId))
    .where(and(eq(activities.municipalityId, municipalityId), eq(users.personalConsent, true)))
    .orderBy(desc(activities.createdAt))
    .limit(limit);
  return rows.map((r) => toRecord(r.activity));
}

/** Today's activity records of the person, counted in SQL (the listing above stops at its limit). */
export async function countActivitiesToday(
  db: Db,
  scope: { userId: string; timezone: string; now: Date },
): Promise<ActivityToday> {
  const date = localDate(scope.now, scope.timezone);
  const [row] = await db
    .select({ n: count() })
    .from(activities)
    .where(
      and(
        eq(activities.userId, scope.userId),
        gte(activities.createdAt, startOfLocalDay(date, scope.timezone)),
        lt(activities.createdAt, startOfLocalDay(addLocalDays(date, 1), scope.timezone)),
      ),
    );
  return { date, count: Number(row?.n ?? 0) };
}
