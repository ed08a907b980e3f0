import { SAFE_TEXT_MESSAGES } from "@shared/api/safe-text";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { expectRefusal } from "../test/refusals";
import { sqlReaders } from "../test/sql-rows";

// Names and one-line fields refuse line breaks, control and bidi characters and values made only of invisible
// characters, with a Spanish 400 that changes nothing, at every endpoint that takes one
// (docs/behaviour/05-validation.md#unsafe-characters). Each endpoint gets the whole table, not one value.

const t = useTestContext({ addressPerRequest: true });
const { query } = sqlReaders(t);

/** Hostile one-line values: header injection, every line break, controls, bidi spoofing, invisible-only. */
export const HOSTILE_ONE_LINE: [string, string][] = [
  ["CRLF header injection", "Ana\r\nBcc: intruso@malo.test"],
  ["a trailing LF", "Ana\n"],
  ["a CR", "Ana\rLópez"],
  ["a vertical tab", "Ana\u000bLópez"],
  ["NEL", "Ana\u0085López"],
  ["LINE SEPARATOR", "Ana\u2028López"],
  ["PARAGRAPH SEPARATOR", "Ana\u2029López"],
  ["a tab", "Ana\tLópez"],
  ["a bell", "Ana\u0007"],
  ["DEL", "Ana\u007f"],
  ["RIGHT-TO-LEFT OVERRIDE", "Ana\u202egpj.exe"],
  ["LEFT-TO-RIGHT EMBEDDING", "\u202aAna"],
  ["POP DIRECTIONAL FORMATTING", "Ana\u202c"],
  ["RIGHT-TO-LEFT ISOLATE", "Ana\u2067x\u2069"],
  ["FIRST STRONG ISOLATE", "\u2068Ana"],
  ["LEFT-TO-RIGHT MARK", "Ana\u200e"],
  ["RIGHT-TO-LEFT MARK", "\u200fAna"],
  ["only a zero-width space", "\u200b"],
  ["only zero-width joiners", "\u200c\u200d\u200c"],
  ["only a word joiner and a BOM", "\u2060\ufeff\u2060"],
  ["only invisible characters and spaces", "\u200b \u200b"],
  ["only a Hangul filler", "\u3164"],
];
const ONE_LINE = SAFE_TEXT_MESSAGES.oneLine;
const VV = () => t.ids.municipalities.valleVerde;

const userRow = (id: string) =>
  query(
    `select first_name, last_name, username, email, emergency_contact_name, emergency_contact_phone,
            emergency_contact_email, medical_conditions, medications, preferences from users where id = '${id}'`,
  );

