import { ORIGIN, type TestContext } from "./harness";
import { TEST_TABLET_TOKEN } from "./tablet";

/**
 * A same-origin JSON POST that says it comes from `ip` (X-Forwarded-For): the address counts only when the
 * context's app trusts the proxy (`config.trustProxy`), as in production behind one. Sent from the enrolled
 * test tablet unless `isEnrolled` is false.
 */
export function postFromAddress(t: TestContext, path: string, body: object, ip: string, isEnrolled = true) {
  const req = t.client().agent.post(path);
  if (isEnrolled) req.set("Cookie", `did=${TEST_TABLET_TOKEN}`);
  return req
    .set("Host", "acompana.test")
    .set("Origin", ORIGIN)
    .set("X-Forwarded-For", ip)
    .send(body);
}
