import { describe, expect, it } from "vitest";
import { ANTONIO_ID, CARMEN_ID, relative } from "@/test/family/fixtures";
import { chooseRelative } from "./choose-relative";

const pending = relative({
  status: "pending",
  elderly: { id: CARMEN_ID, firstName: "Carmen", lastName: "G" },
});
const approved = relative({ elderly: { id: ANTONIO_ID, firstName: "Antonio", lastName: "R" } });

describe("chooseRelative", () => {
  it("defaults to the first approved link", () => {
    expect(chooseRelative([pending, approved], null)?.elderly.id).toBe(ANTONIO_ID);
  });
  it("keeps the stored choice while that person is still linked", () => {
    expect(chooseRelative([pending, approved], CARMEN_ID)?.elderly.id).toBe(CARMEN_ID);
    expect(chooseRelative([pending, approved], "otra-persona")?.elderly.id).toBe(ANTONIO_ID);
  });
  it("falls back to the first link, or null without links", () => {
    expect(chooseRelative([pending], null)?.elderly.id).toBe(CARMEN_ID);
    expect(chooseRelative([], null)).toBeNull();
  });
});
