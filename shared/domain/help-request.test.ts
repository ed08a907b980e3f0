import { describe, expect, it } from "vitest";
import {
  ESCALATE_AFTER_MS,
  escalationDueAt,
  HELP_STATE_SHOWN_MS,
  helpRequestStatus,
  isEmailEscalated,
  notificationRetryDelayMs,
} from "./help-request";

const sent = new Date("2026-11-24T10:00:00Z");
const at = (ms: number) => new Date(sent.getTime() + ms);
const base = { createdAt: sent, seenAt: null, dismissedAt: null, attendedByName: null };

describe("helpRequestStatus", () => {
  it("says Enviada, then seen, then who attended it", () => {
    expect(helpRequestStatus(base, at(1))?.label).toBe("Enviada");
    expect(helpRequestStatus({ ...base, seenAt: at(60_000) }, at(61_000))?.label).toBe("El personal la ha visto");
    const done = { ...base, seenAt: at(60_000), dismissedAt: at(120_000), attendedByName: "Lucía Romero" };
    expect(helpRequestStatus(done, at(121_000))).toMatchObject({ state: "attended", label: "Atendida por Lucía Romero" });
    expect(helpRequestStatus({ ...done, attendedByName: null }, at(121_000))?.label).toBe("Atendida");
  });

  it("is gone exactly a day after its last change", () => {
    const done = { ...base, dismissedAt: at(600_000), attendedByName: "Lucía Romero" };
    expect(helpRequestStatus(done, at(600_000 + HELP_STATE_SHOWN_MS - 1))).not.toBeNull();
    expect(helpRequestStatus(done, at(600_000 + HELP_STATE_SHOWN_MS))).toBeNull();
    expect(helpRequestStatus(base, at(HELP_STATE_SHOWN_MS - 1))?.label).toBe("Enviada");
    expect(helpRequestStatus(base, at(HELP_STATE_SHOWN_MS))).toBeNull();
    expect(helpRequestStatus(null, sent)).toBeNull();
  });
});

describe("escalation rule", () => {
  it("help after the attend target (15 minutes unless set); critical health at once; others never by e-mail", () => {
    expect(ESCALATE_AFTER_MS).toBe(15 * 60_000);
    expect(escalationDueAt({ type: "help", severity: "high", createdAt: sent })).toEqual(at(ESCALATE_AFTER_MS));
    expect(escalationDueAt({ type: "help", severity: "high", createdAt: sent }, 300)).toEqual(at(300_000));
    expect(escalationDueAt({ type: "health", severity: "critical", createdAt: sent }, 300)).toEqual(sent);
    expect(escalationDueAt({ type: "health", severity: "critical", createdAt: sent })).toEqual(sent);
    expect(escalationDueAt({ type: "inactivity", severity: "medium", createdAt: sent })).toBeNull();
    expect(isEmailEscalated({ type: "help", severity: "high" })).toBe(true);
    expect(isEmailEscalated({ type: "health", severity: "critical" })).toBe(true);
    expect(isEmailEscalated({ type: "health", severity: "high" })).toBe(false);
    expect(isEmailEscalated({ type: "security", severity: "critical" })).toBe(false);
  });
});

describe("notificationRetryDelayMs", () => {
  it("backs off 1, 2, 4, 8, 16 minutes and caps at 30", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => notificationRetryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 8, 16, 30, 30]);
  });
});
