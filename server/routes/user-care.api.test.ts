import { USER_ADMIN_MESSAGES as M } from "@shared/api/user-admin";
import { SERVICE_SETTINGS_MESSAGES } from "@shared/api/service-settings";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test/harness";
import { expectRefusal } from "../test/refusals";
import { sqlReaders } from "../test/sql-rows";

// The person's care contacts (GP, health centre) and form of address, written by staff, shown in the record
// and the export, and what the assistant answers with; the programme's phone is a municipality setting.

const t = useTestContext();
const { query } = sqlReaders(t);

const CARE = {
  gpName: "la doctora Ruiz",
  healthCentreName: "Centro de Salud San Blas",
  healthCentrePhone: "910 000 111",
  formOfAddress: "usted",
};
const careRow = async (id: string) =>
  (
    await query(
      `select gp_name, health_centre_name, health_centre_phone, form_of_address from users where id = '${id}'`,
    )
  )[0];

async function ask(message: string) {
  const c = await t.loginAs("carmen");
  const res = await c.post("/api/chat/ai", { userId: t.ids.users.carmen, message, messageHistory: [] });
  expect(res.status).toBe(200);
  return res.body.response as string;
}

describe("care contacts and form of address of a person's record", () => {
  it("are saved at creation, edited, shown in the record and exported", async () => {
    const c = await t.loginAs("profesional");
    const created = await c.post("/api/professional/users", {
      kind: "elderly",
      firstName: "Rosa",
      lastName: "Benítez Mora",
      familyConsent: false,
      personalConsent: true,
      generatePin: true,
      ...CARE,
    });
    expect(created.status).toBe(201);
    const id: string = created.body.user.id;
    expect(await careRow(id)).toEqual({
      gp_name: "la doctora Ruiz",
      health_centre_name: "Centro de Salud San Blas",
      health_centre_phone: "910 000 111",
      form_of_address: "usted",
    });
    const edited = await c.patch(`/api/users/${id}`, { formOfAddress: "tu", healthCentrePhone: "" });
    expect(edited.status).toBe(200);
    const expected = { ...CARE, formOfAddress: "tu", healthCentrePhone: "" };
    expect((await c.get(`/api/users/${id}/record`)).body.profile).toMatchObject(expected);
    expect((await c.get(`/api/users/${id}/export`)).body.profile).toMatchObject(expected);
  });

  it.each([
    ["a health centre phone with words", { healthCentrePhone: "el de siempre" }, M.healthCentrePhoneInvalid],
    ["'vos' as a form of address", { formOfAddress: "vos" }, M.formOfAddressInvalid],
  ])("refuses %s with its Spanish message and changes nothing", async (_label, body, message) => {
    const c = await t.loginAs("profesional");
    const id = t.ids.users.antonio;
    await expectRefusal(() => c.patch(`/api/users/${id}`, { ...body, gpName: "el doctor Marín" }), {
      status: 400,
      message,
      unchanged: async () => [await careRow(id), await t.count("audit_log")],
    });
  });
});

describe("POST /api/chat/ai answers from the record, in the person's form of address", () => {
  it("names Carmen's doctor and health centre phone, de usted, and says kindly when one is missing", async () => {
    expect(await ask("¿Quién es mi médico de cabecera?")).toMatch(/^Su médico de cabecera es la doctora Ruiz, en Centro de Salud Valle Verde, Carmen\./);
    expect(await ask("el teléfono del centro de salud")).toMatch(/^El teléfono de su centro de salud, Centro de Salud Valle Verde, es el 600 000 090\./);
    const c = await t.loginAs("profesional");
    expect((await c.patch(`/api/users/${t.ids.users.carmen}`, { gpName: "" })).status).toBe(200);
    expect(await ask("¿cómo se llama mi médico?")).toMatch(/No tengo apuntado quién es su médico de cabecera.*pida al personal del programa/);
  });

  it("gives the programme's phone the municipality's staff set", async () => {
    const c = await t.loginAs("profesional");
    const url = `/api/professional/${t.ids.users.profesional}/service-settings`;
    const current = (await c.get(url)).body;
    expect(current.programmePhone).toBe("600 000 098");
    const { ackTargetSeconds, attendTargetSeconds, staffedHours } = current;
    const saved = await c.put(url, { ackTargetSeconds, attendTargetSeconds, staffedHours, programmePhone: "910 222 333" });
    expect(saved.status).toBe(200);
    expect(await ask("el teléfono del programa")).toBe("El teléfono del programa es el 910 222 333.");
    await expectRefusal(
      () => c.put(url, { ackTargetSeconds, attendTargetSeconds, staffedHours, programmePhone: "llamar" }),
      { status: 400, message: SERVICE_SETTINGS_MESSAGES.programmePhone, unchanged: () => t.counts("audit_log") },
    );
  });
});
