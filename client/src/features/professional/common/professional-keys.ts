import { professionalEndpoints as api, userAdminEndpoints as admin, userEndpoints } from "@shared/api/routes";
import { reminderKeys } from "@/components/reminders/reminder-keys";
import { queryKeyOf } from "@/lib/endpoint-client";

// Query keys of the professional portal: URL segments first (the default loader joins them with "/"),
// then, for lists with query parameters, one object that the list's own loader turns into the query string.
// Built from the declared endpoints, so a key and its URL cannot drift apart.

export type UserListParams = {
  search: string;
  status: string;
  page: number;
  pageSize: number;
  /** "true" for people with personal consent only (the 'Usuarios Activos Hoy' dialog). */
  consentOnly?: "true";
};
type PinListParams = { search: string; page: number; pageSize: number };

const own = (id: string) => ({ professionalId: id });

export const professionalKeys = {
  /** Everything under /api/professional/{id}: invalidated after changes that touch several lists. */
  root: (id: string) => queryKeyOf(api.summary, own(id)).slice(0, 2),
  summary: (id: string) => queryKeyOf(api.summary, own(id)),
  /** The plain list (array) of the professional's users; prefix of the paged list too. */
  users: (id: string) => queryKeyOf(api.users, own(id)),
  userPage: (id: string, params: UserListParams) => [...queryKeyOf(api.users, own(id)), params] as const,
  alerts: (id: string) => queryKeyOf(api.alerts, own(id)),
  appointments: (id: string) => queryKeyOf(api.appointments, own(id)),
  programActivities: (id: string) => queryKeyOf(api.programActivities, own(id)),
  approvals: (id: string) => queryKeyOf(admin.approvals, own(id)),
  pins: (id: string) => queryKeyOf(admin.pins, own(id)),
  pinPage: (id: string, params: PinListParams) => [...queryKeyOf(admin.pins, own(id)), params] as const,
  /** GET /api/users/{id}; prefix of the person's record. */
  person: (userId: string) => queryKeyOf(userEndpoints.get, { id: userId }),
  record: (userId: string) => queryKeyOf(admin.record, { id: userId }),
  reminders: (userId: string) => reminderKeys.all(userId),
};
