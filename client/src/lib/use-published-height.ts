import { type RefObject, useEffect } from "react";

/**
 * Keeps the CSS variable `name` on <html> equal to the element's height in px, so that stuck bars can be
 * kept clear of (scroll-padding, offsets of other stuck boxes, toasts). Removed on unmount.
 */
export function usePublishedHeight(ref: RefObject<HTMLElement | null>, name: `--${string}`): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(name, `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(name);
    };
  }, [ref, name]);
}
