import { type RefObject, useEffect, useState } from "react";

/** The help bar's height as published on <html> (features/elderly/home/help-bar.tsx), in px. */
function helpBarHeight(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--help-bar-height")) || 0;
}

/** Space kept clear above the help bar (index.css): a card resting there is not yet in view. */
const CLEARANCE_PX = 16;

/**
 * False until the first button inside `container` has been wholly in view above the help bar (then true for good):
 * a timed game's countdown waits for it, so the time never runs while its cards are still below the fold. Without
 * `isActive`, or where nothing can be observed, true at once.
 */
export function useFirstInView(container: RefObject<HTMLElement | null>, isActive: boolean): boolean {
  const [hasBeenInView, setHasBeenInView] = useState(!isActive || typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const first = container.current?.querySelector("button");
    if (hasBeenInView || !first) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 0.99)) setHasBeenInView(true);
      },
      { threshold: [0.99, 1], rootMargin: `0px 0px -${Math.round(helpBarHeight() + CLEARANCE_PX)}px 0px` },
    );
    observer.observe(first);
    return () => observer.disconnect();
  }, [container, hasBeenInView]);
  return hasBeenInView;
}
