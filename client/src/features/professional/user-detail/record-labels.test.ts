import { describe, expect, it } from "vitest";
import { accessActionLabel } from "./record-labels";

// Every action the server writes to the audit log with a person as its subject (server/services and the
// access checks of the routes) reads in Spanish in 'Registro de accesos'.
const SUBJECT_ACTIONS = [
  "user.view",
  "user.create",
  "user.update",
  "user.export",
  "user.erase",
  "user.pin.set",
  "user.pin.unlock",
  "consents.update",
  "consents.view",
  "reminders.view",
  "reminders.manage",
  "reminders.complete",
  "activities.view",
  "family-links.view",
  "family-link.approved",
  "family-link.rejected",
  "family.register",
  "metrics.view",
];

describe("accessActionLabel", () => {
  it.each(SUBJECT_ACTIONS)("words %s in Spanish", (action) => {
    const label = accessActionLabel(action);
    expect(label).not.toBe(action);
    expect(label).toMatch(/^[A-ZÁÉÍÓÚÑ][\p{L} ]+$/u);
  });

  it("never shows an unknown code as it is", () => {
    expect(accessActionLabel("something.new")).toBe("Otra acción sobre la ficha");
  });
});
