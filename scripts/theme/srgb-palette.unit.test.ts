import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { PALETTE_FILE, TAILWIND_THEME_FILE } from "./paths";
import { oklchToRgb, renderSrgbPalette } from "./srgb-palette";

describe("oklchToRgb", () => {
  it("maps white, black and a mid grey", () => {
    expect(oklchToRgb(1, 0, 0)).toEqual([255, 255, 255]);
    expect(oklchToRgb(0, 0, 0)).toEqual([0, 0, 0]);
    // Oklab's L of sRGB #777777 is about 0.5693.
    expect(oklchToRgb(0.5693, 0, 0)).toEqual([119, 119, 119]);
  });

  it("keeps a saturated colour's hue and clips what lies outside sRGB", () => {
    const [r, g, b] = oklchToRgb(0.628, 0.2577, 29.23); // sRGB pure red
    expect(r).toBe(255);
    expect(g).toBeLessThanOrEqual(1);
    expect(b).toBeLessThanOrEqual(1);
    const clipped = oklchToRgb(0.7, 0.4, 145); // far outside sRGB: every channel stays in 0..255
    for (const channel of clipped) expect(channel).toBeGreaterThanOrEqual(0);
    for (const channel of clipped) expect(channel).toBeLessThanOrEqual(255);
  });
});

describe("renderSrgbPalette", () => {
  it("restates every oklch colour in hex, greys without a hue included", () => {
    const css = renderSrgbPalette(
      "@theme default {\n  --color-red-50: oklch(97.1% 0.013 17.38);\n  --color-zinc-50: oklch(98.5% 0 none);\n  --color-white: #fff;\n}",
    );
    expect(css).toContain("  --color-red-50: #fef2f2;");
    expect(css).toContain("  --color-zinc-50: #fafafa;");
    expect(css).not.toContain("white");
    expect(css).not.toContain("oklch(");
  });

  it("stops on a colour notation it does not know", () => {
    expect(() => renderSrgbPalette("  --color-red-50: oklch(0.971 0.013 17.38 / 50%);")).toThrow(/no reconocido/);
  });

  it("matches the committed file for the installed Tailwind (re-run the script after an upgrade)", () => {
    const theme = fs.readFileSync(TAILWIND_THEME_FILE, "utf8");
    const expected = renderSrgbPalette(theme);
    expect(fs.readFileSync(PALETTE_FILE, "utf8")).toBe(expected);
    const oklchColours = theme.match(/--color-[a-z]+-\d+:\s*oklch\(/g) ?? [];
    expect(expected.match(/--color-[a-z]+-\d+: #[0-9a-f]{6};/g)).toHaveLength(oklchColours.length);
  });
});
