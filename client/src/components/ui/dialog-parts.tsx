import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type ComponentProps, useRef } from "react";
import { cn } from "@/lib/cn";
import { shownTakeover } from "@/lib/takeover-layer";
import { useInertOutside } from "./use-inert-outside";

/**
 * Radix's dialog, loaded when a dialog of the page is first needed (dialog.tsx): the root, opened and closed by
 * dialog.tsx's state (the content gets the id its trigger's aria-controls names), and the content.
 */
export function DialogFrame({
  open,
  onOpenChange,
  ...props
}: ComponentProps<typeof DialogContent> & { open: boolean; onOpenChange: (isOpen: boolean) => void }) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogContent {...props} />
    </DialogPrimitive.Root>
  );
}

export const DialogClose = DialogPrimitive.Close;

/** A panel that slides in from the left: the sidebar on small screens (sheet.tsx). */
export function SheetFrame({
  open,
  onOpenChange,
  className,
  children,
  title,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  title: string;
  open: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const inertOutsideRef = useInertOutside();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-modal-backdrop="" className="animate-fade-in fixed inset-0 z-50 bg-slate-900/60" />
        <DialogPrimitive.Content
          ref={inertOutsideRef}
          aria-describedby={undefined}
          className={cn("animate-slide-in-left fixed inset-y-0 left-0 z-50 flex h-full flex-col bg-white shadow-xl", className)}
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
    </DialogPrimitive.Root>
  );
}

function DialogContent({
  className,
  children,
  closeLabel = "Cerrar",
  isCloseLarge = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
  trigger,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  closeLabel?: string;
  isCloseLarge?: boolean;
  /** The button that opened it, if a <DialogTrigger>. */
  trigger?: HTMLElement | null;
}) {
  // Radix returns the focus only to a <DialogTrigger>; a dialog opened by state (a button that sets it,
  // a list row's 'Editar') would leave it on <body>. The element that had the focus gets it back
  // (WCAG 2.4.3), unless the caller's handler chose another place.
  const openerRef = useRef<HTMLElement | null>(null);
  const inertOutsideRef = useInertOutside();
  const giveFocusBack = (event: Event) => {
    // While a takeover is on screen (it closed this dialog, or the dialog was opened over it) the focus goes
    // to its first answer, not back to the page under it.
    const takeover = shownTakeover();
    if (takeover) {
      event.preventDefault();
      takeover.querySelector<HTMLElement>("button:not([disabled])")?.focus();
      return;
    }
    onCloseAutoFocus?.(event);
    const opener = openerRef.current;
    if (event.defaultPrevented || !opener) return;
    // The opener may be gone meanwhile (a banner whose last alert was attended): the page's heading then.
    const target = opener.isConnected ? opener : pageHeading();
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-modal-backdrop="" className="animate-fade-in fixed inset-0 z-50 bg-slate-900/60" />
      <DialogPrimitive.Content
        ref={inertOutsideRef}
        className={cn(
          // One shrinkable column and a narrower padding on phones: at 360 px and the largest text size a
          // long title word must not push the dialog into sideways scrolling.
          "animate-fade-in fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 grid-cols-[minmax(0,1fr)] gap-4 overflow-y-auto rounded-2xl bg-white p-4 pt-8 text-slate-900 shadow-xl sm:p-6 sm:pt-8",
          className,
        )}
        {...props}
        onOpenAutoFocus={(event) => {
          const active = document.activeElement;
          openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          giveFocusBack(event);
          // Otherwise to the trigger, as Radix's own trigger had it (ours is outside Radix: dialog.tsx), also when
          // a tap did not focus it.
          if (event.defaultPrevented || !trigger) return;
          event.preventDefault();
          trigger.focus();
        }}
        // Radix focuses the first control without scrolling (preventScroll): in a long dialog on a small
        // screen it may sit below the visible part (WCAG 2.4.11). Whatever takes the focus is brought into view.
        onFocus={(event) => {
          props.onFocus?.(event);
          event.target.scrollIntoView?.({ block: "nearest", inline: "nearest" });
        }}
      >
        {children}
        <DialogPrimitive.Close
          data-dialog-close=""
          aria-label={closeLabel}
          className={cn(
            "absolute top-2 right-2 inline-flex items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-700",
            isCloseLarge ? "size-target" : "h-11 w-11",
          )}
        >
          <X aria-hidden="true" className={isCloseLarge ? "h-8 w-8" : "h-6 w-6"} />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The visible page heading outside dialogs, made focusable by script only. */
function pageHeading(): HTMLElement | null {
  const heading = [...document.querySelectorAll<HTMLElement>("main h1, h1")].find(
    (item) => !item.closest("[role='dialog'], [role='alertdialog']") && item.isConnected,
  );
  if (heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  return heading ?? null;
}

/** `isLarge`: room for the large close button, and a smaller title on narrow screens. */
export function DialogTitle({
  className,
  isLarge = false,
  ...props
}: ComponentProps<typeof DialogPrimitive.Title> & { isLarge?: boolean }) {
  return (
    <DialogPrimitive.Title
      className={cn(isLarge ? "pr-16 text-xl sm:text-2xl" : "pr-10 text-2xl", "font-bold break-words", className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-base text-slate-700", className)} {...props} />;
}
