import { type Browser, expect, newTabletPage, type Page, type TabletState, test } from "../support/fixtures";
import { checkBothWidths, DESKTOP, FAMILY_ROSA, relativeId, staffApi, uniqueFirstName } from "./family-helpers";
import {
  chooseMunicipality,
  FAMILY,
  FONT_SIZES,
  heading,
  loginAsCarmen,
  loginAsElderly,
  loginAsFamily,
  setFontSizeWithDialog,
  storedUser,
  toasts,
} from "../support/helpers";

// Journeys that need two people: messages both ways with 'Leído', a new family member's registration
// confirmed by the older person's 'Sí', and the person switcher of someone who accompanies two people. The
// people these tests need are created by the professional through the API and erased at the end.

const PASSWORD = "clave-segura-1";
const TILES = ["Actividad de hoy", "Medicinas tomadas hoy", "Cumplimiento semanal", "Próxima cita"];
const PENDING_TITLE = "Vínculo pendiente de confirmación";

/** A second browser (its own cookies and storage) for the other person of the journey. */
async function inOtherBrowser(browser: Browser, tablet: TabletState, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ storageState: tablet });
  try {
    await run(await newTabletPage(context));
  } finally {
    await context.close();
  }
}

test.describe("family journeys", () => {
  test("messages both ways: Javier writes, Carmen reads and replies, Javier sees the reply and 'Leído'", async ({
    page,
    browser,
    tablet,
  }) => {
    const stamp = Date.now().toString(36);
    const question = `¿Vienes el domingo a comer? (${stamp})`;
    const answer = `Sí, hijo, allí estaré (${stamp})`;
    await loginAsFamily(page, FAMILY);
    const carmenId = await relativeId(page, "Carmen");
    await page.goto("/messages");
    await expect(page.getByText("Conversación con Carmen López", { exact: true })).toBeVisible();
    const thread = page.getByRole("region", { name: "Mensajes con Carmen" });
    await page.getByLabel("Escriba un mensaje para Carmen", { exact: true }).fill(question);
    await page.getByRole("button", { name: "Enviar", exact: true }).click();
    const mine = thread.getByRole("listitem").filter({ hasText: question });
    await expect(mine).toContainText("Enviado");
    await expect(mine).not.toContainText("Leído");
    await expect(thread.getByRole("listitem").last()).toContainText(question);

    await inOtherBrowser(browser, tablet, async (carmen) => {
      await loginAsCarmen(carmen);
      await carmen.getByRole("link", { name: /^Mensajes Familia/ }).click();
      const card = carmen.getByRole("listitem", { name: "Javier López" }).filter({ hasText: question });
      await expect(card).toBeVisible();
      await expect(card.getByText("Nuevo", { exact: true })).toBeVisible();
      await card.getByRole("button", { name: "Responder", exact: true }).click();
      await card.getByLabel("O escriba su propio mensaje", { exact: true }).fill(answer);
      await card.getByRole("button", { name: "Enviar", exact: true }).click();
      await expect(toasts(carmen).getByText("Mensaje enviado", { exact: true })).toBeVisible();
      const sent = carmen.getByRole("listitem", { name: "Usted escribió a Javier López" });
      await expect(sent.first()).toContainText(answer);
      // Opening the screen marked Javier's message read (the server says so, not only the screen).
      await expect(async () => {
        const response = await carmen.request.get(`/api/messages/${carmenId}?limit=20`);
        const list = (await response.json()) as { content: string; isRead: boolean }[];
        expect(list.find((m) => m.content === question)?.isRead).toBe(true);
      }).toPass({ timeout: 15_000 });
    });

    // Javier asks for new messages: Carmen's reply is the newest, at the bottom, and his message reads 'Leído'.
    await page.getByRole("button", { name: "Ver mensajes nuevos", exact: true }).click();
    const newest = thread.getByRole("listitem").last();
    await expect(newest).toContainText(answer);
    await expect(newest).toContainText("Carmen López");
    await expect(mine).toContainText("Leído");
    await expect(mine).not.toContainText("Enviado");
    const texts = await thread.getByRole("listitem").allInnerTexts();
    const at = (text: string) => texts.findIndex((t) => t.includes(text));
    expect(at(question)).toBeLessThan(at(answer));
  });

  test("registration: pending dashboard at once; after the person's 'Sí', the dashboard about her", async ({
    page,
    browser,
    baseURL,
  }) => {
    const staff = await staffApi(baseURL!);
    try {
      const person = await staff.createElderly(uniqueFirstName("Remedios"));
      const email = `marina.${person.username}@example.es`;
      await chooseMunicipality(page, "Valle Verde");
      await page.getByRole("link", { name: /Acceso con usuario y contraseña/ }).click();
      await page.getByRole("button", { name: "Registrarse", exact: true }).click();
      await page.getByLabel("Nombre", { exact: true }).fill("Marina");
      await page.getByLabel("Apellidos", { exact: true }).fill("Prueba");
      await page.getByLabel("Correo electrónico", { exact: true }).fill(email);
      await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
      await page.getByLabel("Usuario o nombre de la persona mayor", { exact: true }).fill(person.username);
      await page.getByRole("button", { name: "Crear cuenta", exact: true }).click();

      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(heading(page, "Panel Familiar")).toBeVisible();
      const user = await storedUser(page);
      expect(user).toMatchObject({ role: "family", firstName: "Marina" });
      staff.track({ id: user!.id, username: email });
      await expect(
        page.getByRole("heading", { level: 2, name: PENDING_TITLE }),
      ).toBeVisible();
      await expect(page.getByText(`acompañar a ${person.firstName} Prueba está esperando`)).toBeVisible();
      await expect(page.getByRole("group")).toHaveCount(0);

      // The older person, on her tablet, knows Marina and accepts.
      await inOtherBrowser(browser, await staff.tabletFor(person.id), async (elderly) => {
        await loginAsElderly(elderly, { name: person.firstName, pin: person.pin });
        await expect(
          elderly.getByText("¿Conoces a Marina Prueba? Quiere acompañarte como familiar", { exact: true }),
        ).toBeVisible();
        await elderly.getByRole("button", { name: "Sí", exact: true }).click();
        await expect(toasts(elderly).getByText("Familiar aceptado", { exact: true })).toBeVisible();
      });

      await page.reload();
      await expect(heading(page, "Panel Familiar")).toBeVisible();
      await expect(page.getByText(`${person.firstName} Prueba`, { exact: true })).toBeVisible();
      await expect(page.getByText("Activo/a hoy", { exact: true })).toBeVisible();
      for (const label of TILES) await expect(page.getByRole("group", { name: label, exact: true })).toBeVisible();
      await expect(page.getByRole("list", { name: "Últimas actividades" })).toContainText("Inició sesión");
      await expect(page.getByRole("heading", { level: 2, name: PENDING_TITLE })).toHaveCount(0);
    } finally {
      await staff.dispose();
    }
  });

  test("person switcher: two people, switch, the choice survives a reload; axe at 360 px and desktop", async ({
    page,
    baseURL,
  }) => {
    // Over 60 s allowed: two people arranged through the API, a reload, and axe at both widths at four sizes (about
    // 27 s on the 2-core machine with two workers).
    test.setTimeout(120_000);
    const staff = await staffApi(baseURL!);
    try {
      const first = await staff.createElderly(uniqueFirstName("Amparo"));
      const second = await staff.createElderly(uniqueFirstName("Consuelo"));
      const firstName = `${first.firstName} Prueba`;
      const secondName = `${second.firstName} Prueba`;
      const email = `sara.${first.username}@example.es`;
      // The name under 'Panel Familiar' (the switcher's options carry the names too).
      const shown = (name: string) => page.getByRole("paragraph").filter({ hasText: new RegExp(`^${name}$`) });
      const municipalities = (await (await page.request.get("/api/municipalities")).json()) as {
        id: string;
        name: string;
      }[];
      const registered = await page.request.post("/api/family/register", {
        data: {
          firstName: "Sara",
          lastName: "Prueba",
          username: email,
          password: PASSWORD,
          elderlyUserName: first.username,
          municipalityId: municipalities.find((m) => m.name === "Valle Verde")!.id,
        },
      });
      expect(registered.status()).toBe(201);
      const familyId = ((await registered.json()) as { user: { id: string } }).user.id;
      staff.track({ id: familyId, username: email });

      // Sara asks, from her dashboard, to accompany the second person too.
      await loginAsFamily(page, { email, password: PASSWORD });
      await page.getByRole("button", { name: "Añadir persona", exact: true }).click();
      await page.getByLabel("Usuario o nombre de la persona mayor", { exact: true }).fill(second.username);
      await page.getByRole("button", { name: "Enviar solicitud", exact: true }).click();
      await expect(toasts(page).getByText("Solicitud enviada", { exact: true })).toBeVisible();
      const switcher = page.getByRole("combobox", { name: "Persona a la que acompaña" });
      const options = switcher.getByRole("option");
      await expect(options).toHaveText([`${firstName} (pendiente)`, `${secondName} (pendiente)`]);

      // The care team confirms both links.
      expect(await staff.approveLinks(first.id, familyId)).toBe(1);
      expect(await staff.approveLinks(second.id, familyId)).toBe(1);
      await page.reload();
      await expect(options).toHaveText([firstName, secondName]);
      await expect(shown(firstName)).toBeVisible();
      await expect(page.getByRole("group", { name: "Cumplimiento semanal", exact: true })).toBeVisible();

      await switcher.selectOption({ label: secondName });
      await expect(shown(secondName)).toBeVisible();
      await expect(shown(firstName)).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem("familySelectedElderly"))).toBe(second.id);

      await page.reload();
      await expect(switcher).toHaveValue(second.id);
      await expect(shown(secondName)).toBeVisible();
      await page.goto("/messages");
      await expect(page.getByText(`Conversación con ${secondName}`, { exact: true })).toBeVisible();

      await page.goto("/dashboard");
      await page.setViewportSize(DESKTOP);
      for (const size of FONT_SIZES) {
        await setFontSizeWithDialog(page, size);
        await checkBothWidths(page, "dashboard with the person switcher", size, async () => {
          await expect(switcher).toHaveValue(second.id);
          const compliance = page.getByRole("group", { name: "Cumplimiento semanal", exact: true });
          await expect(compliance).toContainText("%");
        });
        await page.setViewportSize(DESKTOP);
      }
    } finally {
      await staff.dispose();
    }
  });

  test("Rosa's link still waits: no switcher, no data, and a second request reveals and changes nothing", async ({
    page,
  }) => {
    await loginAsFamily(page, FAMILY_ROSA);
    await expect(page.getByRole("heading", { level: 2, name: PENDING_TITLE })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Persona a la que acompaña" })).toHaveCount(0);
    await page.getByRole("button", { name: "Añadir persona", exact: true }).click();
    await page.getByLabel("Usuario o nombre de la persona mayor", { exact: true }).fill("José");
    await page.getByRole("button", { name: "Enviar solicitud", exact: true }).click();
    // The same answer as for any name: nothing tells her whether José exists or already has her request.
    await expect(
      toasts(page).getByText("Si esa persona está en el programa, recibirá su solicitud", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Persona a la que acompaña" })).toHaveCount(0);
  });
});
