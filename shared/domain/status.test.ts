import { describe, expect, it } from "vitest";
import { HOUR_MS, isActive, matchesStatusFilter, needsAttention, statusLabel } from "./status";

const now = new Date("2026-11-18T12:00:00Z");
const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);

describe("user status (docs/behaviour/04-states.md)", () => {
  it.each([
    [ago(1), "Activa", true, false],
    [ago(24), "Activa", true, false],
    [ago(24.01), "Activa", false, false],
    [ago(48), "Activa", false, false],
    [ago(48.01), "Alerta", false, true],
    [null, "Alerta", false, true],
  ] as const)("last activity %s", (last, label, active, attention) => {
    expect(statusLabel(last, now)).toBe(label);
    expect(isActive(last, now)).toBe(active);
    expect(needsAttention(last, now)).toBe(attention);
  });

  it("filters: the 24-48 h case is 'inactive' but not 'alerts'", () => {
    const between = ago(30);
    expect(matchesStatusFilter("all", between, now)).toBe(true);
    expect(matchesStatusFilter("active", between, now)).toBe(false);
    expect(matchesStatusFilter("inactive", between, now)).toBe(true);
    expect(matchesStatusFilter("alerts", between, now)).toBe(false);
    expect(matchesStatusFilter("alerts", null, now)).toBe(true);
  });

  it("filters: an open help or health alert puts a person just active under 'alerts', and nowhere else changes", () => {
    const justNow = ago(0.1);
    expect(matchesStatusFilter("alerts", justNow, now, true)).toBe(true);
    expect(matchesStatusFilter("alerts", justNow, now, false)).toBe(false);
    expect(matchesStatusFilter("active", justNow, now, true)).toBe(true);
    expect(matchesStatusFilter("inactive", justNow, now, true)).toBe(false);
    expect(statusLabel(justNow, now)).toBe("Activa");
  });
});
