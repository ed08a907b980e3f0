import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import {
  BASE,
  dashboardRoutes,
  hoursAgo,
  ok,
  preloadShell,
  signInProfessional,
  userCard,
} from "@/test/professional/professional-test-utils";

beforeAll(preloadShell, 30_000);
afterEach(() => vi.unstubAllGlobals());

/** The page of 'Usuarios Activos Hoy': active in 24 h with personal consent, 10 at a time. */
const activeUrl = (page: number) =>
  `GET ${BASE}/users?${new URLSearchParams({
    search: "",
    status: "active",
    page: String(page),
    pageSize: "10",
    consentOnly: "true",
  }).toString()}`;

describe("professional dashboard", () => {
  it("shows the title, the professional's name, the active badge and the two tabs", async () => {
    signInProfessional(dashboardRoutes());
    renderApp("/dashboard");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Panel Municipal - Supervisión" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Lucía Romero", { selector: "main p" })).toBeInTheDocument();
    expect(await screen.findByText("5 usuarios activos")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Gestión de Usuarios" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Métricas y Análisis" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Crear Nuevo Usuario" })).toHaveAttribute(
      "href",
      "/professional/create-user",
    );
    expect(screen.getByRole("link", { name: "Gestionar Recordatorios" })).toHaveAttribute(
      "href",
      "/professional/reminders",
    );
    expect(screen.getByRole("link", { name: "Gestionar PINs" })).toHaveAttribute(
      "href",
      "/professional/passwords",
    );
  });

  it("shows the summary numbers on the four stat cards", async () => {
    signInProfessional(dashboardRoutes());
    renderApp("/dashboard");
    expect(await screen.findByRole("button", { name: /Usuarios Activos Hoy\s*5\/12/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Alertas Pendientes\s*2/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Citas Esta Semana\s*3/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Actividades del Programa\s*4/ })).toBeInTheDocument();
  });

  it("'Usuarios Activos Hoy' lists, a page at a time, the active users with municipal consent", async () => {
    const user = userEvent.setup({ delay: null });
    const people = Array.from({ length: 12 }, (_, i) =>
      userCard(i + 1, { firstName: `Persona${i + 1}`, lastName: "Activa", lastActivity: hoursAgo(2) }),
    );
    const { calls } = signInProfessional(
      dashboardRoutes({
        [activeUrl(1)]: ok({ items: people.slice(0, 10), total: 12, page: 1, pageSize: 10 }),
        [activeUrl(2)]: ok({ items: people.slice(10), total: 12, page: 2, pageSize: 10 }),
      }),
    );
    renderApp("/dashboard");
    await user.click(await screen.findByRole("button", { name: /Usuarios Activos Hoy/ }));
    const dialog = await screen.findByRole("dialog", { name: "Usuarios Activos Hoy" });
    expect(await within(dialog).findByRole("link", { name: /Persona1 Activa/ })).toHaveAttribute(
      "href",
      `/professional/user/${people[0].id}`,
    );
    expect(within(dialog).getAllByText("Última actividad: Hace 2 horas")).toHaveLength(10);
    expect(within(dialog).getByText("12 personas activas")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Página 2" }));
    expect(await within(dialog).findByRole("link", { name: /Persona12 Activa/ })).toBeInTheDocument();
    expect(within(dialog).getAllByRole("link")).toHaveLength(2);
    // The server filters (24 h, personal consent) and counts; the whole list is never downloaded.
    expect(calls.some((call) => call.url === `${BASE}/users`)).toBe(false);
  });

  it("says so when nobody with consent was active today", async () => {
    const user = userEvent.setup({ delay: null });
    signInProfessional(
      dashboardRoutes({ [activeUrl(1)]: ok({ items: [], total: 0, page: 1, pageSize: 10 }) }),
    );
    renderApp("/dashboard");
    await user.click(await screen.findByRole("button", { name: /Usuarios Activos Hoy/ }));
    expect(
      await screen.findByText("No hay usuarios activos hoy con consentimiento municipal"),
    ).toBeInTheDocument();
  });

  it("'Citas Esta Semana' shows title, patient, date, time and description, or the empty state", async () => {
    const user = userEvent.setup({ delay: null });
    signInProfessional(
      dashboardRoutes({
        [`GET ${BASE}/appointments`]: ok([
          {
            id: "a1",
            userId: "u1",
            title: "Cardiólogo",
            userName: "Carmen López",
            date: "2026-11-18",
            time: "10:30",
            description: "Llevar los análisis",
          },
        ]),
      }),
    );
    renderApp("/dashboard");
    await user.click(await screen.findByRole("button", { name: /Citas Esta Semana/ }));
    const dialog = await screen.findByRole("dialog", { name: "Citas Esta Semana" });
    expect(await within(dialog).findByRole("heading", { name: "Cardiólogo" })).toBeInTheDocument();
    expect(within(dialog).getByText("Carmen López")).toBeInTheDocument();
    expect(within(dialog).getByText("Miércoles, 18 de noviembre de 2026")).toBeInTheDocument();
    expect(within(dialog).getByText("10:30")).toBeInTheDocument();
    expect(within(dialog).getByText("Llevar los análisis")).toBeInTheDocument();
  });

  it("shows 'No hay citas programadas esta semana' without appointments", async () => {
    const user = userEvent.setup({ delay: null });
    signInProfessional(dashboardRoutes({ [`GET ${BASE}/appointments`]: ok([]) }));
    renderApp("/dashboard");
    await user.click(await screen.findByRole("button", { name: /Citas Esta Semana/ }));
    expect(await screen.findByText("No hay citas programadas esta semana")).toBeInTheDocument();
  });

  it("loads the metrics tab lazily with its 'Panel de Métricas' placeholder", async () => {
    const user = userEvent.setup({ delay: null });
    signInProfessional(dashboardRoutes());
    renderApp("/dashboard");
    expect(screen.queryByText("Panel de Métricas")).not.toBeInTheDocument();
    await user.click(await screen.findByRole("tab", { name: "Métricas y Análisis" }));
    expect(await screen.findByRole("heading", { name: "Panel de Métricas" })).toBeInTheDocument();
  });

  it("approves a pending family link", async () => {
    const user = userEvent.setup({ delay: null });
    const fake = signInProfessional(
      dashboardRoutes({
        [`GET ${BASE}/approvals`]: ok({
          professionals: [],
          familyLinks: [
            {
              linkId: "l1",
              family: { id: "f1", firstName: "Javier", lastName: "López", email: "j@x.es" },
              elderly: { id: "e1", firstName: "Carmen", lastName: "López" },
              createdAt: hoursAgo(5),
            },
          ],
        }),
        "POST /api/family/links/l1/decision": ok({ id: "l1", status: "approved" }),
      }),
    );
    renderApp("/dashboard");
    await user.click(await screen.findByRole("button", { name: "Aprobar solicitud de Javier López" }));
    expect(await screen.findByText("Solicitud aprobada")).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === "POST")?.body).toEqual({ decision: "approve" });
  });
});
