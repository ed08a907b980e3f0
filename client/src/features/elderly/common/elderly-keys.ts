import { elderlyEndpoints, messageEndpoints } from "@shared/api/routes";
import { queryKeyOf } from "@/lib/endpoint-client";
import { reminderKeys } from "@/components/reminders/reminder-keys";

// React Query keys of the elderly screens. Each key is URL segments: the default loader joins them with "/".

export const elderlyKeys = {
  /** Prefix of every reminder query of the person (invalidate after completing one). */
  reminders: (userId: string) => reminderKeys.all(userId),
  todayReminders: (userId: string) => reminderKeys.today(userId),
  upcomingReminders: (userId: string) => reminderKeys.upcoming(userId, 7),
  /** Prefix of every message query of the person (list pages and unread count). */
  messages: (userId: string) => queryKeyOf(messageEndpoints.list, { userId }),
  /** The paged list (its own loader adds limit and before). */
  messagePages: (userId: string) => [...queryKeyOf(messageEndpoints.list, { userId }), "pages"] as const,
  unreadCount: (userId: string) => queryKeyOf(messageEndpoints.unreadCount, { userId }),
  familyLinks: (userId: string) => queryKeyOf(elderlyEndpoints.linksOf, { userId }),
  consents: (userId: string) => queryKeyOf(elderlyEndpoints.consentsOf, { userId }),
};
