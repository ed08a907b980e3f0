// A minimal API client over fetch with the session cookie, for the crash and load scripts.

export type ApiResponse = { status: number; body: unknown; ms: number };

export class ApiClient {
  cookie = "";
  constructor(readonly baseUrl: string) {}

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
    const sid = res.headers.getSetCookie().find((c) => c.startsWith("sid="));
    if (sid) this.cookie = sid.split(";")[0];
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

  async loginPassword(username: string, password: string) {
    return this.expectOk(await this.post("/api/auth/login", { username, password }), "login");
  }

  private expectOk(res: ApiResponse, what: string) {
    if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { user: { id: string; municipalityId: string } };
  }
}

/** The municipality id by name (public list). */
export async function municipalityId(baseUrl: string, name: string): Promise<string> {
  const res = await new ApiClient(baseUrl).get("/api/municipalities");
  const found = (res.body as Array<{ id: string; name: string }>).find((m) => m.name === name);
  if (!found) throw new Error(`No existe el municipio ${name}`);
  return found.id;
}
