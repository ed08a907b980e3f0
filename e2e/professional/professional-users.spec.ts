import { expect, type Locator, type Page, test } from "../support/fixtures";
import type { UserCard, UserPage } from "../../shared/api/professional";
import type { UserRecord } from "../../shared/api/user-record";
import { apiGet, expectNoAxeViolations, heading, loginAsProfessional } from "../support/helpers";
import { closeDialog, findElderly, storedUserId } from "./professional-helpers";

// The user list of 'Gestión de Usuarios' (server-side search, status filter with the
// docs/behaviour/04-states.md 24 h / 48 h rules, 4 per page, up to 3 page buttons, back to page 1 on a new search or
// filter) against the API, and a person's record with the access it logs.

const PAGE_SIZE = 4;
const HOUR_MS = 3_600_000;
const FILTERS = { all: "Todos", active: "Activos", inactive: "Inactivos", alerts: "Con alertas" } as const;
type Filter = keyof typeof FILTERS;

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;
/** docs/behaviour/04-states.md: 'Alerta' without activity or after 48 h; otherwise 'Activa' (24-48 h too). */
const labelOf = (card: UserCard) =>
  !card.lastActivity || Date.now() - Date.parse(card.lastActivity) > 48 * HOUR_MS ? "Alerta" : "Activa";

function userList(page: Page): Locator {
  return page.getByRole("region", { name: "Usuarios del programa" });
}

/** The cards on screen are the API's page for this search, filter and page, with the count and labels. */
async function expectListAsApi(
  page: Page,
  professionalId: string,
  query: { search?: string; status: Filter; page: number },
) {
  const list = userList(page);
  await expect(async () => {
    const params = new URLSearchParams({
      search: query.search ?? "",
      status: query.status,
      page: String(query.page),
      pageSize: String(PAGE_SIZE),
    });
    const answer = await apiGet<UserPage>(page, `/api/professional/${professionalId}/users?${params}`);
    const count = `${answer.total} ${answer.total === 1 ? "usuario encontrado" : "usuarios encontrados"}`;
    await expect(list.getByText(count, { exact: true })).toBeVisible({ timeout: 1_000 });
    const names = list.getByRole("heading", { level: 3 });
    if (answer.items.length === 0) {
      await expect(list.getByText("No se encontraron usuarios", { exact: true })).toBeVisible({ timeout: 1_000 });
    }
    await expect(names).toHaveText(answer.items.map(fullName), { timeout: 1_000 });
    for (const card of answer.items) {
      const item = list.getByRole("listitem").filter({ has: page.getByRole("link", { name: fullName(card) }) });
      await expect(item.getByText(labelOf(card), { exact: true })).toBeVisible({ timeout: 1_000 });
      // 'Revisar Alerta' for the 48-hour rule, or for an open help request or health alert.
      const review = item.getByRole("button", { name: `Revisar Alerta de ${fullName(card)}` });
      const isAlertCard = labelOf(card) === "Alerta" || card.openCareAlert !== null;
      await expect(review).toHaveCount(isAlertCard ? 1 : 0, { timeout: 1_000 });
    }
    const pages = Math.ceil(answer.total / PAGE_SIZE);
    const nav = list.getByRole("navigation", { name: "Páginas de usuarios" });
    if (pages <= 1) await expect(nav).toHaveCount(0, { timeout: 1_000 });
    else {
      await expect(nav.getByRole("button", { name: /^Página \d+$/ })).toHaveCount(Math.min(3, pages), {
        timeout: 1_000,
      });
      await expect(nav.getByRole("button", { name: `Página ${query.page}` })).toHaveAttribute(
        "aria-current",
        "page",
        { timeout: 1_000 },
      );
    }
  }).toPass({ timeout: 30_000 });
}

async function chooseFilter(page: Page, filter: Filter) {
  const combobox = userList(page).getByRole("combobox", { name: "Estado", exact: true });
  await combobox.click();
  await page.getByRole("option", { name: FILTERS[filter], exact: true }).click();
  await expect(combobox).toHaveText(FILTERS[filter]);
}

