import { request } from "@playwright/test";
import { sidewaysScrolling } from "../support/a11y-checks";
import { expect, test } from "../support/fixtures";
import { FONT_SIZES, loginAsProfessional, setFontSizeWithDialog } from "../support/helpers";
import { apiSend, uniqueStamp } from "./professional-helpers";
import { enrolDevice, enrolmentCode } from "../support/tablet";

// The banner of unattended alerts is on every page of the portal. With several requests from people with long
// names it once widened the page at 320 px (each row's 'Abrir alerta de …' could not wrap a long surname), so a
// journey that met other journeys' alerts scrolled sideways. Four people press help here, then are erased.

test.use({ viewport: { width: 320, height: 700 } });

const FIRST_NAMES = ["Maximiliana", "Bienvenida", "Filomena", "Encarnación"];

test("four unattended alerts with long names at 320 px and 'Muy Grande': the banner wraps, nothing scrolls sideways", async ({
  page,
  baseURL,
}) => {
  await loginAsProfessional(page);
  const stamp = uniqueStamp();
  const people: { id: string; username: string; firstName: string; pin: string }[] = [];
  try {
    for (const firstName of FIRST_NAMES) {
      const created = await apiSend(page, "POST", "/api/professional/users", {
        kind: "elderly",
        firstName,
        lastName: `Fernández-Villaverde de la Concepción ${stamp}${stamp}`,
        generatePin: true,
        personalConsent: true,
        familyConsent: false,
      });
      const body = (await created.json()) as { user: { id: string; username: string }; pin: string };
      people.push({ ...body.user, firstName, pin: body.pin });
    }
    const codes: string[] = [];
    for (const person of people) codes.push(await enrolmentCode(page.request, person.id));
    const tablet = await enrolDevice(baseURL!, codes);
    const me = (await (await page.request.get("/api/auth/me")).json()) as { user: { municipalityId: string } };
    for (const person of people) {
      // Each on her own tablet session, as four homes would.
      const home = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! }, storageState: tablet });
      const login = await home.post("/api/auth/login-pin", {
        data: { username: person.firstName, pin: person.pin, municipalityId: me.user.municipalityId },
      });
      expect(login.ok(), `PIN login of ${person.firstName}: ${await login.text()}`).toBeTruthy();
      const help = await home.post("/api/help/alert", { data: { userId: person.id } });
      expect(help.status(), `help of ${person.firstName}`).toBe(201);
      await home.dispose();
    }
    await page.reload();
    await setFontSizeWithDialog(page, FONT_SIZES[3]);
    const banner = page.getByRole("region", { name: "Alertas sin atender" });
    await expect(banner.getByRole("button", { name: /^Abrir alerta de / })).toHaveCount(3);
    await expect(banner.getByRole("button", { name: /^Ver las \d+ alertas sin atender$/ })).toBeVisible();
    expect(await sidewaysScrolling(page, [320])).toEqual([]);
  } finally {
    for (const person of people) {
      const erased = await page.request.delete(`/api/users/${person.id}`, { data: { confirmation: person.username } });
      expect([204, 404]).toContain(erased.status());
    }
  }
});
