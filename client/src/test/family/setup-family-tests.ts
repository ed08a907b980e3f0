import { configure } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";

/**
 * Hooks shared by the family screen tests: the whole app renders (session check, lazy shell, several
 * requests), so waits get more than the default second and the lazy bundles are loaded once up front.
 * With `now`, only Date is faked (timers stay real for the UI and testing-library).
 */
export function setupFamilyTests(options: { now?: Date } = {}) {
  configure({ asyncUtilTimeout: 4000 });
  // Typing into several fields with user-event takes a few seconds when the machine is busy.
  vi.setConfig({ testTimeout: 20_000 });
  // Load the lazy bundles once, before Date is faked (their import takes seconds on a busy machine).
  beforeAll(async () => {
    await Promise.all([
      import("@/app/family-shell"),
      import("@/features/family/dashboard/dashboard-body"),
      import("@/features/family/reminders/reminders-body"),
      import("@/features/family/messages/conversation"),
    ]);
  });
  beforeEach(() => {
    if (!options.now) return;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(options.now);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
