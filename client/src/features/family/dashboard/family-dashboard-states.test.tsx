import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import { consentedRoutes, NOW } from "@/test/family/dashboard-data";
import { ANTONIO_ID, CARMEN_ID, PRIVATE, relative, signInFamily } from "@/test/family/fixtures";
import { setupFamilyTests } from "@/test/family/setup-family-tests";
import { findReminderDialog } from "@/test/reminders/find-dialog";

setupFamilyTests({ now: NOW });

describe("family dashboard states", () => {
  it("says the link waits for confirmation while it is pending, and asks for nothing private", async () => {
    const { calls } = signInFamily({
      "GET /api/family/relatives": {
        status: 200,
        body: [relative({ status: "pending", canSeeActivity: false })],
      },
    });
    renderApp("/dashboard");
    expect(
      await screen.findByRole("heading", { level: 2, name: "Vínculo pendiente de confirmación" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Panel Familiar" })).toBeInTheDocument();
    expect(
      screen.getByText(/La confirmará la propia persona desde su pantalla de inicio o el equipo de atención/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Nuevo Recordatorio" })).not.toBeInTheDocument();
    expect(
      calls.filter((c) => c.url.startsWith("/api/activities") || c.url.startsWith("/api/reminders")),
    ).toEqual([]);
  });

  it("shows only 'Información privada' and 'Enviar Mensaje' without family consent", async () => {
    const { calls } = signInFamily({
      "GET /api/family/relatives": { status: 200, body: [relative({ canSeeActivity: false })] },
    });
    renderApp("/family");
    expect(await screen.findByRole("heading", { level: 2, name: "Información privada" })).toBeInTheDocument();
    expect(screen.getByText(/Carmen decide qué información puede ver su familia/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Enviar Mensaje" })).toHaveAttribute("href", "/messages");
    expect(screen.queryByRole("button", { name: "Nuevo Recordatorio" })).not.toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Actividad de hoy" })).not.toBeInTheDocument();
    expect(screen.queryByText("Carmen García")).not.toBeInTheDocument();
    expect(
      calls.filter((c) => c.url.startsWith("/api/activities") || c.url.startsWith("/api/reminders")),
    ).toEqual([]);
  });

  it("lets the relative stop accompanying the person, even without consent, after a confirmation", async () => {
    let relatives = [relative({ canSeeActivity: false })];
    const { calls } = signInFamily({
      "GET /api/family/relatives": () => ({ status: 200, body: relatives }),
      [`DELETE /api/family/relatives/${CARMEN_ID}`]: () => {
        relatives = [];
        return { status: 200, body: { removedTablets: [{ relativeFirstName: "Lucía", devices: 1 }] } };
      },
    });
    const user = userEvent.setup();
    renderApp("/dashboard");
    const section = await screen.findByRole("region", { name: "Dejar de acompañar a Carmen" });
    await user.click(within(section).getByRole("button", { name: "Dejar de acompañar" }));
    expect(calls.filter((c) => c.method === "DELETE")).toEqual([]);
    await user.click(within(section).getByRole("button", { name: "Sí, dejar de acompañar" }));
    expect(await screen.findByText(/Las tabletas que registró para Carmen ya no sirven/)).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Sin personas vinculadas" })).toBeInTheDocument();
  });

  it("falls back to the private screen when the server answers 403 (consent just withdrawn)", async () => {
    signInFamily(consentedRoutes({ [`GET /api/activities/${CARMEN_ID}`]: PRIVATE }));
    renderApp("/dashboard");
    expect(await screen.findByRole("heading", { level: 2, name: "Información privada" })).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Medicinas tomadas hoy" })).not.toBeInTheDocument();
  });

  it("switches between several people and remembers the choice", async () => {
    const antonio = relative({
      linkId: "1e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b",
      elderly: { id: ANTONIO_ID, firstName: "Antonio", lastName: "Ruiz" },
      canSeeActivity: false,
    });
    signInFamily(
      consentedRoutes({ "GET /api/family/relatives": { status: 200, body: [relative(), antonio] } }),
    );
    const user = userEvent.setup();
    renderApp("/dashboard");
    expect(await screen.findByText("Carmen García", { selector: "p" })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Persona a la que acompaña"), ANTONIO_ID);
    expect(await screen.findByRole("heading", { level: 2, name: "Información privada" })).toBeInTheDocument();
    expect(screen.getByText(/Antonio decide qué información/)).toBeInTheDocument();
    expect(localStorage.getItem("familySelectedElderly")).toBe(ANTONIO_ID);
  });

  it("opens the reminder dialog from 'Nuevo Recordatorio'", async () => {
    signInFamily(consentedRoutes());
    const user = userEvent.setup();
    renderApp("/dashboard");
    await user.click(await screen.findByRole("button", { name: "Nuevo Recordatorio" }));
    const dialog = await findReminderDialog("Nuevo Recordatorio");
    expect(within(dialog).getByLabelText("Título")).toHaveValue("");
    await waitFor(() => expect(within(dialog).getByRole("radio", { name: "Todos los días" })).toBeChecked());
  });
});
