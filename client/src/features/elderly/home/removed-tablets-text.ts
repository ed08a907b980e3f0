import type { RemovedTablets } from "@shared/api/elderly";

const names = (list: string[]) =>
  list.length <= 1 ? (list[0] ?? "") : `${list.slice(0, -1).join(", ")} y ${list[list.length - 1]}`;

/**
 * What the person reads after withdrawing family consent when relatives had enrolled tablets for them
 * (docs/behaviour/08-errors.md): which tablets went, and what to do if they were using one. Null when none went.
 */
export function removedTabletsText(removed: RemovedTablets): string | null {
  const total = removed.reduce((sum, r) => sum + r.devices, 0);
  if (total === 0) return null;
  const who = names(removed.map((r) => r.relativeFirstName));
  const what = total === 1 ? `Se ha quitado la tableta que registró ${who}` : `Se han quitado las tabletas que registró ${who}`;
  return `${what}: ya no puede entrar en su cuenta. Si usted usaba esa tableta, pida un código nuevo al personal del programa.`;
}
