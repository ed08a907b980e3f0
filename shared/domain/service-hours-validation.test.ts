import { describe, expect, it } from "vitest";
import { formatDuration } from "./metrics-format";
import {
  DEFAULT_ACK_TARGET_SECONDS,
  DEFAULT_ATTEND_TARGET_SECONDS,
  DEFAULT_STAFFED_HOURS,
  SERVICE_MESSAGES as M,
  type ServiceSettings,
  serviceSettingsProblems,
} from "./service-hours";

const base: ServiceSettings = {
  ackTargetSeconds: DEFAULT_ACK_TARGET_SECONDS,
  attendTargetSeconds: DEFAULT_ATTEND_TARGET_SECONDS,
  staffedHours: DEFAULT_STAFFED_HOURS,
};
const problems = (change: Partial<ServiceSettings> & { hours?: Partial<ServiceSettings["staffedHours"]> }) => {
  const { hours, ...rest } = change;
  return serviceSettingsProblems({ ...base, ...rest, staffedHours: { ...base.staffedHours, ...hours } });
};

describe("service settings: targets", () => {
  it("accepts the defaults and every boundary", () => {
    expect(problems({})).toEqual([]);
    expect(problems({ ackTargetSeconds: 10, attendTargetSeconds: 60 })).toEqual([]);
    expect(problems({ ackTargetSeconds: 1_800, attendTargetSeconds: 86_400 })).toEqual([]);
    // Attended exactly when acknowledged is allowed.
    expect(problems({ ackTargetSeconds: 600, attendTargetSeconds: 600 })).toEqual([]);
  });

  it.each([
    [{ ackTargetSeconds: 9 }, "ackTargetSeconds", M.ackTarget],
    [{ ackTargetSeconds: 1_801 }, "ackTargetSeconds", M.ackTarget],
    [{ ackTargetSeconds: 60.5 }, "ackTargetSeconds", M.ackTarget],
    [{ attendTargetSeconds: 59 }, "attendTargetSeconds", M.attendTarget],
    [{ attendTargetSeconds: 86_401 }, "attendTargetSeconds", M.attendTarget],
    [{ ackTargetSeconds: 600, attendTargetSeconds: 599 }, "attendTargetSeconds", M.attendBeforeAck],
  ])("refuses %o on %s", (change, field, message) => {
    expect(problems(change)).toEqual([{ field, message }]);
  });

  it("does not also blame the order when the acknowledgement target is itself out of range", () => {
    expect(problems({ ackTargetSeconds: 5_000, attendTargetSeconds: 120 })).toEqual([
      { field: "ackTargetSeconds", message: M.ackTarget },
    ]);
  });
});

describe("service settings: staffed hours", () => {
  it("accepts any set of distinct weekdays and the whole day up to 23:59", () => {
    expect(problems({ hours: { days: [7] } })).toEqual([]);
    expect(problems({ hours: { days: [1, 2, 3, 4, 5, 6, 7], from: "00:00", to: "23:59" } })).toEqual([]);
    expect(problems({ hours: { from: "08:00", to: "08:01" } })).toEqual([]);
  });

  it.each([
    [{ days: [] }, "days", M.days],
    [{ days: [0] }, "days", M.day],
    [{ days: [8] }, "days", M.day],
    [{ days: [1, 1] }, "days", M.day],
    [{ days: [1.5] }, "days", M.day],
    [{ from: "8:00" }, "from", M.time],
    [{ from: "24:00" }, "from", M.time],
    [{ to: "15:60" }, "to", M.time],
    [{ to: "15:00\n" }, "to", M.time],
    [{ from: "15:00", to: "15:00" }, "to", M.fromBeforeTo],
    [{ from: "22:00", to: "06:00" }, "to", M.fromBeforeTo],
  ])("refuses %o on %s", (hours, field, message) => {
    expect(problems({ hours })).toEqual([{ field, message }]);
  });

  it("reports every wrong field at once, so the form marks them all", () => {
    expect(problems({ ackTargetSeconds: 1, hours: { days: [], from: "x" } }).map((p) => p.field)).toEqual([
      "ackTargetSeconds",
      "days",
      "from",
    ]);
  });
});

describe("formatDuration", () => {
  it.each([
    [0, "0 s"],
    [0.4, "0 s"],
    [45, "45 s"],
    [59.5, "1 min"],
    [60, "1 min"],
    [80, "1 min 20 s"],
    [900, "15 min"],
    [3_599, "59 min 59 s"],
    [3_600, "1 h"],
    [3_930, "1 h 5 min"],
    [86_400, "1 día"],
    [97_200, "1 día 3 h"],
    [3 * 86_400 + 60, "3 días"],
    [-5, "0 s"],
  ])("%s s -> %s", (seconds, words) => {
    expect(formatDuration(seconds)).toBe(words);
  });
});
