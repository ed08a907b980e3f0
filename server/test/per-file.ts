import { afterAll, beforeAll } from "vitest";

/**
 * Opens a fixture before the file's tests and closes it after them. The object returned is filled in by
 * beforeAll, so module-level helpers can close over it as they did over a `let` assigned there.
 */
export function openPerFile<T extends object>(
  open: () => Promise<T>,
  close: (value: T) => Promise<void>,
  timeout?: number,
): T {
  const target = {} as T;
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
    Object.assign(target, opened);
  }, timeout);
  afterAll(async () => {
    if (opened) await close(opened);
  });
  return target;
}
