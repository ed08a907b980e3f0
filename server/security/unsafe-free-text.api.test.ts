import { SAFE_TEXT_MESSAGES } from "@shared/api/safe-text";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { expectRefusal } from "../test/refusals";
import { sqlReaders } from "../test/sql-rows";

// Multi-line free text (messages, notes, descriptions) keeps line feeds and tabs but refuses bidi controls,
// other control characters, other line separators and values made only of invisible characters, with a Spanish
// 400 that changes nothing (docs/behaviour/05-validation.md#unsafe-characters).

const t = useTestContext();
const { query } = sqlReaders(t);

const HOSTILE_MULTI_LINE: [string, string][] = [
  ["RIGHT-TO-LEFT OVERRIDE", "Pago recibido\u202e4321"],
  ["LEFT-TO-RIGHT OVERRIDE", "\u202dHola"],
  ["an isolate", "Hola \u2066mundo\u2069"],
  ["RIGHT-TO-LEFT MARK", "Hola\u200f"],
  ["a CR", "Hola\rmundo"],
  ["a bell", "Hola\u0007"],
  ["an escape sequence", "Hola \u001b[31mrojo"],
  ["a C1 control", "Hola\u009b"],
  ["LINE SEPARATOR", "Hola\u2028mundo"],
  ["only invisible characters", "\u200b\u200d\n\u2060"],
];
const MULTI_LINE = SAFE_TEXT_MESSAGES.multiLine;

describe("multi-line free text refuses unsafe characters", () => {
  it.each(HOSTILE_MULTI_LINE)("messages, notes and descriptions refuse %s", async (_label, value) => {
    const family = await t.sessionAs("familia");
    const pro = await t.sessionAs("profesional");
    const carmen = await t.sessionAs("carmen");
    const refused = (send: () => Promise<{ status: number; body: { message?: unknown } }>, unchanged: () => Promise<unknown>) =>
      expectRefusal(send, { status: 400, message: MULTI_LINE, unchanged });

    await refused(() => family.post("/api/messages", { toUserId: t.ids.users.carmen, content: value }), () => t.count("messages"));
    const reminder = { userId: t.ids.users.carmen, title: "Cita", reminderTime: "10:00", description: value };
    await refused(() => family.post("/api/reminders", reminder), () => t.count("reminders"));
    const [{ id: reminderId }] = await query<{ id: string }>(
      `select id from reminders where user_id = '${t.ids.users.carmen}' and is_active and program_activity_id is null limit 1`,
    );
    await refused(
      () => family.patch(`/api/reminders/${reminderId}`, { description: value }),
      () => query(`select description from reminders where id = '${reminderId}'`),
    );
    await refused(
      () => carmen.post(`/api/reminders/${reminderId}/complete`, { notes: value }),
      () => t.counts("reminder_completions", "activities"),
    );
    for (const field of ["description", "instructions"]) {
      const activity = { title: "Taller", description: "Ejercicios", scheduledDate: "2026-12-01", [field]: value };
      await refused(() => pro.post("/api/professional/program-activities", activity), () => t.count("program_activities"));
    }
    await refused(
      () => pro.patch(`/api/users/${t.ids.users.carmen}`, { personalityTraits: value }),
      () => query(`select personality_traits from users where id = '${t.ids.users.carmen}'`),
    );
    const [{ id: alertId }] = await query<{ id: string }>(
      `insert into alerts (municipality_id, user_id, type, severity, content)
       values ('${t.ids.municipalities.valleVerde}', '${t.ids.users.carmen}', 'help', 'high', 'Pide ayuda') returning id`,
    );
    await refused(
      () => pro.patch(`/api/alerts/${alertId}/dismiss`, { outcome: "call", note: value }),
      () => query(`select dismissed_at, outcome_note from alerts where id = '${alertId}'`),
    );
    await refused(
      () => carmen.post("/api/chat/ai", { userId: t.ids.users.carmen, message: value }),
      () => t.counts("chat_sessions", "assistant_turns", "alerts"),
    );
  });

  it("keeps line feeds and tabs in a message", async () => {
    const family = await t.sessionAs("familia");
    const content = "Hola mamá,\n\n\tel domingo vamos a verte.\nUn abrazo";
    const res = await family.post("/api/messages", { toUserId: t.ids.users.carmen, content });
    expect(res.status).toBe(201);
    expect(res.body.content).toBe(content);
  });
});
