import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

// Radix tabs styled for the portal (arrow keys move between tabs; focus is always visible).

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      // Radix makes the list itself focusable; a click that did not move the focus leaves it marked as a
      // click, and the next Tab then stops on the list rather than its active tab: it must show (WCAG 2.4.7).
      className={cn(
        "flex flex-wrap gap-2 rounded-2xl border border-slate-200 bg-white p-1.5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "min-h-11 flex-1 rounded-xl px-4 py-2 text-base font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn("mt-6 focus-visible:outline-3 focus-visible:outline-brand-700", className)}
      {...props}
    />
  );
}
