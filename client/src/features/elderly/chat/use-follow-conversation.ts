import { type RefObject, useEffect, useRef } from "react";

/**
 * After the person sends something or a reply arrives (never on first display), shows the newest turn:
 * the box scrolls to its end and the page scrolls just enough to keep it above the sticky composer.
 * Instant, no smooth animation.
 */
export function useFollowConversation(
  boxRef: RefObject<HTMLDivElement | null>,
  composerRef: RefObject<HTMLDivElement | null>,
  changeKey: string,
): void {
  const firstKeyRef = useRef(changeKey);
  useEffect(() => {
    if (changeKey === firstKeyRef.current) return;
    const box = boxRef.current;
    if (!box) return;
    box.scrollTop = box.scrollHeight;
    const turns = box.querySelectorAll<HTMLElement>("[data-chat-turn]");
    const last = turns[turns.length - 1];
    if (!last) return;
    // Narrow screens: the composer is stuck to the bottom of the window and must not cover the turn.
    const composer = composerRef.current?.getBoundingClientRect();
    const isComposerAtBottom = !!composer && composer.top > window.innerHeight / 2;
    last.style.scrollMarginBottom = `${(isComposerAtBottom ? composer.height : 0) + 16}px`;
    last.scrollIntoView({ block: "nearest", behavior: "auto" });
  }, [changeKey, boxRef, composerRef]);
}
