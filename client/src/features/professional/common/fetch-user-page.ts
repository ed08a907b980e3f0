import { professionalEndpoints as api } from "@shared/api/routes";
import type { UserPage } from "@shared/api/professional";

import { callEndpoint } from "@/lib/endpoint-client";
import type { UserListParams } from "./professional-keys";

/** One page of the professional's people: with query parameters the server always answers a page. */
export async function fetchUserPage(professionalId: string, params: UserListParams): Promise<UserPage> {
  return (await callEndpoint(api.users, { params: { professionalId }, query: params })) as UserPage;
}
