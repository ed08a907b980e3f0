import { USER_ADMIN_MESSAGES } from "@shared/api/user-texts";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ok, preloadShell } from "@/test/professional/professional-test-utils";
import { ID, openRecord, record } from "@/test/professional/user-record-fixture";

beforeAll(preloadShell, 30_000);
afterEach(() => vi.unstubAllGlobals());

// 'Editar perfil' on a person's record: what is sent, and what is refused before sending.
describe("user detail: editing the profile", { timeout: 15_000 }, () => {
  it("edits the profile with PATCH and no consents", async () => {
    const { user, fake } = await openRecord({ [`PATCH /api/users/${ID}`]: ok(record.profile) });
    await user.click(screen.getByRole("button", { name: "Editar perfil" }));
    const dialog = await screen.findByRole("dialog", { name: "Editar perfil" });
    const age = within(dialog).getByRole("textbox", { name: "Edad" });
    await user.clear(age);
    await user.type(age, "83");
    await user.click(within(dialog).getByRole("button", { name: "Guardar cambios" }));
    expect(await screen.findByText("Perfil actualizado")).toBeInTheDocument();
    const body = fake.calls.find((call) => call.method === "PATCH")?.body as Record<string, unknown>;
    expect(body).toMatchObject({ age: 83, medications: ["Metformina"], hobbies: ["Jardinería"], livesAlone: true });
    expect(body).toMatchObject({ phone: "600 000 001", keyHolderName: "Rosa Pérez (vecina)" });
    expect(body).not.toHaveProperty("personalConsent");
  });

  it("edits the emergency contact's e-mail, refusing a malformed one before sending", async () => {
    const { user, fake } = await openRecord({ [`PATCH /api/users/${ID}`]: ok(record.profile) });
    expect(screen.getByText("javier@correo.es")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Editar perfil" }));
    const dialog = await screen.findByRole("dialog", { name: "Editar perfil" });
    const email = within(dialog).getByRole("textbox", { name: /Correo del contacto de emergencia/ });
    expect(email).toHaveValue("javier@correo.es");
    await user.clear(email);
    await user.type(email, "javier@correo");
    await user.click(within(dialog).getByRole("button", { name: "Guardar cambios" }));
    expect(await within(dialog).findByText("El correo del contacto de emergencia no es válido")).toBeInTheDocument();
    expect(fake.calls.some((call) => call.method === "PATCH")).toBe(false);
    await user.type(email, ".es");
    await user.click(within(dialog).getByRole("button", { name: "Guardar cambios" }));
    expect(await screen.findByText("Perfil actualizado")).toBeInTheDocument();
    const body = fake.calls.find((call) => call.method === "PATCH")?.body as Record<string, unknown>;
    expect(body).toMatchObject({ emergencyContactEmail: "javier@correo.es" });
  });

  it("edits the key holder's phone, refusing one that cannot be dialled before sending", async () => {
    const { user, fake } = await openRecord({ [`PATCH /api/users/${ID}`]: ok(record.profile) });
    await user.click(screen.getByRole("button", { name: "Editar perfil" }));
    const dialog = await screen.findByRole("dialog", { name: "Editar perfil" });
    expect(within(dialog).getByRole("combobox", { name: "Vive sola/solo" })).toHaveTextContent("Sí");
    const phone = within(dialog).getByRole("textbox", { name: "Teléfono de quien tiene llave" });
    await user.clear(phone);
    await user.type(phone, "la vecina");
    await user.click(within(dialog).getByRole("button", { name: "Guardar cambios" }));
    expect(await within(dialog).findByText(USER_ADMIN_MESSAGES.keyHolderPhoneInvalid)).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(USER_ADMIN_MESSAGES.keyHolderPhoneInvalid));
    expect(fake.calls.some((call) => call.method === "PATCH")).toBe(false);
    await user.clear(phone);
    await user.type(phone, "600 000 052");
    await user.click(within(dialog).getByRole("button", { name: "Guardar cambios" }));
    expect(await screen.findByText("Perfil actualizado")).toBeInTheDocument();
    const body = fake.calls.find((call) => call.method === "PATCH")?.body as Record<string, unknown>;
    expect(body).toMatchObject({ keyHolderPhone: "600 000 052", livesAlone: true });
  });

  it("edits the doctor, the health centre's phone and the form of address the assistant uses", async () => {
    const { user, fake } = await openRecord({ [`PATCH /api/users/${ID}`]: ok(record.profile) });
    expect(screen.getByText("De tú")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Editar perfil" }));
    const dialog = await screen.findByRole("dialog", { name: "Editar perfil" });
    await user.type(within(dialog).getByRole("textbox", { name: "Médico de cabecera" }), "la doctora Ruiz");
    const phone = within(dialog).getByRole("textbox", { name: /Teléfono del centro de salud/ });
    await user.type(phone, "el centro");
    await user.click(within(dialog).getByRole("button", { name: "Guardar cambios" }));
    expect(await within(dialog).findByText(USER_ADMIN_MESSAGES.healthCentrePhoneInvalid)).toBeInTheDocument();
    expect(fake.calls.some((call) => call.method === "PATCH")).toBe(false);
    await user.clear(phone);
    await user.type(phone, "910 000 111");
    await user.click(within(dialog).getByRole("combobox", { name: "Cómo prefiere que le hablen" }));
    await user.click(await screen.findByRole("option", { name: "De usted" }));
    await user.click(within(dialog).getByRole("button", { name: "Guardar cambios" }));
    expect(await screen.findByText("Perfil actualizado")).toBeInTheDocument();
    const body = fake.calls.find((call) => call.method === "PATCH")?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      gpName: "la doctora Ruiz",
      healthCentreName: "Centro de Salud Valle Verde",
      healthCentrePhone: "910 000 111",
      formOfAddress: "usted",
    });
  });
});
