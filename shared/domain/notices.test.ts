import { describe, expect, it } from "vitest";
import {
  type AudiencePerson,
  confirmDeadline,
  describeAudience,
  distinctValues,
  EVERYONE,
  isConfirmationOverdue,
  isInAudience,
  type NoticeAudience,
} from "./notices";
import { NOTICE_TEMPLATES } from "./notice-templates";

const person = (extra: Partial<AudiencePerson> = {}): AudiencePerson => ({
  age: 82,
  medicalConditions: ["Hipertensión", "Diabetes tipo 2"],
  livesAlone: true,
  district: "Centro",
  ...extra,
});
const group = (extra: Partial<NoticeAudience>): NoticeAudience => ({ ...EVERYONE, ...extra });

describe("who a notice reaches", () => {
  it("reaches everyone when no criterion is chosen, records with nothing filled in included", () => {
    expect(isInAudience(person({ age: null, medicalConditions: [], livesAlone: null, district: "" }), EVERYONE)).toBe(true);
    expect(describeAudience(EVERYONE)).toBe("Todas las personas");
  });

  it("takes both ends of the age range, and leaves out a person whose age is not recorded", () => {
    const range = group({ ageFrom: 80, ageTo: 85 });
    expect([79, 80, 85, 86].map((age) => isInAudience(person({ age }), range))).toEqual([false, true, true, false]);
    expect(isInAudience(person({ age: null }), range)).toBe(false);
    expect(isInAudience(person({ age: 120 }), group({ ageFrom: 80 }))).toBe(true);
    expect(isInAudience(person({ age: 60 }), group({ ageTo: 65 }))).toBe(true);
  });

  it("matches a condition or a district without case, accents or extra spaces", () => {
    expect(isInAudience(person(), group({ condition: " hipertension " }))).toBe(true);
    expect(isInAudience(person(), group({ condition: "Hipertensión arterial" }))).toBe(false);
    expect(isInAudience(person({ district: "San  Andrés" }), group({ district: "san andres" }))).toBe(true);
    expect(isInAudience(person(), group({ district: "Ribera" }))).toBe(false);
  });

  it("'living alone' takes only those recorded as living alone", () => {
    const alone = group({ isLivingAloneOnly: true });
    expect([true, false, null].map((livesAlone) => isInAudience(person({ livesAlone }), alone))).toEqual([true, false, false]);
  });

  it("needs every chosen criterion at once", () => {
    const heatRisk = group({ ageFrom: 80, isLivingAloneOnly: true, district: "Centro" });
    expect(isInAudience(person(), heatRisk)).toBe(true);
    expect(isInAudience(person({ district: "Ribera" }), heatRisk)).toBe(false);
    expect(describeAudience(heatRisk)).toBe("Desde 80 años · Viven solas · Distrito: Centro");
    expect(describeAudience(group({ ageFrom: 65, ageTo: 80, condition: "EPOC" }))).toBe("De 65 a 80 años · EPOC");
    expect(describeAudience(group({ ageTo: 70 }))).toBe("Hasta 70 años");
  });

  it("offers each hand-typed value once, as first written, in Spanish order", () => {
    expect(distinctValues(["Ribera", " centro", "Centro", "", "Ávila", "ribera "])).toEqual(["Ávila", "centro", "Ribera"]);
  });
});

describe("who to call: not confirmed within the chosen time", () => {
  const sentAt = new Date("2026-07-10T09:00:00Z");
  const oneHour = { sentAt, confirmWithinMinutes: 60 };

  it("becomes overdue just after the deadline, not at it", () => {
    expect(confirmDeadline(sentAt, 60).toISOString()).toBe("2026-07-10T10:00:00.000Z");
    expect(isConfirmationOverdue({ ...oneHour, confirmedAt: null }, new Date("2026-07-10T10:00:00.000Z"))).toBe(false);
    expect(isConfirmationOverdue({ ...oneHour, confirmedAt: null }, new Date("2026-07-10T10:00:00.001Z"))).toBe(true);
  });

  it("is never overdue once confirmed, even late", () => {
    const late = new Date("2026-07-10T12:00:00Z");
    expect(isConfirmationOverdue({ ...oneHour, confirmedAt: late }, new Date("2026-07-11T00:00:00Z"))).toBe(false);
  });

  it("counts 24 hours from the sending", () => {
    const day = { sentAt, confirmWithinMinutes: 1440, confirmedAt: null };
    expect(isConfirmationOverdue(day, new Date("2026-07-11T09:00:00Z"))).toBe(false);
    expect(isConfirmationOverdue(day, new Date("2026-07-11T09:00:01Z"))).toBe(true);
  });
});

describe("ready texts", () => {
  it("each asks for help when needed and gives 112 for emergencies, within the notice's limits", () => {
    expect(NOTICE_TEMPLATES.map((template) => template.label)).toEqual(["Ola de calor", "Ola de frío", "Corte de agua"]);
    for (const template of NOTICE_TEMPLATES) {
      expect(template.body).toContain("llame al 112");
      expect(template.body).toMatch(/ayuda/);
      expect(template.body.length).toBeLessThanOrEqual(1000);
    }
    expect(NOTICE_TEMPLATES[0].body).toContain("Entre las 12 y las 17 horas");
  });
});
