import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import { CARMEN, FIRST_PAINT, signInCarmen, warmElderlyShell } from "@/test/elderly/elderly-test-utils";

const ID = CARMEN.id;
const reminder = (id: string) => ({ id, title: "Pastilla", reminderTime: "09:00", type: "medicine" });
const LINK_ID = "7c0c7a43-8f5e-4a8e-a0b4-1f6a1d7e9b01";

beforeAll(warmElderlyShell);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("elderly home", () => {
  it("greets by first name and shows today's reminders and unread messages as spoken badges", async () => {
    signInCarmen({
      [`GET /api/reminders/${ID}/today`]: {
        status: 200,
        body: [reminder("a"), reminder("b"), reminder("c")],
      },
      [`GET /api/messages/${ID}/unread-count`]: { status: 200, body: { count: 2 } },
    });
    renderApp("/dashboard");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Hola, Carmen" }, FIRST_PAINT),
    ).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Recordatorios 3 recordatorios hoy" })).toHaveAttribute(
      "href",
      "/reminders",
    );
    expect(await screen.findByRole("link", { name: "Mensajes Familia 2 mensajes nuevos" })).toHaveAttribute(
      "href",
      "/messages",
    );
    expect(screen.getByRole("link", { name: "Hablar con Asistente" })).toHaveAttribute("href", "/chat");
    expect(screen.getByRole("link", { name: "Ejercicios Memoria" })).toHaveAttribute(
      "href",
      "/memory-exercises",
    );
    expect(screen.getByText("Activa hoy")).toBeInTheDocument();
    expect(screen.getByText(/^\d{2}:\d{2}$/)).toBeInTheDocument();
  });

  it("shows no badge when the counts are zero or unavailable", async () => {
    signInCarmen({ [`GET /api/messages/${ID}/unread-count`]: { status: 200, body: { count: 0 } } });
    renderApp("/");
    expect(await screen.findByRole("link", { name: "Mensajes Familia" }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Recordatorios" })).toBeInTheDocument();
  });

  it("keeps the clock of the person's time zone, refreshed every minute", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date("2026-11-17T09:30:10Z"));
    signInCarmen();
    renderApp("/");
    expect(await screen.findByText("10:30", undefined, FIRST_PAINT)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText("10:31")).toBeInTheDocument();
  });
});

