import { activityEndpoints, elderlyEndpoints, messageEndpoints } from "@shared/api/routes";
import { queryKeyOf } from "@/lib/endpoint-client";
import { reminderKeys } from "@/components/reminders/reminder-keys";

// React Query keys of the family screens. Each key is URL segments: the default loader joins them with "/".

export const familyKeys = {
  relatives: queryKeyOf(elderlyEndpoints.relatives),
  /** The latest activity records, and the prefix of the activity queries. */
  activities: (elderlyId: string) => queryKeyOf(activityEndpoints.ofPerson, { userId: elderlyId }),
  activityToday: (elderlyId: string) => queryKeyOf(activityEndpoints.today, { userId: elderlyId }),
  /** All active reminders of the person, and the prefix of every reminder query (invalidate after edits). */
  reminders: (elderlyId: string) => reminderKeys.all(elderlyId),
  todayReminders: (elderlyId: string) => reminderKeys.today(elderlyId),
  upcomingReminders: (elderlyId: string) => reminderKeys.upcoming(elderlyId, 7),
  stats: (elderlyId: string) => reminderKeys.stats(elderlyId, 7),
  /** The paged conversation with the person (its own loader adds limit and before). */
  thread: (elderlyId: string) => [...queryKeyOf(messageEndpoints.list, { userId: elderlyId }), "thread"] as const,
  unreadCount: (familyUserId: string) =>
    queryKeyOf(messageEndpoints.unreadCount, { userId: familyUserId }),
};
