import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useIsMobile } from "@/lib/use-is-mobile";

// docs/behaviour/09-constants.md: cookie sidebar_state (true/false) for 7 days; Ctrl/Cmd + b toggles.
const SIDEBAR_COOKIE_NAME = "sidebar_state";
const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;
const SIDEBAR_KEYBOARD_SHORTCUT = "b";
export const SIDEBAR_WIDTH = "16rem";
export const SIDEBAR_WIDTH_MOBILE = "18rem";
export const SIDEBAR_WIDTH_ICON = "3rem";

function readSidebarCookie(): boolean | null {
  const entry = document.cookie.split("; ").find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  const value = entry?.slice(SIDEBAR_COOKIE_NAME.length + 1);
  if (value === "true") return true;
  if (value === "false") return false;
  return null;
}

function writeSidebarCookie(isOpen: boolean): void {
  // docs/behaviour/03-entities.md keeps the sidebar state in this cookie.
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${isOpen}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

type SidebarContextValue = {
  isMobile: boolean;
  isOpen: boolean;
  isOpenMobile: boolean;
  isCollapsed: boolean;
  setOpen: (isOpen: boolean) => void;
  setOpenMobile: (isOpen: boolean) => void;
  toggleSidebar: () => void;
};

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const value = useContext(SidebarContext);
  if (!value) throw new Error("useSidebar se usa dentro de SidebarProvider");
  return value;
}

export function SidebarProvider({
  children,
  isDefaultOpen = true,
}: {
  children: ReactNode;
  isDefaultOpen?: boolean;
}) {
  const isMobile = useIsMobile();
  const [isOpen, setOpenState] = useState(() => readSidebarCookie() ?? isDefaultOpen);
  const [isOpenMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeSidebarCookie(next);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!isOpen);
  }, [isMobile, isOpen, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo(
    () => ({
      isMobile,
      isOpen,
      isOpenMobile,
      isCollapsed: !isMobile && !isOpen,
      setOpen,
      setOpenMobile,
      toggleSidebar,
    }),
    [isMobile, isOpen, isOpenMobile, setOpen, toggleSidebar],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
