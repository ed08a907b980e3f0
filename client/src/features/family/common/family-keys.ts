// React Query keys of the family screens. Each key is URL segments: the default loader joins them with "/".

export const familyKeys = {
  relatives: ["/api/family/relatives"] as const,
  /** The latest activity records, and the prefix of the activity queries. */
  activities: (elderlyId: string) => ["/api/activities", elderlyId] as const,
  activityToday: (elderlyId: string) => ["/api/activities", elderlyId, "today"] as const,
  /** All active reminders of the person, and the prefix of every reminder query (invalidate after edits). */
  reminders: (elderlyId: string) => ["/api/reminders", elderlyId] as const,
  todayReminders: (elderlyId: string) => ["/api/reminders", elderlyId, "today"] as const,
  upcomingReminders: (elderlyId: string) => ["/api/reminders", elderlyId, "upcoming?days=7"] as const,
  stats: (elderlyId: string) => ["/api/reminders", elderlyId, "stats?days=7"] as const,
  /** The paged conversation with the person (its own loader adds limit and before). */
  thread: (elderlyId: string) => ["/api/messages", elderlyId, "thread"] as const,
  unreadCount: (familyUserId: string) => ["/api/messages", familyUserId, "unread-count"] as const,
};
