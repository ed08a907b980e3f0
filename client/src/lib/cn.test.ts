import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { extendTailwindMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { cn } from "./cn";

// What the client used before its own merge, kept as a development dependency to check it against.
const twMerge = extendTailwindMerge({ cacheSize: 0, extend: { theme: { spacing: ["target", "touch"] } } });

// Every whitespace-separated word of every string in the product files of client/src (cn.ts's table aside), as
// Tailwind itself finds classes: whatever can reach a cn() call, a literal or through a prop, is among them.
const SRC = path.resolve(import.meta.dirname, "..");
const productFiles = readdirSync(SRC, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
  .map((e) => path.join(e.parentPath, e.name))
  .filter((file) => !file.startsWith(path.join(SRC, "test")) && file !== path.join(SRC, "lib/cn.ts"));
const literalsOf = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3]);
const literals = productFiles.flatMap(literalsOf);
const words = [...new Set(literals.flatMap((text) => text.split(/\s+/)).filter(Boolean))].sort();
// The words tailwind-merge takes for classes (it keeps one of two equal classes, and both of two unknown words).
const classes = words.filter((word) => twMerge(`${word} ${word}`) === word);
// tailwind-merge never lets classes with different variants or `!` replace each other (`sm:px-8` and `px-5`);
// pairs within one such set are asked of it, pairs across sets must simply keep both.
const variantsOf = (name: string) => `${name.replace(/(\[[^\]]*\]|[^:[])*$/, "")}${/^!|!$/.test(name) ? "!" : ""}`;
// Classes that differ only in their numbers (`h-4`, `h-5`; `bg-red-50`, `bg-red-800`) are one case for
// tailwind-merge, which is asked once per pair of such cases: the whole check then takes a second, not ten.
const skeleton = (name: string) => name.replace(/\d+(\.\d+)?/g, "0");
const caseOf = new Map<string, string>();
for (const name of classes) if (!caseOf.has(skeleton(name))) caseOf.set(skeleton(name), name);
const replaced = new Map<string, boolean>();
/** Whether tailwind-merge drops `first` when `second` follows it (the last class always stays). */
function isReplacedBy(first: string, second: string): boolean {
  const pair = `${caseOf.get(skeleton(first))} ${caseOf.get(skeleton(second))}`;
  if (!replaced.has(pair)) replaced.set(pair, twMerge(pair) !== pair);
  return replaced.get(pair) === true;
}

const VARIANTS: ButtonVariant[] = ["primary", "secondary", "ghost", "destructive", "link"];
const SIZES: ButtonSize[] = ["default", "lg", "xl", "icon"];

describe("cn", () => {
  it("finds the client's classes (the scan is not empty)", () => {
    expect(productFiles.length).toBeGreaterThan(100);
    expect(classes.length).toBeGreaterThan(400);
    expect(classes).toEqual(expect.arrayContaining(["min-h-target", "sm:px-8", "[&>svg]:h-7", "px-4!", "bg-slate-900/60"]));
  });

  it("knows the same words for classes as tailwind-merge", () => {
    const differing = words.filter((word) => cn(word, word) !== twMerge(`${word} ${word}`));
    expect(differing).toEqual([]);
  });

  it("resolves every pair of the client's classes, in both orders, as tailwind-merge does", () => {
    const differing: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const pair = `${first} ${second}`;
        const expected = variantsOf(first) === variantsOf(second) && isReplacedBy(first, second) ? second : pair;
        if (cn(first, second) !== expected) differing.push(`${pair} → ${cn(first, second)}, not ${expected}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it("gives every button variant and size, with every class list of the client added, what tailwind-merge gave", () => {
    // The class lists of the files that draw buttons: a caller's className is among them.
    const buttonFiles = productFiles.filter((file) => /\b(Button|buttonClasses)\b/.test(readFileSync(file, "utf8")));
    expect(buttonFiles.length).toBeGreaterThan(40);
    const lists = [
      ...new Set(buttonFiles.flatMap(literalsOf).filter((text) => text.split(/\s+/).some((word) => classes.includes(word)))),
    ];
    const differing: string[] = [];
    for (const variant of VARIANTS) {
      for (const size of SIZES) {
        const button = buttonClasses(variant, size);
        for (const override of lists) {
          if (cn(button, override) !== twMerge(button, override)) differing.push(`${variant}/${size} + ${override}`);
        }
      }
    }
    expect(differing).toEqual([]);
  });

  it("lets the caller's class win over the component's for the same property", () => {
    // The takeover's 'Hecho' and 'Más tarde': an xl button made larger by the caller.
    const classes = cn("min-h-target px-5 py-4 text-xl sm:px-8", "min-h-24 flex-1 text-3xl").split(" ");
    expect(classes).toContain("text-3xl");
    expect(classes).not.toContain("text-xl");
    expect(classes).toContain("min-h-24");
    expect(classes).not.toContain("min-h-target");
  });

  it("knows the touch-target spacing and keeps colour and size apart", () => {
    expect(cn("h-11 w-11", "size-target")).toBe("size-target");
    expect(cn("min-h-11", "min-h-target")).toBe("min-h-target");
    expect(cn("text-brand-700 text-xl", "text-3xl")).toBe("text-brand-700 text-3xl");
  });

  it("replaces a side by the whole, not the whole by a side, and keeps variants apart", () => {
    expect(cn("px-2 py-1", "p-4")).toBe("p-4");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("px-5 sm:px-8", "px-3")).toBe("sm:px-8 px-3");
    expect(cn("border-2 border-slate-300", "border-red-700")).toBe("border-2 border-red-700");
  });

  it("skips empty values and keeps classes that do not conflict", () => {
    expect(cn("flex", false, null, undefined, "gap-4", "")).toBe("flex gap-4");
    expect(cn()).toBe("");
  });
});
