import fs from "node:fs";

// The Debian Chromium every browser tool here launches (Playwright, Lighthouse), never a downloaded one, with
// the flags that keep it from reaching the network on its own.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's old headless shell (package chromium-headless-shell) when it is installed,
 * the same Blink and V8 without the full browser's window layer, which ran the accessibility sweep's 60 states in
 * 613 s of worker time instead of 966 s (docs/testing.md). Specs that need what only the full browser has (the
 * notification permission prompt, a system notification) launch CHROMIUM_PATH themselves (FULL_BROWSER below).
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const TEST_CHROMIUM_PATH =
  process.env.E2E_CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** `test.use(FULL_BROWSER)`: a spec (or describe block) on the full Chromium, in workers of its own. */
export const FULL_BROWSER = { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS } };
