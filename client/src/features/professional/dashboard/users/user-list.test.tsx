import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import {
  dashboardRoutes,
  hoursAgo,
  ok,
  preloadShell,
  type Routes,
  signInProfessional,
  userCard,
  usersUrl,
} from "@/test/professional/professional-test-utils";

beforeAll(preloadShell, 30_000);
afterEach(() => vi.unstubAllGlobals());

const page = (items: ReturnType<typeof userCard>[], total: number, number = 1) =>
  ok({ items, total, page: number, pageSize: 4 });

function list() {
  return screen.getByRole("region", { name: "Usuarios del programa" });
}

async function showList(routes: Routes) {
  const user = userEvent.setup({ delay: null });
  const fake = signInProfessional(dashboardRoutes(routes));
  const view = renderApp("/dashboard");
  await screen.findByRole("heading", { name: "Usuarios del programa" });
  return { user, fake, view };
}

const requested = (fake: { calls: { url: string }[] }) =>
  fake.calls.map((call) => call.url).filter((url) => url.includes("/users?"));

describe("user list", () => {
  it("labels cards by the 24 h / 48 h rules and shows the card facts", async () => {
    await showList({
      [usersUrl()]: page(
        [
          userCard(1, {
            firstName: "Carmen",
            lastName: "López",
            lastActivity: hoursAgo(3),
            age: 82,
            medicalConditions: ["Diabetes", "Hipertensión"],
            hasFamilyLink: true,
          }),
          userCard(2, { firstName: "Antonio", lastName: "García", lastActivity: hoursAgo(30), openCareAlert: "health" }),
          userCard(3, { firstName: "Dolores", lastName: "Martín", lastActivity: hoursAgo(49) }),
          userCard(4, { firstName: "Pilar", lastName: "Sanz", lastActivity: null }),
          userCard(5, { firstName: "María", lastName: "Sánchez", lastActivity: hoursAgo(1), openCareAlert: "help" }),
        ],
        5,
      ),
    });
    const card = (name: string) =>
      (within(list()).getByRole("link", { name }).closest("li") as HTMLElement) ?? undefined;
    await within(list()).findByRole("link", { name: "Carmen López" });

    const carmen = card("Carmen López");
    expect(within(carmen).getByText("Activa")).toBeInTheDocument();
    expect(within(carmen).getByText("82 años")).toBeInTheDocument();
    expect(within(carmen).getByText("2 condiciones médicas")).toBeInTheDocument();
    expect(within(carmen).getByText("Familiar vinculado")).toBeInTheDocument();
    expect(within(carmen).getByText("Hace 3 horas")).toBeInTheDocument();
    expect(within(carmen).queryByRole("button", { name: /Revisar Alerta/ })).not.toBeInTheDocument();
    expect(within(list()).getByRole("link", { name: "Carmen López" })).toHaveAttribute(
      "href",
      `/professional/user/${userCard(1).id}`,
    );

    // Between 24 h and 48 h the card still reads 'Activa'; an open health alert (missed doses) shows anyway.
    const antonio = card("Antonio García");
    expect(within(antonio).getByText("Activa")).toBeInTheDocument();
    expect(within(antonio).getByText("Alerta de salud pendiente")).toBeInTheDocument();
    expect(within(antonio).getByRole("button", { name: "Revisar Alerta de Antonio García" })).toBeInTheDocument();

    // Active an hour ago, with a help request waiting: 'Activa', and 'Ayuda pendiente' in the alert style.
    const maria = card("María Sánchez");
    expect(within(maria).getByText("Activa")).toBeInTheDocument();
    expect(within(maria).getByText("Ayuda pendiente")).toBeInTheDocument();
    expect(maria.className).toContain("bg-amber-50");
    expect(within(maria).getByRole("button", { name: "Revisar Alerta de María Sánchez" })).toBeInTheDocument();

    const dolores = card("Dolores Martín");
    expect(within(dolores).getByText("Alerta")).toBeInTheDocument();
    expect(dolores.className).toContain("bg-amber-50");
    expect(
      within(dolores).getByRole("button", { name: "Revisar Alerta de Dolores Martín" }),
    ).toBeInTheDocument();

    const pilar = card("Pilar Sanz");
    expect(within(pilar).getByText("Alerta")).toBeInTheDocument();
    expect(within(pilar).getByText("Nunca")).toBeInTheDocument();
  });

  it("'Revisar Alerta' opens the person's record at the alerts", async () => {
    const { user, view } = await showList({
      [usersUrl()]: page([userCard(1, { lastActivity: null })], 1),
    });
    await user.click(await screen.findByRole("button", { name: /Revisar Alerta/ }));
    expect(view.location.history?.at(-1)).toBe(`/professional/user/${userCard(1).id}?seccion=alertas`);
  });

  it("shows at most three page buttons plus previous and next", async () => {
    const items = [1, 2, 3, 4].map((n) => userCard(n));
    const { user, fake } = await showList({
      [usersUrl()]: page(items, 20),
      [usersUrl({ page: 2 })]: page(items, 20, 2),
      [usersUrl({ page: 3 })]: page(items, 20, 3),
      [usersUrl({ page: 4 })]: page(items, 20, 4),
    });
    const nav = await screen.findByRole("navigation", { name: "Páginas de usuarios" });
    const numbers = () =>
      within(nav)
        .getAllByRole("button", { name: /^Página/ })
        .map((button) => button.textContent);
    expect(numbers()).toEqual(["1", "2", "3"]);
    expect(within(nav).getByRole("button", { name: "Anterior" })).toBeDisabled();
    expect(within(nav).getByRole("button", { name: "Página 1" })).toHaveAttribute("aria-current", "page");

    await user.click(within(nav).getByRole("button", { name: "Página 3" }));
    await waitFor(() => expect(numbers()).toEqual(["2", "3", "4"]));
    await user.click(within(nav).getByRole("button", { name: "Siguiente" }));
    await waitFor(() => expect(numbers()).toEqual(["3", "4", "5"]));
    expect(requested(fake)).toContain(usersUrl({ page: 4 }).slice(4));
  });

  it("says how many pages there are and reaches the first and the last page", async () => {
    const items = [1, 2, 3, 4].map((n) => userCard(n));
    const { user, fake } = await showList({
      [usersUrl()]: page(items, 28),
      [usersUrl({ page: 7 })]: page(items, 28, 7),
    });
    const nav = await screen.findByRole("navigation", { name: "Páginas de usuarios" });
    expect(within(nav).getByText("Página 1 de 7")).toBeVisible();
    expect(within(nav).getByRole("button", { name: "Primera página" })).toBeDisabled();
    const numbers = () =>
      within(nav)
        .getAllByRole("button", { name: /^Página \d+$/ })
        .map((button) => button.textContent);
    expect(numbers()).toEqual(["1", "2", "3"]);

    await user.click(within(nav).getByRole("button", { name: "Última página (7)" }));
    await waitFor(() => expect(within(nav).getByText("Página 7 de 7")).toBeVisible());
    expect(requested(fake)).toContain(usersUrl({ page: 7 }).slice(4));
    expect(numbers()).toEqual(["5", "6", "7"]);
    expect(within(nav).getByRole("button", { name: "Página 7" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("button", { name: "Última página (7)" })).toBeDisabled();
    expect(within(nav).getByRole("button", { name: "Siguiente" })).toBeDisabled();

    await user.click(within(nav).getByRole("button", { name: "Primera página" }));
    await waitFor(() => expect(within(nav).getByText("Página 1 de 7")).toBeVisible());
    expect(numbers()).toEqual(["1", "2", "3"]);
  });

  it("goes back to page 1 when the search or the filter changes", async () => {
    const items = [1, 2, 3, 4].map((n) => userCard(n));
    const { user, fake } = await showList({
      [usersUrl()]: page(items, 12),
      [usersUrl({ page: 2 })]: page(items, 12, 2),
      [usersUrl({ search: "car" })]: page([userCard(1)], 1),
      [usersUrl({ status: "alerts" })]: page(items, 12),
    });
    const nav = await screen.findByRole("navigation", { name: "Páginas de usuarios" });
    await user.click(within(nav).getByRole("button", { name: "Página 2" }));
    await waitFor(() => expect(requested(fake)).toContain(usersUrl({ page: 2 }).slice(4)));

    await user.type(screen.getByRole("searchbox", { name: "Buscar usuario" }), "car");
    await waitFor(() => expect(requested(fake)).toContain(usersUrl({ search: "car" }).slice(4)));
    expect(requested(fake)).not.toContain(usersUrl({ search: "car", page: 2 }).slice(4));
    // Debounced: one request for the whole word, not one per letter.
    expect(requested(fake).filter((url) => url.includes("search=c&"))).toHaveLength(0);

    await user.clear(screen.getByRole("searchbox", { name: "Buscar usuario" }));
    await user.click(
      within(await screen.findByRole("navigation", { name: "Páginas de usuarios" })).getByRole("button", {
        name: "Página 2",
      }),
    );
    await user.click(screen.getByRole("combobox", { name: "Estado" }));
    await user.click(await screen.findByRole("option", { name: "Con alertas" }));
    await waitFor(() => expect(requested(fake)).toContain(usersUrl({ status: "alerts" }).slice(4)));
    expect(requested(fake)).not.toContain(usersUrl({ status: "alerts", page: 2 }).slice(4));
  });

  it("offers the four status filters", async () => {
    const { user } = await showList({});
    await user.click(screen.getByRole("combobox", { name: "Estado" }));
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Todos",
      "Activos",
      "Inactivos",
      "Con alertas",
    ]);
  });

  it("shows 'No se encontraron usuarios' for an empty page", async () => {
    await showList({});
    expect(await within(list()).findByText("No se encontraron usuarios")).toBeInTheDocument();
  });

  it("shows 'Failed to fetch users' when the list fails", async () => {
    await showList({ [usersUrl()]: { status: 500, body: { message: "Error" } } });
    expect(await within(list()).findByText("Failed to fetch users")).toBeInTheDocument();
  });
});
