import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { testConfig } from "../config";
import type { Db } from "../db/types";
import { createLogger } from "../logger";
import { testPasswords, testPins } from "../test/hashers";
import { listApiRoutes } from "../test/routes";
import { ROUTE_POLICIES } from "../test/security/route-policy";
import type { SweepGroup } from "../test/security/route-policy-types";

// The sweep is only as good as its table: every route the real app serves must have a row.

/** The groups that have a sweep file (authz-<group>.api.test.ts). */
const SWEPT: SweepGroup[] = ["auth", "people", "care", "staff", "passwords"];

const app = createApp({
  // Listing routes never touches the database.
  db: {} as Db,
  config: testConfig(),
  clock: () => new Date(),
  logger: createLogger("silent"),
  passwords: testPasswords,
  pins: testPins,
});

describe("authorization sweep coverage", () => {
  const routes = listApiRoutes(app);
  const rows = ROUTE_POLICIES.map((r) => r.route);

  it("finds the routes of the real app", () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContain("GET /api/reminders/:userId");
    expect(routes).toContain("DELETE /api/users/:id");
  });

  it("has a policy row for every /api route", () => {
    expect(routes.filter((r) => !rows.includes(r))).toEqual([]);
  });

  it("has no row for a route that does not exist, and no route twice", () => {
    expect(rows.filter((r) => !routes.includes(r))).toEqual([]);
    expect(rows.filter((r, i) => rows.indexOf(r) !== i)).toEqual([]);
  });

  it("runs every row in a sweep file", () => {
    expect(ROUTE_POLICIES.filter((r) => !SWEPT.includes(r.group)).map((r) => r.route)).toEqual([]);
  });
});
