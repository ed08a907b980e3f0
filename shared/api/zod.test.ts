import { describe, expect, it } from "vitest";
import { completeReminderRequest } from "./reminders";

describe("validation messages", () => {
  it("are Spanish even where a schema has no text of its own", () => {
    const result = completeReminderRequest.safeParse({ completedBy: "no-es-un-id" });
    expect(result.success).toBe(false);
    const message = result.error?.issues[0].message ?? "";
    expect(message).not.toMatch(/invalid/i);
    expect(message.toLowerCase()).toMatch(/uuid|inválid|no válid/);
  });
});
