import { type APIRequestContext, expect, newTabletPage, type TabletState, test } from "../support/fixtures";
import { tabletCookie } from "../support/tablet";
import type { Municipality } from "../../shared/api/municipalities";
import type { CreateUserResponse } from "../../shared/api/user-creation";
import type { UserRecord } from "../../shared/api/user-record";
import {
  apiGet,
  expectNoAxeViolations,
  heading,
  loginAsElderly,
  loginAsProfessional,
  toasts,
} from "../support/helpers";
import { apiSend, findElderly, storedUserId, uniqueStamp } from "./professional-helpers";

// 'Gestión PINs' (a new PIN for Antonio, generated and then chosen) and the pending approvals of
// the dashboard (a family link approved, a colleague rejected), both audited.
// Antonio's PIN 5678 is used by other specs: it is set back in the same test, whatever happens.

const ANTONIO_PIN = "5173";

async function valleVerdeId(request: APIRequestContext): Promise<string> {
  const list = (await (await request.get("/api/municipalities")).json()) as Municipality[];
  return list.find((m) => m.name === "Valle Verde")!.id;
}

/** Antonio's PIN tried from his (enrolled) tablet. */
async function pinLoginStatus(request: APIRequestContext, tablet: TabletState, pin: string): Promise<number> {
  const response = await request.post("/api/auth/login-pin", {
    headers: { Cookie: tabletCookie(tablet) },
    data: { username: "Antonio", pin, municipalityId: await valleVerdeId(request) },
  });
  return response.status();
}

test("'Gestión PINs': a generated PIN for Antonio replaces the old one, then a chosen one", async ({
    tablet,
  page,
  browser,
  request,
}) => {
  await loginAsProfessional(page);
  const antonio = await findElderly(page, await storedUserId(page), "Antonio García");
  try {
    await page
      .getByRole("navigation", { name: "Menú profesional" })
      .getByRole("link", { name: "Gestión PINs", exact: true })
      .click();
    await expect(page).toHaveURL(/\/professional\/passwords$/);
    await expect(heading(page, "Gestión de PINs")).toBeVisible();
    await page.getByRole("searchbox", { name: "Buscar persona" }).fill("antonio");
    const row = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Antonio García (antonio)" }) });
    await expect(row.getByText("PIN asignado", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "Gestión PINs");

    // Generate: asked first, then shown once.
    await row.getByRole("button", { name: "Generar PIN para Antonio García", exact: true }).click();
    const generate = page.getByRole("dialog", { name: "Generar PIN" });
    await expect(generate).toContainText("el actual dejará de funcionar");
    await expectNoAxeViolations(page, "dialog 'Generar PIN'");
    await generate.getByRole("button", { name: "Generar PIN", exact: true }).click();
    const panel = generate.getByRole("region", { name: "PIN de acceso de Antonio García" });
    const pin = (await panel.getByTestId("secret-value").textContent()) ?? "";
    expect(pin).toMatch(/^\d{4}$/);
    expect(pin).not.toBe(ANTONIO_PIN);
    await expectNoAxeViolations(page, "dialog 'Generar PIN' with the new PIN");
    await generate.getByRole("button", { name: "Hecho", exact: true }).click();
    await expect(generate).toHaveCount(0);
    // A new PIN also forgets earlier wrong attempts.
    await expect(row).toContainText("Intentos fallidos:0");

    // The old PIN no longer opens; the new one does, on Antonio's tablet.
    expect(await pinLoginStatus(request, tablet, ANTONIO_PIN)).toBe(401);
    const antonioTablet = await browser.newContext({ storageState: tablet });
    try {
      await loginAsElderly(await newTabletPage(antonioTablet), { name: "Antonio", pin });
    } finally {
      await antonioTablet.close();
    }

    // Assign a chosen PIN: 4 digits or a Spanish message, then the old PIN is back.
    await row.getByRole("button", { name: "Asignar PIN a Antonio García", exact: true }).click();
    const assign = page.getByRole("dialog", { name: "Asignar PIN" });
    const field = assign.getByRole("textbox", { name: "Nuevo PIN (4 dígitos)" });
    await field.fill("56a");
    await expect(field).toHaveValue("56");
    await assign.getByRole("button", { name: "Guardar PIN", exact: true }).click();
    await expect(assign.getByText("El PIN debe tener 4 dígitos", { exact: true })).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, "dialog 'Asignar PIN' with an error");
    await field.fill(ANTONIO_PIN);
    await assign.getByRole("button", { name: "Guardar PIN", exact: true }).click();
    await expect(assign).toHaveCount(0);
    await expect(toasts(page).getByText("PIN asignado", { exact: true })).toBeVisible();
    expect(await pinLoginStatus(request, tablet, pin)).toBe(401);
    expect(await pinLoginStatus(request, tablet, ANTONIO_PIN)).toBe(200);

    // Both changes are in Antonio's access log.
    const record = await apiGet<UserRecord>(page, `/api/users/${antonio.id}/record`);
    const changes = record.accessLog.filter((e) => e.action === "user.pin.set" && e.actorName === "Lucía Romero");
    expect(changes.slice(0, 2).map((e) => e.detail.generated)).toEqual([false, true]);
  } finally {
    await apiSend(page, "PUT", `/api/users/${antonio.id}/pin`, { pin: ANTONIO_PIN });
  }
});

