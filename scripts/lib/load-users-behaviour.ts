import { createRng } from "@shared/domain/rng";
import type { ApiClient, ApiResponse } from "./api-client";
import type { LoadPeople } from "./load-users";

// What each simulated person does, with think times, until the deadline. Every answer is timed per
// kind; every acknowledged write is remembered (by id) so it can be looked up after the run.

/** People arrive over the first seconds, as they would, not all in the same millisecond. */
const RAMP_MS = 5_000;

export type Tally = Map<string, { ms: number[]; fourXx: number; fiveXx: number }>;
type Clients = { elderly: ApiClient[]; family: ApiClient[]; professionals: ApiClient[] };

/** The shared seeded PRNG, so two runs make the same choices. */
const rng = (seed: number) => createRng(seed).next;

export async function runUsers(clients: Clients, people: LoadPeople, tally: Tally, deadline: number) {
  const ids: Record<string, string[]> = { messages: [], reminder_completions: [], chat_sessions: [] };
  let chatReplies = 0;
  const networkErrors: string[] = [];
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, Math.min(ms, deadline - Date.now()))));
  const timed = async (kind: string, call: Promise<ApiResponse>) => {
    let res: ApiResponse;
    try {
      res = await call;
    } catch (err) {
      // A connection that failed is not a server answer: counted apart (and the write is not acknowledged).
      networkErrors.push(`${kind}: ${(err as Error & { cause?: { code?: string } }).cause?.code ?? (err as Error).message}`);
      return { status: 0, body: null, ms: 0 };
    }
    const t = tally.get(kind) ?? { ms: [], fourXx: 0, fiveXx: 0 };
    t.ms.push(res.ms);
    if (res.status >= 500) t.fiveXx++;
    else if (res.status >= 400) t.fourXx++;
    tally.set(kind, t);
    return res;
  };
  const idOf = (res: ApiResponse) => String((res.body as { id: string }).id);

  const elderly = async (c: ApiClient, i: number) => {
    const me = people.elderly[i];
    const relative = people.family.find((f) => f.elderlyId === me.id);
    const toComplete = [...me.reminderIds];
    const random = rng(i + 1);
    await sleep(random() * RAMP_MS);
    const history: Array<{ role: string; content: string }> = [];
    while (Date.now() < deadline) {
      const r = random();
      if (r < 0.25) await timed("mayor: recordatorios próximos", c.get(`/api/reminders/${me.id}/upcoming?days=7`));
      else if (r < 0.4) await timed("mayor: recordatorios de hoy", c.get(`/api/reminders/${me.id}/today`));
      else if (r < 0.55) {
        const message = ["Hola, ¿qué tal?", "¿Qué hora es?", "Cuéntame un chiste", "Me gusta la jardinería"][Math.floor(random() * 4)];
        const res = await timed("mayor: asistente (chat)", c.post("/api/chat/ai", { userId: me.id, message, messageHistory: history.slice(-6) }));
        if (res.status === 200) {
          chatReplies++;
          history.push({ role: "user", content: message }, { role: "assistant", content: String((res.body as { response: string }).response) });
        }
      } else if (r < 0.7) {
        const res = await timed("mayor: mensajes", c.get(`/api/messages/${me.id}?limit=20`));
        const list = Array.isArray(res.body) ? (res.body as Array<{ id: string; toUserId: string; isRead: boolean }>) : [];
        const unread = list.find((m) => m.toUserId === me.id && !m.isRead);
        if (unread) await timed("mayor: marcar leído", c.patch(`/api/messages/${unread.id}/read`));
      } else if (r < 0.78) await timed("mayor: mensajes sin leer", c.get(`/api/messages/${me.id}/unread-count`));
      else if (r < 0.86 && relative) {
        const res = await timed("mayor: enviar mensaje", c.post("/api/messages", { toUserId: relative.id, content: "¡Gracias, cariño!" }));
        if (res.status === 201) ids.messages.push(idOf(res));
      } else if (r < 0.95 && toComplete.length > 0) {
        const res = await timed("mayor: completar recordatorio", c.post(`/api/reminders/${toComplete.shift()}/complete`, {}));
        if (res.status === 201) ids.reminder_completions.push(idOf(res));
      } else if (history.length >= 2) {
        const res = await timed(
          "mayor: guardar conversación",
          c.post("/api/chat", { userId: me.id, messages: JSON.stringify(history.slice(-20)), duration: 2 }),
        );
        if (res.status === 201) ids.chat_sessions.push(idOf(res));
        history.length = 0;
      }
      await sleep(1000 + random() * 2000);
    }
  };

  const family = async (c: ApiClient, i: number) => {
    const me = people.family[i];
    const random = rng(1000 + i);
    await sleep(random() * RAMP_MS);
    while (Date.now() < deadline) {
      const r = random();
      if (r < 0.2) await timed("familia: familiares", c.get("/api/family/relatives"));
      else if (r < 0.4) await timed("familia: recordatorios de hoy", c.get(`/api/reminders/${me.elderlyId}/today`));
      else if (r < 0.55) await timed("familia: cumplimiento (7 días)", c.get(`/api/reminders/${me.elderlyId}/stats?days=7`));
      else if (r < 0.7) await timed("familia: actividad", c.get(`/api/activities/${me.elderlyId}`));
      else if (r < 0.85) await timed("familia: mensajes", c.get(`/api/messages/${me.elderlyId}?limit=20`));
      else {
        const res = await timed("familia: enviar mensaje", c.post("/api/messages", { toUserId: me.elderlyId, content: "¿Cómo estás hoy?" }));
        if (res.status === 201) ids.messages.push(idOf(res));
      }
      await sleep(1000 + random() * 2000);
    }
  };

  const professional = async (c: ApiClient, i: number) => {
    const me = people.professionals[i];
    const random = rng(5000 + i);
    await sleep(random() * RAMP_MS);
    const base = `/api/professional/${me.id}`;
    const poll = async () => {
      await timed("profesional: alertas (sondeo 30 s)", c.get(`${base}/alerts`));
      await timed("profesional: resumen", c.get(`${base}/summary`));
    };
    await poll();
    await timed("profesional: citas", c.get(`${base}/appointments`));
    await timed("profesional: actividades del programa", c.get(`${base}/program-activities`));
    let nextPoll = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (Date.now() >= nextPoll) {
        await poll();
        nextPoll += 30_000;
      }
      const r = random();
      if (r < 0.5) {
        await timed("profesional: lista de usuarios", c.get(`${base}/users?page=${1 + Math.floor(random() * 3)}&pageSize=20`));
      } else {
        const person = people.elderly[Math.floor(random() * people.elderly.length)];
        await timed("profesional: ficha de usuario", c.get(`/api/users/${person.id}/record`));
      }
      await sleep(Math.min(nextPoll - Date.now(), 4000 + random() * 4000));
    }
  };

  await Promise.all([
    ...clients.elderly.map((c, i) => elderly(c, i)),
    ...clients.family.map((c, i) => family(c, i)),
    ...clients.professionals.map((c, i) => professional(c, i)),
  ]);
  return { ids, chatReplies, networkErrors };
}
