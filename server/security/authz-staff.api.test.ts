import { describe } from "vitest";
import { sweepGroup } from "../test/security/sweep-runner";

// Authorization sweep (route-policy*.ts), the "staff" rows: every caller against every route.
describe("authorization sweep: staff routes", () => {
  sweepGroup("staff");
});
