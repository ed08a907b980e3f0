import { expect, request, test } from "../support/fixtures";
import { relativeId } from "./family-helpers";
import { FAMILY, FAMILY_ELENA, heading, loginAsFamily } from "../support/helpers";

// docs/behaviour/06-roles-and-access.md#access-policy: the person's family consent is enforced by the
// server, and a consent withdrawn while the family member is using the portal takes effect on the very next screen.

type Consents = { familyConsent: boolean; personalConsent: boolean };
type Municipality = { id: string; name: string };
const PRIVATE_TITLE = { level: 2, name: "Información privada", exact: true } as const;

test.describe("family privacy", () => {
  test("Carmen withdraws family consent mid-session: Javier's next screen reads 'Información privada'", async ({
    tablet,
    page,
    baseURL,
  }) => {
    await loginAsFamily(page, FAMILY);
    const carmenId = await relativeId(page, "Carmen");
    const compliance = page.getByRole("group", { name: "Cumplimiento semanal", exact: true });
    await expect(compliance).toContainText("%");

    // Carmen, on her own tablet (her own API session), changes her privacy settings.
    const carmen = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! }, storageState: tablet });
    const municipalities = (await (await carmen.get("/api/municipalities")).json()) as Municipality[];
    const municipalityId = municipalities.find((m) => m.name === "Valle Verde")!.id;
    const login = await carmen.post("/api/auth/login-pin", {
      data: { username: "Carmen", pin: "4826", municipalityId },
    });
    expect(login.ok(), `Carmen's login -> ${login.status()}`).toBeTruthy();
    const before = (await (await carmen.get("/api/users/me/consents")).json()) as Consents;
    expect(before.familyConsent).toBe(true);
    const setFamilyConsent = (familyConsent: boolean) =>
      carmen.put("/api/users/me/consents", {
        data: { userId: carmenId, familyConsent, personalConsent: before.personalConsent },
      });
    try {
      expect((await setFamilyConsent(false)).ok()).toBeTruthy();

      // The reminders were already loaded by the dashboard; the next screen still refuses them.
      await page.getByRole("link", { name: "Ver todos los recordatorios", exact: true }).click();
      await expect(heading(page, "Gestión de Recordatorios")).toBeVisible();
      await expect(page.getByRole("heading", PRIVATE_TITLE)).toBeVisible();
      await expect(page.getByRole("region", { name: "Recordatorios activos" })).toHaveCount(0);
      const refused = await page.request.get(`/api/reminders/${carmenId}`);
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe("Información privada");

      await page.getByRole("link", { name: "Volver al panel", exact: true }).click();
      await expect(page.getByRole("heading", PRIVATE_TITLE)).toBeVisible();
      await expect(page.getByRole("group")).toHaveCount(0);

      // Messages are not activity data: the conversation stays open.
      await page.getByRole("link", { name: "Enviar Mensaje", exact: true }).click();
      await expect(page.getByText("Conversación con Carmen López", { exact: true })).toBeVisible();
    } finally {
      expect((await setFamilyConsent(true)).ok()).toBeTruthy();
      await carmen.dispose();
    }
    await page.goto("/dashboard");
    await expect(compliance).toContainText("%");
  });

  test("Elena (no consent): the server itself refuses Antonio's data; the thread is open", async ({ page }) => {
    await loginAsFamily(page, FAMILY_ELENA);
    await expect(page.getByRole("heading", PRIVATE_TITLE)).toBeVisible();
    const antonioId = await relativeId(page, "Antonio");
    for (const path of ["", "/today", "/upcoming?days=7", "/stats?days=7", "/completions"]) {
      const res = await page.request.get(`/api/reminders/${antonioId}${path}`);
      expect({ path, status: res.status() }).toEqual({ path, status: 403 });
    }
    expect((await page.request.get(`/api/activities/${antonioId}`)).status()).toBe(403);
    expect((await page.request.get(`/api/messages/${antonioId}`)).status()).toBe(200);
    await page.goto("/reminders");
    await expect(page.getByRole("heading", PRIVATE_TITLE)).toBeVisible();
    await expect(page.getByRole("button", { name: "Nuevo Recordatorio" })).toHaveCount(0);
  });
});
