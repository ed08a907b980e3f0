// Draws the installable app's PNG icons (client/public/icons) from the favicon's heart with the local Chromium:
// no download, no image library. Run `npx tsx scripts/make-icons.ts` after changing the mark; the PNGs are committed.
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";

const HEART = "M32 50 C18 40 12 32 12 24 a10 10 0 0 1 20-3 a10 10 0 0 1 20 3 c0 8-6 16-20 26z";
const BRAND = "#174c99";

/** `maskable`: full-bleed colour with the heart inside the 80 % safe zone a launcher may crop to a circle. */
const svg = (maskable: boolean) =>
  maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(32 32) scale(0.62) translate(-32 -33)"><path d="${HEART}" fill="#fff"/></g></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND}"/><path d="${HEART}" fill="#fff"/></svg>`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const page = await browser.newPage();
for (const [name, size, maskable] of [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["maskable-512.png", 512, true],
] as const) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg(maskable).replace("<svg ", `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.screenshot({ path: `client/public/icons/${name}`, omitBackground: true });
}
await browser.close();
console.log("Iconos listos en client/public/icons.");
