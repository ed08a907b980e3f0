import { describe } from "vitest";
import { sweepGroup } from "../test/security/sweep-runner";

// Authorization sweep (route-policy*.ts), the "people" rows: every caller against every route.
describe("authorization sweep: people routes", () => {
  sweepGroup("people");
});
