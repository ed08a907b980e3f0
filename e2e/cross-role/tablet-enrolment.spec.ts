import { DEVICE_MESSAGES } from "../../shared/api/devices";
import { expect, newTabletPage, test } from "../support/fixtures";
import {
  chooseMunicipality,
  enterElderlyName,
  expectNoAxeViolations,
  FAMILY,
  heading,
  loginAsFamilyThroughUi,
  loginAsProfessionalThroughUi,
  pressPinDigits,
  toasts,
} from "../support/helpers";
import { findElderly, storedUserId } from "../professional/professional-helpers";

// PIN login only from a tablet enrolled by staff. This spec's browsers start unenrolled.
test.use({ isTabletEnrolled: false });

test("an unenrolled browser explains instead of a keypad; a code from Carmen's record enrols it; revoking ends her session", async ({
  page,
  browser,
}) => {
  const tabletContext = await browser.newContext();
  try {
    const tablet = await newTabletPage(tabletContext);
    await chooseMunicipality(tablet);
    await enterElderlyName(tablet, "Carmen");
    // No PIN can be typed here, so none is checked or counted: the person is told what to do.
    await expect(tablet.getByText(DEVICE_MESSAGES.notEnrolled, { exact: true })).toBeVisible();
    await expect(tablet.getByRole("button", { name: "Acceder", exact: true })).toHaveCount(0);
    await expect(toasts(tablet).getByText("Error de acceso")).toHaveCount(0);
    await expect(tablet.getByRole("button", { name: "Registrar esta tableta" })).toBeVisible();
    await expectNoAxeViolations(tablet, "PIN step of an unenrolled tablet");
    // A typo gets a Spanish explanation and the typed code stays.
    const codeBox = tablet.getByLabel("Código de registro", { exact: true });
    await codeBox.fill("ABC");
    await tablet.getByRole("button", { name: "Registrar esta tableta" }).click();
    await expect(tablet.getByRole("alert").filter({ hasText: DEVICE_MESSAGES.codeMalformed })).toBeVisible();
    await expect(codeBox).toHaveValue("ABC");

    // Lucía makes a code on Carmen's record.
    await loginAsProfessionalThroughUi(page);
    const carmen = await findElderly(page, await storedUserId(page), "Carmen López");
    await page.goto(`/professional/user/${carmen.id}`);
    const devices = page.getByRole("region", { name: "Tabletas registradas" });
    await devices.getByLabel("Nombre de la tableta (opcional)").fill("Tableta del salón");
    await devices.getByRole("button", { name: "Crear código de registro" }).click();
    const code = ((await devices.getByTestId("enrolment-code").textContent()) ?? "").trim();
    expect(code).toMatch(/^[2-9A-Z]{4} [2-9A-Z]{4}$/);
    await expect(devices.getByRole("img", { name: "Código QR para registrar la tableta" })).toBeVisible();
    await expectNoAxeViolations(page, "record with a fresh enrolment code");

    // The tablet types it (lower case, as people do), then Carmen logs in with her PIN.
    await codeBox.fill(code.toLowerCase());
    await tablet.getByRole("button", { name: "Registrar esta tableta" }).click();
    await expect(toasts(tablet).getByText("Tableta registrada", { exact: true })).toBeVisible();
    await pressPinDigits(tablet, "4826");
    await tablet.getByRole("button", { name: "Acceder", exact: true }).click();
    await expect(heading(tablet, "Hola, Carmen")).toBeVisible();

    // The record lists the tablet with its last use; revoking it ends Carmen's session there at once.
    await page.reload();
    const row = devices.getByRole("listitem").filter({ hasText: "Tableta del salón" });
    await expect(row).toContainText("por Lucía Romero");
    await expect(row).not.toContainText("Último uso: nunca");
    await row.getByRole("button", { name: "Revocar Tableta del salón" }).click();
    await row.getByRole("button", { name: "Sí, revocar «Tableta del salón»" }).click();
    await expect(toasts(page).getByText("Tableta revocada", { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await tablet.request.get("/api/auth/me")).status()).toBe(401);
    // And its PIN step is back to the explanation.
    await chooseMunicipality(tablet);
    await enterElderlyName(tablet, "Carmen");
    await expect(tablet.getByText(DEVICE_MESSAGES.notEnrolled, { exact: true })).toBeVisible();
  } finally {
    await tabletContext.close();
  }
});

test("the QR code's address opens the enrolment screen with the code filled in", async ({ page, browser }) => {
  await loginAsProfessionalThroughUi(page);
  const antonio = await findElderly(page, await storedUserId(page), "Antonio García");
  const made = await page.request.post(`/api/users/${antonio.id}/device-codes`, {
    data: {},
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(made.status()).toBe(201);
  const { code } = (await made.json()) as { code: string };
  const tabletContext = await browser.newContext();
  try {
    const tablet = await newTabletPage(tabletContext);
    await tablet.goto(`/registrar-tableta#${code}`);
    await expect(heading(tablet, "Registrar esta tableta")).toBeVisible();
    await expect(tablet.getByLabel("Código de registro", { exact: true })).toHaveValue(code);
    await expectNoAxeViolations(tablet, "enrolment screen");
    await tablet.getByRole("button", { name: "Registrar esta tableta" }).click();
    // (The toast says 'Tableta registrada' too: the screen's own message is the one that says what to do next.)
    await expect(tablet.getByRole("status").filter({ hasText: "Ya puede entrar con su nombre y su PIN" })).toContainText(
      "Antonio",
    );
    await tablet.getByRole("link", { name: "Entrar con mi PIN" }).click();
    await expect(heading(tablet, "Hola, cuál es tu nombre?")).toBeVisible();
  } finally {
    await tabletContext.close();
  }
});

test("Javier, with Carmen's consent, makes a code for her new tablet from his dashboard", async ({ page }) => {
  await loginAsFamilyThroughUi(page, FAMILY);
  const section = page.getByRole("region", { name: "Tableta de Carmen" });
  await section.getByRole("button", { name: "Crear código para su tableta" }).click();
  const code = ((await section.getByTestId("enrolment-code").textContent()) ?? "").trim();
  expect(code).toMatch(/^[2-9A-Z]{4} [2-9A-Z]{4}$/);
  await expect(section.getByRole("img", { name: "Código QR para registrar la tableta" })).toBeVisible();
  await expectNoAxeViolations(page, "family dashboard with a tablet code");
});
