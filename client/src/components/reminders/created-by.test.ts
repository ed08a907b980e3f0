import { createdByLabel } from "@shared/domain/reminders";
import { describe, expect, it } from "vitest";
import { ELDERLY_ID, FAMILY_ID, STAFF_ID } from "@/test/reminders/fixtures";

describe("createdByLabel (docs/behaviour/06-roles-and-access.md, as written)", () => {
  it("reads 'Creado por profesional' when the creator is the elderly person's own id", () => {
    expect(createdByLabel({ createdBy: ELDERLY_ID }, ELDERLY_ID)).toBe("Creado por profesional");
  });

  it("reads 'Creado por familiar' for any other creator, or none", () => {
    expect(createdByLabel({ createdBy: FAMILY_ID }, ELDERLY_ID)).toBe("Creado por familiar");
    // Our server records the real creator: a professional's reminder is labelled as such.
    expect(createdByLabel({ createdBy: STAFF_ID, creatorRole: "professional" }, ELDERLY_ID)).toBe(
      "Creado por profesional",
    );
    expect(createdByLabel({ createdBy: FAMILY_ID, creatorRole: "family" }, ELDERLY_ID)).toBe(
      "Creado por familiar",
    );
    expect(createdByLabel({ createdBy: null }, ELDERLY_ID)).toBe("Creado por familiar");
  });
});
