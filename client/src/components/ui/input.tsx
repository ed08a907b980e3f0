import { forwardRef, type InputHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, type = "text", ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      type={type}
      className={cn(
        "block min-h-12 w-full rounded-xl border-2 border-slate-500 bg-white px-4 py-2 text-lg text-slate-900 placeholder:text-slate-600 focus-visible:border-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-700",
        className,
      )}
      {...props}
    />
  );
});
