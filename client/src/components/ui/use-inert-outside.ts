import { useEffect, useState } from "react";

/** On a modal's backdrop (the overlay), which must keep receiving the click that closes the modal. */
const BACKDROP_ATTRIBUTE = "data-modal-backdrop";

/**
 * While a modal is open, everything outside it is `inert`: not focusable, not reachable by a screen reader's
 * browse mode or touch exploration (WCAG 2.4.3, 4.1.2). Radix only sets aria-hidden there, which leaves its
 * focus guards and the page's buttons tabbable under aria-hidden (IBM's checker). Only what this
 * modal made inert is restored, so a modal opened from another one gives the first one back on closing.
 * Nodes added later (a toast's announcement) stay live. Returns the ref callback for the modal's content.
 */
export function useInertOutside(): (node: HTMLElement | null) => void {
  const [content, setContent] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!content) return;
    // Not aria-hidden's inertOthers: it shares one per-node counter with Radix's hideOthers, and the page kept
    // aria-hidden after closing (docs/decisions/0010-libraries.md).
    const made: Element[] = [];
    for (const child of Array.from(document.body.children)) {
      if (child.contains(content) || child.hasAttribute("inert")) continue;
      if (child.hasAttribute(BACKDROP_ATTRIBUTE) || child.querySelector(`[${BACKDROP_ATTRIBUTE}]`)) continue;
      if (child instanceof HTMLScriptElement || child instanceof HTMLStyleElement) continue;
      child.setAttribute("inert", "");
      made.push(child);
    }
    return () => {
      for (const element of made) element.removeAttribute("inert");
    };
  }, [content]);
  return setContent;
}
