import { localDate } from "@shared/domain/time";
import type { UserRecord } from "@shared/api/user-admin";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import { hoursAgo, ok, PRO, preloadShell, signInProfessional, uuid } from "@/test/professional/professional-test-utils";
import { ID, openRecord, record } from "@/test/professional/user-record-fixture";

beforeAll(preloadShell, 30_000);
afterEach(() => vi.unstubAllGlobals());

describe("user detail", { timeout: 15_000 }, () => {
  it("shows profile, status, consents with history, family, alerts and the access log", async () => {
    await openRecord();
    expect(screen.getByRole("region", { name: "Estado y actividad" })).toHaveTextContent("Activa");
    expect(screen.getByRole("region", { name: "Datos personales" })).toHaveTextContent("Metformina");
    const consents = screen.getByRole("region", { name: "Consentimientos" });
    expect(consents).toHaveTextContent("Datos al personal municipal: Sí");
    expect(consents).toHaveTextContent("Actividad a la familia: No");
    expect(within(consents).getByRole("table")).toHaveTextContent("Carmen López");
    expect(screen.getByRole("region", { name: "Familiares vinculados" })).toHaveTextContent("Aprobado");
    expect(screen.getByRole("region", { name: "Historial de alertas" })).toHaveTextContent(
      "Alerta de Ayuda Urgente",
    );
    expect(screen.getByRole("region", { name: "Historial de alertas" })).toHaveTextContent(
      "Resultado: Llamada realizada · Se había caído el mando de la tele",
    );
    expect(screen.getByRole("region", { name: "Registro de accesos" })).toHaveTextContent(
      "Consultó la ficha",
    );
    expect(screen.getByRole("region", { name: "Actividad reciente" })).toHaveTextContent(
      "Conversación con el asistente",
    );
    expect(screen.getByRole("link", { name: "Volver al panel" })).toHaveAttribute("href", "/dashboard");
  });

  it("shows the home and each phone as a tel: link named after who answers", async () => {
    await openRecord();
    const profile = screen.getByRole("region", { name: "Datos personales" });
    const links = [
      ["Llamar a Carmen López: 600 000 001", "tel:+34600000001"],
      ["Llamar a Rosa Pérez (vecina): +34 600 000 051", "tel:+34600000051"],
      ["Llamar a Javier López: 600 111 222", "tel:+34600111222"],
    ];
    for (const [name, href] of links) expect(within(profile).getByRole("link", { name })).toHaveAttribute("href", href);
    expect(profile).toHaveTextContent("DirecciónCalle de los Almendros 12, 2.º BDistrito o barrioCentroVive sola/soloSí");
  });

  it("shows a medicine dose not confirmed in time in the reminders section", async () => {
    const pill = {
      id: uuid(60),
      userId: ID,
      createdBy: PRO.id,
      creatorRole: "professional",
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
      createdAt: "2026-01-10T10:00:00Z",
    };
    const today = localDate(new Date(), "Europe/Madrid");
    signInProfessional({
      [`GET /api/users/${ID}/record`]: ok({ ...record, reminders: { today: [pill], all: [pill] } }),
      [`GET /api/reminders/${ID}/unconfirmed`]: ok([
        { reminderId: pill.id, title: "Enalapril", reminderTime: "08:30", occurrenceDate: today, dueAt: "x" },
      ]),
    });
    renderApp(`/professional/user/${ID}`);
    const section = await screen.findByRole("region", { name: "Recordatorios" }, { timeout: 5000 });
    expect(await within(section).findByText("Toma sin confirmar: Enalapril, 08:30")).toBeInTheDocument();
    expect(within(section).getByText("Sin confirmar")).toBeInTheDocument();
  });

  it("erases the person only after the exact username is typed", async () => {
    const { user, fake, view } = await openRecord({ [`DELETE /api/users/${ID}`]: { status: 204 } });
    await user.click(screen.getByRole("button", { name: "Eliminar persona" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Eliminar persona" });
    const confirm = within(dialog).getByRole("button", { name: "Eliminar definitivamente" });
    expect(confirm).toBeDisabled();
    await user.type(
      within(dialog).getByRole("textbox", { name: "Escriba «carmen» para confirmar" }),
      "carme",
    );
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole("textbox", { name: /Escriba/ }), "n");
    await user.click(confirm);
    await waitFor(() => expect(view.location.history?.at(-1)).toBe("/dashboard"));
    expect(fake.calls.find((call) => call.method === "DELETE")?.body).toEqual({ confirmation: "carmen" });
  });

  it("ends a family link after a confirmation, says which tablets went and reads it in the access log", async () => {
    const after: UserRecord = {
      ...record,
      familyLinks: [],
      accessLog: [
        {
          id: uuid(51),
          action: "device.revoke-relative",
          actorId: PRO.id,
          actorName: "Lucía Romero",
          detail: { familyUserId: uuid(21), reason: "link-removed", devices: 1, codes: 0 },
          createdAt: hoursAgo(0),
        },
      ],
    };
    let current = record;
    const { user } = await openRecord({
      [`GET /api/users/${ID}/record`]: () => ok(current),
      [`DELETE /api/family/links/${uuid(20)}`]: () => {
        current = after;
        return ok({ removedTablets: [{ relativeFirstName: "Javier", devices: 1 }] });
      },
    });
    const family = screen.getByRole("region", { name: "Familiares vinculados" });
    await user.click(within(family).getByRole("button", { name: "Quitar vínculo con Javier López" }));
    await user.click(within(family).getByRole("button", { name: "Sí, quitar a Javier López" }));
    expect(await screen.findByText(/Se ha quitado la tableta que registró para esta persona/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Registro de accesos" })).toHaveTextContent(
        "Quitó las tabletas que registró un familiar (1 tableta, 0 códigos) al quitar el vínculo familiar",
      ),
    );
  });

  it("says when the person does not exist", async () => {
    signInProfessional({});
    renderApp(`/professional/user/${ID}`);
    expect(await screen.findByText("No se encontró a esta persona en su municipio.")).toBeInTheDocument();
  });
});
