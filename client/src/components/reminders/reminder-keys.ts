import { reminderEndpoints as api } from "@shared/api/routes";
import { queryKeyOf } from "@/lib/endpoint-client";

// React Query keys of a person's reminder reads, shared by the elderly, family and staff screens: each is the
// endpoint's key (["/api/reminders", userId, ...]), so invalidating `all` reloads every one of them.

/** A query string on the last segment, as the default loader joins the key back into the URL. */
function withDays(key: readonly string[], days: number): readonly string[] {
  return [...key.slice(0, -1), `${key[key.length - 1]}?days=${days}`];
}

export const reminderKeys = {
  /** All active reminders of the person, and the prefix of every reminder query (invalidate after changes). */
  all: (userId: string) => queryKeyOf(api.list, { userId }),
  today: (userId: string) => queryKeyOf(api.today, { userId }),
  upcoming: (userId: string, days: number) => withDays(queryKeyOf(api.upcoming, { userId }), days),
  stats: (userId: string, days: number) => withDays(queryKeyOf(api.stats, { userId }), days),
  unconfirmed: (userId: string) => queryKeyOf(api.unconfirmed, { userId }),
};
