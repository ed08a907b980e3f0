import type * as DialogPrimitive from "@radix-ui/react-dialog";
import {
  type ComponentProps,
  cloneElement,
  createContext,
  type ReactElement,
  useCallback,
  type ReactNode,
  type Ref,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useIsTakeoverShown } from "@/lib/takeover-layer";
import { whenIdle } from "@/lib/when-idle";
import type * as DialogParts from "./dialog-parts";

// Radix's dialog (9 kB gzip with its focus scope and scroll lock) is not part of any first paint: a page with a
// dialog downloads it when idle, a trigger when pressed, and the content renders once it is there
// (dialog-parts.tsx). The open state, the trigger and the takeover rule live here, so nothing waits for it.

type Parts = typeof DialogParts;
let parts: Parts | null = null;
let loading: Promise<Parts> | null = null;

/** Downloads the dialog's parts once (again after a failed try, e.g. offline before the app was stored). */
function loadParts(): Promise<Parts> {
  loading ??= import("./dialog-parts").then(
    (module) => (parts = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const preload = () => {
  loadParts().catch(() => undefined);
};

type DialogState = {
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
  contentId: string;
  /** The <DialogTrigger> button, if any (the focus goes back to it). */
  trigger: HTMLElement | null;
  setTrigger: (trigger: HTMLElement | null) => void;
};
const DialogContext = createContext<DialogState | null>(null);

function useDialogState(): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error("Las partes de un diálogo van dentro de <Dialog>");
  return state;
}

/**
 * A dialog's open state, closed when a full-screen takeover (a due reminder) appears while it is open: the dialog
 * would otherwise keep the takeover inert and aria-hidden behind it. A dialog opened over a takeover (the text size,
 * on purpose) stays open.
 */
export function Dialog({
  open,
  defaultOpen = false,
  onOpenChange,
  children,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  children: ReactNode;
}) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const isTakeoverShown = useIsTakeoverShown();
  const wasTakeoverShown = useRef(isTakeoverShown);
  const contentId = useId();
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  useEffect(() => {
    // Runs again on every render (setOpen is new each time); only the takeover's appearance closes.
    const hasAppeared = isTakeoverShown && !wasTakeoverShown.current;
    wasTakeoverShown.current = isTakeoverShown;
    if (hasAppeared && isOpen) setOpen(false);
  });
  useEffect(() => whenIdle(preload), []);
  return <DialogContext.Provider value={{ isOpen, setOpen, contentId, trigger, setTrigger }}>{children}</DialogContext.Provider>;
}

function setRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === "function") ref(node);
  else if (ref) ref.current = node;
}

/** The button that opens the dialog (always `asChild`), with the attributes Radix's trigger gave it. */
export function DialogTrigger({ children }: { asChild: true; children: ReactElement<ComponentProps<"button">> }) {
  const { isOpen, setOpen, contentId, setTrigger } = useDialogState();
  const own = children.props;
  const ownRef = own.ref;
  // Stable, so that the trigger is set once, not again on every render.
  const ref = useCallback(
    (node: HTMLButtonElement | null) => {
      setTrigger(node);
      setRef(ownRef, node);
    },
    [setTrigger, ownRef],
  );
  return cloneElement(children, {
    ref,
    type: "button",
    "aria-haspopup": "dialog",
    "aria-expanded": isOpen,
    "aria-controls": isOpen ? contentId : undefined,
    ...{ "data-state": isOpen ? "open" : "closed" },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      preload();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      preload();
    },
    onClick: (event) => {
      own.onClick?.(event);
      if (!event.defaultPrevented) setOpen(!isOpen);
    },
  });
}

/** The loaded parts once a dialog has been opened (from then on it stays mounted, as Radix's root was). */
function useOpenedParts(isOpen: boolean): Parts | null {
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  const [loaded, setLoaded] = useState(parts);
  useEffect(() => {
    if (!hasOpened || loaded) return;
    let isCurrent = true;
    loadParts().then(
      (module) => {
        if (isCurrent) setLoaded(module);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [hasOpened, loaded]);
  return hasOpened ? loaded : null;
}

type Frame<Name extends "DialogFrame" | "SheetFrame"> = Omit<ComponentProps<Parts[Name]>, "open" | "onOpenChange">;

/**
 * The dialog itself (dialog-parts.tsx), rendered once its code is there. A close button on top, labelled
 * `closeLabel`; the focus goes back to what had it.
 */
export function DialogContent(props: Frame<"DialogFrame">) {
  const { isOpen, setOpen, contentId, trigger } = useDialogState();
  const loaded = useOpenedParts(isOpen);
  return loaded ? (
    <loaded.DialogFrame id={contentId} trigger={trigger} {...props} open={isOpen} onOpenChange={setOpen} />
  ) : null;
}

/** A panel sliding in from the left in a <Dialog> (the sidebar on small screens), titled `title` for screen readers. */
export function SheetContent(props: Frame<"SheetFrame">) {
  const { isOpen, setOpen, contentId } = useDialogState();
  const loaded = useOpenedParts(isOpen);
  return loaded ? <loaded.SheetFrame id={contentId} {...props} open={isOpen} onOpenChange={setOpen} /> : null;
}

/** Parts that only render inside a dialog's content, so its code is there. */
function loadedParts(): Parts {
  if (!parts) throw new Error("Las partes de un diálogo van dentro de <DialogContent>");
  return parts;
}

export function DialogTitle(props: ComponentProps<Parts["DialogTitle"]>) {
  const { DialogTitle: Title } = loadedParts();
  return <Title {...props} />;
}

export function DialogDescription(props: ComponentProps<typeof DialogPrimitive.Description>) {
  const { DialogDescription: Description } = loadedParts();
  return <Description {...props} />;
}

export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  const { DialogClose: Close } = loadedParts();
  return <Close {...props} />;
}
