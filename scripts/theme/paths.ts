import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
export const TAILWIND_THEME_FILE = require.resolve("tailwindcss/theme.css");
export const PALETTE_FILE = path.resolve(import.meta.dirname, "../../client/src/srgb-palette.css");
