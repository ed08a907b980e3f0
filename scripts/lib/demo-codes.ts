// Codes of the demo professionals' authenticator secrets (server/db/demo-totp.ts) for the browser tests and the
// crash and load scripts, which sign the same account in many times: a code is good once, so each call takes a
// step not used yet. The server accepts the step after the current one (a phone's clock may run ahead), so a
// second sign-in within 30 s needs no wait; only a third one does.
import { generate } from "otplib";
import { DEMO_TOTP } from "../../server/db/demo-totp";

const PERIOD_MS = 30_000;
/** The last step used per server and account. */
const usedSteps = new Map<string, number>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A code of the demo account's secret whose step this server has not seen yet (waits when both are used). */
export async function unusedDemoCode(server: string, email: string): Promise<string> {
  const secret = DEMO_TOTP.find((d) => d.email === email.toLowerCase())?.secret;
  if (!secret) throw new Error(`${email} owes a second step and has no demo authenticator secret`);
  const key = `${server} ${email.toLowerCase()}`;
  const step = Math.max(Math.floor(Date.now() / PERIOD_MS), (usedSteps.get(key) ?? -1) + 1);
  usedSteps.set(key, step);
  // The next step is accepted once its start is less than a step away; a later one waits until then, with a
  // margin so neither side's rounding puts it out of reach.
  const acceptedFrom = (step - 1) * PERIOD_MS + 1_500;
  if (Date.now() < acceptedFrom) await sleep(acceptedFrom - Date.now());
  return generate({ secret, epoch: (step * PERIOD_MS) / 1000 + 1 });
}
