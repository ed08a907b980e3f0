// Lighthouse 12 (mobile preset: emulated phone, simulated slow 4G and 4x CPU) performance and accessibility of
// "/" and of the logged-in elderly home, in Debian's Chromium. The elderly session is prepared the way the app
// keeps it: the `sid` cookie of an API login plus the localStorage `user` of docs/behaviour/03-entities.md, set on a
// same-origin JSON URL so no asset enters the browser cache before the measured (cold) load.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";
import { addRow, log, score } from "./table";

const CHROME_FLAGS = [...CHROMIUM_FLAGS, "--headless=new"];

type ElderlyLogin = { cookie: string; user: unknown };

type Scores = { performance: number; accessibility: number; failing: string[] };

async function audit(url: string, port: number, keepStorage: boolean): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    logLevel: "error",
    output: "json",
    onlyCategories: ["performance", "accessibility"],
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && (a.scoreDisplayMode === "binary" || a.scoreDisplayMode === "numeric"))
    .filter((a) => lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0))
    .map((a) => a.id);
  return {
    performance: lhr.categories.performance.score ?? 0,
    accessibility: lhr.categories.accessibility.score ?? 0,
    failing,
  };
}

/** Empties the HTTP cache, then sets the session cookie and localStorage for `base` without loading the app. */
async function prepareSession(port: number, base: string, login: ElderlyLogin) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    // The audit of "/" left the app's assets in the HTTP cache: the measured load must be cold.
    const cdp = await page.createCDPSession();
    await cdp.send("Network.clearBrowserCache");
    await page.goto(`${base}/api/health`);
    const [name, value] = login.cookie.split("=");
    await browser.setCookie({ name, value, domain: new URL(base).hostname, path: "/", httpOnly: true });
    await page.evaluate((user) => window.localStorage.setItem("user", user), JSON.stringify(login.user));
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

function report(label: string, s: Scores) {
  log(`  Lighthouse ${label}: rendimiento ${s.performance} · accesibilidad ${s.accessibility}`);
  addRow({
    measure: `Lighthouse (móvil) rendimiento — ${label}`,
    value: score(s.performance),
    target: "≥ 0,90",
    ok: s.performance >= 0.9,
  });
  addRow({
    measure: `Lighthouse (móvil) accesibilidad — ${label}`,
    value: score(s.accessibility) + (s.failing.length ? ` (fallan: ${s.failing.join(", ")})` : ""),
    target: "1,00",
    ok: s.accessibility >= 1,
  });
}

/** `base` serves the built client and the API; `login` is an elderly API login on it. */
export async function measureLighthouse(base: string, login: () => Promise<ElderlyLogin>) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  try {
    log(`Lighthouse en ${CHROMIUM_PATH} (puerto ${chrome.port})`);
    report("/ (sin sesión)", await audit(`${base}/`, chrome.port, false));
    await prepareSession(chrome.port, base, await login());
    report("inicio de la persona mayor", await audit(`${base}/`, chrome.port, true));
  } finally {
    await chrome.kill();
  }
}
