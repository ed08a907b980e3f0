// A class merge of our own for the Tailwind utilities this client writes (tailwind-merge weighed 9.6 kB gzip on
// every screen; docs/decisions/0013-own-class-merge.md). It resolves conflicts the way tailwind-merge does: a class
// belongs to a group (`px-4`: horizontal padding); a later class of the same group and the same variants (`sm:`,
// `hover:`, `!`) replaces an earlier one, and some groups also replace narrower ones (`p-4` an earlier `px-2`,
// `size-8` an earlier `w-6`). A class it does not know is kept as written. It knows only what client/src writes:
// cn.test.ts checks every pair of those classes against tailwind-merge, so a utility new to the client that this
// table does not know, or gets wrong, fails that test.

/** Prefixes whose value decides nothing: `<prefix>-<value>` belongs to the group `<prefix>`. */
const PREFIXES = new Set(
  (
    "p px py pt pr pb pl m mx my mt mr mb ml w h size min-w min-h max-w max-h gap gap-x gap-y inset inset-x " +
    "inset-y top right bottom left z order opacity basis grow shrink grid-cols col col-start row row-start items " +
    "justify justify-self self content place-items overflow overflow-x overflow-y whitespace break wrap hyphens " +
    "leading tracking cursor select pointer-events appearance accent align float duration delay rotate translate-x " +
    "translate-y scroll-pb space-y underline-offset outline-offset list shadow transition"
  ).split(" "),
);

/** Classes without a value, by group. */
const KEYWORDS = new Map<string, string>();
for (const [group, names] of [
  ["display", "block inline-block inline inline-flex flex grid hidden contents"],
  ["position", "static fixed absolute relative sticky"],
  ["sr", "sr-only"],
  ["visibility", "visible invisible"],
  ["font-style", "italic"],
  ["underline", "underline"],
  ["nums", "tabular-nums"],
  ["grow", "grow"],
  ["shrink", "shrink"],
  ["border-w", "border"],
  ["rounded", "rounded"],
  ["shadow", "shadow"],
  ["transition", "transition"],
  ["container", "container"],
  ["container-type", "@container"],
]) {
  for (const name of names.split(" ")) KEYWORDS.set(name, group);
}

const SIDES = ["x", "y", "t", "r", "b", "l"];
const NUMBER = /^(\d+|\[[\d.]+px\])$/;

/** The group of a prefix whose value tells what it sets (`text-xl` size, `text-center` alignment, `text-red-700` colour). */
function groupByValue(prefix: string, value: string): string | undefined {
  switch (prefix) {
    case "text":
      if (/^(xs|sm|base|lg|\d?xl)$/.test(value)) return "font-size";
      return /^(left|center|right|justify|start|end)$/.test(value) ? "text-align" : "text-color";
    case "bg":
    case "rounded":
      return prefix;
    case "font":
      return /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/.test(value) ? "font-weight" : "font";
    case "border": {
      if (NUMBER.test(value)) return "border-w";
      if (/^(solid|dashed|dotted|double|hidden|none)$/.test(value)) return "border-style";
      const [side, width] = value.split(/-(.*)/);
      if (!SIDES.includes(side)) return "border-color";
      return width === undefined || NUMBER.test(width) ? `border-w-${side}` : `border-color-${side}`;
    }
    case "outline":
      if (NUMBER.test(value)) return "outline-w";
      return /^(solid|dashed|dotted|double|hidden|none)$/.test(value) ? "outline-style" : "outline-color";
    case "flex":
      if (/^(row|col)(-reverse)?$/.test(value)) return "flex-direction";
      return /^(wrap|nowrap|wrap-reverse)$/.test(value) ? "flex-wrap" : "flex";
    case "divide":
      return /^[xy](-|$)/.test(value) ? `divide-${value[0]}` : "divide-color";
    case "animate":
      // tailwind-merge knows only Tailwind's own animations; ours (`animate-fade-in`) are kept side by side.
      return /^(none|spin|ping|pulse|bounce)$/.test(value) ? "animate" : undefined;
    default:
      return undefined;
  }
}

