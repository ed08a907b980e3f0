import { type APIRequestContext, request } from "@playwright/test";
import { signInWithApi } from "../support/staff-second-step";
import { localDate, localTime } from "../../shared/domain/time";
import { axeLines } from "../support/a11y-checks";
import { expectInViewport, expectNotCovered, helpButton } from "../support/elderly-layout-helpers";
import { expect, test } from "../support/fixtures";
import { FAMILY, FONT_SIZES, loginAsCarmen, loginAsFamily, loginAsProfessional, PROFESSIONAL } from "../support/helpers";
import { advanceClockTo } from "../support/page-clock";

// The morning check-in: staff switch it on for Carmen at the next minute; at that minute her tablet greets her
// full-screen, read aloud; 'Mal' asks whether the staff should call; 'Sí', and the home says the staff will call
// today; her son's dashboard reads 'Hoy: Mal, HH:MM' and her call request leads the staff's 'Llamadas de hoy'. The demo data of the browser tests has it off
// (DEMO_CHECK_IN=0 in worker-server.ts): this spec switches it on and off again.

const TZ = "Europe/Madrid";
const QUESTION = "¿Cómo se encuentra hoy?";

async function signedIn(baseURL: string, username: string, password: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  await signInWithApi(api, new URL(baseURL).origin, { username, password });
  return api;
}

test("the greeting comes at its time, 'Mal' asks about a call, the home and the family show the answer", async ({
  page,
  browser,
  baseURL,
}) => {
  const start = new Date();
  const due = new Date(Math.ceil(start.getTime() / 60_000) * 60_000 + 60_000);
  // The plan's time and its shortest grace (15 min) must end the same local day.
  test.skip(localDate(new Date(due.getTime() + 16 * 60_000), TZ) !== localDate(start, TZ), "too close to local midnight");
  const family = await signedIn(String(baseURL), FAMILY.email, FAMILY.password);
  const staff = await signedIn(String(baseURL), PROFESSIONAL.email, PROFESSIONAL.password);
  const relatives = (await (await family.get("/api/family/relatives")).json()) as { elderly: { id: string; firstName: string } }[];
  const carmenId = relatives.find((r) => r.elderly.firstName === "Carmen")!.elderly.id;
  const setPlan = (enabled: boolean) =>
    staff.put(`/api/users/${carmenId}/check-in-plan`, { data: { enabled, time: localTime(due, TZ), graceMinutes: 15 } });

  try {
    expect((await setPlan(true)).status()).toBe(200);
    // Speech is observed at the browser boundary (headless Chromium has no voices).
    await page.addInitScript(() => {
      const spoken: string[] = [];
      const w = window as unknown as Record<string, unknown>;
      w.spoken = spoken;
      if (typeof w.SpeechSynthesisUtterance !== "function")
        w.SpeechSynthesisUtterance = class {
          lang = "";
          rate = 1;
          voice = null;
          constructor(public text: string) {}
        };
      Object.defineProperty(window, "speechSynthesis", {
        configurable: true,
        value: { speak: (u: { text: string }) => spoken.push(u.text), cancel: () => undefined, getVoices: () => [] },
      });
    });
    await page.clock.install({ time: start });
    await loginAsCarmen(page);
    const greeting = page.getByRole("alertdialog", { name: QUESTION });
    await expect(greeting).toHaveCount(0);

    await advanceClockTo(page, due.getTime() + 16_000);
    await expect(greeting).toBeVisible();
    await expect(greeting.getByRole("button", { name: "Bien" })).toBeFocused();
    await expect.poll(() => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken)).toContain(QUESTION);
    await expectInViewport(page, helpButton(page), "help button under the check-in");
    await expectNotCovered(helpButton(page), "help button under the check-in");
    // The keyboard goes round the three answers and 'Ayuda profesional', which stays reachable.
    for (const name of ["Regular", "Mal", "Ayuda profesional", "Bien"]) {
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name, exact: true })).toBeFocused();
    }

    // axe at the four text sizes on the greeting (the size is the setting's own attribute: the gear is behind it).
    for (const size of FONT_SIZES) {
      await page.evaluate((value) => document.documentElement.setAttribute("data-font-size", value), size.value);
      const found = await axeLines(page, { enhancedContrast: true });
      expect.soft(found, `accessibility violations on the greeting at ${size.value}:\n${found.join("\n")}`).toEqual([]);
    }

    await greeting.getByRole("button", { name: "Mal" }).click();
    const callQuestion = page.getByRole("alertdialog", { name: "¿Quiere que le llame el personal?" });
    await expect(callQuestion).toBeVisible();
    await callQuestion.getByRole("button", { name: "Sí" }).click();
    await expect(callQuestion).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "El personal le llamará hoy." })).toBeVisible();

    await expect
      .poll(async () => (await (await family.get(`/api/users/${carmenId}/check-in/today`)).json()) as object)
      .toMatchObject({ status: "answered", answer: "mal", wantsCall: true });

    const familyContext = await browser.newContext();
    try {
      const familyPage = await familyContext.newPage();
      await loginAsFamily(familyPage);
      await expect(familyPage.getByText(/^Saludo diario: Hoy: Mal, \d\d:\d\d$/)).toBeVisible();
    } finally {
      await familyContext.close();
    }

    // Her request for a call leads the staff's 'Llamadas de hoy', saying why.
    const staffContext = await browser.newContext();
    try {
      const staffPage = await staffContext.newPage();
      await loginAsProfessional(staffPage);
      await staffPage.getByRole("tab", { name: "Llamadas de hoy" }).click();
      const first = staffPage.getByRole("region", { name: "Llamadas de hoy" }).getByRole("listitem").first();
      await expect(first.getByRole("link", { name: "Carmen López", exact: true })).toBeVisible();
      await expect(first).toContainText("Pide que le llamen ('Mal')");
    } finally {
      await staffContext.close();
    }
  } finally {
    // Off again: the greeting must not cover the screens of the specs that run after this one.
    expect((await setPlan(false)).status()).toBe(200);
    await staff.dispose();
    await family.dispose();
  }
});
