import { type ButtonHTMLAttributes, forwardRef } from "react";
import { cn } from "@/lib/cn";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "destructive" | "link";
export type ButtonSize = "default" | "lg" | "xl" | "icon";

const base =
  "inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
  ghost: "bg-transparent text-slate-800 hover:bg-slate-100",
  destructive: "bg-red-700 text-white hover:bg-red-800",
  link: "bg-transparent text-brand-700 underline underline-offset-4 hover:text-brand-800",
};

const sizes: Record<ButtonSize, string> = {
  default: "min-h-touch px-5 py-2 text-base",
  lg: "min-h-14 px-6 py-3 text-lg",
  xl: "min-h-target px-5 py-4 text-xl sm:px-8",
  icon: "size-touch p-0",
};

/** Class names of a button, also for links that look like buttons. */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "default"): string {
  return cn(base, variants[variant], sizes[size]);
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "primary", size = "default", className, type = "button", ...props },
  ref,
) {
  return <button ref={ref} type={type} className={cn(buttonClasses(variant, size), className)} {...props} />;
});
