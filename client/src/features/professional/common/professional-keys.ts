// Query keys of the professional portal: URL segments first (the default loader joins them with "/"),
// then, for lists with query parameters, one object that the list's own loader turns into the query string.

export type UserListParams = {
  search: string;
  status: string;
  page: number;
  pageSize: number;
  /** "true" for people with personal consent only (the 'Usuarios Activos Hoy' dialog). */
  consentOnly?: "true";
};
export type PinListParams = { search: string; page: number; pageSize: number };

export const professionalKeys = {
  /** Everything under /api/professional/{id}: invalidated after changes that touch several lists. */
  root: (id: string) => ["/api/professional", id] as const,
  summary: (id: string) => ["/api/professional", id, "summary"] as const,
  /** The plain list (array) of the professional's users; prefix of the paged list too. */
  users: (id: string) => ["/api/professional", id, "users"] as const,
  userPage: (id: string, params: UserListParams) => ["/api/professional", id, "users", params] as const,
  alerts: (id: string) => ["/api/professional", id, "alerts"] as const,
  appointments: (id: string) => ["/api/professional", id, "appointments"] as const,
  programActivities: (id: string) => ["/api/professional", id, "program-activities"] as const,
  approvals: (id: string) => ["/api/professional", id, "approvals"] as const,
  pins: (id: string) => ["/api/professional", id, "pins"] as const,
  pinPage: (id: string, params: PinListParams) => ["/api/professional", id, "pins", params] as const,
  /** GET /api/users/{id}; prefix of the person's record. */
  person: (userId: string) => ["/api/users", userId] as const,
  record: (userId: string) => ["/api/users", userId, "record"] as const,
  reminders: (userId: string) => ["/api/reminders", userId] as const,
};

/** "path?a=1&b=2" keeping the given order (empty values are sent too, as the API expects them). */
export function withQuery(path: string, params: Record<string, string | number>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  return `${path}?${query.toString()}`;
}
