import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "@shared/domain/audit-actions";
import { accessActionLabel, accessEntryLabel } from "./record-labels";

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

describe("accessEntryLabel", () => {
  const javier = { id: "6f1c1b1e-0000-4000-8000-000000000001", firstName: "Javier", lastName: "López" };

  it("says whose tablets went, how many and why", () => {
    const entry = {
      action: "device.revoke-relative",
      detail: { familyUserId: javier.id, reason: "consent-withdrawn", devices: 1, codes: 2 },
    };
    expect(accessEntryLabel(entry, [javier])).toBe(
      "Quitó las tabletas que registró Javier López (1 tableta, 2 códigos) al retirar el consentimiento familiar",
    );
    expect(accessEntryLabel({ ...entry, detail: { ...entry.detail, reason: "relative-erased" } }, [])).toMatch(
      /^Quitó las tabletas que registró un familiar \(1 tableta, 2 códigos\) al borrar la cuenta del familiar$/,
    );
  });

  it("reads every other entry by its action alone", () => {
    expect(accessEntryLabel({ action: "user.view", detail: {} }, [javier])).toBe("Consultó la ficha");
  });
});
