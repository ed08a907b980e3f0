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
} from "../testing/professional-test-utils";

beforeAll(preloadShell, 30_000);
afterEach(() => vi.unstubAllGlobals());

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

  it("'Usuarios Activos Hoy' lists only active users with municipal consent", async () => {
    const user = userEvent.setup({ delay: null });
    signInProfessional(
      dashboardRoutes({
        [`GET ${BASE}/users`]: ok([
          userCard(1, { firstName: "Carmen", lastName: "López", lastActivity: hoursAgo(2) }),
          userCard(2, { firstName: "Dolores", lastName: "Martín", personalConsent: false }),
          userCard(3, { firstName: "Antonio", lastName: "García", lastActivity: hoursAgo(30) }),
        ]),
      }),
    );
    renderApp("/dashboard");
    await user.click(await screen.findByRole("button", { name: /Usuarios Activos Hoy/ }));
    const dialog = await screen.findByRole("dialog", { name: "Usuarios Activos Hoy" });
    expect(await within(dialog).findByRole("link", { name: /Carmen López/ })).toHaveAttribute(
      "href",
      expect.stringContaining("/professional/user/"),
    );
    expect(within(dialog).getByText("Última actividad: Hace 2 horas")).toBeInTheDocument();
    expect(within(dialog).queryByText(/Dolores/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Antonio/)).not.toBeInTheDocument();
  });

  it("says so when nobody with consent was active today", async () => {
    const user = userEvent.setup({ delay: null });
    signInProfessional(dashboardRoutes({ [`GET ${BASE}/users`]: ok([userCard(1, { lastActivity: null })]) }));
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
