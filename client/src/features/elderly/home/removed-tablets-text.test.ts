import { describe, expect, it } from "vitest";
import { removedTabletsText } from "./removed-tablets-text";

describe("removedTabletsText", () => {
  it("says nothing when no tablet was removed", () => {
    expect(removedTabletsText([])).toBeNull();
  });

  it("names the relative, in the singular for one tablet and the plural for more", () => {
    expect(removedTabletsText([{ relativeFirstName: "Javier", devices: 1 }])).toMatch(
      /^Se ha quitado la tableta que registró Javier: /,
    );
    expect(
      removedTabletsText([
        { relativeFirstName: "Javier", devices: 1 },
        { relativeFirstName: "Elena", devices: 1 },
      ]),
    ).toMatch(/^Se han quitado las tabletas que registró Javier y Elena: /);
  });
});
