import { ORIGIN, type TestContext } from "./harness";

/**
 * A same-origin JSON POST that says it comes from `ip` (X-Forwarded-For): the address counts only when the
 * context's app trusts the proxy (`config.trustProxy`), as in production behind one.
 */
export function postFromAddress(t: TestContext, path: string, body: object, ip: string) {
  return t
    .client()
    .agent.post(path)
    .set("Host", "acompana.test")
    .set("Origin", ORIGIN)
    .set("X-Forwarded-For", ip)
    .send(body);
}
