import { useRef } from "react";
import { usePublishedHeight } from "@/lib/use-published-height";
import { HELP_BAR_ID } from "../common/use-takeover-keys";
import { useElderlyUser } from "../common/use-elderly-user";
import { HelpButton } from "./help-button";

/** CSS variable with the bar's height: toasts, the chat box and focus scrolling keep clear of it. */
const HELP_BAR_HEIGHT_VAR = "--help-bar-height" as const;

/**
 * 'Ayuda profesional' on every elderly screen, stuck to the bottom of the viewport: always in view
 * without scrolling, at every text size and orientation. Its height is published on <html> so that
 * nothing stuck or scrolled into view ends up under it (WCAG 2.4.11). Its top margin is the page's last 16 px:
 * scrolled to the end, the last control rests that far above the bar, never just above it (2.5.8).
 */
export function HelpBar() {
  const { userId } = useElderlyUser();
  const barRef = useRef<HTMLElement>(null);
  usePublishedHeight(barRef, HELP_BAR_HEIGHT_VAR);
  return (
    <aside
      ref={barRef}
      id={HELP_BAR_ID}
      aria-label="Ayuda"
      className="sticky bottom-0 z-30 mt-4 border-t-2 border-slate-300 bg-white px-4 py-2 shadow-[0_-4px_12px_rgba(15,23,42,0.12)]"
    >
      <div className="mx-auto max-w-4xl">
        <HelpButton userId={userId} />
      </div>
    </aside>
  );
}
