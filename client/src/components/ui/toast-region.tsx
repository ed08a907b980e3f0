import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { useRef } from "react";
import { useAuth } from "@/lib/auth";
import { cn } from "@/lib/cn";
import { TOAST_DURATION_MS, useToast } from "./use-toast";
import { useToastAtTop } from "./use-toast-placement";

/** Closes the topmost open dialog with its own close button (which also returns the focus). */
function closeOpenDialog(): void {
  const dialogs = document.querySelectorAll<HTMLElement>("[role='dialog'][data-state='open'], [role='alertdialog'][data-state='open']");
  dialogs[dialogs.length - 1]?.querySelector<HTMLElement>("[data-dialog-close]")?.click();
}

/**
 * Radix toast region (docs/behaviour/09-constants.md: swipe right 50 px, F8 hotkey, 5000 ms), mounted once by
 * <Toaster/>. For an older person the close button is a 64 px target like every other one on their screens.
 */
export default function ToastRegion() {
  const { toasts, dismiss } = useToast();
  const { user } = useAuth();
  const isLarge = user?.role === "elderly";
  const viewportRef = useRef<HTMLOListElement>(null);
  const isAtTop = useToastAtTop(viewportRef, toasts.filter((item) => item.isOpen).length);
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notificación"
    >
      {toasts.map((item) => {
        const isDestructive = item.variant === "destructive";
        return (
          <ToastPrimitive.Root
            key={item.id}
            open={item.isOpen}
            duration={item.duration}
            type={isDestructive ? "foreground" : "background"}
            onOpenChange={(isOpen) => {
              if (!isOpen) dismiss(item.id);
            }}
            // A toast that came after a dialog is the top layer and would take the first Escape alone, leaving
            // the dialog open: Escape closes both.
            onEscapeKeyDown={closeOpenDialog}
            className={cn(
              "toast-swipe animate-toast-in pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border-2 p-4 shadow-lg",
              isLarge ? "pr-20" : "pr-14",
              isDestructive
                ? "border-red-700 bg-red-50 text-red-950"
                : "border-brand-700 bg-white text-slate-900",
            )}
          >
            <div className="grid gap-1">
              {item.title ? (
                <ToastPrimitive.Title className="text-lg font-semibold">{item.title}</ToastPrimitive.Title>
              ) : null}
              {item.description ? (
                <ToastPrimitive.Description className="text-base">
                  {item.description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label="Cerrar notificación"
              className={cn(
                "absolute top-2 right-2 inline-flex items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100",
                isLarge ? "size-target" : "h-11 w-11",
              )}
            >
              <X aria-hidden="true" className={isLarge ? "h-7 w-7" : "h-5 w-5"} />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        ref={viewportRef}
        label="Notificaciones ({hotkey})"
        className={cn(
          "fixed right-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none",
          // Never over a primary control: above the older person's help bar; before login (PIN keypad,
          // 'Acceder' at the bottom) at the top, left of the gear, and narrower by the gear's width so that
          // at 320 px it does not start off screen.
          isLarge
            ? "bottom-[var(--help-bar-height,0px)] max-w-md"
            : user && !isAtTop
              ? "bottom-0 max-w-md"
              : "top-0 mr-20 max-w-[min(28rem,calc(100%-5rem))]",
        )}
      />
    </ToastPrimitive.Provider>
  );
}
