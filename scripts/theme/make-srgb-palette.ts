// Writes client/src/srgb-palette.css from the installed Tailwind theme (see srgb-palette.ts for why).
// Run `npx tsx scripts/theme/make-srgb-palette.ts` after upgrading Tailwind; a unit test fails until you do.
import fs from "node:fs";
import { PALETTE_FILE, TAILWIND_THEME_FILE } from "./paths";
import { renderSrgbPalette } from "./srgb-palette";

fs.writeFileSync(PALETTE_FILE, renderSrgbPalette(fs.readFileSync(TAILWIND_THEME_FILE, "utf8")));
console.log(`Paleta sRGB escrita en ${PALETTE_FILE}.`);
