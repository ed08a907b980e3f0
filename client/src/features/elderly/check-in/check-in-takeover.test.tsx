import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import { CARMEN, FIRST_PAINT, signInCarmen, warmElderlyShell } from "@/test/elderly/elderly-test-utils";

const TODAY = `GET /api/users/${CARMEN.id}/check-in/today`;
const ANSWER = `POST /api/users/${CARMEN.id}/check-in`;
const CALL = `POST /api/users/${CARMEN.id}/check-in/call-request`;
const REMINDERS = `GET /api/reminders/${CARMEN.id}/today`;
const plan = { isEnabled: true, time: "08:00", graceMinutes: 120 };
const pending = { localDate: "2026-11-18", status: "pending", plan };
const record = (answer: string, wantsCall: boolean | null = null) => ({
  localDate: "2026-11-18",
  answer,
  answeredAt: "2026-11-18T07:31:00.000Z",
  wantsCall,
});

beforeAll(() => Promise.all([warmElderlyShell(), import("./check-in-takeover")]));

const speak = vi.fn();
beforeEach(() => {
  // Wednesday 18 November 2026, 08:31 in Madrid: the 08:00 greeting is due.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-18T07:31:00Z"));
  localStorage.clear();
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
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the morning check-in on the tablet", () => {
  it("greets at its time, read aloud; 'Mal' then 'Sí' is sent and the home says the staff will call", async () => {
    const { calls } = signInCarmen({
      [TODAY]: { status: 200, body: pending },
      [REMINDERS]: { status: 200, body: [] },
      [ANSWER]: { status: 201, body: record("mal") },
      [CALL]: { status: 200, body: record("mal", true) },
    });
    const user = userEvent.setup();
    renderApp("/dashboard");
    const greeting = await screen.findByRole("alertdialog", { name: "¿Cómo te encuentras hoy?" }, FIRST_PAINT);
    expect(within(greeting).getByRole("button", { name: "Bien" })).toHaveFocus();
    await waitFor(() => expect(speak).toHaveBeenCalledWith(expect.objectContaining({ text: "¿Cómo te encuentras hoy?" })));
    await user.click(within(greeting).getByRole("button", { name: "Mal" }));
    const call = await screen.findByRole("alertdialog", { name: "¿Quieres que te llame el personal?" });
    await user.click(within(call).getByRole("button", { name: "Sí" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() => expect(calls.some((c) => c.method === "POST" && c.url.endsWith("/call-request"))).toBe(true));
    const sent = calls.filter((c) => c.method === "POST").map((c) => [c.url, c.body]);
    expect(sent[0]).toEqual([`/api/users/${CARMEN.id}/check-in`, { answer: "mal", answeredAt: "2026-11-18T07:31:00.000Z" }]);
    expect(sent.at(-1)).toEqual([`/api/users/${CARMEN.id}/check-in/call-request`, { wantsCall: true }]);
    expect(await screen.findByText("El personal te llamará hoy.")).toHaveAttribute("role", "status");
  });

  it("waits while a reminder is on screen, then comes", async () => {
    signInCarmen({
      [TODAY]: { status: 200, body: pending },
      [REMINDERS]: {
        status: 200,
        body: [
          {
            id: "11111111-1111-4111-8111-111111111111",
            userId: CARMEN.id,
            createdBy: null,
            creatorRole: null,
            title: "Enalapril",
            description: "",
            type: "medicine",
            reminderTime: "08:30",
            reminderDate: null,
            recurrence: "daily",
            isActive: true,
            completedToday: false,
            isCompleted: false,
            programActivityId: null,
            createdAt: "2026-11-01T10:00:00.000Z",
          },
        ],
      },
    });
    const user = userEvent.setup();
    renderApp("/dashboard");
    const reminder = await screen.findByRole("alertdialog", { name: "Enalapril" }, FIRST_PAINT);
    expect(screen.queryByRole("alertdialog", { name: "¿Cómo te encuentras hoy?" })).not.toBeInTheDocument();
    await user.click(within(reminder).getByRole("button", { name: "Más tarde" }));
    expect(await screen.findByRole("alertdialog", { name: "¿Cómo te encuentras hoy?" })).toBeInTheDocument();
  });

  it("offline, keeps the answer on the device and asks nothing again", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { calls } = signInCarmen({
      [TODAY]: { status: 200, body: pending },
      [REMINDERS]: { status: 200, body: [] },
    });
    const user = userEvent.setup();
    renderApp("/dashboard");
    const greeting = await screen.findByRole("alertdialog", { name: "¿Cómo te encuentras hoy?" }, FIRST_PAINT);
    await user.click(within(greeting).getByRole("button", { name: "Bien" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === "POST" && c.url.includes("/check-in"))).toBe(false);
    expect(JSON.parse(localStorage.getItem("acompana:check-in") ?? "[]")).toEqual([
      expect.objectContaining({ userId: CARMEN.id, localDate: "2026-11-18", answer: "bien", isAnswerSent: false }),
    ]);
  });
});
