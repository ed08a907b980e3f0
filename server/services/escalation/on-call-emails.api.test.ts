import { MAX_ON_CALL_EMAILS, ON_CALL_MESSAGES as M } from "@shared/api/on-call";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../../test/harness";
import { expectRefusal } from "../../test/refusals";
import { sqlReaders } from "../../test/sql-rows";

// Each municipality's on-call addresses, set by its own staff: GET and PUT under the caller's own id.

const t = useTestContext();
const { query, n } = sqlReaders(t);
const url = (id = t.ids.users.profesional) => `/api/professional/${id}/on-call-emails`;
const listOf = async (municipalityId: string) =>
  (await query<{ emails: string[] }>(`select on_call_emails as emails from municipalities where id = '${municipalityId}'`))[0]
    .emails;
const audits = () => n(`select count(*)::int as n from audit_log where action = 'municipality.on-call.update'`);
const VV = () => t.ids.municipalities.valleVerde;
const MC = () => t.ids.municipalities.monteClaro;

describe("GET and PUT /api/professional/{id}/on-call-emails", () => {
  it("starts empty, saves a list, audits the old and the new list and shows the change", async () => {
    const pro = await t.loginAs("profesional");
    expect((await pro.get(url())).body).toEqual({ emails: [], changes: [] });

    const saved = await pro.put(url(), { emails: [" guardia@valleverde.test ", "Servicios.Sociales@valleverde.test"] });
    expect(saved.status).toBe(200);
    expect(saved.body.emails).toEqual(["guardia@valleverde.test", "Servicios.Sociales@valleverde.test"]);
    expect(await listOf(VV())).toEqual(saved.body.emails);
    const [row] = await query(
      `select actor_id, municipality_id, subject_user_id, detail from audit_log where action = 'municipality.on-call.update'`,
    );
    expect(row).toEqual({
      actor_id: t.ids.users.profesional,
      municipality_id: VV(),
      subject_user_id: null,
      detail: { before: [], after: saved.body.emails },
    });

    // Later than the first change (the test clock is pinned; the list shows the newest first).
    t.clock.advance(60_000);
    const second = await pro.put(url(), { emails: ["guardia@valleverde.test"] });
    expect(second.body.changes).toHaveLength(2);
    expect(second.body.changes[0]).toEqual({
      at: t.clock.now().toISOString(),
      actorName: expect.stringMatching(/\S+ \S+/),
      before: ["guardia@valleverde.test", "Servicios.Sociales@valleverde.test"],
      after: ["guardia@valleverde.test"],
    });
    // Saving the same list again is not a change.
    expect((await pro.put(url(), { emails: ["guardia@valleverde.test"] })).status).toBe(200);
    expect(await audits()).toBe(2);
    // Another municipality's staff do not see this municipality's list or its history.
    const mc = await t.loginAs("profesionalMc");
    expect((await mc.get(url(t.ids.users.profesionalMc))).body).toEqual({ emails: [], changes: [] });
  });

  const tooMany = Array.from({ length: MAX_ON_CALL_EMAILS + 1 }, (_, i) => `guardia${i}@valleverde.test`);
  it.each([
    ["not an address", ["guardia"], M.invalid],
    ["an address with a space", ["guardia @valleverde.test"], M.invalid],
    ["an empty address", [""], M.invalid],
    ["a header smuggled after CR LF", ["guardia@valleverde.test\r\nBcc: fuera@otro.test"], M.controlChars],
    ["a trailing line break", ["guardia@valleverde.test\n"], M.controlChars],
    ["a tab", ["guardia@valle\tverde.test"], M.controlChars],
    ["an address over 254 characters", [`${"a".repeat(250)}@valleverde.test`], M.tooLong],
    [`more than ${MAX_ON_CALL_EMAILS} addresses`, tooMany, M.tooMany],
    ["a repeated address (any case)", ["guardia@valleverde.test", "GUARDIA@valleverde.test"], M.duplicate("GUARDIA@valleverde.test")],
    ["a number", [42], M.invalid],
    ["no list", "guardia@valleverde.test", M.list],
  ])("refuses %s in Spanish, changing nothing", async (_label, emails, message) => {
    const pro = await t.loginAs("profesional");
    await expectRefusal(() => pro.put(url(), { emails }), {
      status: 400,
      message,
      unchanged: async () => [await listOf(VV()), await audits()],
    });
  });

  it.each([
    ["profesionalMc", "profesional", 403],
    ["profesional", "profesionalMc", 403],
    ["familia", "familia", 403],
    ["carmen", "carmen", 403],
  ] as const)("%s with the id of %s in the path -> %i; neither list changes", async (who, owner, status) => {
    const c = await t.loginAs(who);
    const unchanged = async () => [await listOf(VV()), await listOf(MC()), await audits()];
    await expectRefusal(() => c.put(url(t.ids.users[owner]), { emails: ["intruso@fuera.test"] }), { status, unchanged });
    const read = await c.get(url(t.ids.users[owner]));
    expect(read.status).toBe(status);
    expect(JSON.stringify(read.body)).not.toContain("@valleverde");
  });

  it("without a session: 401", async () => {
    const anon = t.client();
    expect((await anon.get(url())).status).toBe(401);
    expect((await anon.put(url(), { emails: [] })).status).toBe(401);
  });

  it("a professional changes only their own municipality's list", async () => {
    const before = await listOf(VV());
    const mc = await t.loginAs("profesionalMc");
    const res = await mc.put(url(t.ids.users.profesionalMc), { emails: ["guardia@monteclaro.test"] });
    expect(res.status).toBe(200);
    expect(await listOf(MC())).toEqual(["guardia@monteclaro.test"]);
    expect(await listOf(VV())).toEqual(before);
    // An empty list is allowed: the municipality then has no on-call address.
    expect((await mc.put(url(t.ids.users.profesionalMc), { emails: [] })).body.emails).toEqual([]);
  });
});
