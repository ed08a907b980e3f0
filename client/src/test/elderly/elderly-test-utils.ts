import { vi } from "vitest";
import { type FakeRoute, fakeFetch } from "@/test/render-app";

// Test helpers of the elderly screens: a signed-in elderly person and a stubbed network boundary.

export const CARMEN = {
  id: "0d8f0b8e-3c1a-4a7e-9a43-6c2b9f1d2e33",
  role: "elderly",
  firstName: "Carmen",
  lastName: "López",
  municipalityId: "5b1f0c6e-8a4c-4d47-9a51-2f6f2a7c9e11",
  timezone: "Europe/Madrid",
};

type Routes = Record<string, FakeRoute | (() => FakeRoute | Promise<FakeRoute>)>;

/** Stores Carmen as the logged-in user and stubs fetch with /api/auth/me plus the given routes. */
export function signInCarmen(routes: Routes = {}) {
  localStorage.setItem("user", JSON.stringify(CARMEN));
  const fake = fakeFetch({ "GET /api/auth/me": { status: 200, body: { user: CARMEN } }, ...routes });
  vi.stubGlobal("fetch", fake.fetchStub);
  return fake;
}

/** For the first screen of a test: the lazily loaded shell may take a while on a busy machine. */
export const FIRST_PAINT = { timeout: 5000 };

/** Loads the elderly shell (and its home screen) once per test file, before the clock starts. */
export const warmElderlyShell = () => import("@/app/elderly-shell");

/** A promise with its resolve exposed (to hold a response while asserting the waiting state). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
