import { weakPinReason } from "@shared/domain/weak-pins";
import { WRITE_LIMITS } from "@shared/domain/write-limits";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { expectRefusal } from "../test/refusals";
import { sqlReaders } from "../test/sql-rows";

// PIN changes per professional: 20 an hour, refused ones included (a refusal is also an attempt), so no one can
// try PIN after PIN; beyond it a 429 that changes nothing but the audit of the refusal.

const t = useTestContext();
const { query, n } = sqlReaders(t);
const LIMIT = WRITE_LIMITS["write-pin"];
const pinHashOf = async (id: string) => (await query(`select pin_hash from users where id = '${id}'`))[0].pin_hash;
const refusals = (reason: string) =>
  n(`select count(*)::int as n from audit_log where action = 'user.pin.refused' and detail->>'reason' = '${reason}'`);

describe("PUT /api/users/{id}/pin: changes per professional", () => {
  it(`allows ${LIMIT.max} attempts an hour, refused ones included, then answers 429 changing nothing`, async () => {
    expect(LIMIT.max).toBe(20);
    const c = await t.loginAs("profesional");
    const url = `/api/users/${t.ids.users.dolores}/pin`;
    // Weak and malformed PINs count as attempts too.
    expect((await c.put(url, { pin: "1234" })).status).toBe(400);
    expect((await c.put(url, { pin: "12a4" })).status).toBe(400);
    const strongPins = Array.from({ length: 200 }, (_, i) => String(7300 + i * 7)).filter((p) => !weakPinReason(p));
    for (let i = 2; i < LIMIT.max; i++) {
      expect((await c.put(url, { pin: strongPins[i] })).status, `attempt ${i + 1}`).toBe(200);
    }
    const audited = await refusals("too-many");
    const res = await expectRefusal(() => c.put(url, { pin: "8316" }), {
      status: 429,
      message: LIMIT.message,
      unchanged: () => pinHashOf(t.ids.users.dolores),
    });
    expect(res.body.message).toMatch(/^Ha cambiado muchos PIN/);
    expect(await refusals("too-many")).toBe(audited + 1);
    // Generating is a change as well.
    expect((await c.put(url, { generate: true })).status).toBe(429);

    // Another professional (another municipality) has their own budget.
    const mc = await t.loginAs("profesionalMc");
    expect((await mc.put(`/api/users/${t.ids.users.carmenRuiz}/pin`, { pin: "8316" })).status).toBe(200);

    t.clock.advance(LIMIT.windowMs);
    const later = await t.loginAs("profesional");
    expect((await later.put(url, { pin: "8316" })).status).toBe(200);
    expect((await t.pinLogin("Dolores", "8316")).status).toBe(200);
  });
});
