import { describe, expect, it } from "vitest";
import {
  ACCIDENTAL_WINDOW_MS,
  bannerOrder,
  canMarkAccidental,
  isPastTarget,
  isUrgentAlert,
  responseDeadlines,
  waitingLabel,
} from "./alert-clock";

const createdAt = new Date("2026-11-28T03:50:00Z");
const at = (seconds: number) => new Date(createdAt.getTime() + seconds * 1000);
const targets = { ackTargetSeconds: 60, attendTargetSeconds: 900 };

describe("isUrgentAlert", () => {
  it("keeps help requests and critical health alerts in sight, nothing else", () => {
    expect(isUrgentAlert({ type: "help", severity: "high" })).toBe(true);
    expect(isUrgentAlert({ type: "health", severity: "critical" })).toBe(true);
    expect(isUrgentAlert({ type: "health", severity: "high" })).toBe(false);
    expect(isUrgentAlert({ type: "inactivity", severity: "critical" })).toBe(false);
    expect(isUrgentAlert({ type: "security", severity: "medium" })).toBe(false);
  });
});

describe("response targets", () => {
  const due = responseDeadlines(createdAt, targets);

  it("dates each deadline from the request", () => {
    expect(due.ackDueAt).toEqual(at(60));
    expect(due.attendDueAt).toEqual(at(900));
  });

  it("is late for 'La atiendo' one second after its target, not at it", () => {
    expect(isPastTarget({ acknowledgedAt: null, ...due }, at(60))).toBe(false);
    expect(isPastTarget({ acknowledgedAt: null, ...due }, at(61))).toBe(true);
  });

  it("an acknowledged alert is late only past the attend target", () => {
    const acknowledgedAt = at(30);
    expect(isPastTarget({ acknowledgedAt, ...due }, at(600))).toBe(false);
    expect(isPastTarget({ acknowledgedAt, ...due }, at(900))).toBe(false);
    expect(isPastTarget({ acknowledgedAt, ...due }, at(901))).toBe(true);
  });
});

describe("waitingLabel", () => {
  it.each([
    [0, "hace 0 s"],
    [59, "hace 59 s"],
    [60, "hace 1 min"],
    [3599, "hace 59 min"],
    [3600, "hace 1 h"],
    [3600 + 5 * 60, "hace 1 h 5 min"],
    [6 * 3600, "hace 6 h"],
    [24 * 3600, "hace 1 día"],
    [50 * 3600, "hace 2 días"],
  ])("%i s -> %s", (seconds, label) => {
    expect(waitingLabel(createdAt, at(seconds))).toBe(label);
  });

  it("a console clock slightly behind never shows a negative wait", () => {
    expect(waitingLabel(createdAt, at(-5))).toBe("hace 0 s");
  });
});

describe("canMarkAccidental", () => {
  const windowSeconds = ACCIDENTAL_WINDOW_MS / 1000;
  it("is offered for its first minutes while the request is open", () => {
    expect(canMarkAccidental({ createdAt, dismissedAt: null }, at(0))).toBe(true);
    expect(canMarkAccidental({ createdAt, dismissedAt: null }, at(windowSeconds))).toBe(true);
    expect(canMarkAccidental({ createdAt, dismissedAt: null }, at(windowSeconds + 1))).toBe(false);
    expect(canMarkAccidental({ createdAt, dismissedAt: at(30) }, at(60))).toBe(false);
  });
});

describe("bannerOrder", () => {
  it("puts what nobody has taken first, then the oldest first", () => {
    const list = [
      { id: "new", createdAt: at(120).toISOString(), acknowledgedAt: null },
      { id: "taken-old", createdAt: at(0).toISOString(), acknowledgedAt: at(10).toISOString() },
      { id: "old", createdAt: at(60).toISOString(), acknowledgedAt: null },
    ];
    expect(bannerOrder(list).map((a) => a.id)).toEqual(["old", "new", "taken-old"]);
  });
});
