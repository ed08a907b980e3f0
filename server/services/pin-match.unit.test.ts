import { describe, expect, it } from "vitest";
import { decidePinMatch } from "./pin-match";

describe("decidePinMatch", () => {
  it("signs in no one when the PIN fits no candidate", () => {
    expect(decidePinMatch([])).toEqual({ kind: "none" });
  });

  it("signs in the one candidate the PIN fits", () => {
    expect(decidePinMatch([{ id: "carmen" }])).toEqual({ kind: "one", person: { id: "carmen" } });
  });

  it("signs in no one at random when the PIN fits two or more: the full name is asked for", () => {
    expect(decidePinMatch([{ id: "carmen" }, { id: "carmen.ortiz" }])).toEqual({ kind: "ambiguous" });
    expect(decidePinMatch(["a", "b", "c"])).toEqual({ kind: "ambiguous" });
  });
});
