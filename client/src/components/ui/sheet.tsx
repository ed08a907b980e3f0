import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { useInertOutside } from "./use-inert-outside";

/** A panel that slides in from the left (Radix dialog): the sidebar on small screens. */
export const Sheet = DialogPrimitive.Root;

export function SheetContent({
  className,
  children,
  title,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { title: string }) {
  const inertOutsideRef = useInertOutside();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-modal-backdrop="" className="animate-fade-in fixed inset-0 z-50 bg-slate-900/60" />
      <DialogPrimitive.Content
        ref={inertOutsideRef}
        aria-describedby={undefined}
        className={cn(
          "animate-slide-in-left fixed inset-y-0 left-0 z-50 flex h-full flex-col bg-white shadow-xl",
          className,
        )}
        {...props}
      >
        <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
        {children}
        <DialogPrimitive.Close
          aria-label="Cerrar menú"
          className="absolute top-2 right-2 inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-700"
        >
          <X aria-hidden="true" className="h-6 w-6" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
