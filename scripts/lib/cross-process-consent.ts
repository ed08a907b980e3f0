import type { ApiClient } from "./api-client";
import type { LoadPeople } from "./load-users";
import type { ServerProcess } from "./server-process";

// A consent withdrawn through one process must be honoured by the others on the family member's next request
// ('Información privada'), like a logout (cross-process-logout.ts). Straight to the processes' ports.

export type ConsentTrial = { from: number; to: number; refusedAfterMs: number; staleAnswers: number };

const LIMIT_MS = 1_000;

async function send(baseUrl: string, cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, text };
}

export async function withdrawConsentAcrossProcesses(
  servers: ServerProcess[],
  people: LoadPeople,
  clients: { elderly: ApiClient[]; family: ApiClient[] },
  trialCount = 3,
): Promise<ConsentTrial[]> {
  const trials: ConsentTrial[] = [];
  for (let t = 0; t < Math.min(trialCount, people.family.length); t++) {
    const relative = people.family[t];
    const personIndex = people.elderly.findIndex((e) => e.id === relative.elderlyId);
    if (personIndex < 0) throw new Error(`familiar ${relative.email} sin persona mayor en la carga`);
    const [a, b] = [servers[t % servers.length], servers[(t + 1) % servers.length]];
    const person = clients.elderly[personIndex].cookie;
    const family = clients.family[t].cookie;
    const readOnB = () => send(b.baseUrl, family, "GET", `/api/reminders/${relative.elderlyId}/upcoming?days=7`);
    const setConsents = (familyConsent: boolean) =>
      send(a.baseUrl, person, "PUT", "/api/users/me/consents", { userId: relative.elderlyId, familyConsent, personalConsent: true });
    for (let k = 0; k < 2; k++) {
      const first = await readOnB();
      if (first.status !== 200) throw new Error(`el familiar no pudo leer antes de retirar el consentimiento: ${first.status}`);
    }
    const withdrawn = await setConsents(false);
    if (withdrawn.status !== 200) throw new Error(`retirar el consentimiento: ${withdrawn.status} ${withdrawn.text}`);
    const at = performance.now();
    let staleAnswers = 0;
    for (;;) {
      const read = await readOnB();
      if (read.status === 403 && read.text.includes("Información privada")) break;
      if (read.status !== 200) throw new Error(`el otro proceso respondió ${read.status} tras retirar el consentimiento`);
      staleAnswers++;
      if (performance.now() - at > LIMIT_MS) {
        throw new Error(`el otro proceso siguió enseñando los datos más de ${LIMIT_MS} ms tras retirar el consentimiento`);
      }
    }
    trials.push({ from: t % servers.length, to: (t + 1) % servers.length, refusedAfterMs: performance.now() - at, staleAnswers });
    const restored = await setConsents(true);
    if (restored.status !== 200) throw new Error(`devolver el consentimiento: ${restored.status}`);
  }
  return trials;
}
