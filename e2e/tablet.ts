import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, request } from "@playwright/test";

// Issue 14: PIN login works only from an enrolled browser. The specs' browsers are the older people's
// tablets, so each run enrols one device credential for the demo people through the real flow (a
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
  const login = await api.post("/api/auth/login", { data: { username: email, password: DEMO_PASSWORD, expectedRole: "professional" } });
  expect(login.ok(), `${email} login -> ${login.status()}`).toBeTruthy();
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
 * The run's tablet, enrolled once per run (workers restarted after a failure reuse the saved one). Workers
 * start together: a new code replaces a person's unused one, so one worker enrols while the others wait.
 */
export async function demoTablet(baseURL: string): Promise<TabletState> {
  const file = path.join("test-results", `e2e-tablet-${process.env.E2E_RUN_ID ?? "local"}.json`);
  const lock = `${file}.lock`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const giveUpAt = Date.now() + 60_000;
  for (;;) {
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, "utf8")) as TabletState;
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: "wx" });
      break;
    } catch {
      // A worker that died holding the lock must not stall the run.
      if (Date.now() > giveUpAt) fs.rmSync(lock, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    const codes: string[] = [];
    for (const { staff, names } of DEMO_PEOPLE) {
      const api = await staffApi(baseURL, staff);
      for (const name of names) codes.push(await enrolmentCode(api, await personId(api, name)));
      await api.dispose();
    }
    const state = await enrolDevice(baseURL, codes);
    fs.writeFileSync(file, JSON.stringify(state));
    return state;
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** The Cookie header of the tablet, for API clients that log an older person in. */
export const tabletCookie = (state: TabletState) => state.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
