import { lazy, Suspense, useEffect, useState } from "react";
import { whenIdle } from "@/lib/when-idle";
import { useToast } from "./use-toast";

// Radix's toast (8 kB gzip with its layers and collection) is not part of any first paint: its region is mounted once
// the page is idle, or at once when a toast comes first. A toast shown meanwhile waits in the store (use-toast.ts).
const ToastRegion = lazy(() => import("./toast-region"));

/** The toast region (toast-region.tsx). Mount once. */
export function Toaster() {
  const hasToast = useToast().toasts.length > 0;
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => whenIdle(() => setIsIdle(true)), []);
  if (!isIdle && !hasToast) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
