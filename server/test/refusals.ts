import { expect } from "vitest";

type Answer = { status: number; body: { message?: unknown } };

/**
 * Sends a request that must be refused, with its status and (when given) its exact message, and proves it
 * changed nothing: `unchanged` reads the same before and after.
 */
export async function expectRefusal(
  send: () => Promise<Answer>,
  expected: { status: number; message?: string; unchanged: () => Promise<unknown> },
) {
  const before = await expected.unchanged();
  const res = await send();
  expect(res.status).toBe(expected.status);
  if (expected.message !== undefined) expect(res.body.message).toBe(expected.message);
  expect(await expected.unchanged()).toEqual(before);
  return res;
}
