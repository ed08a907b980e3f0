import { MESSAGES } from "@shared/api/messages";
import { NOTICE_MESSAGES as M } from "@shared/api/notices";
import { beforeAll, describe, expect, it } from "vitest";
import { SEED_NOW } from "../test/constants";
import { useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

// Notices to everyone at risk: staff send them to a group, the tablet confirms them, relatives with consent read
// them, and nobody else learns they exist.

const t = useTestContext();
const { query, n } = sqlReaders(t);
const VV = () => t.ids.municipalities.valleVerde;
const HEAT = { title: "Aviso por calor", body: "Beba agua a menudo.", confirmWithinMinutes: 60 };
type Summary = { id: string; recipients: number; confirmed: number; overdue: number };
type Detail = Summary & { recipientList: { userId: string; name: string; confirmedAt: string | null; isOverdue: boolean }[] };

let everyone = 0;
beforeAll(async () => {
  t.clock.set(SEED_NOW);
  // Groups of known size: no one else has a district or a household recorded; Carmen lives alone in Centro,
  // Antonio in Ribera.
  await query(`update users set district = '', lives_alone = null`);
  await query(`update users set district = 'Centro', lives_alone = true where id = '${t.ids.users.carmen}'`);
  await query(`update users set district = 'Ribera', lives_alone = false where id = '${t.ids.users.antonio}'`);
  everyone = await n(
    `select count(*)::int as n from users where municipality_id = '${VV()}' and role = 'elderly' and status = 'active'`,
  );
});

const count = async (qs: string) => {
  const res = await (await t.loginAs("profesional")).get(`/api/notice-audience?${qs}`);
  expect(res.status, qs).toBe(200);
  return res.body as { count: number; conditions: string[]; districts: string[] };
};

describe("sending a notice", () => {
  it("counts the group before sending, sends to exactly those people and audits it", async () => {
    const all = await count("");
    expect(all.count).toBe(everyone);
    expect(all.districts).toEqual(["Centro", "Ribera"]);
    expect(all.conditions).toContain("Diabetes tipo 2");
    expect((await count("district=centro&isLivingAloneOnly=true")).count).toBe(1);
    expect((await count("district=Ribera&isLivingAloneOnly=true")).count).toBe(0);
    expect((await count("condition=DIABETES%20TIPO%202&ageFrom=82&ageTo=82")).count).toBe(1);
    // An unknown district is a group of nobody: counted as 0, and refused when sent.
    expect((await count("district=Atlántida")).count).toBe(0);

    const lucia = await t.loginAs("profesional");
    const before = await t.counts("notices", "notice_recipients");
    const empty = await lucia.post("/api/notices", { ...HEAT, audience: { district: "Atlántida" } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(M.emptyAudience);
    expect(await t.counts("notices", "notice_recipients")).toEqual(before);

    const sent = await lucia.post("/api/notices", HEAT);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ title: HEAT.title, audienceLabel: "Todas las personas", recipients: everyone, confirmed: 0 });
    expect(await n(`select count(*)::int as n from notice_recipients where notice_id = '${sent.body.id}'`)).toBe(everyone);
    const [audit] = await query(`select actor_id, detail from audit_log where action = 'notice.send'`);
    expect(audit).toMatchObject({ actor_id: t.ids.users.profesional, detail: { noticeId: sent.body.id, recipients: everyone } });

    const group = await lucia.post("/api/notices", { ...HEAT, audience: { district: "Centro", isLivingAloneOnly: true } });
    expect(group.body).toMatchObject({ recipients: 1, audienceLabel: "Viven solas · Distrito: Centro" });
  });

  it("answers bad input 400 in Spanish and writes nothing", async () => {
    const lucia = await t.loginAs("profesional");
    const before = await t.counts("notices", "notice_recipients");
    for (const [body, message] of [
      [{ ...HEAT, title: "   " }, M.titleRequired],
      [{ ...HEAT, body: "x".repeat(1001) }, M.bodyTooLong],
      [{ ...HEAT, audience: { ageFrom: 90, ageTo: 70 } }, M.agesInverted],
      [{ ...HEAT, confirmWithinMinutes: 5 }, M.confirmWithin],
    ] as const) {
      const res = await lucia.post("/api/notices", body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await lucia.get("/api/notice-audience?ageFrom=90&ageTo=70")).body.message).toBe(M.agesInverted);
    expect((await lucia.get("/api/notice-audience?ageFrom=abc")).body.message).toBe(M.age);
    expect(await t.counts("notices", "notice_recipients")).toEqual(before);
  });
});

describe("on the tablet, for the family and for outsiders", () => {
  let noticeId = "";
  let receiptOf: (who: "carmen" | "antonio") => Promise<string>;
  beforeAll(async () => {
    t.clock.set(SEED_NOW);
    const sent = await (await t.loginAs("profesional")).post("/api/notices", {
      title: "Corte de agua",
      body: "Guarde agua.",
      confirmWithinMinutes: 180,
    });
    noticeId = sent.body.id;
    receiptOf = async (who) =>
      String(
        (await query(`select id from notice_recipients where notice_id = '${noticeId}' and user_id = '${t.ids.users[who]}'`))[0].id,
      );
  });

  it("shows until 'Entendido', confirms only one's own, and staff see who confirmed and who to call", async () => {
    const carmen = await t.loginAs("carmen");
    const mine = `/api/notices/received/${t.ids.users.carmen}`;
    const pending = (await carmen.get(mine)).body as { id: string; title: string }[];
    const receipt = await receiptOf("carmen");
    expect(pending.map((p) => p.id)).toContain(receipt);
    expect(pending.find((p) => p.id === receipt)).toMatchObject({ title: "Corte de agua", body: "Guarde agua." });

    // Someone else's receipt, or someone else's list, is not there.
    const antonio = await t.loginAs("antonio");
    expect((await antonio.post(`/api/notices/received/${receipt}/confirm`)).status).toBe(404);
    expect((await antonio.get(mine)).status).toBe(404);
    expect((await (await t.loginAs("carmenRuiz")).post(`/api/notices/received/${receipt}/confirm`)).status).toBe(404);

    t.clock.set(new Date(SEED_NOW.getTime() + 10 * 60_000));
    expect((await carmen.post(`/api/notices/received/${receipt}/shown`)).status).toBe(204);
    t.clock.set(new Date(SEED_NOW.getTime() + 20 * 60_000));
    expect((await carmen.post(`/api/notices/received/${receipt}/confirm`)).status).toBe(204);
    expect(((await carmen.get(mine)).body as { id: string }[]).map((p) => p.id)).not.toContain(receipt);

    // Three hours and a second later, everyone else is a call to make; Carmen is not.
    t.clock.set(new Date(SEED_NOW.getTime() + 3 * 3600_000 + 1000));
    const detail = (await (await t.loginAs("profesional")).get(`/api/notices/${noticeId}`)).body as Detail;
    const row = detail.recipientList.find((r) => r.userId === t.ids.users.carmen)!;
    expect(row).toMatchObject({ confirmedAt: new Date(SEED_NOW.getTime() + 20 * 60_000).toISOString(), isOverdue: false });
    expect(detail).toMatchObject({ recipients: everyone, confirmed: 1, overdue: everyone - 1 });
    expect(detail.recipientList.find((r) => r.userId === t.ids.users.antonio)?.isOverdue).toBe(true);

    // Her copy of her data holds it too.
    const exported = await (await t.loginAs("profesional")).get(`/api/users/${t.ids.users.carmen}/export`);
    expect(exported.body.notices).toContainEqual(
      expect.objectContaining({ title: "Corte de agua", confirmedAt: new Date(SEED_NOW.getTime() + 20 * 60_000).toISOString() }),
    );
  });

  it("reaches relatives with consent only, and no other municipality or role", async () => {
    t.clock.set(SEED_NOW);
    const familia = await t.loginAs("familia");
    const seen = (await familia.get(`/api/family/notices/${t.ids.users.carmen}`)).body as { id: string; title: string }[];
    expect(seen.find((s) => s.id === noticeId)).toMatchObject({ title: "Corte de agua", body: "Guarde agua." });
    const withoutConsent = await (await t.loginAs("familia2")).get(`/api/family/notices/${t.ids.users.antonio}`);
    expect(withoutConsent.status).toBe(403);
    expect(withoutConsent.body).toEqual({ message: MESSAGES.privateInfo });
    expect((await familia.get(`/api/family/notices/${t.ids.users.antonio}`)).status).toBe(404);

    const foreign = await t.loginAs("profesionalMc");
    expect((await foreign.get(`/api/notices/${noticeId}`)).status).toBe(404);
    expect(((await foreign.get("/api/notices")).body as { id: string }[]).map((s) => s.id)).not.toContain(noticeId);
    expect((await foreign.get("/api/notice-audience")).body.districts).toEqual([]);
    expect((await familia.get("/api/notices")).status).toBe(403);
    expect((await (await t.loginAs("carmen")).post("/api/notices", HEAT)).status).toBe(403);
  });
});
