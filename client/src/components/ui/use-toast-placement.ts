import { type RefObject, useEffect, useState } from "react";

/** Whether two vertical spans overlap. */
const overlaps = (a: { top: number; bottom: number }, b: { top: number; bottom: number }) =>
  a.top < b.bottom && b.top < a.bottom;

/**
 * A toast at the bottom edge must not hide the focused control for its five seconds (WCAG 2.4.11): on a phone a
 * button near the bottom (a 'Nuevo Recordatorio' the focus came back to) would be covered. While the focus is
 * where the toast would be, the toasts go to the top edge instead.
 */
export function useToastAtTop(viewportRef: RefObject<HTMLElement | null>, toastCount: number): boolean {
  const [isAtTop, setIsAtTop] = useState(false);
  useEffect(() => {
    let frame = 0;
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const height = viewportRef.current?.getBoundingClientRect().height ?? 0;
        const active = document.activeElement;
        if (!height || !active || active === document.body || viewportRef.current?.contains(active)) {
          setIsAtTop(false);
          return;
        }
        const focused = active.getBoundingClientRect();
        const bottomBand = { top: window.innerHeight - height, bottom: window.innerHeight };
        const topBand = { top: 0, bottom: height };
        setIsAtTop(overlaps(focused, bottomBand) && !overlaps(focused, topBand));
      });
    };
    place();
    document.addEventListener("focusin", place);
    window.addEventListener("scroll", place, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("focusin", place);
      window.removeEventListener("scroll", place);
    };
  }, [viewportRef, toastCount]);
  return isAtTop;
}