describe("names and one-line fields refuse unsafe characters", () => {
  it.each(HOSTILE_ONE_LINE)("a profile edit refuses %s in every name and contact field", async (_label, value) => {
    const pro = await t.sessionAs("profesional");
    const id = t.ids.users.carmen;
    for (const field of ["firstName", "lastName", "emergencyContactName", "emergencyContactPhone", "emergencyContactEmail"])
      await expectRefusal(() => pro.patch(`/api/users/${id}`, { [field]: value }), {
        status: 400,
        message: ONE_LINE,
        unchanged: () => userRow(id),
      });
    for (const list of ["medicalConditions", "medications", "hobbies", "likes"])
      await expectRefusal(() => pro.patch(`/api/users/${id}`, { [list]: ["Enalapril", value] }), {
        status: 400,
        message: ONE_LINE,
        unchanged: () => userRow(id),
      });
  });

  it.each(HOSTILE_ONE_LINE)("creating a person refuses %s in names, username and contacts", async (_label, value) => {
    const pro = await t.sessionAs("profesional");
    const elderly = { kind: "elderly", firstName: "Rosa", lastName: "Benítez", familyConsent: true, personalConsent: true, generatePin: true };
    const family = { kind: "family", firstName: "Pablo", lastName: "Benítez", email: "pablo.b@correo.test", elderlyUserId: t.ids.users.carmen };
    const unchanged = () => t.counts("users", "consent_events", "family_links", "audit_log");
    const attempts = [
      ...["firstName", "lastName", "username", "emergencyContactName", "emergencyContactPhone", "emergencyContactEmail"].map(
        (field) => ({ ...elderly, [field]: value }),
      ),
      ...["firstName", "lastName", "email"].map((field) => ({ ...family, [field]: value })),
    ];
    for (const body of attempts)
      await expectRefusal(() => pro.post("/api/professional/users", body), { status: 400, message: ONE_LINE, unchanged });
    const suggestion = await pro.get(
      `/api/professional/${t.ids.users.profesional}/username-suggestion?firstName=${encodeURIComponent(value)}`,
    );
    expect([suggestion.status, suggestion.body.message]).toEqual([400, ONE_LINE]);
  });

  it.each(HOSTILE_ONE_LINE)("self-registration refuses %s in the names", async (_label, value) => {
    const unchanged = () => t.counts("users", "family_links", "audit_log");
    const base = { lastName: "Benítez", password: "una-clave-larga-1", municipalityId: VV() };
    for (const field of ["firstName", "lastName", "username"]) {
      const family = { firstName: "Pablo", ...base, username: "pablo.reg@correo.test", elderlyUserName: "Carmen", [field]: value };
      const res = await expectRefusal(() => t.client().post("/api/family/register", family), { status: 400, unchanged });
      // An e-mail with a line break is not an e-mail: its own message is as clear.
      if (field !== "username") expect(res.body.message).toBe(ONE_LINE);
    }
    const byName = { firstName: "Pablo", ...base, username: "pablo.reg@correo.test", elderlyUserName: value };
    await expectRefusal(() => t.client().post("/api/family/register", byName), { status: 400, message: ONE_LINE, unchanged });
    const pro = { firstName: value, ...base, username: "pro.reg@correo.test" };
    await expectRefusal(() => t.client().post("/api/professional/register", pro), { status: 400, message: ONE_LINE, unchanged });
  });

  it.each(HOSTILE_ONE_LINE)("titles and device names refuse %s", async (_label, value) => {
    const pro = await t.sessionAs("profesional");
    const family = await t.sessionAs("familia");
    const reminder = { userId: t.ids.users.carmen, title: value, reminderTime: "10:00" };
    await expectRefusal(() => family.post("/api/reminders", reminder), {
      status: 400,
      message: ONE_LINE,
      unchanged: () => t.count("reminders"),
    });
    const [{ id }] = await query<{ id: string }>(
      `select id from reminders where user_id = '${t.ids.users.carmen}' and is_active and program_activity_id is null limit 1`,
    );
    await expectRefusal(() => family.patch(`/api/reminders/${id}`, { title: value }), {
      status: 400,
      message: ONE_LINE,
      unchanged: () => query(`select title from reminders where id = '${id}'`),
    });
    const activity = { title: value, description: "Ejercicios", scheduledDate: "2026-12-01", scheduledTime: "10:00" };
    await expectRefusal(() => pro.post("/api/professional/program-activities", activity), {
      status: 400,
      message: ONE_LINE,
      unchanged: () => t.counts("program_activities", "reminders"),
    });
    await expectRefusal(() => pro.post(`/api/users/${t.ids.users.carmen}/device-codes`, { deviceName: value }), {
      status: 400,
      message: ONE_LINE,
      unchanged: () => t.count("enrolment_codes"),
    });
    await expectRefusal(() => family.post("/api/family/links", { elderlyUserName: value }), {
      status: 400,
      message: ONE_LINE,
      unchanged: () => t.count("family_links"),
    });
  });

  it.each(HOSTILE_ONE_LINE)("sign-in refuses %s as a name or e-mail before anything is counted", async (_label, value) => {
    const unchanged = () => query(`select kind, key, failures from login_attempts order by kind, key`);
    await expectRefusal(() => t.pinLogin(value, "0000"), { status: 400, message: ONE_LINE, unchanged });
    await expectRefusal(() => t.passwordLogin(value, "una-clave"), { status: 400, message: ONE_LINE, unchanged });
  });

  it("still accepts names in any script, with accents, apostrophes and an emoji", async () => {
    const pro = await t.sessionAs("profesional");
    for (const firstName of ["María José", "O'Connor", "Zoë", "محمد", "李", "Ana 👩‍👧"]) {
      const res = await pro.patch(`/api/users/${t.ids.users.antonio}`, { firstName });
      expect(res.status, firstName).toBe(200);
      expect(res.body.firstName ?? res.body.profile?.firstName).toBe(firstName);
    }
  });
});
