// How long a help request takes to reach the staff consoles during the load: each console holds the server's
// alert event stream open, as the portal does; for each press, the time from sending the request to the
// moment each console's refetched list holds it (what puts it in the banner).
import type { ApiClient } from "./api-client";

export type HelpLatency = { samples: number[]; missed: number };

type Console = { waitFor: (alertId: string, since: number, timeoutMs: number) => Promise<number | null>; close: () => void };

/** Opens one console's event stream; after each ping it refetches the list, as the portal does. */
async function openConsole(client: ApiClient, professionalId: string): Promise<Console> {
  const controller = new AbortController();
  const res = await fetch(`${client.baseUrl}/api/professional/${professionalId}/alerts/events`, {
    headers: { cookie: client.cookie },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`flujo de alertas: ${res.status}`);
  const seen = new Map<string, number>();
  const waiters = new Set<() => void>();
  let isClosed = false;
  const refetch = async () => {
    const list = await client.get(`/api/professional/${professionalId}/alerts`);
    const at = performance.now();
    for (const alert of (list.body as Array<{ id: string }>) ?? []) if (!seen.has(alert.id)) seen.set(alert.id, at);
    for (const wake of waiters) wake();
  };
  void (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    try {
      while (!isClosed) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith("event: alerts")) await refetch();
        }
      }
    } catch {
      /* aborted at the end of the run */
    }
  })();
  return {
    async waitFor(alertId, since, timeoutMs) {
      const deadline = since + timeoutMs;
      while (!seen.has(alertId) && performance.now() < deadline) {
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 100);
        });
      }
      const at = seen.get(alertId);
      return at === undefined ? null : at - since;
    },
    close() {
      isClosed = true;
      controller.abort();
    },
  };
}

/**
 * `presses` help requests from different people, `intervalMs` apart, while `consoles` staff consoles listen.
 * A request not in a console's list within 30 s (the poll's interval) counts as missed.
 */
export async function measureHelpLatency(input: {
  elderly: Array<{ client: ApiClient; id: string }>;
  professionals: Array<{ client: ApiClient; id: string }>;
  consoles: number;
  presses: number;
  intervalMs: number;
}): Promise<HelpLatency> {
  const consoles = await Promise.all(
    input.professionals.slice(0, input.consoles).map((p) => openConsole(p.client, p.id)),
  );
  const samples: number[] = [];
  let missed = 0;
  try {
    const waits: Promise<void>[] = [];
    for (let i = 0; i < input.presses; i++) {
      const person = input.elderly[i % input.elderly.length];
      const since = performance.now();
      const res = await person.client.post("/api/help/alert", { userId: person.id });
      if (res.status !== 201) throw new Error(`petición de ayuda: ${res.status} ${JSON.stringify(res.body)}`);
      const alertId = (res.body as { id: string }).id;
      for (const c of consoles) {
        waits.push(
          c.waitFor(alertId, since, 30_000).then((ms) => {
            if (ms === null) missed++;
            else samples.push(ms);
          }),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, input.intervalMs));
    }
    await Promise.all(waits);
  } finally {
    for (const c of consoles) c.close();
  }
  return { samples, missed };
}

/** From a help request to the staff consoles' lists: the live events' figure, against the 2-second goal. */
export function reportHelp(help: HelpLatency): string[] {
  const s = [...help.samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
  console.log(
    `Petición de ayuda hasta la lista de cada consola (flujo de eventos, ${s.length} mediciones): ` +
      `p50 ${at(50).toFixed(0)} ms, p95 ${at(95).toFixed(0)} ms, máx. ${(s.at(-1) ?? 0).toFixed(0)} ms; no llegadas en 30 s: ${help.missed}`,
  );
  const problems: string[] = [];
  if (help.missed > 0) problems.push("peticiones de ayuda que no llegaron a una consola");
  if (at(95) > 2_000) problems.push("p95 de la petición de ayuda a la consola por encima de 2 s");
  return problems;
}
