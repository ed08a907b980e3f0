import { forwardRef, type TextareaHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

/** Multi-line counterpart of the Input primitive (same border, focus and invalid styles). */
export const TextArea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function TextArea({ className, rows = 3, ...props }, ref) {
    return (
      <textarea
        ref={ref}
        rows={rows}
        className={cn(
          "block min-h-20 w-full rounded-xl border-2 border-slate-500 bg-white px-4 py-2 text-lg text-slate-900 placeholder:text-slate-600 focus-visible:border-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-700",
          className,
        )}
        {...props}
      />
    );
  },
);