describe("help button", () => {
  it("locks for 10 s after a sent alert: 'Ayuda enviada' / 'Personal avisado', one request only", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = signInCarmen({ "POST /api/help/alert": { status: 201, body: { id: "x" } } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Ayuda profesional" }, FIRST_PAINT));
    const locked = await screen.findByRole("button", { name: "Ayuda enviada Personal avisado" });
    // aria-disabled keeps the focus on the button (the person hears its new name).
    expect(locked).toHaveAttribute("aria-disabled", "true");
    expect(locked).toHaveFocus();
    expect(
      await screen.findByText("El personal ha sido avisado y se pondrá en contacto pronto."),
    ).toBeInTheDocument();
    locked.click();
    await user.click(locked);
    expect(calls.filter((c) => c.url === "/api/help/alert")).toEqual([
      expect.objectContaining({ method: "POST", body: { userId: ID } }),
    ]);
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.getByRole("button", { name: "Ayuda enviada Personal avisado" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole("button", { name: "Ayuda profesional" })).toHaveAttribute("aria-disabled", "false");
  });

  it("says so when the alert could not be sent, and stays usable", async () => {
    signInCarmen({ "POST /api/help/alert": { status: 500, body: { message: "fallo" } } });
    const user = userEvent.setup();
    renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Ayuda profesional" }, FIRST_PAINT));
    expect(await screen.findByText("No se pudo enviar la alerta. Intente de nuevo.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ayuda profesional" })).toHaveAttribute("aria-disabled", "false");
  });
});

describe("help button after a recent alert", () => {
  it("treats 409 (pressed again within 10 s, e.g. after a reload) as already sent", async () => {
    signInCarmen({ "POST /api/help/alert": { status: 409, body: { message: "Ya se ha enviado" } } });
    const user = userEvent.setup();
    renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Ayuda profesional" }, FIRST_PAINT));
    expect(await screen.findByRole("button", { name: "Ayuda enviada Personal avisado" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    expect(screen.queryByText("No se pudo enviar la alerta. Intente de nuevo.")).not.toBeInTheDocument();
  });
});

const STAFFED = { isStaffed: true, hasOnCall: false, staffedHours: { days: [1, 2, 3, 4, 5], from: "08:00", to: "15:00" } };
const CLOSED = { ...STAFFED, isStaffed: false, hasOnCall: true };
const HELP_ID = "00000000-0000-4000-8000-000000000555";
const sentHelp = (overrides: object = {}) => ({
  id: HELP_ID,
  createdAt: "2026-11-17T09:30:00Z",
  progress: { state: "sent", label: "Enviada" },
  isAccidental: false,
  canMarkAccidental: true,
  service: STAFFED,
  ...overrides,
});

describe("help request state on the home", () => {
  it("shows 'Enviada' right after pressing, then what staff did, read from the server", async () => {
    let latest: unknown = null;
    signInCarmen({
      "POST /api/help/alert": () => {
        latest = sentHelp();
        return { status: 201, body: { id: HELP_ID, createdAt: "2026-11-17T09:30:00Z", service: STAFFED } };
      },
      [`GET /api/help/latest/${ID}`]: () => ({ status: 200, body: latest }),
    });
    const user = userEvent.setup();
    renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Ayuda profesional" }, FIRST_PAINT));
    expect(await screen.findByRole("status")).toHaveTextContent("Su petición de ayuda:Enviada");
    expect(screen.getByRole("status")).toHaveTextContent("El personal ha sido avisado y se pondrá en contacto pronto.");
    expect(screen.queryByRole("link", { name: /112/ })).not.toBeInTheDocument();
  });

  it("'Ha sido sin querer' tells staff, and the home says they will still call", async () => {
    let latest = sentHelp();
    const { calls } = signInCarmen({
      [`GET /api/help/latest/${ID}`]: () => ({ status: 200, body: latest }),
      [`POST /api/help/${HELP_ID}/accidental`]: () => {
        latest = sentHelp({ isAccidental: true, canMarkAccidental: false });
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Ha sido sin querer" }, FIRST_PAINT));
    expect(await screen.findByText(/Ha indicado que fue sin querer/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ha sido sin querer" })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual([`/api/help/${HELP_ID}/accidental`]);
  });

  it("outside staffed hours says the request is recorded, who was told, and shows 112 large", async () => {
    signInCarmen({ [`GET /api/help/latest/${ID}`]: { status: 200, body: sentHelp({ service: CLOSED }) } });
    renderApp("/");
    const text = await screen.findByText(/ha quedado registrada/, undefined, FIRST_PAINT);
    const status = text.closest<HTMLElement>("[role=status]")!;
    expect(status).toHaveTextContent("de lunes a viernes, de 8:00 a 15:00");
    expect(status).toHaveTextContent("personal de guardia");
    expect(within(status).getByRole("link", { name: "Si es una emergencia, llame al 112" })).toHaveAttribute("href", "tel:112");
  });

  it("keeps 'Atendida por …' across a reload, and shows nothing without a recent request", async () => {
    signInCarmen({
      [`GET /api/help/latest/${ID}`]: {
        status: 200,
        body: sentHelp({ progress: { state: "attended", label: "Atendida por Lucía Romero" }, canMarkAccidental: false }),
      },
    });
    const view = renderApp("/");
    expect(await screen.findByText("Atendida por Lucía Romero", undefined, FIRST_PAINT)).toBeInTheDocument();
    view.unmount();
    vi.unstubAllGlobals();
    signInCarmen({ [`GET /api/help/latest/${ID}`]: { status: 200, body: null } });
    renderApp("/");
    await screen.findByRole("button", { name: "Ayuda profesional" }, FIRST_PAINT);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});

describe("family link requests", () => {
  it("asks '¿Conoces a ...?' and sends the decision, then refreshes", async () => {
    let pending = [{ linkId: LINK_ID, userId: "u2", firstName: "Luis", lastName: "García" }];
    const { calls } = signInCarmen({
      [`GET /api/family/links/${ID}`]: () => ({ status: 200, body: { approved: [], pending } }),
      [`POST /api/family/links/${LINK_ID}/decision`]: () => {
        pending = [];
        return { status: 200, body: { id: LINK_ID, status: "approved" } };
      },
    });
    const user = userEvent.setup();
    renderApp("/");
    const question = await screen.findByText(
      "¿Conoces a Luis García? Quiere acompañarte como familiar",
      undefined,
      FIRST_PAINT,
    );
    const card = question.closest("li");
    expect(card).not.toBeNull();
    await user.click(within(card as HTMLElement).getByRole("button", { name: "Sí" }));
    await waitFor(() => expect(screen.queryByText(/¿Conoces a Luis García\?/)).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ decision: "approve" });
    expect(await screen.findByText("Familiar aceptado")).toBeInTheDocument();
  });
});
