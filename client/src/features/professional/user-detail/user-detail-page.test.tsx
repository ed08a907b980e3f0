import { localDate } from "@shared/domain/time";
import { USER_ADMIN_MESSAGES, type UserRecord } from "@shared/api/user-admin";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import {
  hoursAgo,
  ok,
  PRO,
  preloadShell,
  type Routes,
  signInProfessional,
  uuid,
} from "@/test/professional/professional-test-utils";

beforeAll(preloadShell, 30_000);
afterEach(() => vi.unstubAllGlobals());

const ID = uuid(1);
const record: UserRecord = {
  profile: {
    id: ID,
    firstName: "Carmen",
    lastName: "López",
    username: "carmen",
    age: 82,
    role: "elderly",
    medicalConditions: ["Diabetes"],
    lastActivity: hoursAgo(3),
    personalConsent: true,
    familyConsent: false,
    preferences: { hobbies: ["Jardinería"], likes: ["Boleros"] },
    personalityTraits: "Alegre",
    emergencyContactName: "Javier López",
    status: "active",
    email: null,
    medications: ["Metformina"],
    emergencyContactPhone: "600 111 222",
    emergencyContactEmail: "javier@correo.es",
    phone: "600 000 001",
    address: "Calle de los Almendros 12, 2.º B",
    district: "Centro",
    livesAlone: true,
    keyHolderName: "Rosa Pérez (vecina)",
    keyHolderPhone: "+34 600 000 051",
    gpName: "",
    healthCentreName: "Centro de Salud Valle Verde",
    healthCentrePhone: "",
    formOfAddress: "tu",
    hasPin: true,
    lastLoginAt: hoursAgo(3),
    createdAt: "2026-01-10T10:00:00Z",
  },
  consentHistory: [
    {
      id: uuid(10),
      familyConsent: false,
      personalConsent: true,
      changedBy: { id: ID, name: "Carmen López" },
      createdAt: "2026-01-10T10:00:00Z",
    },
  ],
  familyLinks: [
    {
      linkId: uuid(20),
      status: "approved",
      family: { id: uuid(21), firstName: "Javier", lastName: "López", email: "j@x.es" },
      approvedBy: { id: ID, name: "Carmen López" },
      decidedAt: "2026-01-12T10:00:00Z",
      createdAt: "2026-01-11T10:00:00Z",
    },
  ],
  reminders: { today: [], all: [] },
  recentActivity: [
    {
      id: uuid(30),
      userId: ID,
      activityType: "chat",
      description: "Conversación",
      metadata: {},
      createdAt: hoursAgo(3),
    },
  ],
  alerts: [
    {
      id: uuid(40),
      type: "help",
      severity: "high",
      content: "Pulsó ayuda",
      createdAt: "2026-11-01T10:00:00Z",
      escalatedAt: null,
      dismissedAt: "2026-11-01T10:20:00Z",
      dismissedBy: { id: PRO.id, name: "Lucía Romero" },
      seenAt: "2026-11-01T10:05:00Z",
      outcome: "call",
      outcomeNote: "Se había caído el mando de la tele",
      notifications: [],
    },
  ],
  accessLog: [
    {
      id: uuid(50),
      action: "user.view",
      actorId: PRO.id,
      actorName: "Lucía Romero",
      detail: {},
      createdAt: hoursAgo(1),
    },
  ],
};

