import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import { CARMEN, FIRST_PAINT, signInCarmen, warmElderlyShell } from "@/test/elderly/elderly-test-utils";

const RECEIPT = "44444444-4444-4444-8444-444444444444";
const PILL = "11111111-1111-4111-8111-111111111111";
const notice = { id: RECEIPT, title: "Aviso por calor", body: "Beba agua a menudo.", createdAt: "2026-11-18T07:00:00.000Z" };
const pill = {
  id: PILL,
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
};

beforeAll(() => Promise.all([warmElderlyShell(), import("./notice-takeover")]));

const speak = vi.fn();
beforeEach(() => {
  // Wednesday 18 November 2026, 08:31 in Madrid: the 08:30 pill is due.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-18T07:31:00Z"));
  speak.mockReset();
  vi.stubGlobal("SpeechSynthesisUtterance", class {
    lang = "";
    rate = 1;
    constructor(public text: string) {}
  });
  vi.stubGlobal("speechSynthesis", { speak, cancel: vi.fn(), getVoices: () => [] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a notice from staff on the tablet", () => {
  it("waits for the full-screen reminder, then takes the screen, is read aloud, and 'Entendido' confirms it", async () => {
    const { calls } = signInCarmen({
      [`GET /api/reminders/${CARMEN.id}/today`]: { status: 200, body: [pill] },
      [`POST /api/reminders/${PILL}/complete`]: { status: 201, body: {} },
      [`GET /api/notices/received/${CARMEN.id}`]: { status: 200, body: [notice] },
      [`POST /api/notices/received/${RECEIPT}/shown`]: { status: 204 },
      [`POST /api/notices/received/${RECEIPT}/confirm`]: { status: 204 },
    });
    const user = userEvent.setup();
    renderApp("/dashboard");
    const reminder = await screen.findByRole("alertdialog", { name: "Enalapril" }, FIRST_PAINT);
    // Never two full-screen things at once: the notice waits.
    expect(screen.getAllByRole("alertdialog")).toHaveLength(1);
    await user.click(within(reminder).getByRole("button", { name: "Hecho" }));

    const shown = await screen.findByRole("alertdialog", { name: "Aviso por calor" });
    expect(screen.getAllByRole("alertdialog")).toHaveLength(1);
    expect(within(shown).getByText("Beba agua a menudo.")).toBeInTheDocument();
    expect(within(shown).getByRole("button", { name: "Entendido" })).toHaveFocus();
    await waitFor(() =>
      expect(speak).toHaveBeenCalledWith(
        expect.objectContaining({ text: "Aviso del programa. Aviso por calor. Beba agua a menudo." }),
      ),
    );
    await waitFor(() => expect(calls.some((c) => c.url === `/api/notices/received/${RECEIPT}/shown`)).toBe(true));

    await user.click(within(shown).getByRole("button", { name: "Entendido" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.url === `/api/notices/received/${RECEIPT}/confirm`)).toBe(true),
    );
  });
});
