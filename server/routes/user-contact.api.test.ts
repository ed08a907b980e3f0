import { MESSAGES } from "@shared/api/messages";
import { USER_ADMIN_MESSAGES as M } from "@shared/api/user-admin";
import { SAFE_TEXT_MESSAGES } from "@shared/api/safe-text";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { expectRefusal } from "../test/refusals";
import { sqlReaders } from "../test/sql-rows";

// The contact data staff need to act on an alert (phone, address, district, living alone, key holder): created,
// edited, validated, shown in the record and on each alert card, exported. Erasure: user-admin-erase-search.

const t = useTestContext();
const { query } = sqlReaders(t);

const CONTACT = {
  phone: " 600 000 091 ",
  address: "Calle de las Acacias 4, 3.º A",
  district: "Las Eras",
  livesAlone: true,
  keyHolderName: "Rosa Pérez (vecina)",
  keyHolderPhone: "+34 600 000 092",
};
const SAVED = { ...CONTACT, phone: "600 000 091" };
const contactRow = async (id: string) =>
  (
    await query(
      `select phone, address, district, lives_alone, key_holder_name, key_holder_phone from users where id = '${id}'`,
    )
  )[0];

describe("contact data of a person's record", () => {
  it("is saved at creation, edited, shown in the record and on alert cards, and exported", async () => {
    const c = await t.loginAs("profesional");
    const created = await c.post("/api/professional/users", {
      kind: "elderly",
      firstName: "Rosa",
      lastName: "Benítez Mora",
      familyConsent: false,
      personalConsent: true,
      generatePin: true,
      ...CONTACT,
    });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject(SAVED);
    const id: string = created.body.user.id;
    expect(await contactRow(id)).toEqual({
      phone: "600 000 091",
      address: CONTACT.address,
      district: "Las Eras",
      lives_alone: true,
      key_holder_name: "Rosa Pérez (vecina)",
      key_holder_phone: "+34 600 000 092",
    });

    // Living alone goes back to 'sin indicar' with null; the audit names the fields, never their values.
    const edited = await c.patch(`/api/users/${id}`, { livesAlone: null, phone: "0044 20 7946 0958", district: "" });
    expect(edited.status).toBe(200);
    const [audit] = await query(
      `select detail from audit_log where action = 'user.update' and subject_user_id = '${id}'`,
    );
    expect(audit.detail).toEqual({ fields: ["district", "livesAlone", "phone"] });
    const expected = { ...SAVED, phone: "0044 20 7946 0958", district: "", livesAlone: null };
    expect((await c.get(`/api/users/${id}/record`)).body.profile).toMatchObject(expected);
    expect((await c.get(`/api/users/${id}/export`)).body.profile).toMatchObject(expected);

    // Each help request carries the person's contact (Carmen's from the demo seed) with the emergency contact's;
    // an alert of nobody known carries none.
    await query(
      `insert into alerts (municipality_id, user_id, type, severity, content)
       values ('${t.ids.municipalities.valleVerde}', '${id}', 'help', 'high', 'Pide ayuda'),
              ('${t.ids.municipalities.valleVerde}', '${t.ids.users.carmen}', 'help', 'high', 'Pide ayuda'),
              ('${t.ids.municipalities.valleVerde}', null, 'security', 'medium', 'Bloqueo de un nombre desconocido')`,
    );
    const alerts = (await c.get(`/api/professional/${t.ids.users.profesional}/alerts`)).body;
    const hers = alerts.find((a: { userId: string | null }) => a.userId === id);
    expect(hers.contact).toEqual({ ...expected, emergencyContactName: "", emergencyContactPhone: "" });
    const carmens = alerts.find((a: { userId: string | null }) => a.userId === t.ids.users.carmen);
    expect(carmens.contact).toMatchObject({ phone: "600 000 001", emergencyContactPhone: "612345678" });
    const nobody = alerts.find((a: { userId: string | null }) => a.userId === null);
    expect(nobody).not.toHaveProperty("contact");
  });

  it.each([
    ["a phone with words", { phone: "llamar al hijo" }, M.personPhoneInvalid],
    ["a Spanish phone of 8 digits", { phone: "600 000 09" }, M.personPhoneInvalid],
    ["a key holder's phone of 21 characters", { keyHolderPhone: "+34 600 000 092 1 2 3" }, M.keyHolderPhoneInvalid],
    ["a key holder's phone as a number", { keyHolderPhone: 600000092 }, M.keyHolderPhoneInvalid],
    ["an emergency phone with an extension", { emergencyContactPhone: "612 345 678 ext 2" }, M.phoneInvalid],
    ["'sí' for living alone", { livesAlone: "sí" }, M.livesAloneInvalid],
    ["an address on two lines", { address: "Calle Mayor 1\nBajo" }, SAFE_TEXT_MESSAGES.oneLine],
    ["an address of 201 characters", { address: "x".repeat(201) }, M.textTooLong],
    ["a key holder's name with a bidi override", { keyHolderName: "Rosa \u202ePérez" }, SAFE_TEXT_MESSAGES.oneLine],
  ])("refuses %s with its Spanish message and changes nothing", async (_label, body, message) => {
    const c = await t.loginAs("profesional");
    const id = t.ids.users.antonio;
    await expectRefusal(() => c.patch(`/api/users/${id}`, { ...body, district: "Centro" }), {
      status: 400,
      message,
      unchanged: async () => [await contactRow(id), await t.count("audit_log")],
    });
  });

  it("refuses a bad phone at creation and creates nobody", async () => {
    const c = await t.loginAs("profesional");
    const body = { kind: "elderly", firstName: "Rosa", lastName: "Mora", familyConsent: false, personalConsent: true };
    await expectRefusal(() => c.post("/api/professional/users", { ...body, generatePin: true, phone: "123" }), {
      status: 400,
      message: M.personPhoneInvalid,
      unchanged: () => t.counts("users", "audit_log"),
    });
  });

  it("another municipality's professional cannot write the contact of a person: 404, nothing changed", async () => {
    const c = await t.loginAs("profesionalMc");
    const id = t.ids.users.antonio;
    const res = await expectRefusal(() => c.patch(`/api/users/${id}`, { phone: "600 000 099", address: "Otra" }), {
      status: 404,
      unchanged: async () => [await contactRow(id), await t.count("audit_log")],
    });
    expect(res.body).toEqual({ message: MESSAGES.notFound });
  });
});
