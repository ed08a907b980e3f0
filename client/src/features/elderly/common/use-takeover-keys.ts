import { type RefObject, useEffect } from "react";
import { publishTakeover } from "@/lib/takeover-layer";

/** The help bar's id: a full-screen takeover keeps it reachable (it is never covered, and never inert). */
export const HELP_BAR_ID = "help-bar";

const helpButton = () => document.getElementById(HELP_BAR_ID)?.querySelector<HTMLElement>("button:not([disabled])") ?? null;

/**
 * While a full-screen reminder or notice is shown (`container` rendered): everything behind it is inert except the
 * help bar, so a keyboard or a screen reader reaches the takeover's answers and 'Ayuda profesional' and nothing else.
 * Tab goes round the answers and the help button, never out to the browser. A dialog open when it appears closes.
 */
export function useTakeoverKeys(container: RefObject<HTMLElement | null>, isShown: boolean) {
  useEffect(() => {
    const own = container.current;
    if (!isShown || !own?.parentElement) return;
    const madeInert = [...own.parentElement.children].filter(
      (sibling): sibling is HTMLElement =>
        sibling instanceof HTMLElement && sibling !== own && sibling.id !== HELP_BAR_ID && !sibling.inert && sibling.getAttribute("role") !== "alertdialog",
    );
    for (const element of madeInert) element.inert = true;
    // A dialog open now closes and gives the focus here (components/ui/dialog.tsx, dialog-parts.tsx).
    const unpublish = publishTakeover(own);
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog opened over the takeover (the text size) keeps its own focus trap.
      if (event.key !== "Tab" || document.activeElement?.closest('[role="dialog"]')) return;
      const answers = [...own.querySelectorAll<HTMLElement>("button:not([disabled])")];
      const ring = [...answers, helpButton()].filter((el): el is HTMLElement => !!el);
      const at = ring.indexOf(document.activeElement as HTMLElement);
      event.preventDefault();
      const next = at === -1 ? 0 : (at + (event.shiftKey ? ring.length - 1 : 1)) % ring.length;
      ring[next]?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      unpublish();
      for (const element of madeInert) element.inert = false;
    };
  }, [container, isShown]);
}
