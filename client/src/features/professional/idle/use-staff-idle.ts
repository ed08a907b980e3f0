import { authEndpoints } from "@shared/api/routes";
import { staffIdleState } from "@shared/domain/staff-idle";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/lib/auth";
import { callEndpoint } from "@/lib/endpoint-client";

/**
 * The last use of the portal in any tab (epoch ms): one idle tab must not end the session another tab is using,
 * since they share the cookie. docs/behaviour/03-entities.md#client-storage.
 */
export const LAST_USE_KEY = "staff_last_use";
const ACTIVITY_EVENTS = ["pointerdown", "keydown", "wheel", "touchstart"] as const;
const CHECK_EVERY_MS = 5_000;
/** Storage is written at most this often while someone types or scrolls. */
const SHARE_EVERY_MS = 10_000;

function readSharedLastUse(): number {
  const value = Number(window.localStorage.getItem(LAST_USE_KEY));
  return Number.isFinite(value) ? value : 0;
}

/**
 * Counts the person's own use (keys, pointer, wheel), not the list's background reads: those keep the server
 * session fresh every 30 s, so the portal itself warns two minutes before the idle end and then signs out.
 */
export function useStaffIdle(): { isWarning: boolean; stayConnected: () => Promise<void> } {
  const { logout } = useAuth();
  const [isWarning, setIsWarning] = useState(false);
  const lastUseRef = useRef(0);
  const lastShareRef = useRef(0);
  const isWarningRef = useRef(false);

  const share = useCallback((now: number) => {
    lastUseRef.current = now;
    lastShareRef.current = now;
    window.localStorage.setItem(LAST_USE_KEY, String(now));
  }, []);

  useEffect(() => {
    share(Date.now());
    // While '¿Sigue ahí?' is open only its buttons answer it: a stray key must not hide the warning unread.
    const onActivity = () => {
      if (isWarningRef.current) return;
      const now = Date.now();
      lastUseRef.current = now;
      if (now - lastShareRef.current >= SHARE_EVERY_MS) share(now);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { capture: true, passive: true });
    const timer = window.setInterval(() => {
      const lastUse = Math.max(lastUseRef.current, readSharedLastUse());
      const state = staffIdleState(new Date(lastUse), new Date());
      if (state.phase === "ended") {
        window.clearInterval(timer);
        void logout().then(() =>
          toast({ title: "Sesión cerrada", description: "Su sesión se cerró por inactividad.", variant: "destructive" }),
        );
        return;
      }
      isWarningRef.current = state.phase === "warning";
      setIsWarning(isWarningRef.current);
    }, CHECK_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [logout, share]);

  const stayConnected = useCallback(async () => {
    // Any signed-in request touches the server session (server/auth/sessions.ts): this one restarts its idle time.
    await callEndpoint(authEndpoints.me, {});
    share(Date.now());
    isWarningRef.current = false;
    setIsWarning(false);
  }, [share]);

  return { isWarning, stayConnected };
}
