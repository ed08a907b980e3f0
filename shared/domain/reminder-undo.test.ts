import { describe, expect, it } from "vitest";
import { UNDO_MESSAGES, UNDO_SECONDS, UNDO_SERVER_SECONDS, undoRefusal } from "./reminder-completion";

// 'Deshacer' on the server: only whoever completed it, within the screen's seconds plus a network margin.

const ME = "11111111-1111-4111-8111-111111111111";
const STAFF = "22222222-2222-4222-8222-222222222222";
const recordedAt = new Date("2026-11-18T10:30:00Z");
const after = (ms: number) => new Date(recordedAt.getTime() + ms);

describe("undoRefusal", () => {
  it("gives the screen's seconds plus a margin for slow networks", () => {
    expect(UNDO_SERVER_SECONDS).toBe(60);
    expect(UNDO_SERVER_SECONDS).toBeGreaterThan(UNDO_SECONDS);
  });

  it("accepts one's own completion from its instant up to the last millisecond of the window", () => {
    for (const ms of [0, 10_000, 59_999, 60_000])
      expect(undoRefusal({ completedBy: ME, recordedAt }, ME, after(ms)), String(ms)).toBeNull();
    // A server clock that stepped back a little is not "too late".
    expect(undoRefusal({ completedBy: ME, recordedAt }, ME, after(-5_000))).toBeNull();
  });

  it("refuses from one millisecond after the window with a Spanish 409", () => {
    for (const ms of [60_001, 3_600_000, 86_400_000 * 30])
      expect(undoRefusal({ completedBy: ME, recordedAt }, ME, after(ms))).toEqual({
        status: 409,
        message: UNDO_MESSAGES.tooLate,
      });
    expect(undoRefusal({ completedBy: ME, recordedAt: null }, ME, recordedAt)).toEqual({
      status: 409,
      message: UNDO_MESSAGES.tooLate,
    });
  });

  it("refuses someone else's completion (staff's, the person's, or unknown) with a 403, even at once", () => {
    for (const completedBy of [STAFF, null])
      expect(undoRefusal({ completedBy, recordedAt }, ME, recordedAt)).toEqual({
        status: 403,
        message: UNDO_MESSAGES.notOwn,
      });
    expect(undoRefusal({ completedBy: ME, recordedAt }, STAFF, recordedAt)?.status).toBe(403);
  });
});
