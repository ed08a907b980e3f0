import { signInWithPassword } from "../support/auth-session";
import { enrolDevice, enrolmentCode, staffApi as staffSession } from "../support/tablet";
import { readFile } from "node:fs/promises";
import { expect, newTabletPage, type Page, test } from "../support/fixtures";
import type { CreateUserResponse } from "../../shared/api/user-creation";
import type { UserRecord } from "../../shared/api/user-record";
import {
  chooseMunicipality,
  enterElderlyName,
  expectNoAxeViolations,
  heading,
  loginAsProfessional,
  pressPinDigits,
  toasts,
} from "../support/helpers";
import { apiSend, uniqueStamp } from "./professional-helpers";

// /professional/create-user: an older person with a generated PIN shown once (then she logs in with
// it), her record (access log, edit, export, erasure), and a family member with a temporary password. Every
// person created here is erased by the same test.

/** The secret of the one-time panel ('PIN de acceso de ...', 'Contraseña temporal de ...'). */
async function secretOf(page: Page, label: string): Promise<string> {
  const panel = page.getByRole("region", { name: label });
  await expect(panel).toBeVisible();
  await expect(panel.getByText("por seguridad no se volverá a mostrar")).toBeVisible();
  return (await panel.getByTestId("secret-value").textContent()) ?? "";
}

/** Erases people left behind by a failed run of the test (the API needs the exact username). */
async function eraseAll(page: Page, people: { id: string; username: string }[]) {
  for (const person of people) {
    const response = await page.request.delete(`/api/users/${person.id}`, {
      data: { confirmation: person.username },
    });
    expect([204, 404]).toContain(response.status());
  }
}

