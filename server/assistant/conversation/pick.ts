// Random choices of the rule engine (the random source is injected, so tests can fix it).
import type { ChatTurn } from "../types";

export type Random = () => number;

export const pick = <T>(items: readonly T[], random: Random): T =>
  items[Math.min(items.length - 1, Math.floor(random() * items.length))];

/** A random one of `items` not said in the last turns, so two replies in a row never open alike. */
export const pickFresh = (items: readonly string[], history: readonly ChatTurn[], random: Random): string => {
  const said = history.slice(-6).filter((t) => t.role === "assistant");
  const fresh = items.filter((item) => !said.some((t) => t.content.includes(item)));
  return pick(fresh.length > 0 ? fresh : items, random);
};

