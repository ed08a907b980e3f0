import { describe, expect, it } from "vitest";
import { pinLockAlertText, quoteTypedName, TYPED_NAME_MAX } from "./security-alerts";

describe("security alert texts", () => {
  it("name the person targeted and the attempts, without any typed text", () => {
    expect(
      pinLockAlertText({
        person: { firstName: "Carmen", lastName: "García" },
        attempts: 5,
        typedName: "URGENTE llame al 600123123",
      }),
    ).toBe("Acceso con PIN bloqueado para Carmen García tras 5 intentos fallidos");
  });

  it("quote an unknown typed name, labelled, without digits, cut short", () => {
    const text = pinLockAlertText({ person: null, attempts: 5, typedName: "URGENTE llame al 600123123 - Ayuntamiento" });
    expect(text).toContain("escrito por un usuario desconocido");
    expect(text).not.toMatch(/\d{3}/);
    expect(text).toMatch(/«URGENTE llame al - A…»$/);
  });

  it("keep accents and apostrophes, drop line breaks, links and markup", () => {
    expect(quoteTypedName("  José   María ")).toBe("«José María»");
    expect(quoteTypedName("O'Neill")).toBe("«O'Neill»");
    expect(quoteTypedName("a\nb<script>http://x.es")).toBe("«a b script http x es»");
  });

  it("cut at exactly the maximum", () => {
    expect(quoteTypedName("a".repeat(TYPED_NAME_MAX))).toBe(`«${"a".repeat(TYPED_NAME_MAX)}»`);
    expect(quoteTypedName("a".repeat(TYPED_NAME_MAX + 1))).toBe(`«${"a".repeat(TYPED_NAME_MAX)}…»`);
  });
});