async function openRecord(routes: Routes = {}) {
  const user = userEvent.setup({ delay: null });
  const fake = signInProfessional({ [`GET /api/users/${ID}/record`]: ok(record), ...routes });
  const view = renderApp(`/professional/user/${ID}`);
  await screen.findByRole("heading", { level: 1, name: "Carmen López" });
  return { user, fake, view };
}

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

  it("shows a medicine dose not confirmed in time in the reminders section (issue 13)", async () => {
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

  it("edits the profile with PATCH and no consents", async () => {
    const { user, fake } = await openRecord({ [`PATCH /api/users/${ID}`]: ok(record.profile) });
    await user.click(screen.getByRole("button", { name: "Editar perfil" }));
    const dialog = await screen.findByRole("dialog", { name: "Editar perfil" });
    const age = within(dialog).getByRole("textbox", { name: "Edad" });
    await user.clear(age);
    await user.type(age, "83");
    await user.click(within(dialog).getByRole("button", { name: "Guardar cambios" }));
    expect(await screen.findByText("Perfil actualizado")).toBeInTheDocument();
    const body = fake.calls.find((call) => call.method === "PATCH")?.body as Record<string, unknown>;
    expect(body).toMatchObject({ age: 83, medications: ["Metformina"], hobbies: ["Jardinería"], livesAlone: true });
    expect(body).toMatchObject({ phone: "600 000 001", keyHolderName: "Rosa Pérez (vecina)" });
    expect(body).not.toHaveProperty("personalConsent");
  });

  it("edits the emergency contact's e-mail, refusing a malformed one before sending", async () => {
    const { user, fake } = await openRecord({ [`PATCH /api/users/${ID}`]: ok(record.profile) });
    expect(screen.getByText("javier@correo.es")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Editar perfil" }));
    const dialog = await screen.findByRole("dialog", { name: "Editar perfil" });
    const email = within(dialog).getByRole("textbox", { name: /Correo del contacto de emergencia/ });
    expect(email).toHaveValue("javier@correo.es");
    await user.clear(email);
    await user.type(email, "javier@correo");
    await user.click(within(dialog).getByRole("button", { name: "Guardar cambios" }));
    expect(await within(dialog).findByText("El correo del contacto de emergencia no es válido")).toBeInTheDocument();
    expect(fake.calls.some((call) => call.method === "PATCH")).toBe(false);
    await user.type(email, ".es");
    await user.click(within(dialog).getByRole("button", { name: "Guardar cambios" }));
    expect(await screen.findByText("Perfil actualizado")).toBeInTheDocument();
    const body = fake.calls.find((call) => call.method === "PATCH")?.body as Record<string, unknown>;
    expect(body).toMatchObject({ emergencyContactEmail: "javier@correo.es" });
  });

  it("edits the key holder's phone, refusing one that cannot be dialled before sending", async () => {
    const { user, fake } = await openRecord({ [`PATCH /api/users/${ID}`]: ok(record.profile) });
    await user.click(screen.getByRole("button", { name: "Editar perfil" }));
    const dialog = await screen.findByRole("dialog", { name: "Editar perfil" });
    expect(within(dialog).getByRole("combobox", { name: "Vive sola/solo" })).toHaveTextContent("Sí");
    const phone = within(dialog).getByRole("textbox", { name: "Teléfono de quien tiene llave" });
    await user.clear(phone);
    await user.type(phone, "la vecina");
    await user.click(within(dialog).getByRole("button", { name: "Guardar cambios" }));
    expect(await within(dialog).findByText(USER_ADMIN_MESSAGES.keyHolderPhoneInvalid)).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(USER_ADMIN_MESSAGES.keyHolderPhoneInvalid));
    expect(fake.calls.some((call) => call.method === "PATCH")).toBe(false);
    await user.clear(phone);
    await user.type(phone, "600 000 052");
    await user.click(within(dialog).getByRole("button", { name: "Guardar cambios" }));
    expect(await screen.findByText("Perfil actualizado")).toBeInTheDocument();
    const body = fake.calls.find((call) => call.method === "PATCH")?.body as Record<string, unknown>;
    expect(body).toMatchObject({ keyHolderPhone: "600 000 052", livesAlone: true });
  });

  it("edits the doctor, the health centre's phone and the form of address the assistant uses", async () => {
    const { user, fake } = await openRecord({ [`PATCH /api/users/${ID}`]: ok(record.profile) });
    expect(screen.getByText("De tú")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Editar perfil" }));
    const dialog = await screen.findByRole("dialog", { name: "Editar perfil" });
    await user.type(within(dialog).getByRole("textbox", { name: "Médico de cabecera" }), "la doctora Ruiz");
    const phone = within(dialog).getByRole("textbox", { name: /Teléfono del centro de salud/ });
    await user.type(phone, "el centro");
    await user.click(within(dialog).getByRole("button", { name: "Guardar cambios" }));
    expect(await within(dialog).findByText(USER_ADMIN_MESSAGES.healthCentrePhoneInvalid)).toBeInTheDocument();
    expect(fake.calls.some((call) => call.method === "PATCH")).toBe(false);
    await user.clear(phone);
    await user.type(phone, "910 000 111");
    await user.click(within(dialog).getByRole("combobox", { name: "Cómo prefiere que le hablen" }));
    await user.click(await screen.findByRole("option", { name: "De usted" }));
    await user.click(within(dialog).getByRole("button", { name: "Guardar cambios" }));
    expect(await screen.findByText("Perfil actualizado")).toBeInTheDocument();
    const body = fake.calls.find((call) => call.method === "PATCH")?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      gpName: "la doctora Ruiz",
      healthCentreName: "Centro de Salud Valle Verde",
      healthCentrePhone: "910 000 111",
      formOfAddress: "usted",
    });
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