test("pending approvals: a family link is approved and a colleague rejected, both recorded", async ({
  page,
  playwright,
  baseURL,
}) => {
  const stamp = uniqueStamp();
  await loginAsProfessional(page);
  const elderly = (
    (await (
      await apiSend(page, "POST", "/api/professional/users", {
        kind: "elderly",
        firstName: "Consuelo",
        lastName: `Prueba ${stamp}`,
        familyConsent: true,
        personalConsent: true,
        generatePin: true,
      })
    ).json()) as CreateUserResponse
  ).user;
  const familyEmail = `sobrino.${stamp}@example.com`;
  const colleagueEmail = `colega.${stamp}@example.com`;
  // The requests come from other browsers (their own cookies).
  const outside = await playwright.request.newContext({ baseURL });
  try {
    const municipalityId = await valleVerdeId(outside);
    const family = await outside.post("/api/family/register", {
      data: {
        firstName: "Andrés",
        lastName: `Prueba ${stamp}`,
        username: familyEmail,
        password: "Clave-segura-1",
        elderlyUserName: elderly.username,
        municipalityId,
      },
    });
    expect(family.status()).toBe(201);
    const colleague = await outside.post("/api/professional/register", {
      data: {
        firstName: "Nuria",
        lastName: `Prueba ${stamp}`,
        username: colleagueEmail,
        password: "Clave-segura-1",
        municipalityId,
      },
    });
    expect(colleague.status()).toBe(201);

    await page.reload();
    const approvals = page.getByRole("region", { name: "Solicitudes pendientes de aprobación" });
    const link = approvals
      .getByRole("listitem")
      .filter({ hasText: `Andrés Prueba ${stamp} quiere acompañar a Consuelo Prueba ${stamp}` });
    await expect(link).toBeVisible();
    const pro = approvals.getByRole("listitem").filter({ hasText: colleagueEmail });
    await expect(pro).toContainText(`Nuria Prueba ${stamp}`);
    await expectNoAxeViolations(page, "dashboard with pending approvals");

    await link.getByRole("button", { name: `Aprobar solicitud de Andrés Prueba ${stamp}`, exact: true }).click();
    await expect(toasts(page).getByText("Solicitud aprobada", { exact: true })).toBeVisible();
    await expect(link).toHaveCount(0);
    await pro.getByRole("button", { name: `Rechazar solicitud de Nuria Prueba ${stamp}`, exact: true }).click();
    await expect(toasts(page).getByText("Solicitud rechazada", { exact: true })).toBeVisible();
    await expect(pro).toHaveCount(0);

    // The link is approved by Lucía and audited in Consuelo's record; Nuria cannot log in.
    await page.goto(`/professional/user/${elderly.id}`);
    const links = page.getByRole("region", { name: "Familiares vinculados" });
    await expect(links).toContainText(`Andrés Prueba ${stamp}`);
    await expect(links).toContainText("Aprobado");
    const log = page.getByRole("region", { name: "Registro de accesos" });
    const approval = log.getByRole("row").filter({ hasText: "Aprobó un vínculo familiar" });
    await expect(approval).toContainText("Lucía Romero");
    const login = await outside.post("/api/auth/login", {
      data: { username: colleagueEmail, password: "Clave-segura-1", municipalityId },
    });
    expect(login.ok()).toBe(false);
    const pending = await apiGet<{ professionals: { email: string | null }[] }>(
      page,
      `/api/professional/${await storedUserId(page)}/approvals`,
    );
    expect(pending.professionals.map((p) => p.email)).not.toContain(colleagueEmail);
  } finally {
    await outside.dispose();
    const record = await page.request.get(`/api/users/${elderly.id}/record`);
    if (record.ok()) {
      for (const item of ((await record.json()) as UserRecord).familyLinks) {
        await page.request.delete(`/api/users/${item.family.id}`, { data: { confirmation: item.family.email } });
      }
    }
    await page.request.delete(`/api/users/${elderly.id}`, { data: { confirmation: elderly.username } });
  }
});
