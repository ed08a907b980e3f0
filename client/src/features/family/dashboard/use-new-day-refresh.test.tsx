import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { familyKeys } from "../common/family-keys";
import { CARMEN_ID } from "@/test/family/fixtures";
import { useNewDayRefresh } from "./use-dashboard-data";

describe("useNewDayRefresh", () => {
  it("reloads the person's activity and reminders when the local date changes, not before", () => {
    const client = new QueryClient();
    const keys = [
      familyKeys.activityToday(CARMEN_ID),
      familyKeys.activities(CARMEN_ID),
      familyKeys.todayReminders(CARMEN_ID),
      familyKeys.stats(CARMEN_ID),
    ];
    for (const key of keys) client.setQueryData(key, { loaded: true });
    client.setQueryData(familyKeys.relatives, []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const isStale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

    const { rerender } = renderHook(({ date }) => useNewDayRefresh(CARMEN_ID, date), {
      wrapper,
      initialProps: { date: "2026-03-11" },
    });
    rerender({ date: "2026-03-11" });
    expect(keys.map(isStale)).toEqual([false, false, false, false]);

    rerender({ date: "2026-03-12" });
    expect(keys.map(isStale)).toEqual([true, true, true, true]);
    expect(isStale(familyKeys.relatives)).toBe(false);
  });
});
