import { foldAccents } from "@shared/domain/text-fold";
import { describe, expect, it } from "vitest";
import { ACCENTED, PLAIN } from "./sql-fold";

// The SQL fold lowers first, then translates ACCENTED -> PLAIN: it must give what the JS fold gives.
describe("the SQL fold table", () => {
  it("pairs every accented letter with one plain letter", () => {
    expect([...ACCENTED]).toHaveLength([...PLAIN].length);
  });

  it.each([...ACCENTED].map((accented, i) => [accented, [...PLAIN][i]]))(
    "%s and its capital fold to %s as in JS",
    (accented, plain) => {
      expect(foldAccents(accented)).toBe(plain);
      expect(foldAccents(accented.toUpperCase())).toBe(plain);
      expect(accented.toUpperCase().toLowerCase()).toBe(accented);
    },
  );
});
