import { FAMILY_LINK_MESSAGES, MAX_FAMILY_LINKS } from "@shared/api/elderly";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

// POST /api/family/links: a family member asks to accompany one more person of the municipality. The link
// waits for the person's 'Sí' (or staff); until then nothing about the person opens.

const t = useTestContext();
const { query: rows } = sqlReaders(t);
const PENDING = "La vinculación con esta persona está pendiente de confirmación";

describe("POST /api/family/links", () => {
  it("Javier asks to accompany Antonio: pending until his 'Sí', then only what consent allows", async () => {
    const javier = await t.loginAs("familia");
    const antonio = await t.loginAs("antonio");
    const id = t.ids.users.antonio;
    const res = await javier.post("/api/family/links", { elderlyUserName: "  antonio " });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: FAMILY_LINK_MESSAGES.sent });
    const relatives = (await javier.get("/api/family/relatives")).body;
    expect(relatives.map((r: { elderly: { firstName: string }; status: string }) => r.status)).toEqual([
      "approved",
      "pending",
    ]);
    expect((await javier.get(`/api/reminders/${id}/today`)).body.message).toBe(PENDING);
    const audit = await rows(
      `select actor_id from audit_log where action = 'family-link.request' and subject_user_id = '${id}'`,
    );
    expect(audit).toEqual([{ actor_id: t.ids.users.familia }]);

    // Antonio sees the request on his home screen and accepts it.
    const links = (await antonio.get(`/api/family/links/${id}`)).body;
    const request = links.pending.find((l: { userId: string }) => l.userId === t.ids.users.familia);
    expect(request).toMatchObject({ firstName: "Javier" });
    const decided = await antonio.post(`/api/family/links/${request.linkId}/decision`, { decision: "approve" });
    expect(decided.status).toBe(200);

    // Approved, but Antonio has not given family consent: messages yes, activity data no.
    const after = (await javier.get("/api/family/relatives")).body;
    expect(after[1]).toMatchObject({ status: "approved", canSeeActivity: false, elderly: { id } });
    const refused = await javier.get(`/api/reminders/${id}/today`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Información privada");
    expect((await javier.post("/api/messages", { toUserId: id, content: "Hola, Antonio" })).status).toBe(201);
    expect((await javier.get(`/api/messages/${id}`)).body[0].content).toBe("Hola, Antonio");
  });

  it("answers a request once: two answers at the same moment, one wins and the other is told", async () => {
    const [link] = await rows<{ id: string }>("select id from family_links where status = 'pending' limit 1");
    const staff = await t.loginAs("profesional");
    const [a, b] = await Promise.all([
      staff.post(`/api/family/links/${link.id}/decision`, { decision: "approve" }),
      staff.post(`/api/family/links/${link.id}/decision`, { decision: "reject" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toBe("Esta solicitud ya fue respondida");
    const winner = a.status === 200 ? a : b;
    const [stored] = await rows<{ status: string }>(`select status from family_links where id = '${link.id}'`);
    expect(stored.status).toBe(winner.body.status);
    const audits = await rows(
      `select action from audit_log where action in ('family-link.approved', 'family-link.rejected')
         and detail->>'linkId' = '${link.id}'`,
    );
    expect(audits).toHaveLength(1);
  });

  const M = FAMILY_LINK_MESSAGES;
  it.each([
    ["a person already accompanied", "familia", { elderlyUserName: "Carmen" }],
    ["a request already waiting", "familia3", { elderlyUserName: "José" }],
    ["an unknown name", "familia", { elderlyUserName: "Nadie Conocido" }],
    ["someone of another municipality", "familia", { elderlyUserName: "Pedro" }],
  ] as const)("answers %s (as %s) exactly like a sent request, writing no link", async (_case, who, body) => {
    t.clock.advance(24 * 60 * 60_000);
    const c = await t.loginAs(who);
    const before = await rows("select id, status from family_links order by id");
    const res = await c.post("/api/family/links", body);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: M.sent });
    expect(await rows("select id, status from family_links order by id")).toEqual(before);
  });

  it.each([
    ["a blank name", "familia", { elderlyUserName: "   " }, 400, M.nameRequired],
    ["no name", "familia", {}, 400, M.nameRequired],
    ["a name that is not text", "familia", { elderlyUserName: 7 }, 400, M.nameRequired],
    ["an older person asking", "carmen", { elderlyUserName: "Antonio" }, 403, null],
    ["a professional asking", "profesional", { elderlyUserName: "Antonio" }, 403, null],
  ] as const)("refuses %s (as %s), nothing written", async (_case, who, body, status, message) => {
    const c = await t.loginAs(who);
    const before = await rows("select id, status from family_links order by id");
    const res = await c.post("/api/family/links", body);
    expect(res.status).toBe(status);
    if (message) expect(res.body.message).toBe(message);
    expect(await rows("select id, status from family_links order by id")).toEqual(before);
  });

  it("takes at most 5 requests per family account a day, known names or not", async () => {
    t.clock.advance(24 * 60 * 60_000);
    let c = await t.loginAs("familia2");
    const before = await t.count("family_links");
    for (const name of ["Nadie Uno", "Nadie Dos", "Nadie Tres", "Nadie Cuatro", "Nadie Cinco"]) {
      expect((await c.post("/api/family/links", { elderlyUserName: name })).status).toBe(202);
    }
    const refused = await c.post("/api/family/links", { elderlyUserName: "Dolores" });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Ha enviado el máximo de 5 solicitudes por hoy. Podrá enviar otra mañana.");
    expect(await t.count("family_links")).toBe(before);
    t.clock.advance(24 * 60 * 60_000);
    c = await t.loginAs("familia2");
    expect((await c.post("/api/family/links", { elderlyUserName: "Dolores" })).status).toBe(202);
  });

  it(`allows at most ${MAX_FAMILY_LINKS} people per family member`, async () => {
    let c = t.client();
    // Sessions of family members last 12 h: a new day, a new login.
    const nextDay = async () => {
      t.clock.advance(24 * 60 * 60_000);
      c = t.client();
      const login = await c.post("/api/auth/login", {
        username: "marta.gil@example.es",
        password: "clave-segura-1",
        municipalityId: t.ids.municipalities.valleVerde,
      });
      expect(login.status).toBe(200);
    };
    const registered = await c.post("/api/family/register", {
      firstName: "Marta",
      lastName: "Gil",
      username: "marta.gil@example.es",
      password: "clave-segura-1",
      elderlyUserName: "Dolores",
      municipalityId: t.ids.municipalities.valleVerde,
    });
    expect(registered.status).toBe(201);
    const familyId = registered.body.user.id as string;
    const others = await rows(
      `select id, username from users where role = 'elderly' and status = 'active'
         and municipality_id = '${t.ids.municipalities.valleVerde}' and id <> '${t.ids.users.dolores}'
       order by username limit ${MAX_FAMILY_LINKS}`,
    );
    expect(others).toHaveLength(MAX_FAMILY_LINKS);
    for (const [i, person] of others.slice(0, MAX_FAMILY_LINKS - 1).entries()) {
      // Five requests a day per account.
      if (i % 5 === 0) await nextDay();
      const res = await c.post("/api/family/links", { elderlyUserName: person.username as string });
      expect(res.status).toBe(202);
    }
    const count = await t.count("family_links");
    await nextDay();
    const full = await c.post("/api/family/links", { elderlyUserName: others.at(-1)!.username as string });
    expect(full.status).toBe(202);
    expect(full.body).toEqual({ message: FAMILY_LINK_MESSAGES.sent });
    expect(await t.count("family_links")).toBe(count);
    expect((await c.get("/api/family/relatives")).body).toHaveLength(MAX_FAMILY_LINKS);
    const own = await rows(`select count(*)::int as n from family_links where family_user_id = '${familyId}'`);
    expect(own).toEqual([{ n: MAX_FAMILY_LINKS }]);
  });
});
