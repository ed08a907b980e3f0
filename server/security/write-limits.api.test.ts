import { WRITE_LIMITS } from "@shared/domain/write-limits";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { expectRefusal } from "../test/refusals";

// Per-account write budgets (SECURITY.md): the next write past the budget is a Spanish 429 that writes
// nothing, and the budget comes back after the window. Pinned clock, no sleeping.

const t = useTestContext();
const HOUR = 60 * 60_000;

describe("per-account write limits", () => {
  it(`messages: ${WRITE_LIMITS["write-message"].max} an hour per account`, async () => {
    const javier = await t.loginAs("familia");
    const send = (i: number) => javier.post("/api/messages", { toUserId: t.ids.users.carmen, content: `Hola ${i}` });
    for (let i = 0; i < WRITE_LIMITS["write-message"].max; i++) expect((await send(i)).status).toBe(201);
    await expectRefusal(() => send(-1), {
      status: 429,
      message: WRITE_LIMITS["write-message"].message,
      unchanged: () => t.count("messages"),
    });
    // Another account is not affected by Javier's budget.
    const carmen = await t.loginAs("carmen");
    expect((await carmen.post("/api/messages", { toUserId: t.ids.users.familia, content: "Gracias" })).status).toBe(201);
    t.clock.advance(HOUR + 60_000);
    expect((await send(0)).status).toBe(201);
  }, 120_000);

  it(`reminders: ${WRITE_LIMITS["write-reminder"].max} an hour per account`, async () => {
    t.clock.advance(2 * HOUR);
    let lucia = await t.loginAs("profesional");
    const create = (i: number) =>
      lucia.post("/api/reminders", {
        title: `Pastilla ${i}`,
        reminderTime: "09:00",
        type: "medicine",
        recurrence: "daily",
        userId: t.ids.users.carmen,
      });
    for (let i = 0; i < WRITE_LIMITS["write-reminder"].max; i++) expect((await create(i)).status).toBe(201);
    await expectRefusal(() => create(-1), {
      status: 429,
      message: WRITE_LIMITS["write-reminder"].message,
      unchanged: () => t.count("reminders"),
    });
    t.clock.advance(HOUR + 60_000);
    // Staff sessions end after 30 min idle: a fresh login, the same account budget.
    lucia = await t.loginAs("profesional");
    expect((await create(0)).status).toBe(201);
  }, 300_000);

  it(`help requests: ${WRITE_LIMITS["write-help"].max} an hour, each past the 10 s lock`, async () => {
    t.clock.advance(2 * HOUR);
    const carmen = await t.loginAs("carmen");
    const press = () => carmen.post("/api/help/alert", { userId: t.ids.users.carmen });
    for (let i = 0; i < WRITE_LIMITS["write-help"].max; i++) {
      expect((await press()).status).toBe(201);
      t.clock.advance(11_000);
    }
    await expectRefusal(press, {
      status: 429,
      message: WRITE_LIMITS["write-help"].message,
      unchanged: () => t.count("alerts"),
    });
    t.clock.advance(HOUR);
    expect((await press()).status).toBe(201);
  }, 120_000);
});
