import { normalizeName } from "@shared/domain/names";
import * as t from "@shared/schema";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "./client";
import { DEMO_LOGINS, type DemoSeedResult, isDatabaseEmpty } from "./seed";
import { crossTenantReferences } from "./seed-audit";
import type { Db } from "./types";
import { elderlyOf, fingerprint, freshSeed, HOUR, passwords, pins, rows, SEED_SCENARIOS, TZ } from "../test/seed-test-kit";

// The demo seed: accounts, links, people, consents, alerts, municipalities, logins, determinism.

describe.each(SEED_SCENARIOS)("seedDemo, $label", ({ now, checkDeterminism }) => {
  let handle: DbHandle;
  let db: Db;
  let ids: DemoSeedResult;
  let emptyBefore: boolean;

  beforeAll(async () => {
    ({ handle, ids, emptyBefore } = await freshSeed(now));
    db = handle.db;
  }, 60_000);
  afterAll(async () => handle?.close());

  const vvElderly = () => elderlyOf(db, ids.municipalities.valleVerde);

  it("reports an empty database before and a seeded one after", async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(db)).toBe(false);
    const munis = await db.select().from(t.municipalities).orderBy(asc(t.municipalities.name));
    expect(munis.map((m) => [m.name, m.province, m.timezone])).toEqual([
      ["Monte Claro", "Segovia", TZ],
      ["Valle Verde", "Madrid", TZ],
    ]);
    expect(ids.municipalities).toEqual({
      valleVerde: munis[1].id,
      monteClaro: munis[0].id,
    });
  });

  it("creates the staff and family accounts with real password hashes", async () => {
    const [pro] = await db.select().from(t.users).where(eq(t.users.id, ids.users.profesional));
    expect(pro).toMatchObject({
      firstName: "Lucía",
      lastName: "Romero",
      role: "professional",
      status: "active",
    });
    expect(pro.email).toBe("profesional@acompana.demo");
    expect(pro.username).toBe("profesional@acompana.demo");
    expect(pro.municipalityId).toBe(ids.municipalities.valleVerde);
    expect(await passwords.verifyPassword("Demo-1234", pro.passwordHash)).toBe(true);
    expect(await passwords.verifyPassword("demo-1234", pro.passwordHash)).toBe(false);
    const [mc] = await db.select().from(t.users).where(eq(t.users.id, ids.users.profesionalMc));
    expect(mc).toMatchObject({
      email: "profesional.mc@acompana.demo",
      role: "professional",
      municipalityId: ids.municipalities.monteClaro,
    });
    const family = await db.select().from(t.users).where(eq(t.users.role, "family"));
    expect(family.map((f) => f.email).sort()).toEqual([
      "familia2@acompana.demo",
      "familia3@acompana.demo",
      "familia@acompana.demo",
    ]);
    const byEmail = new Map(family.map((f) => [f.email, f]));
    expect(byEmail.get("familia@acompana.demo")).toMatchObject({
      firstName: "Javier",
      lastName: "López",
      preferences: { elderlyUserId: ids.users.carmen },
    });
    expect(byEmail.get("familia2@acompana.demo")).toMatchObject({
      firstName: "Elena",
      lastName: "García",
      preferences: { elderlyUserId: ids.users.antonio },
    });
    expect(ids.users.familia).toBe(byEmail.get("familia@acompana.demo")?.id);
    expect(ids.users.familia2).toBe(byEmail.get("familia2@acompana.demo")?.id);
    for (const f of family) expect(f.pinHash).toBeNull();
  });

  it("links families: two approved by the professional, one pending", async () => {
    const links = await db.select().from(t.familyLinks);
    const approved = links.filter((l) => l.status === "approved");
    expect(approved.map((l) => [l.familyUserId, l.elderlyUserId]).sort()).toEqual(
      [
        [ids.users.familia, ids.users.carmen],
        [ids.users.familia2, ids.users.antonio],
      ].sort(),
    );
    for (const l of approved) expect(l.approvedBy).toBe(ids.users.profesional);
    const pending = links.filter((l) => l.status === "pending");
    expect(pending).toHaveLength(1);
    expect(pending[0].approvedBy).toBeNull();
    const [relative] = await db.select().from(t.users).where(eq(t.users.id, pending[0].elderlyUserId));
    expect(relative.municipalityId).toBe(ids.municipalities.valleVerde);
    expect(relative.role).toBe("elderly");
  });

  it("creates the elderly people of Valle Verde with their consents and PINs", async () => {
    const people = await vvElderly();
    expect(people.length).toBeGreaterThanOrEqual(19);
    const firstNames = people.map((p) => normalizeName(p.firstName));
    expect(new Set(firstNames).size).toBe(people.length);
    expect(people.filter((p) => p.firstName === "Carmen")).toHaveLength(1);
    for (const p of people) {
      expect(p.username).toBe(normalizeName(p.firstName));
      expect(p.age).toBeGreaterThanOrEqual(68);
      expect(p.age).toBeLessThanOrEqual(95);
      expect(p.pinHash).toMatch(/^scrypt\$/);
      expect(p.passwordHash).toBeNull();
    }
    const noConsent = people.filter((p) => !p.personalConsent).length;
    expect(noConsent).toBeGreaterThanOrEqual(2);
    expect(noConsent).toBeLessThanOrEqual(3);
    expect(people.some((p) => p.familyConsent) && people.some((p) => !p.familyConsent)).toBe(true);

    const byId = new Map(people.map((p) => [p.id, p]));
    const carmen = byId.get(ids.users.carmen)!;
    expect(carmen).toMatchObject({ firstName: "Carmen", lastName: "López", username: "carmen", age: 82 });
    expect(carmen).toMatchObject({
      familyConsent: true,
      personalConsent: true,
      emergencyContactName: "Javier López",
    });
    expect(carmen.medicalConditions).toEqual(expect.arrayContaining(["Hipertensión", "Diabetes tipo 2"]));
    expect(carmen.medications.length).toBeGreaterThan(0);
    expect(carmen.preferences.hobbies?.length).toBeGreaterThan(0);
    expect(carmen.preferences.likes?.length).toBeGreaterThan(0);
    expect(carmen.personalityTraits.length).toBeGreaterThan(20);
    expect(byId.get(ids.users.antonio)).toMatchObject({
      username: "antonio",
      familyConsent: false,
      personalConsent: true,
    });
    expect(byId.get(ids.users.dolores)).toMatchObject({
      username: "dolores",
      familyConsent: false,
      personalConsent: false,
    });
    expect(await pins.verifyPin("4826", carmen.pinHash)).toBe(true);
    expect(await pins.verifyPin("5173", byId.get(ids.users.antonio)!.pinHash)).toBe(true);
    expect(await pins.verifyPin("3958", byId.get(ids.users.dolores)!.pinHash)).toBe(true);
    expect(await pins.verifyPin("6142", carmen.pinHash)).toBe(false);
  });

  it("records one initial consent event per elderly person, made by that person", async () => {
    const events = await rows<{ ok: boolean; n: number }>(
      db,
      sql`select (c.user_id = c.changed_by and c.family_consent = u.family_consent
                  and c.personal_consent = u.personal_consent and c.municipality_id = u.municipality_id) as ok,
                 count(*)::int as n
          from consent_events c join users u on u.id = c.user_id group by 1`,
    );
    const elderly = await db.select().from(t.users).where(eq(t.users.role, "elderly"));
    expect(events).toEqual([{ ok: true, n: elderly.length }]);
  });

  it("spreads last activity over the status buckets", async () => {
    const ages = (await vvElderly()).map((p) =>
      p.lastActivity ? now.getTime() - p.lastActivity.getTime() : null,
    );
    expect(ages.filter((a) => a !== null && a < 24 * HOUR).length).toBeGreaterThanOrEqual(3);
    expect(ages.filter((a) => a !== null && a > 24 * HOUR && a < 48 * HOUR).length).toBeGreaterThanOrEqual(3);
    expect(ages.filter((a) => a !== null && a > 48 * HOUR).length).toBeGreaterThanOrEqual(3);
    expect(ages.filter((a) => a === null).length).toBeGreaterThanOrEqual(2);
    expect(ages.every((a) => a === null || a >= 0)).toBe(true);
  });

  it("has exactly two pending help alerts in Valle Verde and a few attended ones", async () => {
    const list = await db
      .select()
      .from(t.alerts)
      .where(eq(t.alerts.municipalityId, ids.municipalities.valleVerde));
    const pending = list.filter((a) => a.dismissedAt === null);
    expect(pending).toHaveLength(2);
    const people = new Map((await vvElderly()).map((p) => [p.id, p]));
    for (const a of pending) {
      expect(a).toMatchObject({
        type: "help",
        severity: "high",
        content: "Solicitud de ayuda desde la aplicación",
      });
      expect(people.get(a.userId!)?.personalConsent).toBe(true);
      expect(now.getTime() - a.createdAt.getTime()).toBeGreaterThan(0);
      expect(now.getTime() - a.createdAt.getTime()).toBeLessThan(12 * HOUR);
    }
    const attended = list.filter((a) => a.dismissedAt !== null);
    expect(attended.length).toBeGreaterThanOrEqual(2);
    expect(attended.length).toBeLessThanOrEqual(3);
    expect(attended.every((a) => a.dismissedBy === ids.users.profesional && a.dismissedAt! <= now)).toBe(
      true,
    );
  });

  it("keeps the two municipalities apart and scopes names per municipality", async () => {
    expect(await crossTenantReferences(db)).toEqual([]);
    const mc = await db
      .select()
      .from(t.users)
      .where(eq(t.users.municipalityId, ids.municipalities.monteClaro));
    const mcElderly = mc.filter((u) => u.role === "elderly");
    expect(mcElderly.map((u) => u.id).sort()).toEqual([ids.users.carmenRuiz, ids.users.otherMc].sort());
    const carmenRuiz = mcElderly.find((u) => u.id === ids.users.carmenRuiz)!;
    expect(carmenRuiz).toMatchObject({
      firstName: "Carmen",
      lastName: "Ruiz",
      username: "carmen",
      familyConsent: true,
      personalConsent: true,
    });
    expect(await pins.verifyPin("6142", carmenRuiz.pinHash)).toBe(true);
    for (const person of mcElderly) {
      const own = await db.select().from(t.reminders).where(eq(t.reminders.userId, person.id));
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.every((r) => r.createdBy === ids.users.profesionalMc && r.programActivityId === null)).toBe(
        true,
      );
      const log = await db.select().from(t.activities).where(eq(t.activities.userId, person.id));
      expect(log.length).toBeGreaterThan(0);
    }
    const mcScoped = await rows<{ n: number }>(
      db,
      sql`select (select count(*) from alerts where municipality_id = ${ids.municipalities.monteClaro})
               + (select count(*) from program_activities where municipality_id = ${ids.municipalities.monteClaro})
               + (select count(*) from messages where municipality_id = ${ids.municipalities.monteClaro}) as n`,
    );
    expect(Number(mcScoped[0].n)).toBe(0);
  });

  it("lists the demo logins", () => {
    const find = (login: string, secret: string) =>
      DEMO_LOGINS.find((l) => l.login === login && l.secret === secret);
    expect(find("profesional@acompana.demo", "Demo-1234")?.role).toBe("professional");
    expect(find("profesional.mc@acompana.demo", "Demo-1234")?.role).toBe("professional");
    expect(find("familia@acompana.demo", "Demo-1234")?.role).toBe("family");
    expect(find("familia2@acompana.demo", "Demo-1234")?.role).toBe("family");
    for (const [login, pin] of [
      ["Carmen", "4826"],
      ["Antonio", "5173"],
      ["Dolores", "3958"],
      ["Carmen", "6142"],
    ]) {
      expect(find(login, pin)?.role).toBe("elderly");
    }
    expect(find("Carmen", "6142")?.note).toContain("Monte Claro");
  });

  if (checkDeterminism) {
    it("is deterministic: a second fresh database seeded at the same now holds the same data", async () => {
      const second = await freshSeed(now);
      try {
        const [a, b] = [await fingerprint(db), await fingerprint(second.handle.db)];
        expect(b.people).toEqual(a.people);
        expect(b.reminderRows).toEqual(a.reminderRows);
        expect(b.counts).toEqual(a.counts);
      } finally {
        await second.handle.close();
      }
    }, 60_000);
  }
});
