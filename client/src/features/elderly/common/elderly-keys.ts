// React Query keys of the elderly screens. Each key is URL segments: the default loader joins them with "/".

export const elderlyKeys = {
  /** Prefix of every reminder query of the person (invalidate after completing one). */
  reminders: (userId: string) => ["/api/reminders", userId] as const,
  todayReminders: (userId: string) => ["/api/reminders", userId, "today"] as const,
  upcomingReminders: (userId: string) => ["/api/reminders", userId, "upcoming?days=7"] as const,
  /** Prefix of every message query of the person (list pages and unread count). */
  messages: (userId: string) => ["/api/messages", userId] as const,
  /** The paged list (its own loader adds limit and before). */
  messagePages: (userId: string) => ["/api/messages", userId, "pages"] as const,
  unreadCount: (userId: string) => ["/api/messages", userId, "unread-count"] as const,
  familyLinks: (userId: string) => ["/api/family/links", userId] as const,
  consents: (userId: string) => ["/api/users/me/consents", userId] as const,
};
