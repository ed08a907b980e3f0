import { describe, expect, it } from "vitest";
import { createDemoEnrolmentCode } from "./bootstrap";
import { useTestContext } from "./test/harness";
import { sqlReaders } from "./test/sql-rows";

// The code printed at each start of the demo (npm start): it enrols the demo's own older people, the ones the
// seed stored by id, and replaces only the previous start's code (docs/decisions/0007-device-enrolment.md).

const t = useTestContext();
const { n } = sqlReaders(t);
const newBrowser = () => t.client(undefined, { isEnrolled: false });
const redeem = (code: string) => newBrowser().post("/api/auth/device/enrol", { code });

describe("the demo's start-up tablet code", () => {
  it("enrols only the demo's own people and leaves codes staff made alone", async () => {
    // A real person of Monte Claro with a demo name and username: not the demo's.
    const marta = await t.loginAs("profesionalMc");
    const created = await marta.post("/api/professional/users", {
      kind: "elderly",
      firstName: "Antonio",
      lastName: "Pérez Gil",
      username: "antonio",
      age: 80,
      familyConsent: false,
      personalConsent: false,
      generatePin: true,
    });
    expect(created.status).toBe(201);
    const antonioMc = created.body.user.id as string;
    const lucia = await t.loginAs("profesional");
    const staffCode = await lucia.post(`/api/users/${t.ids.users.dolores}/device-codes`, {});
    expect(staffCode.status).toBe(201);

    const first = await createDemoEnrolmentCode(t.db, t.clock.now());
    const second = await createDemoEnrolmentCode(t.db, t.clock.now());
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(await n(`select count(*)::int as n from enrolment_codes where user_id = '${antonioMc}'`)).toBe(0);

    // A new start voids the previous start's code, and only that one.
    expect((await redeem(first!)).status).toBe(403);
    const enrolled = await redeem(second!);
    expect(enrolled.status).toBe(201);
    expect(enrolled.body.people).toEqual([
      { firstName: "Antonio" },
      { firstName: "Carmen" },
      { firstName: "Carmen" },
      { firstName: "Dolores" },
    ]);
    expect((await redeem(staffCode.body.code)).status).toBe(201);
  });
});
