import { CHECK_IN_MESSAGES } from "@shared/domain/check-in";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ok, preloadShell } from "@/test/professional/professional-test-utils";
import { ID, openRecord } from "@/test/professional/user-record-fixture";

// The record page loads lazily: loaded once here, so the first screen is not waiting for it on a busy machine.
beforeAll(() => Promise.all([preloadShell(), import("./user-detail-page")]), 30_000);
afterEach(() => vi.unstubAllGlobals());

// 'Saludo diario' on a person's record: switched on with its time and grace, checked before sending.
describe("user detail: the morning check-in", { timeout: 15_000 }, () => {
  it("switches it on at a time, refusing a grace past midnight before sending", async () => {
    const saved = { isEnabled: true, time: "23:00", graceMinutes: 30 };
    const { user, fake } = await openRecord({ [`PUT /api/users/${ID}/check-in-plan`]: ok(saved) });
    const section = screen.getByRole("region", { name: "Saludo diario" });
    expect(within(section).getByText("El saludo diario está desactivado.")).toBeInTheDocument();
    await user.click(within(section).getByRole("checkbox", { name: /¿Cómo se encuentra hoy\?/ }));
    const time = within(section).getByLabelText("Hora del saludo");
    await user.clear(time);
    await user.type(time, "23:00");
    await user.click(within(section).getByRole("button", { name: "Guardar saludo diario" }));
    expect(await within(section).findByText(CHECK_IN_MESSAGES.pastMidnight)).toBeInTheDocument();
    expect(fake.calls.some((call) => call.method === "PUT")).toBe(false);
    const grace = within(section).getByRole("spinbutton", { name: "Margen (minutos)" });
    await user.clear(grace);
    await user.type(grace, "30");
    await user.click(within(section).getByRole("button", { name: "Guardar saludo diario" }));
    expect(await screen.findByText("Saludo diario guardado")).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === "PUT")?.body).toEqual({ enabled: true, time: "23:00", graceMinutes: 30 });
  });
});
