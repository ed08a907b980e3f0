import { MESSAGES } from "@shared/api/auth";
import { USER_ADMIN_MESSAGES as M } from "@shared/api/user-admin";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

// Pending professionals and family links waiting for a professional's answer.

// Many colleagues register here; each from its own address, under the per-address registration limit.
const t = useTestContext({ addressPerRequest: true });

const { query } = sqlReaders(t);
const VV = () => t.ids.municipalities.valleVerde;
const approvalsUrl = (id = t.ids.users.profesional) => `/api/professional/${id}/approvals`;
const decisionUrl = (id: string) => `/api/professional/approvals/professionals/${id}`;
const statusOf = async (id: string) =>
  (await query(`select status from users where id = '${id}'`))[0]?.status;

async function registerProfessional(email: string, municipalityId = VV()) {
  const res = await t.client().post("/api/professional/register", {
    firstName: "Nuria",
    lastName: "Campos",
    username: email,
    password: "Segura-de-2026",
    municipalityId,
  });
  expect(res.status).toBe(201);
  return res.body.user.id as string;
}
const proLogin = (email: string) => t.passwordLogin(email, "Segura-de-2026");

describe("GET /api/professional/{id}/approvals", () => {
  it("lists pending colleagues of the municipality and pending family links", async () => {
    const nuria = await registerProfessional("nuria.campos@valleverde.es");
    await registerProfessional("otra@monteclaro.es", t.ids.municipalities.monteClaro);
    const res = await (await t.loginAs("profesional")).get(approvalsUrl());
    expect(res.status).toBe(200);
    expect(res.body.professionals).toEqual([
      {
        id: nuria,
        firstName: "Nuria",
        lastName: "Campos",
        email: "nuria.campos@valleverde.es",
        createdAt: t.clock.now().toISOString(),
      },
    ]);
    expect(res.body.familyLinks).toEqual([
      {
        linkId: expect.any(String),
        family: expect.objectContaining({ firstName: "Rosa", email: "familia3@acompana.demo" }),
        elderly: expect.objectContaining({ firstName: "José" }),
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/hash|scrypt/i);

    // The link is answered with the existing decision endpoint, and leaves the list.
    const c = await t.loginAs("profesional");
    const linkId = res.body.familyLinks[0].linkId;
    expect((await c.post(`/api/family/links/${linkId}/decision`, { decision: "approve" })).status).toBe(200);
    expect((await c.get(approvalsUrl())).body.familyLinks).toEqual([]);
  });

  it.each([
    ["profesional", "profesionalMc", 403],
    ["familia", "familia", 403],
    ["carmen", "carmen", 403],
  ] as const)("%s reading the approvals of %s -> %i", async (who, owner, status) => {
    const res = await (await t.loginAs(who)).get(approvalsUrl(t.ids.users[owner]));
    expect(res.status).toBe(status);
    expect(res.body).not.toHaveProperty("professionals");
  });
});

describe("POST /api/professional/approvals/professionals/{userId}", () => {
  it("approves a registered colleague, who can then log in; a second answer is 409", async () => {
    const id = await registerProfessional("pablo.ruiz@valleverde.es");
    const refused = await proLogin("pablo.ruiz@valleverde.es");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.pendingApproval);

    const c = await t.loginAs("profesional");
    const res = await c.post(decisionUrl(id), { decision: "approve" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id, status: "active" });
    expect(await statusOf(id)).toBe("active");
    expect(
      await query(`select actor_id, subject_user_id from audit_log where action = 'professional.approve'`),
    ).toEqual([{ actor_id: t.ids.users.profesional, subject_user_id: id }]);

    const login = await proLogin("pablo.ruiz@valleverde.es");
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ id, role: "professional" });
    expect((await c.get(approvalsUrl())).body.professionals.map((p: { id: string }) => p.id)).not.toContain(
      id,
    );

    const again = await c.post(decisionUrl(id), { decision: "reject" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyDecided);
    expect(await statusOf(id)).toBe("active");
  });

  it("rejects one: the account is disabled and cannot log in", async () => {
    const id = await registerProfessional("rechazo@valleverde.es");
    const res = await (await t.loginAs("profesional")).post(decisionUrl(id), { decision: "reject" });
    expect(res.body).toEqual({ id, status: "disabled" });
    expect(await statusOf(id)).toBe("disabled");
    const login = await t.client().post("/api/auth/login", {
      username: "rechazo@valleverde.es",
      password: "Segura-de-2026",
      municipalityId: VV(),
    });
    expect(login.status).toBe(403);
  });

  it.each([
    ["an unknown decision", { decision: "maybe" }],
    ["no decision", {}],
  ])("refuses %s with 400 and changes nothing", async (_label, body) => {
    const id = await registerProfessional(`pendiente-${Math.random().toString(36).slice(2)}@valleverde.es`);
    const audits = await t.count("audit_log");
    const res = await (await t.loginAs("profesional")).post(decisionUrl(id), body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Decisión no válida");
    expect(await statusOf(id)).toBe("pending");
    expect(await t.count("audit_log")).toBe(audits);
  });

  it("answers 404 for another municipality's colleague, for non-professionals and missing ids", async () => {
    const mcPending = await registerProfessional("pendiente@monteclaro.es", t.ids.municipalities.monteClaro);
    const c = await t.loginAs("profesional");
    for (const id of [
      mcPending,
      t.ids.users.carmen,
      t.ids.users.familia,
      "00000000-0000-4000-8000-0000000000ff",
    ]) {
      const res = await c.post(decisionUrl(id), { decision: "approve" });
      expect(res.status).toBe(404);
    }
    expect(await statusOf(mcPending)).toBe("pending");
    expect(await statusOf(t.ids.users.carmen)).toBe("active");
    expect((await c.post(decisionUrl("abc"), { decision: "approve" })).status).toBe(400);
    // Monte Claro's own professional may answer it.
    const mc = await t.loginAs("profesionalMc");
    expect((await mc.post(decisionUrl(mcPending), { decision: "approve" })).status).toBe(200);
  });

  it.each(["familia", "carmen"] as const)("%s cannot decide (403), nothing changed", async (who) => {
    const id = await registerProfessional(`${who}-intento@valleverde.es`);
    const res = await (await t.loginAs(who)).post(decisionUrl(id), { decision: "approve" });
    expect(res.status).toBe(403);
    expect(await statusOf(id)).toBe("pending");
  });
});

describe("POST /api/family/links/{id}/decision by staff", () => {
  async function pendingLinkToDolores(email: string) {
    const res = await t.client().post("/api/family/register", {
      firstName: "Sergio",
      lastName: "Martín",
      username: email,
      password: "Segura-de-2026",
      elderlyUserName: "dolores",
      municipalityId: VV(),
    });
    expect(res.status).toBe(201);
    const [link] = await query(
      `select l.id from family_links l join users u on u.id = l.family_user_id where u.email = '${email}'`,
    );
    return String(link.id);
  }
  const auditOf = (linkId: string) =>
    query(`select action, actor_id, subject_user_id from audit_log where detail->>'linkId' = '${linkId}'`);

  it("a rejection is recorded with who decided, on the older person's record", async () => {
    const linkId = await pendingLinkToDolores("sergio.martin@example.com");
    const c = await t.loginAs("profesional");
    expect((await c.post(`/api/family/links/${linkId}/decision`, { decision: "reject" })).status).toBe(200);
    expect(await query(`select status, approved_by from family_links where id = '${linkId}'`)).toEqual([
      { status: "rejected", approved_by: t.ids.users.profesional },
    ]);
    expect(await auditOf(linkId)).toEqual([
      { action: "family-link.rejected", actor_id: t.ids.users.profesional, subject_user_id: t.ids.users.dolores },
    ]);
  });

  it("another municipality's professional gets 404 and nothing is changed or recorded", async () => {
    const linkId = await pendingLinkToDolores("sergio.otro@example.com");
    const mc = await t.loginAs("profesionalMc");
    expect((await mc.post(`/api/family/links/${linkId}/decision`, { decision: "approve" })).status).toBe(404);
    expect(await query(`select status from family_links where id = '${linkId}'`)).toEqual([{ status: "pending" }]);
    expect(await auditOf(linkId)).toEqual([]);
  });
});
