import { describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

// GET /api/users/{id}/export holds everything kept about the person: besides the record (tested in
// user-admin-record), their tablets, enrolment codes, sessions and browsers, the e-mails sent about their
// alerts, the lockouts counted under their names or e-mail, and what they did that the audit log keeps.
// Never a secret: no hash of a password, PIN, session token, device token or enrolment code.

const t = useTestContext();
const { query, n } = sqlReaders(t);

describe("GET /api/users/{id}/export: completeness", () => {
  it("an older person's tablets, codes, sessions, notifications and lockouts, without any hash", async () => {
    const id = t.ids.users.carmen;
    // Carmen signs in from her tablet; a failed PIN under her name is counted.
    const carmen = await t.loginAs("carmen");
    expect((await t.pinLogin("Carmen", "0000")).status).toBe(401);
    const pro = await t.loginAs("profesional");
    expect((await pro.post(`/api/users/${id}/device-codes`, { deviceName: "Tableta del salón" })).status).toBe(201);
    await query(
      `with a as (insert into alerts (municipality_id, user_id, type, severity, content)
                  values ('${t.ids.municipalities.valleVerde}', '${id}', 'help', 'high', 'Pide ayuda') returning id)
       insert into alert_notifications (alert_id, recipient_kind, address, status, attempts, next_attempt_at, created_at)
       select id, 'emergency_contact', 'contacto.carmen@correo.test', 'delivered', 1, now(), now() from a`,
    );
    expect((await carmen.get("/api/auth/me")).status).toBe(200);

    const res = await pro.get(`/api/users/${id}/export`);
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/scrypt|hash/i);
    const count = (sql: string) => n(`select count(*)::int as n from ${sql}`);

    expect(res.body.enrolledDevices).toHaveLength(await count(`enrolled_devices where user_id = '${id}'`));
    expect(res.body.enrolledDevices[0]).toMatchObject({ name: "Tableta de pruebas", lastUsedAt: expect.any(String) });
    expect(res.body.enrolmentCodes.map((c: { deviceName: string }) => c.deviceName)).toContain("Tableta del salón");
    expect(res.body.enrolmentCodes[0]).not.toHaveProperty("code");

    expect(res.body.sessions).toHaveLength(await count(`sessions where user_id = '${id}'`));
    expect(res.body.sessions[0]).toEqual({
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      expiresAt: expect.any(String),
      userAgent: expect.any(String),
      deviceId: expect.any(String),
    });
    // No session token nor its hash (the sessions table's id) anywhere in the file.
    const [{ id: tokenHash }] = await query<{ id: string }>(`select id from sessions where user_id = '${id}' limit 1`);
    expect(res.text).not.toContain(tokenHash);

    expect(res.body.alertNotifications).toEqual([
      expect.objectContaining({
        recipientKind: "emergency_contact",
        address: "contacto.carmen@correo.test",
        status: "delivered",
        attempts: 1,
      }),
    ]);
    expect(res.body.lockouts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "pin-name", key: `${t.ids.municipalities.valleVerde}:carmen`, failures: 1 }),
        expect.objectContaining({ kind: "pin-user", key: id, failures: 1 }),
      ]),
    );
    // Another person's lockout is not in her file.
    expect(res.body.lockouts.every((l: { key: string }) => l.key.includes(id) || l.key.includes("carmen"))).toBe(
      true,
    );
  });

  it("a family member's own actions, sessions and password lockouts by e-mail", async () => {
    const id = t.ids.users.familia;
    await t.loginAs("familia");
    expect((await t.passwordLogin("Familia@acompana.demo", "mal")).status).toBe(401);
    await query(
      `insert into audit_log (municipality_id, actor_id, action, subject_user_id, created_at)
       values ('${t.ids.municipalities.valleVerde}', '${id}', 'family-link.request', '${t.ids.users.antonio}', now())`,
    );
    const res = await (await t.loginAs("profesional")).get(`/api/users/${id}/export`);
    expect(res.status).toBe(200);
    expect(res.body.sessions.length).toBeGreaterThan(0);
    expect(res.body.lockouts).toEqual([
      expect.objectContaining({ kind: "password", key: "familia@acompana.demo", failures: 1 }),
    ]);
    expect(res.body.ownActions).toEqual([
      expect.objectContaining({ action: "family-link.request", subjectUserId: t.ids.users.antonio }),
    ]);
    expect(res.body.enrolledDevices).toEqual([]);
    expect(res.text).not.toMatch(/scrypt|hash/i);
  });
});
