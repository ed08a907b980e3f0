import { authEndpoints } from "@shared/api/routes";
import { UNAUTHENTICATED_MESSAGE } from "@shared/api/session-texts";
import type { StoredUser } from "@shared/domain/client-storage";
import { useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useLocation } from "wouter";
import { dismissToast, toast } from "@/components/ui/use-toast";
import { callEndpoint } from "./endpoint-client";
import {
  getErrorStatus,
  setPasswordChangeHandler,
  setSecondFactorHandler,
  setUnauthorizedHandler,
} from "./query-client";
import { clearSessionDrafts } from "./session-draft";
import { clearStoredUser, readStoredUser, storeUser } from "./stored-user";

type AuthContextValue = {
  user: StoredUser | null;
  /** True while a stored user is being confirmed with GET /api/auth/me. */
  isLoading: boolean;
  /** Stores a user object if it has id and role; returns whether it was accepted. */
  login: (user: unknown) => boolean;
  /** POST /api/auth/logout, forget the user and the cache, go to "/". */
  logout: () => Promise<void>;
  /** The one-time password was replaced: the portal opens. */
  completePasswordChange: () => void;
  /** The second step was shown (or the first factor enrolled): `user` is the full session's, the portal opens. */
  completeSecondFactor: (user: unknown) => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth se usa dentro de AuthProvider");
  return value;
}

type AuthState = { user: StoredUser | null; isLoading: boolean };

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [, setLocation] = useLocation();
  const [state, setState] = useState<AuthState>(() => {
    const user = readStoredUser();
    return { user, isLoading: user !== null };
  });

  const forget = useCallback(() => {
    clearStoredUser();
    queryClient.clear();
    setState({ user: null, isLoading: false });
    // Back from "/" then lands on the role selection, not on the fallback page of the old screen.
    setLocation("/select-user-type", { replace: true });
    setLocation("/");
  }, [queryClient, setLocation]);

  // Deviation (docs/behaviour/04-states.md#session): an expired session sends the person back to "/" with a toast.
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        if (!readStoredUser()) return;
        forget();
        toast({ title: "Sesión finalizada", description: UNAUTHENTICATED_MESSAGE, variant: "destructive" });
      }),
    [forget],
  );

  // A session with a one-time password is refused everything but a new password: show that screen.
  useEffect(
    () =>
      setPasswordChangeHandler(() =>
        setState((current) => {
          if (!current.user || current.user.mustChangePassword) return current;
          const user = storeUser({ ...current.user, mustChangePassword: true });
          return user ? { ...current, user } : current;
        }),
      ),
    [],
  );

  // A sign-in owing its second step is refused everything else: show that step (the screen asks the server
  // whether a factor is to be shown or enrolled).
  useEffect(
    () =>
      setSecondFactorHandler(() =>
        setState((current) => {
          if (!current.user || current.user.secondFactor) return current;
          const user = storeUser({ ...current.user, secondFactor: "verify" });
          return user ? { ...current, user } : current;
        }),
      ),
    [],
  );

  const completeSecondFactor = useCallback(
    (candidate: unknown) => {
      setState((current) => {
        const user = storeUser(candidate);
        if (!user) return current;
        const { secondFactor: _done, ...rest } = user;
        const stored = storeUser(rest);
        return stored ? { user: stored, isLoading: false } : current;
      });
      // Whatever was refused while the step was owed is asked again.
      void queryClient.invalidateQueries();
    },
    [queryClient],
  );

  const completePasswordChange = useCallback(() => {
    setState((current) => {
      if (!current.user) return current;
      const { mustChangePassword: _done, ...rest } = current.user;
      const user = storeUser(rest);
      return user ? { ...current, user } : current;
    });
    // Whatever was refused while the password was owed is asked again.
    void queryClient.invalidateQueries();
  }, [queryClient]);

  const forgetRef = useRef(forget);
  useEffect(() => {
    forgetRef.current = forget;
  }, [forget]);

  // The cookie is the authority: confirm a stored user once on load.
  useEffect(() => {
    if (!readStoredUser()) return;
    let isCancelled = false;
    callEndpoint(authEndpoints.me, {})
      .then((body) => {
        if (isCancelled) return;
        const user = storeUser(body?.user);
        if (user) setState({ user, isLoading: false });
        else forgetRef.current();
      })
      .catch((error: unknown) => {
        if (isCancelled) return;
        // 401 is handled above; on a network or server error the stored user stays
        // (docs/behaviour/04-states.md#session).
        if (getErrorStatus(error) !== 401) setState((current) => ({ ...current, isLoading: false }));
      });
    return () => {
      isCancelled = true;
    };
  }, []);

  const login = useCallback((candidate: unknown) => {
    const user = storeUser(candidate);
    if (!user) return false;
    // An 'Error de acceso' left by an earlier attempt must not linger over the now open session.
    dismissToast();
    setState({ user, isLoading: false });
    return true;
  }, []);

  const logout = useCallback(async () => {
    try {
      await callEndpoint(authEndpoints.logout, {});
    } catch {
      // The session may already be gone; the person still leaves.
    }
    clearSessionDrafts();
    forget();
  }, [forget]);

  const value = useMemo(
    () => ({ ...state, login, logout, completePasswordChange, completeSecondFactor }),
    [state, login, logout, completePasswordChange, completeSecondFactor],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
