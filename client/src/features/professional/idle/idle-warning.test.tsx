import { STAFF_IDLE_MS, STAFF_IDLE_WARNING_MS } from "@shared/domain/staff-idle";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, renderWithProviders } from "@/test/render-app";
import { IdleWarning } from "./idle-warning";
import { LAST_USE_KEY } from "./use-staff-idle";

const professional = { id: "p1", role: "professional", firstName: "Marta", lastName: "Ruiz" };
const TO_WARNING_MS = STAFF_IDLE_MS - STAFF_IDLE_WARNING_MS;

function start() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.setItem("user", JSON.stringify(professional));
  const fake = fakeFetch({
    "GET /api/auth/me": { status: 200, body: { user: professional } },
    "POST /api/auth/logout": { status: 204 },
  });
  vi.stubGlobal("fetch", fake.fetchStub);
  renderWithProviders(<IdleWarning />, "/dashboard");
  return fake;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const meCalls = (fake: ReturnType<typeof fakeFetch>) => fake.calls.filter((c) => c.url === "/api/auth/me").length;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the staff idle warning", () => {
  it("asks '¿Sigue ahí?' two minutes before the end, and 'Seguir conectado' asks the server again", async () => {
    const fake = start();
    await advance(TO_WARNING_MS - 10_000);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await advance(10_000);
    const dialog = await screen.findByRole("alertdialog", { name: "¿Sigue ahí?" });
    expect(dialog).toHaveTextContent("Su sesión se cerrará en 2 minutos por inactividad.");
    expect(screen.getByRole("button", { name: "Seguir conectado" })).toHaveFocus();
    const before = meCalls(fake);
    fireEvent.click(screen.getByRole("button", { name: "Seguir conectado" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(meCalls(fake)).toBe(before + 1);
    // The idle time starts again: no warning until another 28 minutes have passed.
    await advance(TO_WARNING_MS - 10_000);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("counts a key press as use, but not while the warning waits for an answer", async () => {
    start();
    await advance(TO_WARNING_MS - 60_000);
    fireEvent.keyDown(window, { key: "a" });
    await advance(60_000);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await advance(TO_WARNING_MS);
    await screen.findByRole("alertdialog", { name: "¿Sigue ahí?" });
    fireEvent.keyDown(window, { key: "a" });
    await advance(5_000);
    expect(screen.getByRole("alertdialog", { name: "¿Sigue ahí?" })).toBeInTheDocument();
  });

  it("keeps the session while another tab is in use", async () => {
    start();
    await advance(TO_WARNING_MS - 10_000);
    localStorage.setItem(LAST_USE_KEY, String(Date.now()));
    await advance(20_000);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("signs out at thirty minutes when nobody answers", async () => {
    const fake = start();
    await advance(TO_WARNING_MS);
    await screen.findByRole("alertdialog", { name: "¿Sigue ahí?" });
    await advance(STAFF_IDLE_WARNING_MS);
    await waitFor(() => expect(fake.calls.some((c) => c.method === "POST" && c.url === "/api/auth/logout")).toBe(true));
    await waitFor(() => expect(localStorage.getItem("user")).toBeNull());
  });
});
