import { describe, expect, it } from "vitest";
import { describeStaffedHours, HELP_SENT_TEXT, helpReply } from "./help-reply";
import { DEFAULT_STAFFED_HOURS, isWithinStaffedHours } from "./service-hours";

const MADRID = "Europe/Madrid";

describe("isWithinStaffedHours (Monday to Friday, 8:00 to 15:00, Madrid)", () => {
  it.each([
    ["2026-11-27T07:00:00Z", true, "Friday 8:00 local: opens"],
    ["2026-11-27T06:59:59Z", false, "Friday 7:59:59 local"],
    ["2026-11-27T13:59:00Z", true, "Friday 14:59 local"],
    ["2026-11-27T14:00:00Z", false, "Friday 15:00 local: closed"],
    ["2026-11-28T10:00:00Z", false, "Saturday morning"],
    ["2026-11-30T02:50:00Z", false, "Monday 03:50 local"],
    ["2026-03-30T06:30:00Z", true, "Monday 8:30 local after the spring change (UTC+2)"],
  ])("%s -> %s (%s)", (iso, expected) => {
    expect(isWithinStaffedHours(DEFAULT_STAFFED_HOURS, new Date(iso), MADRID)).toBe(expected);
  });
});

describe("describeStaffedHours", () => {
  it.each([
    [{ days: [1, 2, 3, 4, 5], from: "08:00", to: "15:00" }, "de lunes a viernes, de 8:00 a 15:00"],
    [{ days: [1, 2, 3, 4, 5, 6, 7], from: "00:00", to: "23:59" }, "todos los días, de 0:00 a 23:59"],
    [{ days: [1, 3, 5], from: "09:30", to: "14:00" }, "lunes, miércoles y viernes, de 9:30 a 14:00"],
    [{ days: [6], from: "10:00", to: "13:00" }, "los sábados, de 10:00 a 13:00"],
  ])("%j", (hours, label) => {
    expect(describeStaffedHours(hours)).toBe(label);
  });
});

describe("helpReply", () => {
  it("in staffed hours says staff will call, with no 112 hint", () => {
    expect(helpReply({ isStaffed: true, hasOnCall: true, staffedHours: DEFAULT_STAFFED_HOURS })).toEqual({
      title: "Ayuda enviada",
      text: HELP_SENT_TEXT,
      isEmergencyHintShown: false,
    });
  });

  it("outside them says it is recorded, when staff return, who was told, and shows 112", () => {
    const withOnCall = helpReply({ isStaffed: false, hasOnCall: true, staffedHours: DEFAULT_STAFFED_HOURS });
    expect(withOnCall.text).toContain("ha quedado registrada");
    expect(withOnCall.text).toContain("de lunes a viernes, de 8:00 a 15:00");
    expect(withOnCall.text).toContain("personal de guardia");
    expect(withOnCall.isEmergencyHintShown).toBe(true);
    const alone = helpReply({ isStaffed: false, hasOnCall: false, staffedHours: DEFAULT_STAFFED_HOURS });
    expect(alone.text).not.toContain("guardia");
    expect(alone.text).not.toContain("se pondrá en contacto pronto");
  });
});