/** The group of a utility without variants, `!` or a leading `-`; undefined when it is not one we know. */
function groupOf(utility: string): string | undefined {
  // An arbitrary property, `[overflow-wrap:anywhere]`: grouped by the property.
  const property = /^\[([a-z-]+):/.exec(utility);
  if (property) return `[${property[1]}]`;
  if (KEYWORDS.has(utility)) return KEYWORDS.get(utility);
  // The longest prefix decides: `gap-x-2` is `gap-x`, not `gap`.
  for (let dash = utility.lastIndexOf("-"); dash > 0; dash = utility.lastIndexOf("-", dash - 1)) {
    const prefix = utility.slice(0, dash);
    const group = PREFIXES.has(prefix) ? prefix : groupByValue(prefix, utility.slice(dash + 1));
    if (group) return group;
  }
  return undefined;
}

/** Groups a later class also replaces (`size` replaces `w` and `h`). */
const COVERS: Record<string, string[]> = {
  size: ["w", "h"],
  gap: ["gap-x", "gap-y"],
  flex: ["basis", "grow", "shrink"],
  overflow: ["overflow-x", "overflow-y"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  "place-items": ["items"],
};
// Padding, margin and border: the whole replaces every side, an axis its two sides.
for (const [whole, join] of [
  ["p", ""],
  ["m", ""],
  ["border-w", "-"],
  ["border-color", "-"],
]) {
  const side = (s: string) => `${whole}${join}${s}`;
  COVERS[whole] = SIDES.map(side);
  COVERS[side("x")] = ["r", "l"].map(side);
  COVERS[side("y")] = ["t", "b"].map(side);
}
// `sr-only` sets position, size, padding, margin, overflow and white-space: an earlier class of those would undo it.
COVERS.sr = ["position", "size", "w", "h", "p", ...COVERS.p, "m", ...COVERS.m, "overflow", ...COVERS.overflow, "whitespace"];

type Parsed = { key: string; group: string } | undefined;
const parsedNames = new Map<string, Parsed>();

/** `{ key, group }`: key = the variants (in any order) and `!`; undefined for a class it does not know. */
function parse(className: string): Parsed {
  if (parsedNames.has(className)) return parsedNames.get(className);
  // Variants end at the last colon outside brackets (`has-[:checked]:bg-brand-50`, `[&>svg]:h-7`).
  const at = className.search(/:(?=([^[\]:]|\[[^\]]*\])*$)/) + 1;
  const variants = className.slice(0, at).split(":").sort().join(":");
  let utility = className.slice(at);
  const isImportant = /^!|!$/.test(utility);
  utility = utility.replace(/^!|!$/g, "").replace(/^-/, "");
  // A postfix after a slash (`bg-slate-900/60`, `left-1/2`) does not change the group.
  const group = groupOf(utility.replace(/\/[^\]]*$/, ""));
  const parsed = group ? { key: `${variants}${isImportant ? "!" : ""}:`, group } : undefined;
  parsedNames.set(className, parsed);
  return parsed;
}

/**
 * Joins class names, skipping empty values; when two classes set the same thing (`text-xl` from a button's
 * size and `text-3xl` from the caller), the later one wins, as the caller means. Plain joining left both, and
 * the stylesheet's order, not the caller, decided.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  const names = classes.filter(Boolean).join(" ").trim().split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = names.length - 1; i >= 0; i--) {
    const parsed = parse(names[i]);
    if (parsed) {
      const { key, group } = parsed;
      if (taken.has(key + group)) continue;
      for (const covered of [group, ...(COVERS[group] ?? [])]) taken.add(key + covered);
    }
    kept.push(names[i]);
  }
  return kept.reverse().join(" ");
}
