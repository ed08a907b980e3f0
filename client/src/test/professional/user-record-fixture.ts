import type { UserRecord } from "@shared/api/user-admin";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@/test/render-app";
import { hoursAgo, ok, PRO, type Routes, signInProfessional, uuid } from "./professional-test-utils";

// Carmen's record as the staff's 'Ficha' shows it, and opening it signed in as Lucía (the user-detail tests).

export const ID = uuid(1);
export const record: UserRecord = {
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

export async function openRecord(routes: Routes = {}) {
  const user = userEvent.setup({ delay: null });
  const fake = signInProfessional({ [`GET /api/users/${ID}/record`]: ok(record), ...routes });
  const view = renderApp(`/professional/user/${ID}`);
  await screen.findByRole("heading", { level: 1, name: "Carmen López" });
  return { user, fake, view };
}

