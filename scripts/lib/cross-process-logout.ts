import { ApiClient } from "./api-client";
import type { ServerProcess } from "./server-process";

// A logout through one process must be refused by the others on their next request, although each keeps the
// session in its own read cache: the write is announced over LISTEN/NOTIFY (server/http/read-cache-bus.ts).
// Straight to the processes' ports, not through nginx, so each request's process is known.

export type LogoutTrial = { from: number; to: number; logoutMs: number; refusedAfterMs: number; staleAnswers: number };

/** How long the other process may keep honouring the ended session before the run fails. */
const LIMIT_MS = 1_000;

export async function logoutAcrossProcesses(servers: ServerProcess[], emails: string[], password: string): Promise<LogoutTrial[]> {
  const trials: LogoutTrial[] = [];
  for (const [i, email] of emails.entries()) {
    const [a, b] = [servers[i % servers.length], servers[(i + 1) % servers.length]];
    const client = new ApiClient(a.baseUrl);
    await client.loginPassword(email, password);
    const cookie = client.cookie;
    const meOnB = async () => {
      const res = await fetch(`${b.baseUrl}/api/auth/me`, { headers: { cookie } });
      await res.arrayBuffer();
      return res.status;
    };
    // The first answer fills b's cache; the second comes from it: that cached copy is what the logout must reach.
    for (let k = 0; k < 2; k++) {
      const status = await meOnB();
      if (status !== 200) throw new Error(`sesión recién abierta rechazada por el otro proceso: ${status}`);
    }
    const out = await client.post("/api/auth/logout");
    if (out.status !== 204) throw new Error(`cierre de sesión: ${out.status}`);
    const loggedOutAt = performance.now();
    let staleAnswers = 0;
    for (;;) {
      const status = await meOnB();
      if (status === 401) break;
      if (status !== 200) throw new Error(`el otro proceso respondió ${status} tras el cierre de sesión`);
      staleAnswers++;
      if (performance.now() - loggedOutAt > LIMIT_MS) {
        throw new Error(`el otro proceso siguió aceptando la sesión cerrada más de ${LIMIT_MS} ms (${staleAnswers} respuestas)`);
      }
    }
    trials.push({ from: i % servers.length, to: (i + 1) % servers.length, logoutMs: out.ms, refusedAfterMs: performance.now() - loggedOutAt, staleAnswers });
  }
  return trials;
}