test.describe("professional user list and record", () => {
  test("search, status filter and pages follow the API; a new search or filter goes back to page 1", async ({
    page,
  }) => {
    await loginAsProfessional(page);
    const id = await storedUserId(page);
    const list = userList(page);
    const nav = list.getByRole("navigation", { name: "Páginas de usuarios" });
    const search = list.getByRole("searchbox", { name: "Buscar usuario", exact: true });
    await expect(search).toHaveAttribute("placeholder", "Buscar usuario...");

    await expectListAsApi(page, id, { status: "all", page: 1 });
    const total = (await apiGet<UserPage>(page, `/api/professional/${id}/users?status=all&pageSize=1`)).total;
    expect(total, "the demo municipality fills at least three pages").toBeGreaterThan(2 * PAGE_SIZE);
    await nav.getByRole("button", { name: "Página 2", exact: true }).click();
    await expectListAsApi(page, id, { status: "all", page: 2 });
    await nav.getByRole("button", { name: "Siguiente", exact: true }).click();
    await expectListAsApi(page, id, { status: "all", page: 3 });
    await nav.getByRole("button", { name: "Anterior", exact: true }).click();
    await expectListAsApi(page, id, { status: "all", page: 2 });

    // Each filter starts again at page 1.
    for (const filter of ["alerts", "inactive", "active", "all"] as const) {
      await chooseFilter(page, filter);
      await expectListAsApi(page, id, { status: filter, page: 1 });
      if (await nav.getByRole("button", { name: "Página 2", exact: true }).isVisible()) {
        await nav.getByRole("button", { name: "Página 2", exact: true }).click();
        await expectListAsApi(page, id, { status: filter, page: 2 });
      }
    }
    await expectNoAxeViolations(page, "user list on page 2");

    // Search: case-insensitive on the full name, the username and the id, and back to page 1.
    await search.fill("cARMEN lóp");
    await expectListAsApi(page, id, { search: "cARMEN lóp", status: "all", page: 1 });
    await expect(list.getByRole("link", { name: "Carmen López", exact: true })).toBeVisible();
    const carmen = await findElderly(page, id, "Carmen López");
    await search.fill(carmen.id.slice(0, 13).toUpperCase());
    await expectListAsApi(page, id, { search: carmen.id.slice(0, 13).toUpperCase(), status: "all", page: 1 });
    await expect(list.getByRole("heading", { level: 3 })).toHaveText(["Carmen López"]);
    const antonio = await findElderly(page, id, "Antonio García");
    await search.fill(antonio.username.toUpperCase());
    await expect(list.getByRole("link", { name: "Antonio García", exact: true })).toBeVisible();
    await search.fill("nadie se llama así");
    await expectListAsApi(page, id, { search: "nadie se llama así", status: "all", page: 1 });
    await expect(list.getByText("No se encontraron usuarios", { exact: true })).toBeVisible();

    // Search within a filter: every match of 'a' that has been inactive for over 48 h.
    await search.fill("a");
    await chooseFilter(page, "alerts");
    await expectListAsApi(page, id, { search: "a", status: "alerts", page: 1 });
  });

  test("'Revisar Alerta' opens the record at its alerts; a record shows the access it has just logged", async ({
    page,
  }) => {
    await loginAsProfessional(page);
    const id = await storedUserId(page);
    await chooseFilter(page, "alerts");
    const review = userList(page).getByRole("button", { name: /^Revisar Alerta de / }).first();
    const name = ((await review.getAttribute("aria-label")) ?? "").replace("Revisar Alerta de ", "");
    await review.click();
    await expect(page).toHaveURL(/\/professional\/user\/[0-9a-f-]{36}\?seccion=alertas$/);
    await expect(heading(page, name)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Historial de alertas" })).toBeFocused();

    // Carmen's record, opened from her card.
    const startedAt = Date.now() - 1_000;
    await page.getByRole("link", { name: "Volver al panel" }).click();
    await userList(page).getByRole("searchbox", { name: "Buscar usuario" }).fill("Carmen López");
    await userList(page).getByRole("link", { name: "Carmen López", exact: true }).click();
    await expect(heading(page, "Carmen López")).toBeVisible();
    const carmen = await findElderly(page, id, "Carmen López");
    await expect(page).toHaveURL(new RegExp(`/professional/user/${carmen.id}$`));
    const sections = [
      "Estado y actividad",
      "Consentimientos",
      "Datos personales",
      "Familiares vinculados",
      "Recordatorios",
      "Historial de alertas",
      "Actividad reciente",
    ];
    for (const section of sections) {
      await expect(page.getByRole("region", { name: section, exact: true })).toBeVisible();
    }
    const log = page.getByRole("region", { name: "Registro de accesos" });
    const newest = log.getByRole("row").nth(1);
    await expect(newest.getByRole("cell").nth(1)).toHaveText("Lucía Romero");
    await expect(newest.getByRole("cell").nth(2)).toHaveText("Consultó la ficha");
    await expectNoAxeViolations(page, "user detail");

    // The server logged exactly this visit (and the API read below, which is one more).
    const record = await apiGet<UserRecord>(page, `/api/users/${carmen.id}/record`);
    const views = record.accessLog.filter(
      (entry) =>
        entry.action === "user.view" &&
        entry.actorName === "Lucía Romero" &&
        Date.parse(entry.createdAt) >= startedAt,
    );
    expect(views).toHaveLength(2);

    // The record's dialogs (opened and left without changing anything).
    await page.getByRole("button", { name: "Editar perfil", exact: true }).click();
    const edit = page.getByRole("dialog", { name: "Editar perfil" });
    await expect(edit.getByRole("textbox", { name: "Nombre", exact: true })).toHaveValue("Carmen");
    await expectNoAxeViolations(page, "dialog 'Editar perfil'");
    await edit.getByRole("button", { name: "Cancelar", exact: true }).click();
    await expect(edit).toHaveCount(0);
    await page.getByRole("button", { name: "Eliminar persona", exact: true }).click();
    const erase = page.getByRole("alertdialog", { name: "Eliminar persona" });
    await expect(erase.getByRole("button", { name: "Eliminar definitivamente" })).toBeDisabled();
    await expectNoAxeViolations(page, "alert dialog 'Eliminar persona'");
    await closeDialog(erase);
    await expect(heading(page, "Carmen López")).toBeVisible();
  });
});
