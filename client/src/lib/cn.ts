import { extendTailwindMerge } from "tailwind-merge";

// The touch-target spacings (`--spacing-target` and `--spacing-touch` in index.css: min-h-target...) are ours, so the
// merger is told they are spacing values; otherwise it would keep both `min-h-target` and a later `min-h-24`.
const merge = extendTailwindMerge({ extend: { theme: { spacing: ["target", "touch"] } } });

/**
 * Joins class names, skipping empty values; when two classes set the same thing (`text-xl` from a button's
 * size and `text-3xl` from the caller), the later one wins, as the caller means. Plain joining left both, and
 * the stylesheet's order, not the caller, decided.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return merge(classes.filter(Boolean).join(" "));
}