test("an older person created with a generated PIN logs in with it; her record logs, edits, exports and erases", async ({
  page,
  browser,
  baseURL,
}) => {
  const lastName = `Prueba ${uniqueStamp()}`;
  const name = `Aurora ${lastName}`;
  await loginAsProfessional(page);
  await page.getByRole("link", { name: "Crear Nuevo Usuario", exact: true }).click();
  await expect(page).toHaveURL(/\/professional\/create-user$/);
  await expect(heading(page, "Crear Usuario")).toBeVisible();
  const form = page.getByRole("form", { name: "Nueva persona mayor" });
  await expectNoAxeViolations(page, "create-user, older person form");

  // Validation in Spanish, inline, before anything is sent.
  await form.getByRole("button", { name: "Crear persona mayor", exact: true }).click();
  await expect(form.getByText("El nombre y los apellidos son obligatorios").first()).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Nombre", exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "create-user, older person form with errors");

  await form.getByRole("textbox", { name: "Nombre", exact: true }).fill("Aurora");
  await form.getByRole("textbox", { name: "Apellidos", exact: true }).fill(lastName);
  await expect(form.getByRole("textbox", { name: "Nombre de usuario" })).toHaveValue(/^aurora/);
  await form.getByRole("textbox", { name: "Edad" }).fill("78");
  await form.getByRole("textbox", { name: "Condiciones médicas" }).fill("Hipertensión, Artrosis");
  await form.getByRole("textbox", { name: "Aficiones" }).fill("radio");
  const personal = form.getByRole("group", { name: /personal municipal vea sus datos/ });
  await personal.getByRole("radio", { name: "Sí, lo acepta" }).check();
  const family = form.getByRole("group", { name: /familia vea su actividad/ });
  await family.getByRole("radio", { name: "Sí, lo acepta" }).check();
  await expect(form.getByRole("radio", { name: "Generar PIN" })).toBeChecked();

  const created = page.waitForResponse((r) => r.url().endsWith("/api/professional/users") && r.status() === 201);
  await form.getByRole("button", { name: "Crear persona mayor", exact: true }).click();
  const { user } = (await (await created).json()) as CreateUserResponse;
  try {
    await expect(page.getByRole("heading", { level: 2, name: `Usuario creado: ${name}` })).toBeFocused();
    const pin = await secretOf(page, `PIN de acceso de ${name}`);
    expect(pin).toMatch(/^\d{4}$/);
    await expect(page.getByText(`Nombre de usuario: ${user.username}.`, { exact: false })).toBeVisible();
    await expectNoAxeViolations(page, "create-user, one-time PIN");

    // She logs in on her tablet (enrolled for her with a code from her record) with her name and that PIN.
    const tablet = await browser.newContext({ storageState: await tabletForNewPerson(baseURL!, user.id) });
    try {
      const elderly = await newTabletPage(tablet);
      await chooseMunicipality(elderly);
      await enterElderlyName(elderly, name);
      await pressPinDigits(elderly, pin);
      await elderly.getByRole("button", { name: "Acceder", exact: true }).click();
      await expect(heading(elderly, "Hola, Aurora")).toBeVisible();
    } finally {
      await tablet.close();
    }

    // Her record: what was recorded at creation, and this visit, all by Lucía Romero.
    await page.getByRole("link", { name: `Ver ficha de ${name}` }).click();
    await expect(heading(page, name)).toBeVisible();
    const log = page.getByRole("region", { name: "Registro de accesos" });
    await expect(log.getByRole("row")).toHaveCount(6);
    const rows = log.getByRole("row").filter({ has: page.getByRole("cell") });
    expect(await rows.evaluateAll((list) => list.map((row) => row.children[2]?.textContent).sort())).toEqual([
      "Cambió los consentimientos",
      "Consultó la ficha",
      "Creó un código de registro de tableta",
      "Dio de alta a la persona",
      "Registró una tableta con ese código",
    ]);
    expect(new Set(await rows.evaluateAll((list) => list.map((row) => row.children[1]?.textContent)))).toEqual(
      new Set(["Lucía Romero"]),
    );
    const consents = page.getByRole("region", { name: "Consentimientos", exact: true });
    await expect(consents).toContainText("Sí");

    // Edit her profile.
    await page.getByRole("button", { name: "Editar perfil", exact: true }).click();
    const edit = page.getByRole("dialog", { name: "Editar perfil" });
    await edit.getByRole("textbox", { name: "Aficiones" }).fill("radio, petanca");
    await edit.getByRole("button", { name: "Guardar cambios", exact: true }).click();
    await expect(edit).toHaveCount(0);
    await expect(toasts(page).getByText("Perfil actualizado", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Datos personales" })).toContainText("radio, petanca");
    await expect(log.getByText("Editó el perfil", { exact: true })).toBeVisible();

    // Export: one JSON file with her data.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exportar datos", exact: true }).click();
    const file = await (await download).path();
    const exported = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
    expect(JSON.stringify(exported)).toContain(lastName);
    expect(JSON.stringify(exported)).toContain("petanca");
    expect(JSON.stringify(exported)).not.toMatch(/pin_?hash|scrypt/i);

    // Erase her: the exact username is asked for.
    await page.getByRole("button", { name: "Eliminar persona", exact: true }).click();
    const erase = page.getByRole("alertdialog", { name: "Eliminar persona" });
    const confirmButton = erase.getByRole("button", { name: "Eliminar definitivamente" });
    await erase.getByRole("textbox").fill("otra-persona");
    await expect(confirmButton).toBeDisabled();
    await erase.getByRole("textbox").fill(user.username);
    await confirmButton.click();
    await expect(toasts(page).getByText("Persona eliminada", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await page.request.get(`/api/users/${user.id}/record`)).status()).toBe(404);
  } finally {
    await eraseAll(page, [user]);
  }
});

test("a family member created for an older person gets a temporary password shown once, replaces it and sees her", async ({
  page,
  browser,
}) => {
  const stamp = uniqueStamp();
  await loginAsProfessional(page);
  // The older person is made through the API: this test is about the family form.
  const elderlyAnswer = await apiSend(page, "POST", "/api/professional/users", {
    kind: "elderly",
    firstName: "Remedios",
    lastName: `Prueba ${stamp}`,
    familyConsent: true,
    personalConsent: true,
    generatePin: true,
  });
  const elderly = ((await elderlyAnswer.json()) as CreateUserResponse).user;
  const people = [elderly];
  try {
    await page.goto("/professional/create-user");
    await page.getByRole("radio", { name: /^Familiar/ }).check();
    const form = page.getByRole("form", { name: "Nuevo familiar" });
    await form.getByRole("button", { name: "Crear familiar", exact: true }).click();
    await expect(form.getByText("Elija la persona mayor a la que acompaña")).toBeVisible();
    await expectNoAxeViolations(page, "create-user, family form with errors");

    const email = `familiar.${stamp}@example.com`;
    await form.getByRole("textbox", { name: "Nombre", exact: true }).fill("Tomás");
    await form.getByRole("textbox", { name: "Apellidos", exact: true }).fill(`Prueba ${stamp}`);
    await form.getByRole("textbox", { name: "Correo electrónico" }).fill(email);
    await form.getByRole("searchbox", { name: "Persona mayor a la que acompaña" }).fill(`Remedios Prueba ${stamp}`);
    await form.getByRole("radio", { name: new RegExp(`^Remedios Prueba ${stamp}`) }).check();
    await form.getByRole("button", { name: "Crear familiar", exact: true }).click();

    const name = `Tomás Prueba ${stamp}`;
    await expect(page.getByRole("heading", { level: 2, name: `Usuario creado: ${name}` })).toBeVisible();
    const password = await secretOf(page, `Contraseña temporal de ${name}`);
    expect(password.length).toBeGreaterThanOrEqual(12);
    await expectNoAxeViolations(page, "create-user, one-time temporary password");
    // The link to Remedios is approved from the start.
    const record = (await (await page.request.get(`/api/users/${elderly.id}/record`)).json()) as UserRecord;
    const link = record.familyLinks.find((l) => l.family.email === email);
    expect(link?.status).toBe("approved");
    people.push({ ...elderly, id: link!.family.id, username: email });

    // 'Crear otro usuario' forgets the password.
    await page.getByRole("button", { name: "Crear otro usuario", exact: true }).click();
    await expect(page.getByText(password)).toHaveCount(0);

    // Tomás logs in on his phone with the temporary password and sees Remedios' dashboard.
    const phone = await browser.newContext();
    try {
      const familyPage = await phone.newPage();
      await signInWithPassword(familyPage, "family", { email, password });
      // A temporary password must be replaced before anything else.
      await expect(familyPage.getByRole("heading", { name: "Cree una contraseña nueva" })).toBeVisible();
      const chosen = "Paseo por el río de tarde";
      await familyPage.getByLabel("Contraseña actual", { exact: true }).fill(password);
      await familyPage.getByLabel("Contraseña nueva", { exact: true }).fill(chosen);
      await familyPage.getByLabel("Repita la contraseña nueva", { exact: true }).fill(chosen);
      await familyPage.getByRole("button", { name: "Guardar y continuar" }).click();
      await expect(familyPage.getByText(`Remedios Prueba ${stamp}`).first()).toBeVisible();
    } finally {
      await phone.close();
    }
  } finally {
    await eraseAll(page, people.reverse());
  }
});

/** A browser state enrolled for a person just created: a code made by Lucía, redeemed on a new device. */
async function tabletForNewPerson(baseURL: string, userId: string) {
  const lucia = await staffSession(baseURL, "profesional@acompana.demo");
  try {
    return await enrolDevice(baseURL, [await enrolmentCode(lucia, userId)]);
  } finally {
    await lucia.dispose();
  }
}
