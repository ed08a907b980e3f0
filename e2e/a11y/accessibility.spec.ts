import { expect, test } from "../support/fixtures";
import { heading, tabTo } from "../support/helpers";

// An elderly login done with the keyboard only. The logged-out screens' WCAG checks at each text size are rows of
// the accessibility sweep (a11y-screens-public.ts).

test("keyboard only: Valle Verde, elderly option, name, PIN digits and submit reach 'Hola, Carmen'", async ({
  page,
}) => {
  await page.goto("/");
  await expect(heading(page, "Bienvenido/a a Acompaña")).toBeVisible();

  const valleVerde = page.getByRole("button", { name: /^Valle Verde/ });
  await tabTo(page, valleVerde);
  await page.keyboard.press("Enter");
  await expect(heading(page, "Quién eres?")).toBeVisible();

  const elderly = page.getByRole("link", { name: /Acceso con PIN/ });
  await tabTo(page, elderly);
  await page.keyboard.press("Enter");
  await expect(heading(page, "Hola, cuál es tu nombre?")).toBeVisible();

  const name = page.getByLabel("Su nombre", { exact: true });
  await tabTo(page, name);
  await page.keyboard.type("Carmen");
  await page.keyboard.press("Enter");
  await expect(heading(page, "Escriba su PIN")).toBeVisible();

  for (const digit of "4826") await page.keyboard.press(digit);
  await expect(page.getByText("4 de 4 dígitos introducidos", { exact: true })).toBeVisible();
  const acceder = page.getByRole("button", { name: "Acceder", exact: true });
  await expect(acceder).toBeEnabled();
  await tabTo(page, acceder);
  await page.keyboard.press("Enter");

  await expect(heading(page, "Hola, Carmen")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
