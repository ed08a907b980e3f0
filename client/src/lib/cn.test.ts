import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("lets the caller's class win over the component's for the same property", () => {
    // The takeover's 'Hecho' and 'Más tarde': an xl button made larger by the caller.
    const classes = cn("min-h-target px-5 py-4 text-xl sm:px-8", "min-h-24 flex-1 text-3xl").split(" ");
    expect(classes).toContain("text-3xl");
    expect(classes).not.toContain("text-xl");
    expect(classes).toContain("min-h-24");
    expect(classes).not.toContain("min-h-target");
  });

  it("knows the touch-target spacing and keeps colour and size apart", () => {
    expect(cn("h-11 w-11", "size-target")).toBe("size-target");
    expect(cn("min-h-11", "min-h-target")).toBe("min-h-target");
    expect(cn("text-brand-700 text-xl", "text-3xl")).toBe("text-brand-700 text-3xl");
  });

  it("skips empty values and keeps classes that do not conflict", () => {
    expect(cn("flex", false, null, undefined, "gap-4", "")).toBe("flex gap-4");
  });
});
