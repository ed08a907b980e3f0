import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import { consentedRoutes, NOW } from "@/test/family/dashboard-data";
import { CARMEN_ID, relative, signInFamily } from "@/test/family/fixtures";
import { setupFamilyTests } from "@/test/family/setup-family-tests";

setupFamilyTests({ now: NOW });

const tile = (name: string) => screen.getByRole("group", { name });

describe("family dashboard figures", () => {
  it("computes the tiles, recent activity, upcoming reminders and status from the API", async () => {
    signInFamily(consentedRoutes());
    renderApp("/");
    expect(await screen.findByText("Carmen García")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Panel Familiar" })).toBeInTheDocument();
    expect(screen.getByText("Activo/a hoy")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Enviar Mensaje" })).toHaveAttribute("href", "/messages");
    expect(screen.getByRole("button", { name: "Nuevo Recordatorio" })).toBeInTheDocument();

    // The server's count of today's records.
    expect(await within(tile("Actividad de hoy")).findByText("3")).toBeInTheDocument();
    expect(within(tile("Medicinas tomadas hoy")).getByText("2/3")).toBeInTheDocument();
    expect(within(tile("Cumplimiento semanal")).getByText("80%")).toBeInTheDocument();
    expect(
      within(tile("Cumplimiento semanal")).getByText("16 de 20 recordatorios completados en 7 días"),
    ).toBeInTheDocument();
    expect(within(tile("Próxima cita")).getByText("Viernes, 13 de marzo, 09:30")).toBeInTheDocument();
    expect(within(tile("Próxima cita")).getByText("Cardiólogo")).toBeInTheDocument();

    const recent = within(screen.getByRole("list", { name: "Últimas actividades" })).getAllByRole("listitem");
    expect(recent.map((li) => li.textContent)).toEqual([
      "Inició sesiónHoy, 10:00",
      "Habló con el asistenteHoy, 09:00",
      "Completó un recordatorioHoy, 00:10",
    ]);
    expect(screen.queryByText(/dolor de rodilla/)).not.toBeInTheDocument();

    const next = within(
      screen.getByRole("list", { name: "Recordatorios de los próximos 7 días" }),
    ).getAllByRole("listitem");
    expect(
      next.map((li) => within(li).getByText(/^[A-Z]/, { selector: "span.text-lg" }).textContent),
    ).toEqual(["Paseo", "Comida", "Merienda", "Pastilla noche", "Desayuno"]);

    expect(screen.getByRole("heading", { level: 2, name: "Necesita atención" })).toBeInTheDocument();
    expect(screen.getByText("1 recordatorio de hoy pendiente y ya vencido")).toBeInTheDocument();
  });

  it("never reads 'Todo en orden' while her help request is open", async () => {
    const help = {
      id: "00000000-0000-4000-8000-000000000777",
      type: "help",
      title: "Alerta de Ayuda Urgente",
      createdAt: "2026-03-11T08:50:00.000Z",
      progress: { state: "sent", label: "Enviada" },
    };
    signInFamily(
      consentedRoutes({
        [`GET /api/reminders/${CARMEN_ID}/today`]: { status: 200, body: [] },
        [`GET /api/family/alerts/${CARMEN_ID}`]: { status: 200, body: [help] },
      }),
    );
    renderApp("/dashboard");
    expect(await screen.findByRole("heading", { level: 2, name: "Necesita atención" })).toBeInTheDocument();
    expect(screen.getByText("Alerta de Ayuda Urgente: todavía sin atender")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 2, name: "Todo en orden" })).not.toBeInTheDocument();
  });

  it("reads 'Todo en orden' and shows 'Sin citas próximas' when nothing needs attention", async () => {
    signInFamily(
      consentedRoutes({
        [`GET /api/reminders/${CARMEN_ID}/today`]: { status: 200, body: [] },
        [`GET /api/reminders/${CARMEN_ID}`]: { status: 200, body: [] },
      }),
    );
    renderApp("/dashboard");
    expect(await screen.findByRole("heading", { level: 2, name: "Todo en orden" })).toBeInTheDocument();
    expect(within(tile("Próxima cita")).getByText("Sin citas próximas")).toBeInTheDocument();
    expect(within(tile("Medicinas tomadas hoy")).getByText("0/0")).toBeInTheDocument();
  });

  it("judges the overall status only once the weekly figure is known", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    signInFamily({
      ...consentedRoutes({
        [`GET /api/reminders/${CARMEN_ID}/today`]: { status: 200, body: [] },
        [`GET /api/reminders/${CARMEN_ID}`]: { status: 200, body: [] },
      }),
      [`GET /api/reminders/${CARMEN_ID}/stats?days=7`]: async () => {
        await held;
        return { status: 200, body: { days: 7, due: 10, completed: 5, percentage: 50 } };
      },
    });
    renderApp("/dashboard");
    await within(await screen.findByRole("group", { name: "Medicinas tomadas hoy" })).findByText("0/0");
    expect(screen.getByText("Comprobando...")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 2, name: "Todo en orden" })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole("heading", { level: 2, name: "Necesita atención" })).toBeInTheDocument();
    expect(
      screen.getByText("Cumplimiento semanal bajo: 50% de los recordatorios completados"),
    ).toBeInTheDocument();
  });

  it("marks the badge 'Sin actividad reciente' after more than 24 hours", async () => {
    signInFamily(
      consentedRoutes({
        "GET /api/family/relatives": {
          status: 200,
          body: [relative({ lastActivity: "2026-03-10T09:29:00.000Z" })],
        },
        [`GET /api/activities/${CARMEN_ID}`]: { status: 200, body: [] },
      }),
    );
    renderApp("/dashboard");
    expect(await screen.findByText("Sin actividad reciente")).toBeInTheDocument();
    expect(await screen.findByText("Sin actividad desde hace más de 24 horas")).toBeInTheDocument();
  });
});

describe("family dashboard alerts", () => {
  it("shows the person's open help request and how staff are handling it", async () => {
    signInFamily({
      ...consentedRoutes(),
      [`GET /api/family/alerts/${CARMEN_ID}`]: {
        status: 200,
        body: [
          {
            id: "0b6a6f3e-3f51-4c8e-9b1a-2c7d6e1f0a11",
            type: "help",
            title: "Alerta de Ayuda Urgente",
            createdAt: NOW.toISOString(),
            progress: { state: "seen", label: "El personal la ha visto" },
          },
        ],
      },
    });
    renderApp("/");
    const section = await screen.findByRole("region", { name: "Avisos de ayuda y salud" });
    expect(section).toHaveTextContent("Alerta de Ayuda Urgente");
    expect(section).toHaveTextContent("El personal la ha visto");
  });
});

describe("unconfirmed doses", () => {
  it("puts 'Toma sin confirmar: Enalapril, 08:30' at the top of the dashboard", async () => {
    const today = NOW.toISOString().slice(0, 10);
    signInFamily(
      consentedRoutes({
        [`GET /api/reminders/${CARMEN_ID}/unconfirmed`]: {
          status: 200,
          body: [
            {
              reminderId: "11111111-1111-4111-8111-111111111111",
              title: "Enalapril",
              reminderTime: "08:30",
              occurrenceDate: today,
              dueAt: `${today}T07:30:00.000Z`,
            },
          ],
        },
      }),
    );
    renderApp("/");
    const notice = await screen.findByRole("region", { name: "Tomas sin confirmar" });
    expect(within(notice).getByText("Toma sin confirmar: Enalapril, 08:30")).toBeInTheDocument();
    // Above the person's header.
    const name = screen.getByText("Carmen García");
    expect(notice.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
