// A minimal API client over fetch with the session cookie, for the crash and load scripts.

import { generate } from "otplib";
import { unusedDemoCode } from "./demo-codes";

export type ApiResponse = { status: number; body: unknown; ms: number };

export class ApiClient {
  /** Cookies by name: the session (sid) and, on an enrolled tablet, the device credential (did). */
  private readonly jar = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  /** Carries another client's device credential: several people on one enrolled tablet. */
  adoptDevice(from: ApiClient) {
    const token = from.jar.get("did");
    if (token) this.jar.set("did", token);
  }

  get cookie() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(method: string, path: string, body?: unknown): Promise<ApiResponse> {
    const started = performance.now();
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const set of res.headers.getSetCookie()) {
      const pair = set.split(";")[0];
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      if (value) this.jar.set(name, value);
      else this.jar.delete(name);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed, ms: performance.now() - started };
  }

  get = (path: string) => this.request("GET", path);
  post = (path: string, body: unknown = {}) => this.request("POST", path, body);
  patch = (path: string, body: unknown = {}) => this.request("PATCH", path, body);

  async loginPin(username: string, pin: string, municipalityId: string) {
    return this.expectOk(await this.post("/api/auth/login-pin", { username, pin, municipalityId }), "login-pin");
  }

  /**
   * Enrols this client as a tablet for the named older people: `staff`, a professional's client of
   * their municipality, makes a code per person from the PIN list; this client redeems them.
   */
  async enrolFor(staff: ApiClient, fullNames: string[]) {
    const me = (await staff.get("/api/auth/me")).body as { user: { id: string } };
    for (const fullName of fullNames) {
      const list = await staff.get(`/api/professional/${me.user.id}/pins?search=${encodeURIComponent(fullName.split(" ")[0])}&pageSize=50`);
      const items = (list.body as { items: Array<{ id: string; firstName: string; lastName: string }> }).items;
      const person = items.find((p) => `${p.firstName} ${p.lastName}` === fullName);
      if (!person) throw new Error(`enrolFor: ${fullName} no está en la lista de PINs`);
      const code = await staff.post(`/api/users/${person.id}/device-codes`, {});
      if (code.status !== 201) throw new Error(`device-codes: ${code.status} ${JSON.stringify(code.body)}`);
      const enrol = await this.post("/api/auth/device/enrol", { code: (code.body as { code: string }).code });
      if (enrol.status !== 201) throw new Error(`enrol: ${enrol.status} ${JSON.stringify(enrol.body)}`);
    }
  }

  /** Family and staff; a demo professional then shows a code of the demo's authenticator secret (the second step). */
  async loginPassword(username: string, password: string) {
    const answer = this.expectOk(await this.post("/api/auth/login", { username, password }), "login");
    if (answer.user.secondFactor !== "verify") return answer;
    const code = await unusedDemoCode(this.baseUrl, username);
    return this.expectOk(await this.post("/api/auth/second-factor/verify", { method: "totp", code }), "second step");
  }

  /**
   * A professional who has no factor yet enrols the authenticator app, as the enrolment screen has them do: the
   * secret of the setup answer and its current code. Load accounts are made without one.
   */
  async enrolAuthenticatorApp() {
    const setup = await this.post("/api/auth/second-factor/totp/setup", {});
    if (setup.status !== 200) throw new Error(`totp/setup: ${setup.status} ${JSON.stringify(setup.body)}`);
    const code = await generate({ secret: (setup.body as { manualKey: string }).manualKey });
    return this.expectOk(await this.post("/api/auth/second-factor/totp/confirm", { code }), "enrolment");
  }

  /** After a password login: enrols the app when the answer says the account must enrol a factor first. */
  async enrolIfAsked(login: ApiResponse) {
    if ((login.body as { user?: { secondFactor?: string } }).user?.secondFactor === "enrol") await this.enrolAuthenticatorApp();
  }

  private expectOk(res: ApiResponse, what: string) {
    if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { user: { id: string; municipalityId: string; secondFactor?: string } };
  }
}

/** The municipality id by name (public list). */
export async function municipalityId(baseUrl: string, name: string): Promise<string> {
  const res = await new ApiClient(baseUrl).get("/api/municipalities");
  const found = (res.body as Array<{ id: string; name: string }>).find((m) => m.name === name);
  if (!found) throw new Error(`No existe el municipio ${name}`);
  return found.id;
}
