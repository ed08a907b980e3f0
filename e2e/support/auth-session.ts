import { expect, type Page } from "./fixtures";
import { completeStaffSecondStep } from "./staff-second-step";

// Signing in through the API: the same requests the login screens send, and what they leave in the
// browser, without walking through the screens. The login specs (and route titles, the shell, the keyboard-only
// login) keep the screens; every other spec starts here.
//
// What a login on the screens leaves behind (client/src/features/auth, client/src/lib):
// - the session cookie from POST /api/auth/login-pin or /api/auth/login, in the context's cookie jar (page.request
//   shares it with the browser);
// - localStorage `user`: the answer's user (client/src/lib/stored-user.ts), read on load and confirmed with
//   GET /api/auth/me;
// - localStorage `municipality`: {id, name} chosen on "/" (the elderly login starts there; the family and
//   professional helpers open their portal directly and choose none, so their form sends what is stored, if any).
// The welcome toast of the elderly login is not shown: it belongs to the login specs.

export type StoredMunicipality = { id: string; name: string };

type LoginAnswer = { user: { id: string | number; role: string; [key: string]: unknown } };

/**
 * The municipalities as "/" offers them, and the origin of the test's server (page.request resolves paths against
 * the test's baseURL) for the Origin header the browser would send with the login.
 */
async function municipalitiesAndOrigin(page: Page): Promise<{ all: StoredMunicipality[]; origin: string }> {
  const response = await page.request.get("/api/municipalities");
  expect(response.ok(), `GET /api/municipalities -> ${response.status()}`).toBeTruthy();
  return { all: (await response.json()) as StoredMunicipality[], origin: new URL(response.url()).origin };
}

/** The municipality already stored on this page's origin (a login form sends it), or null. */
async function storedMunicipality(page: Page, origin: string): Promise<StoredMunicipality | null> {
  if (!page.url().startsWith(`${origin}/`)) return null;
  const raw = await page.evaluate(() => window.localStorage.getItem("municipality"));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredMunicipality>;
    return typeof value.id === "string" && typeof value.name === "string" ? { id: value.id, name: value.name } : null;
  } catch {
    return null;
  }
}

async function post(page: Page, origin: string, path: string, data: object): Promise<LoginAnswer> {
  const response = await page.request.post(path, { data, headers: { Origin: origin } });
  expect(response.ok(), `POST ${path} -> ${response.status()} ${await response.text()}`).toBeTruthy();
  return (await response.json()) as LoginAnswer;
}

/**
 * Opens `path` with localStorage as the login screens leave it. The values are written by a script that runs before
 * the app's own on this one navigation only, then removed, so a later logout is not undone by a reload.
 */
async function openSignedIn(
  page: Page,
  path: string,
  stored: { user: LoginAnswer["user"]; municipality: StoredMunicipality | null },
): Promise<void> {
  // client/src/lib/stored-user.ts keeps the user as given, with its id as a string.
  const user = JSON.stringify({ ...stored.user, id: String(stored.user.id) });
  const municipality = stored.municipality ? JSON.stringify(stored.municipality) : null;
  const script = await page.addInitScript(
    ([userValue, municipalityValue]) => {
      window.localStorage.setItem("user", userValue);
      if (municipalityValue !== null) window.localStorage.setItem("municipality", municipalityValue);
    },
    [user, municipality] as const,
  );
  try {
    await page.goto(path);
  } finally {
    await script.dispose();
  }
}

/** The keypad login's request (name, PIN, municipality) from the page's enrolled tablet; opens /dashboard. */
export async function signInWithPin(
  page: Page,
  { municipality, name, pin }: { municipality: string; name: string; pin: string },
): Promise<void> {
  const { all, origin } = await municipalitiesAndOrigin(page);
  const found = all.find((candidate) => candidate.name === municipality);
  expect(found, `no municipality called ${municipality}`).toBeTruthy();
  const chosen = { id: found!.id, name: found!.name };
  const answer = await post(page, origin, "/api/auth/login-pin", { username: name, pin, municipalityId: chosen.id });
  await openSignedIn(page, "/dashboard", { user: answer.user, municipality: chosen });
}

/** The family or professional login form's request ('Recordarme' off); opens /dashboard. */
export async function signInWithPassword(
  page: Page,
  portal: "family" | "professional",
  { email, password }: { email: string; password: string },
): Promise<void> {
  const { origin } = await municipalitiesAndOrigin(page);
  const municipality = await storedMunicipality(page, origin);
  const answer = await post(page, origin, "/api/auth/login", {
    username: email,
    password,
    remember: false,
    expectedRole: portal,
    ...(municipality ? { municipalityId: municipality.id } : {}),
  });
  expect(answer.user.role, `${email} is not a ${portal} account`).toBe(portal);
  // Staff owe a second step after the password (staff-second-step.ts); the stored user is then a full one.
  const { secondFactor, ...user } = answer.user;
  if (secondFactor === "verify") await completeStaffSecondStep(page.request, origin, email);
  await openSignedIn(page, "/dashboard", { user, municipality: null });
}
