import { MESSAGES } from "@shared/api/auth";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

// Table-driven access harness (docs/behaviour/06-roles-and-access.md#access-policy): role x own / linked / foreign /
// other municipality. Later issues add their routes to this table.

const t = useTestContext();
const { n } = sqlReaders(t);

type Who = "carmen" | "antonio" | "familia" | "familia2" | "profesional" | "profesionalMc" | "carmenRuiz";
type Subject = "carmen" | "antonio" | "dolores" | "carmenRuiz" | "missing";

const subjectId = (s: Subject) => (s === "missing" ? "00000000-0000-4000-8000-0000000000ff" : t.ids.users[s]);

const table: Array<[Who, Subject, number, "profile" | "summary" | null]> = [
  ["carmen", "carmen", 200, "profile"],
  ["carmen", "antonio", 404, null],
  ["carmen", "carmenRuiz", 404, null],
  ["familia", "carmen", 200, "summary"],
  ["familia", "antonio", 404, null],
  ["familia2", "antonio", 200, "summary"],
  ["familia", "carmenRuiz", 404, null],
  ["profesional", "dolores", 200, "profile"],
  ["profesional", "carmen", 200, "profile"],
  ["profesional", "carmenRuiz", 404, null],
  ["profesional", "missing", 404, null],
  ["profesionalMc", "carmen", 404, null],
  ["profesionalMc", "carmenRuiz", 200, "profile"],
  ["carmenRuiz", "carmen", 404, null],
];

describe("GET /api/users/{id} access table", () => {
  it.each(table)("%s reading %s -> %i", async (who, subject, status, shape) => {
    const c = await t.loginAs(who);
    const res = await c.get(`/api/users/${subjectId(subject)}`);
    expect(res.status).toBe(status);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/scrypt|password|pinHash/i);
    if (status === 404) {
      expect(res.body).toEqual({ message: MESSAGES.notFound });
      return;
    }
    expect(res.body.id).toBe(subjectId(subject));
    if (shape === "summary") {
      expect(Object.keys(res.body).sort()).toEqual(["firstName", "id", "lastName", "role"]);
    } else {
      expect(res.body).toHaveProperty("medicalConditions");
      expect(res.body).toHaveProperty("personalConsent");
    }
  });

  it("audits a professional's read of a personal record", async () => {
    const views = () =>
      n(
        `select count(*)::int as n from audit_log where action = 'user.view'
           and actor_id = '${t.ids.users.profesional}' and subject_user_id = '${t.ids.users.dolores}'`,
      );
    const before = await views();
    const c = await t.loginAs("profesional");
    await c.get(`/api/users/${t.ids.users.dolores}`);
    expect(await views()).toBe(before + 1);
    // Family reads are not professional access and are not logged as such.
    const f = await t.loginAs("familia");
    const total = await t.count("audit_log");
    await f.get(`/api/users/${t.ids.users.carmen}`);
    expect(await t.count("audit_log")).toBe(total);
  });

  it("rejects an id that is not a uuid with 400 in Spanish", async () => {
    const c = await t.loginAs("profesional");
    const res = await c.get("/api/users/1%27%20or%201=1");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Identificador no válido");
  });
});
