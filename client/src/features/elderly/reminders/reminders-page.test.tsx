import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import { CARMEN, FIRST_PAINT, signInCarmen, warmElderlyShell } from "@/test/elderly/elderly-test-utils";

const UPCOMING = `GET /api/reminders/${CARMEN.id}/upcoming?days=7`;
const base = {
  userId: CARMEN.id,
  createdBy: null,
  description: "",
  isActive: true,
  completedToday: false,
  isCompleted: false,
  programActivityId: null,
  createdAt: "2026-11-01T10:00:00.000Z",
};
const once = (id: string, reminderDate: string, reminderTime: string, title: string, type = "medicine") => ({
  ...base,
  id,
  title,
  type,
  reminderDate,
  reminderTime,
  recurrence: "once",
});
const PILL = "11111111-1111-4111-8111-111111111111";
const reminders = () => [
  once("22222222-2222-4222-8222-222222222222", "2026-11-20", "10:00", "Taller de pintura", "activity"),
  { ...once(PILL, "2026-11-17", "09:00", "Pastilla de la tensión"), description: "Con el desayuno" },
  once("33333333-3333-4333-8333-333333333333", "2026-11-18", "11:00", "Cita con el médico", "appointment"),
  once("44444444-4444-4444-8444-444444444444", "2026-11-17", "18:00", "Llamar a Luis", "call"),
  {
    ...once("55555555-5555-4555-8555-555555555555", "", "08:00", "Paseo", "activity"),
    reminderDate: null,
    recurrence: "daily",
    completedToday: true,
    isCompleted: true,
  },
];

// Warm the lazily loaded screen so the first test does not wait for the transform.
beforeAll(() => Promise.all([warmElderlyShell(), import("./reminders-page")]));

