import { describe, expect, it } from "vitest";
import { endsSession, isNeverCached, isOfflineCheckInToday, isOfflineReminderList } from "./offline-cache";

const owner = "c0000000-0000-4000-8000-000000000001";
const other = "a0000000-0000-4000-8000-000000000002";

describe("what the service worker keeps", () => {
  it("keeps only the signed-in older person's own today and upcoming lists", () => {
    expect(isOfflineReminderList("GET", `/api/reminders/${owner}/today`, owner)).toBe(true);
    expect(isOfflineReminderList("GET", `/api/reminders/${owner}/upcoming`, owner)).toBe(true);
    expect(isOfflineReminderList("GET", `/api/reminders/${other}/today`, owner)).toBe(false);
    expect(isOfflineReminderList("GET", `/api/reminders/${owner}/today`, null)).toBe(false);
    expect(isOfflineReminderList("POST", `/api/reminders/${owner}/today`, owner)).toBe(false);
    for (const path of ["stats", "completions", "unconfirmed"])
      expect(isOfflineReminderList("GET", `/api/reminders/${owner}/${path}`, owner)).toBe(false);
    expect(isOfflineReminderList("GET", `/api/messages/${owner}`, owner)).toBe(false);
  });

  it("keeps the owner's own check-in of today, and nobody else's", () => {
    expect(isOfflineCheckInToday("GET", `/api/users/${owner}/check-in/today`, owner)).toBe(true);
    expect(isOfflineCheckInToday("GET", `/api/users/${other}/check-in/today`, owner)).toBe(false);
    expect(isOfflineCheckInToday("GET", `/api/users/${owner}/check-in/today`, null)).toBe(false);
    expect(isOfflineCheckInToday("POST", `/api/users/${owner}/check-in`, owner)).toBe(false);
    expect(isOfflineCheckInToday("GET", `/api/users/${owner}/record`, owner)).toBe(false);
  });

  it("forgets at logout and never serves the API or its own script from a cache", () => {
    expect(endsSession("POST", "/api/auth/logout")).toBe(true);
    expect(endsSession("GET", "/api/auth/logout")).toBe(false);
    expect(isNeverCached("/api/health")).toBe(true);
    expect(isNeverCached("/sw.js")).toBe(true);
    expect(isNeverCached("/assets/index-abc.js")).toBe(false);
  });
});
