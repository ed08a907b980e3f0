import { describe } from "vitest";
import { sweepGroup } from "../test/security/sweep-runner";

// Authorization sweep (route-policy*.ts), the "passwords" rows: every caller against every route.
describe("authorization sweep: passwords and sessions", () => {
  sweepGroup("passwords");
});
