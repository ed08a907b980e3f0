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
/** For this long every frame is watched (a suspended page may replace its heading once more). */
const SETTLE_MS = 1000;
/** After that, until HEADING_WAIT_MS, a slower look: on a slow device the page may still be replaced late. */
const LATE_CHECK_MS = 250;

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
  const { user } = useAuth();
  const role = user?.role ?? null;
  // The second step or a new password, once done, opens the portal at the same address: as a navigation.
  const isGated = Boolean(user?.secondFactor) || user?.mustChangePassword === true;
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
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = (isLate: boolean) => {
      if (isLate) timer = setTimeout(() => (frame = requestAnimationFrame(settle)), LATE_CHECK_MS);
      else frame = requestAnimationFrame(settle);
    };
    // Watched frame by frame for a moment, then now and then until the deadline: a lazily loaded page shows
    // its heading late, the old page's heading may still be on screen during the first frame, and a page that
    // suspends again replaces the heading that had the focus (the focus falls to the body).
    const settle = () => {
      const now = performance.now();
      if (now > deadline) return;
      const heading = visibleHeading();
      if (heading && !known) document.title = pageTitle(heading.textContent?.trim() || null);
      if (isFirst) {
        if (!heading) next(false);
        return;
      }
      const active = document.activeElement;
      // A full-screen reminder (or another dialog) that opened with the page holds the focus for now: wait,
      // and once it closes and gives the focus back to the link just used, the new page's heading takes it.
      if (active?.closest("[role='dialog'], [role='alertdialog']")) {
        deadline = Math.max(deadline, now + SETTLE_MS);
        next(false);
        return;
      }
      const isSettling = now - started <= SETTLE_MS;
      const isOnBody = !active || active === document.body;
      // Until a heading has it, the focus may be taken from the link just used or the body. Then it is ours
      // while on our heading, and on the body only while settling or when our heading was replaced: a click on
      // plain text also leaves it on the body, and a person going back to the link must be left there.
      const isFocusFree = !focused
        ? active === origin || isOnBody
        : active === focused || (isOnBody && (isSettling || !focused.isConnected));
      // The person moved the focus meanwhile: leave it there.
      if (!isFocusFree) return;
      if (heading && heading !== active) {
        if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
        heading.focus();
        focused = heading;
      }
      next(!isSettling && document.activeElement === focused);
    };
    frame = requestAnimationFrame(settle);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [location, role, isGated]);

  return null;
}
