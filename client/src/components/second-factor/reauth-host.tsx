import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { setReauthHandler } from "@/lib/query-client";

// Loaded only when a sensitive act asks for it: the factor's code (WebAuthn) stays out of the first bundle.
const ReauthDialog = lazy(() => import("./reauth-dialog"));

/**
 * Answers a 403 'reauth-required' (a sensitive act without the factor shown in the last minutes) with
 * 'Confirme su identidad'; the refused request is sent again once the person confirms (query-client.ts).
 */
export function ReauthHost() {
  const [isOpen, setIsOpen] = useState(false);
  const resolveRef = useRef<((isConfirmed: boolean) => void) | null>(null);

  useEffect(
    () =>
      setReauthHandler(
        () =>
          new Promise<boolean>((resolve) => {
            // A second refused request while the dialog is open waits for the same answer.
            const earlier = resolveRef.current;
            resolveRef.current = (isConfirmed) => {
              earlier?.(isConfirmed);
              resolve(isConfirmed);
            };
            setIsOpen(true);
          }),
      ),
    [],
  );

  const settle = useCallback((isConfirmed: boolean) => {
    const resolve = resolveRef.current;
    resolveRef.current = null;
    setIsOpen(false);
    resolve?.(isConfirmed);
  }, []);

  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ReauthDialog onSettled={settle} />
    </Suspense>
  );
}
