import { describe } from "vitest";
import { sweepGroup } from "../test/security/sweep-runner";

// Authorization sweep (route-policy*.ts), the "care" rows: every caller against every route.
describe("authorization sweep: care routes", () => {
  sweepGroup("care");
});
