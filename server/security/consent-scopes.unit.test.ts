import { describe, expect, it } from "vitest";
import { ABSENT, type Endpoint } from "@shared/api/contract";
import { ALL_ENDPOINTS } from "@shared/api/endpoints";

// The authorization sweep derives its expected answers from each contract's declared scope, so a contract that
// declares the wrong scope is obeyed by the server and by the sweep alike. This list is the other half: which
// endpoints a linked relative reaches WITHOUT the person's consent, written from docs/behaviour/06-roles-and-access.md
// (the person's name, the message thread and writing a message; everything else about the person needs consent).
const REACHED_WITHOUT_CONSENT = [
  "GET /api/users/:id",
  "GET /api/messages/:userId",
  "POST /api/messages",
  // Ending one's own link must not depend on the person's consent.
  "DELETE /api/family/relatives/:userId",
];
// Scopes a relative reaches with an approved link alone (shared/domain/access-scope.ts).
const LINK_ONLY_SCOPES = new Set(["identity", "correspondent"]);

/** The scope a family caller gets on a subject endpoint, or null when the endpoint refuses family outright. */
function familyScope(endpoint: Endpoint): string | null {
  const { access } = endpoint;
  if (access.kind !== "subject") return null;
  if (typeof access.scope === "string") return access.scope;
  const rule = access.scope.family;
  if (rule === undefined || rule === ABSENT) return null;
  return typeof rule === "string" ? rule : rule.refusedAfter;
}

describe("what family reach without the person's consent", () => {
  it("is only the name, the message thread and writing a message", () => {
    const reached = ALL_ENDPOINTS.filter((endpoint) => LINK_ONLY_SCOPES.has(familyScope(endpoint) ?? "")).map(
      (endpoint) => `${endpoint.method} ${endpoint.path}`,
    );
    expect(reached.sort()).toEqual([...REACHED_WITHOUT_CONSENT].sort());
  });

  it("asks consent for the person's alerts, activity, reminders and tablets", () => {
    const careData = ALL_ENDPOINTS.filter((endpoint) =>
      /^\/api\/(family\/alerts|activities|reminders|users\/:id\/devices|users\/:id\/device-codes)/.test(endpoint.path),
    );
    expect(careData.length).toBeGreaterThan(10);
    for (const endpoint of careData) {
      const scope = familyScope(endpoint);
      expect(scope === null || !LINK_ONLY_SCOPES.has(scope), `${endpoint.method} ${endpoint.path}: ${scope}`).toBe(true);
    }
  });
});
