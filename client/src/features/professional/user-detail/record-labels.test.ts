import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "@shared/domain/audit-actions";
import { accessActionLabel } from "./record-labels";

// Every action the server can write to the audit log reads in Spanish in 'Registro de accesos'.

describe("accessActionLabel", () => {
  it.each(AUDIT_ACTIONS)("words %s in Spanish", (action) => {
    const label = accessActionLabel(action);
    expect(label).not.toBe(action);
    expect(label).toMatch(/^[A-ZÁÉÍÓÚÑ][\p{L} ]+$/u);
  });

  it("never shows an unknown code as it is", () => {
    expect(accessActionLabel("something.new")).toBe("Otra acción sobre la ficha");
    expect(accessActionLabel("toString")).toBe("Otra acción sobre la ficha");
  });
});
