import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * A table too wide for a narrow window scrolls inside this box, not the whole page (WCAG 1.4.10). The box
 * takes keyboard focus, so arrow keys can scroll it (2.1.1), and is a named region for screen readers.
 */
export function TableScroll({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        "max-w-full min-w-0 overflow-x-auto rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
        className,
      )}
    >
      {children}
    </div>
  );
}
