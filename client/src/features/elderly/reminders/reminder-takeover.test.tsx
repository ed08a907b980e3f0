import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import { CARMEN, FIRST_PAINT, signInCarmen, warmElderlyShell } from "@/test/elderly/elderly-test-utils";

const TODAY = `GET /api/reminders/${CARMEN.id}/today`;
const PILL = "11111111-1111-4111-8111-111111111111";
const WALK = "22222222-2222-4222-8222-222222222222";
const daily = (id: string, title: string, reminderTime: string, extra = {}) => ({
  id,
  userId: CARMEN.id,
  createdBy: null,
  creatorRole: null,
  title,
  description: "",
  type: "medicine",
  reminderTime,
  reminderDate: null,
  recurrence: "daily",
  isActive: true,
  completedToday: false,
  isCompleted: false,
  programActivityId: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  ...extra,
});

beforeAll(() => Promise.all([warmElderlyShell(), import("./reminder-takeover")]));

const speak = vi.fn();
beforeEach(() => {
  // Wednesday 18 November 2026, 08:31 in Madrid.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-18T07:31:00Z"));
  speak.mockReset();
  class Utterance {
    lang = "";
    rate = 1;
    voice: unknown = null;
    constructor(public text: string) {}
  }
  vi.stubGlobal("SpeechSynthesisUtterance", Utterance);
  vi.stubGlobal("speechSynthesis", { speak, cancel: vi.fn(), getVoices: () => [] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("full-screen reminder", () => {
  it("takes over any screen at its time, reads it aloud in Spanish, and 'Hecho' completes it", async () => {
    const { calls } = signInCarmen({
      [TODAY]: {
        status: 200,
        body: [
          daily(PILL, "Enalapril", "08:30", { description: "Con el desayuno" }),
          daily(WALK, "Paseo", "08:00", { type: "activity" }),
          daily("33333333-3333-4333-8333-333333333333", "Comida", "14:00"),
        ],
      },
      [`POST /api/reminders/${WALK}/complete`]: { status: 201, body: {} },
      [`POST /api/reminders/${PILL}/complete`]: { status: 201, body: {} },
    });
    const user = userEvent.setup();
    renderApp("/messages");
    // Oldest first: the 08:00 walk, then the pill; the 14:00 lunch is not due.
    const first = await screen.findByRole("alertdialog", { name: "Paseo" }, FIRST_PAINT);
    expect(within(first).getByText("08:00")).toBeInTheDocument();
    expect(within(first).getByText("Después, 1 recordatorio más")).toBeInTheDocument();
    expect(within(first).getByRole("button", { name: "Hecho" })).toHaveFocus();
    await waitFor(() =>
      expect(speak).toHaveBeenCalledWith(
        expect.objectContaining({ text: "Recordatorio de las 08:00. Paseo.", lang: "es-ES", rate: 0.8 }),
      ),
    );
    await user.click(within(first).getByRole("button", { name: "Hecho" }));
    expect(calls.some((c) => c.method === "POST" && c.url === `/api/reminders/${WALK}/complete`)).toBe(true);

    // Never stacked: the next one replaces it.
    const second = await screen.findByRole("alertdialog", { name: "Enalapril" });
    expect(screen.getAllByRole("alertdialog")).toHaveLength(1);
    expect(within(second).getByText("Con el desayuno")).toBeInTheDocument();
    await waitFor(() =>
      expect(speak, JSON.stringify(speak.mock.calls)).toHaveBeenLastCalledWith(
        expect.objectContaining({ text: "Recordatorio de las 08:30. Enalapril. Con el desayuno" }),
      ),
    );
    // Keyboard: Tab goes round the two answers and 'Ayuda profesional' (still reachable); Escape means 'Más tarde'.
    await user.tab();
    expect(within(second).getByRole("button", { name: "Más tarde" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Ayuda profesional" })).toHaveFocus();
    await user.tab();
    expect(within(second).getByRole("button", { name: "Hecho" })).toHaveFocus();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(calls.some((c) => c.url === `/api/reminders/${PILL}/complete`)).toBe(false);
  });

  it("shows nothing when today's reminders are done or not yet due", async () => {
    const signInCarmenCalls = () =>
      signInCarmen({
        [TODAY]: {
          status: 200,
          body: [daily(PILL, "Enalapril", "08:30", { completedToday: true }), daily(WALK, "Paseo", "09:00")],
        },
      });
    const { calls } = signInCarmenCalls();
    renderApp("/dashboard");
    await screen.findByRole("heading", { level: 1 }, FIRST_PAINT);
    await waitFor(() => expect(calls.some((c) => c.url === TODAY.slice(4))).toBe(true));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});
