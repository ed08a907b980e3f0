import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { useAuth } from "@/lib/auth";
import { pageTitle, sectionTitle } from "./page-title";

/**
 * How long a lazily loaded section may take to show its heading before we give up moving focus. Generous: on a
 * slow tablet or a busy machine the portal's code and first data after a login can take more than 5 s, and the
 * focus is only moved while nobody has moved it meanwhile.
 */
const HEADING_WAIT_MS = 15_000;
/** How long the focused heading is watched (a suspended page may replace it once more). */
const SETTLE_MS = 1000;

function visibleHeading(): HTMLElement | null {
  const headings = [...document.querySelectorAll<HTMLElement>("main h1, h1")];
  return headings.find((heading) => !heading.closest("[role='dialog']") && heading.offsetParent !== null) ?? null;
}

/**
 * Sets the page title on every route and, after an in-app navigation (not the first load), moves the
 * focus to the new page's heading so a screen reader announces it (WCAG 2.4.2, 2.4.3). Mount once.
 */
export function RouteFocus() {
  const [location] = useLocation();
  const role = useAuth().user?.role ?? null;
  const isFirstRef = useRef(true);

  useEffect(() => {
    const isFirst = isFirstRef.current;
    isFirstRef.current = false;
    const known = sectionTitle(location, role);
    if (known) document.title = pageTitle(known);
    const started = performance.now();
    // Pushed on while a dialog holds the focus (see below).
    let deadline = started + HEADING_WAIT_MS;
    // Where the focus was when the route changed (the link just used): it may be taken from there.
    const origin = document.activeElement;
    let focused: HTMLElement | null = null;
    let frame = 0;
    // Watched for a moment, frame by frame: a lazily loaded page shows its heading late, and the old
    // page's heading may still be on screen during the first frame.
    const settle = () => {
      const now = performance.now();
      if (now > deadline) return;
      const heading = visibleHeading();
      if (heading && !known) document.title = pageTitle(heading.textContent?.trim() || null);
      if (isFirst) {
        if (!heading) frame = requestAnimationFrame(settle);
        return;
      }
      const active = document.activeElement;
      // A full-screen reminder (or another dialog) that opened with the page holds the focus for now: wait,
      // and once it closes and gives the focus back to the link just used, the new page's heading takes it.
      if (active?.closest("[role='dialog'], [role='alertdialog']")) {
        deadline = Math.max(deadline, now + SETTLE_MS);
        frame = requestAnimationFrame(settle);
        return;
      }
      const isFocusFree = !active || active === document.body || active === origin || active === focused;
      // The person moved the focus meanwhile: leave it there.
      if (!isFocusFree) return;
      if (heading && heading !== active) {
        if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
        heading.focus();
        focused = heading;
      }
      if (focused && now - started > SETTLE_MS && document.activeElement === focused) return;
      frame = requestAnimationFrame(settle);
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [location, role]);

  return null;
}
