import { useEffect } from "react";

const PREFIX = /^\(\d+\)( |$)/;

/** Puts "(n) " before whatever title the page sets, and keeps it there when the page changes it. */
export function useTitleCount(count: number) {
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(PREFIX, "");
      const next = count > 0 ? `(${count}) ${base}`.trimEnd() : base;
      if (document.title !== next) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(PREFIX, "");
    };
  }, [count]);
}
