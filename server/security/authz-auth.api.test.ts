import { describe } from "vitest";
import { sweepGroup } from "../test/security/sweep-runner";

// Authorization sweep (route-policy*.ts), the "auth" rows: every caller against every route.
describe("authorization sweep: auth routes", () => {
  sweepGroup("auth");
});
