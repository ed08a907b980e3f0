import type { PinStatus } from "@shared/api/user-admin";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import {
  BASE,
  hoursAgo,
  ok,
  preloadShell,
  type Routes,
  signInProfessional,
  uuid,
} from "@/test/professional/professional-test-utils";

beforeAll(preloadShell, 30_000);
afterEach(() => vi.unstubAllGlobals());

const pinsUrl = (search = "", page = 1) =>
  `GET ${BASE}/pins?${new URLSearchParams({ search, page: String(page), pageSize: "20" }).toString()}`;

const carmen: PinStatus = {
  id: uuid(1),
  firstName: "Carmen",
  lastName: "López",
  username: "carmen",
  hasPin: true,
  lastLoginAt: hoursAgo(2),
  failedAttempts: 0,
  lockedUntil: null,
};
const antonio: PinStatus = {
  id: uuid(2),
  firstName: "Antonio",
  lastName: "García",
  username: "antonio",
  hasPin: true,
  lastLoginAt: null,
  failedAttempts: 5,
  lockedUntil: new Date(Date.now() + 10 * 60_000).toISOString(),
};

async function openPage(routes: Routes) {
  const user = userEvent.setup({ delay: null });
  const fake = signInProfessional(routes);
  renderApp("/professional/passwords");
  await screen.findByRole("heading", { level: 1, name: "Gestión de PINs" });
  return { user, fake };
}

const row = (name: string) =>
  screen.getByRole("heading", { name: new RegExp(name) }).closest("li") as HTMLElement;

describe("PIN management", { timeout: 15_000 }, () => {
  it("shows PIN state, last login, failed attempts and the lock", async () => {
    await openPage({
      [pinsUrl()]: ok({
        items: [carmen, antonio, { ...carmen, id: uuid(3), firstName: "Pilar", hasPin: false }],
        total: 3,
      }),
    });
    await screen.findByRole("heading", { name: /Antonio García/ });
    expect(within(row("Antonio García")).getByText(/Bloqueado hasta las/)).toBeInTheDocument();
    expect(within(row("Antonio García")).getByText("5")).toBeInTheDocument();
    expect(within(row("Antonio García")).getByText("Nunca")).toBeInTheDocument();
    expect(
      within(row("Antonio García")).getByRole("button", { name: "Desbloquear a Antonio García" }),
    ).toBeInTheDocument();
    expect(within(row("Carmen López")).getByText("PIN asignado")).toBeInTheDocument();
    expect(
      within(row("Carmen López")).queryByRole("button", { name: /Desbloquear/ }),
    ).not.toBeInTheDocument();
    expect(within(row("Pilar López")).getByText("Sin PIN")).toBeInTheDocument();
  });

  it("'Desbloquear' posts the unlock, confirms and reloads the list", async () => {
    let isUnlocked = false;
    const { user, fake } = await openPage({
      [pinsUrl()]: () =>
        ok({
          items: [isUnlocked ? { ...antonio, lockedUntil: null, failedAttempts: 0 } : antonio],
          total: 1,
        }),
      [`POST /api/users/${antonio.id}/unlock`]: () => {
        isUnlocked = true;
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Desbloquear a Antonio García" }));
    expect(await screen.findByText("Acceso desbloqueado")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: /Desbloquear/ })).not.toBeInTheDocument(),
    );
    expect(fake.calls.filter((call) => call.method === "POST")).toHaveLength(1);
  });

  it("'Generar PIN' asks, then shows the new PIN once", async () => {
    const { user, fake } = await openPage({
      [pinsUrl()]: ok({ items: [carmen], total: 1 }),
      [`PUT /api/users/${carmen.id}/pin`]: ok({ pin: "7395" }),
    });
    await user.click(await screen.findByRole("button", { name: "Generar PIN para Carmen López" }));
    const dialog = await screen.findByRole("dialog", { name: "Generar PIN" });
    expect(fake.calls.some((call) => call.method === "PUT")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Generar PIN" }));
    expect(await within(dialog).findByText("7395")).toBeInTheDocument();
    expect(within(dialog).getByText(/no se volverá a mostrar/)).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === "PUT")?.body).toEqual({ generate: true });

    await user.click(within(dialog).getByRole("button", { name: "Hecho" }));
    await waitFor(() => expect(screen.queryByText("7395")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Generar PIN para Carmen López" }));
    const again = await screen.findByRole("dialog", { name: "Generar PIN" });
    expect(within(again).queryByText("7395")).not.toBeInTheDocument();
  });

  it("'Asignar PIN' checks the 4 digits and shows the server's refusal", async () => {
    const refusal = "Ha cambiado muchos PIN en poco tiempo. Espere un rato antes de cambiar más.";
    const { user, fake } = await openPage({
      [pinsUrl()]: ok({ items: [carmen], total: 1 }),
      [`PUT /api/users/${carmen.id}/pin`]: { status: 429, body: { message: refusal } },
    });
    await user.click(await screen.findByRole("button", { name: "Asignar PIN a Carmen López" }));
    const dialog = await screen.findByRole("dialog", { name: "Asignar PIN" });
    const input = within(dialog).getByRole("textbox", { name: "Nuevo PIN (4 dígitos)" });
    await user.type(input, "12ab");
    expect(input).toHaveValue("12");
    await user.click(within(dialog).getByRole("button", { name: "Guardar PIN" }));
    expect(input).toHaveAccessibleDescription("El PIN debe tener 4 dígitos");
    expect(fake.calls.some((call) => call.method === "PUT")).toBe(false);

    await user.type(input, "34");
    await user.click(within(dialog).getByRole("button", { name: "Guardar PIN" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(refusal);
    expect(fake.calls.find((call) => call.method === "PUT")?.body).toEqual({ pin: "1234" });
    expect(input).toHaveValue("1234");
  });

  it("searches on the server and goes back to page 1", async () => {
    const { user, fake } = await openPage({
      [pinsUrl()]: ok({ items: [carmen], total: 45 }),
      [pinsUrl("", 2)]: ok({ items: [antonio], total: 45 }),
      [pinsUrl("ant")]: ok({ items: [antonio], total: 1 }),
    });
    await user.click(await screen.findByRole("button", { name: "Página 2" }));
    await screen.findByRole("heading", { name: /Antonio García/ });
    await user.type(screen.getByRole("searchbox", { name: "Buscar persona" }), "ant");
    await waitFor(() => expect(fake.calls.map((call) => call.url)).toContain(pinsUrl("ant").slice(4)));
    expect(fake.calls.map((call) => call.url)).not.toContain(pinsUrl("ant", 2).slice(4));
    expect(await screen.findByText("1 persona encontrada")).toBeInTheDocument();
  });
});
