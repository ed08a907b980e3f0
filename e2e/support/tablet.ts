import { type APIRequestContext, expect, request } from "@playwright/test";
import { signInWithApi } from "./staff-second-step";

// PIN login works only from an enrolled browser. The specs' browsers are the older people's
// tablets, so each worker enrols one device credential for the demo people through the real flow (a
// professional makes a code per person; one API client redeems them all) and every browser context
// of the specs starts with that cookie. Specs about enrolment itself opt out (`isTabletEnrolled: false`).

const DEMO_PEOPLE = [
  { staff: "profesional@acompana.demo", names: ["Carmen López", "Antonio García", "Dolores Martín", "José Fernández Ruiz"] },
  { staff: "profesional.mc@acompana.demo", names: ["Carmen Ruiz"] },
];
export const DEMO_PASSWORD = "Demo-1234";

export type TabletState = { cookies: Array<{ name: string; value: string; domain: string; path: string; expires: number; httpOnly: boolean; secure: boolean; sameSite: "Strict" | "Lax" | "None" }>; origins: [] };

/** A professional's API session. */
export async function staffApi(baseURL: string, email: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  await signInWithApi(api, new URL(baseURL).origin, { username: email, password: DEMO_PASSWORD, expectedRole: "professional" });
  return api;
}

/** The id of a person of the staff member's municipality, by full name. */
export async function personId(staff: APIRequestContext, fullName: string): Promise<string> {
  const me = (await (await staff.get("/api/auth/me")).json()) as { user: { id: string } };
  const res = await staff.get(`/api/professional/${me.user.id}/pins`, { params: { search: fullName.split(" ")[0], pageSize: 50 } });
  const page = (await res.json()) as { items: Array<{ id: string; firstName: string; lastName: string }> };
  const person = page.items.find((p) => `${p.firstName} ${p.lastName}` === fullName);
  expect(person, `${fullName} in the PIN list`).toBeTruthy();
  return person!.id;
}

/** A one-time enrolment code for the person, made by the staff session. */
export async function enrolmentCode(staff: APIRequestContext, userId: string): Promise<string> {
  const res = await staff.post(`/api/users/${userId}/device-codes`, { data: {} });
  expect(res.status(), "device code").toBe(201);
  return ((await res.json()) as { code: string }).code;
}

/** Redeems codes on a fresh device (or on `state`'s device) and returns the browser state holding its cookie. */
export async function enrolDevice(baseURL: string, codes: string[], state?: TabletState): Promise<TabletState> {
  const device = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL }, storageState: state });
  for (const code of codes) {
    const res = await device.post("/api/auth/device/enrol", { data: { code } });
    expect(res.status(), "enrolment").toBe(201);
  }
  const saved = (await device.storageState()) as unknown as TabletState;
  await device.dispose();
  return { cookies: saved.cookies.filter((c) => c.name === "did"), origins: [] };
}

/**
 * The worker's tablet, enrolled once against the worker's own server (worker-server.ts). A restarted worker
 * starts a new server with a fresh database, so it enrols again rather than reuse a cookie that server never made.
 */
export async function demoTablet(baseURL: string): Promise<TabletState> {
  const codes: string[] = [];
  for (const { staff, names } of DEMO_PEOPLE) {
    const api = await staffApi(baseURL, staff);
    for (const name of names) codes.push(await enrolmentCode(api, await personId(api, name)));
    await api.dispose();
  }
  return enrolDevice(baseURL, codes);
}

/** The Cookie header of the tablet, for API clients that log an older person in. */
export const tabletCookie = (state: TabletState) => state.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