beforeEach(() => {
  // Tuesday 17 November 2026, 10:30 in Madrid.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-17T09:30:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const card = (title: string) => screen.getByRole("listitem", { name: title });

describe("elderly reminders", () => {
  it("groups the next 7 days as 'Hoy', 'Mañana', a long date and 'Diario' last, with states in words", async () => {
    signInCarmen({ [UPCOMING]: { status: 200, body: reminders() } });
    renderApp("/reminders");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Recordatorios Próximos" }, FIRST_PAINT),
    ).toBeInTheDocument();
    await screen.findByRole("heading", { level: 2, name: "Hoy" });
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Para hoy",
      "Hoy",
      "Mañana",
      "Viernes, 20 de noviembre",
      "Diario",
    ]);
    expect(screen.getByText("Hoy es martes, 17 de noviembre de 2026", { exact: false })).toBeInTheDocument();
    expect(screen.getByText("10:30")).toBeInTheDocument();

    expect(within(card("Pastilla de la tensión")).getByText("Es la hora")).toBeInTheDocument();
    expect(within(card("Pastilla de la tensión")).getByText("Con el desayuno")).toBeInTheDocument();
    expect(within(card("Pastilla de la tensión")).getByText("Medicina")).toBeInTheDocument();
    expect(within(card("Llamar a Luis")).getByText("Más tarde")).toBeInTheDocument();
    expect(within(card("Paseo")).getByText("Hecho")).toBeInTheDocument();
    expect(within(card("Paseo")).queryByRole("button")).not.toBeInTheDocument();
    // Tomorrow's appointment and Friday's workshop cannot be ticked on Tuesday: they say when.
    expect(screen.getAllByRole("button", { name: "Marcar como Completado" })).toHaveLength(2);
    expect(
      within(card("Cita con el médico")).getByText("Podrá marcarlo como hecho el miércoles, 18 de noviembre."),
    ).toBeInTheDocument();
    expect(within(card("Taller de pintura")).queryByRole("button")).not.toBeInTheDocument();
    expect(
      within(card("Taller de pintura")).getByText("Podrá marcarlo como hecho el viernes, 20 de noviembre."),
    ).toBeInTheDocument();
    // 'Para hoy': today's pending ones by time (the done daily walk is not there).
    const forToday = within(screen.getByRole("region", { name: "Para hoy" })).getAllByRole("listitem");
    expect(forToday.map((li) => li.textContent)).toEqual([
      "09:00Pastilla de la tensiónEs la hora",
      "18:00Llamar a LuisMás tarde",
    ]);
    // The 09:00 pill is overdue: not 'todo en orden'.
    expect(screen.queryByText("¡Todo está en orden!")).not.toBeInTheDocument();
  });

  it("says '¡Todo está en orden!' only when nothing of today is overdue", async () => {
    signInCarmen({
      [UPCOMING]: {
        status: 200,
        body: reminders().map((r) => (r.id === PILL ? { ...r, isCompleted: true, completedToday: true } : r)),
      },
    });
    renderApp("/reminders");
    expect(await screen.findByText("¡Todo está en orden!", undefined, FIRST_PAINT)).toBeInTheDocument();
    const forToday = within(screen.getByRole("region", { name: "Para hoy" })).getAllByRole("listitem");
    expect(forToday.map((li) => li.textContent)).toEqual(["18:00Llamar a LuisMás tarde"]);
  });

  it("marks one completed, says '¡Bien hecho!', reloads the list and offers 'Deshacer'", async () => {
    let isDone = false;
    const { calls } = signInCarmen({
      [UPCOMING]: () => ({
        status: 200,
        body: reminders().map((r) =>
          r.id === PILL && isDone ? { ...r, isCompleted: true, completedToday: true } : r,
        ),
      }),
      [`POST /api/reminders/${PILL}/complete`]: () => {
        isDone = true;
        return { status: 201, body: { reminderId: PILL, occurrenceDate: "2026-11-17" } };
      },
      [`POST /api/reminders/${PILL}/undo`]: () => {
        isDone = false;
        return { status: 200, body: { occurrenceDate: "2026-11-17", isUndone: true } };
      },
    });
    const user = userEvent.setup();
    renderApp("/reminders");
    await screen.findByRole("heading", { level: 2, name: "Hoy" }, FIRST_PAINT);
    await user.click(
      within(card("Pastilla de la tensión")).getByRole("button", { name: "Marcar como Completado" }),
    );
    expect(await screen.findByText("¡Bien hecho!")).toBeInTheDocument();
    expect(screen.getByText("Recordatorio marcado como completado")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      userId: CARMEN.id,
      completedBy: CARMEN.id,
      notes: "",
      // Named, so a 'Hecho' sent late (queued offline) still marks the day it was pressed.
      occurrenceDate: "2026-11-17",
      pressedAt: expect.any(String),
    });
    await waitFor(() =>
      expect(within(card("Pastilla de la tensión")).getByText("Hecho")).toBeInTheDocument(),
    );
    await user.click(within(card("Pastilla de la tensión")).getByRole("button", { name: "Deshacer" }));
    expect(calls.find((c) => c.url.endsWith("/undo"))?.body).toEqual({ occurrenceDate: "2026-11-17" });
    expect(await screen.findByText("Hecho deshecho")).toBeInTheDocument();
    expect(
      await within(card("Pastilla de la tensión")).findByRole("button", { name: "Marcar como Completado" }),
    ).toBeInTheDocument();
  });

  it("shows the server's reason when 'Deshacer' is refused, and stops offering it", async () => {
    const refusal = "Ya no se puede deshacer: el recordatorio se marcó como hecho hace más de un minuto.";
    let isDone = false;
    signInCarmen({
      [UPCOMING]: () => ({
        status: 200,
        body: reminders().map((r) => (r.id === PILL && isDone ? { ...r, isCompleted: true, completedToday: true } : r)),
      }),
      [`POST /api/reminders/${PILL}/complete`]: () => {
        isDone = true;
        return { status: 201, body: { reminderId: PILL, occurrenceDate: "2026-11-17" } };
      },
      [`POST /api/reminders/${PILL}/undo`]: { status: 409, body: { message: refusal } },
    });
    const user = userEvent.setup();
    renderApp("/reminders");
    await screen.findByRole("heading", { level: 2, name: "Hoy" }, FIRST_PAINT);
    await user.click(
      within(card("Pastilla de la tensión")).getByRole("button", { name: "Marcar como Completado" }),
    );
    await user.click(await within(card("Pastilla de la tensión")).findByRole("button", { name: "Deshacer" }));
    expect(await screen.findByText("No se pudo deshacer")).toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card("Pastilla de la tensión")).queryByRole("button", { name: "Deshacer" })).toBeNull(),
    );
  });

  it("tells when it could not be marked", async () => {
    signInCarmen({
      [UPCOMING]: { status: 200, body: reminders() },
      [`POST /api/reminders/${PILL}/complete`]: { status: 500, body: { message: "fallo" } },
    });
    const user = userEvent.setup();
    renderApp("/reminders");
    await screen.findByRole("heading", { level: 2, name: "Hoy" }, FIRST_PAINT);
    await user.click(
      within(card("Pastilla de la tensión")).getByRole("button", { name: "Marcar como Completado" }),
    );
    expect(await screen.findByText("No se pudo marcar el recordatorio")).toBeInTheDocument();
  });

  it("shows the empty state", async () => {
    signInCarmen({ [UPCOMING]: { status: 200, body: [] } });
    renderApp("/reminders");
    expect(
      await screen.findByText("No hay recordatorios próximos", undefined, FIRST_PAINT),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/dashboard");
  });
});
