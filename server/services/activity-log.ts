import type { ActivityType } from "@shared/domain/enums";
import { activities, users } from "@shared/schema";
import { eq } from "drizzle-orm";
import type { Db } from "../db/types";

/** Writes an activity record and moves the person's lastActivity forward. */
export async function recordActivity(
  db: Db,
  entry: {
    userId: string;
    municipalityId: string;
    activityType: ActivityType;
    description: string;
    metadata?: Record<string, unknown>;
    now: Date;
  },
): Promise<void> {
  await db.insert(activities).values({
    userId: entry.userId,
    municipalityId: entry.municipalityId,
    activityType: entry.activityType,
    description: entry.description,
    metadata: entry.metadata ?? {},
    createdAt: entry.now,
  });
  await db.update(users).set({ lastActivity: entry.now }).where(eq(users.id, entry.userId));
}
