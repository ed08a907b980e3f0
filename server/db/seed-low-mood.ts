// The demo's low-mood days, derived from its saved conversations as saveChatSession counts them
// (docs/behaviour/13-later-additions.md#low-mood): consenting people only, within the retention.
import { isLowMoodState, LOW_MOOD_RETENTION_DAYS } from "@shared/domain/low-mood";
import { addLocalDays, localDate } from "@shared/domain/time";
import type { lowMoodDays } from "@shared/schema";
import type { DemoPlan } from "./seed-plan";

type LowMoodDayRow = typeof lowMoodDays.$inferInsert;

export function planLowMoodDays(plan: Pick<DemoPlan, "municipalities" | "users" | "chatSessions">, now: Date) {
  const zoneOf = new Map(plan.municipalities.map((m) => [m.id, m.timezone ?? "Europe/Madrid"]));
  const consenting = new Set(plan.users.filter((u) => u.personalConsent === true).map((u) => u.id));
  const rows = new Map<string, LowMoodDayRow>();
  for (const session of plan.chatSessions) {
    if (!isLowMoodState(session.emotionalState ?? "neutral") || !consenting.has(session.userId)) continue;
    const zone = zoneOf.get(session.municipalityId) ?? "Europe/Madrid";
    const at = session.createdAt ?? now;
    const day = localDate(at, zone);
    if (day < addLocalDays(localDate(now, zone), -LOW_MOOD_RETENTION_DAYS)) continue;
    const key = `${session.userId}:${day}`;
    const row = rows.get(key);
    if (row) rows.set(key, { ...row, sessions: (row.sessions ?? 1) + 1, updatedAt: at });
    else {
      const { municipalityId, userId, emotionalState: label = "neutral" } = session;
      rows.set(key, { municipalityId, userId, day, label, sessions: 1, updatedAt: at });
    }
  }
  return [...rows.values()];
}
