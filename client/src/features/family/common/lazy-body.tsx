import { type ReactNode, Suspense } from "react";
import { Spinner } from "@/components/spinner";

/** Waits for a screen's body bundle (the title and the frame are already on screen). */
export function LazyBody({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner label="Cargando..." className="py-10" />}>{children}</Suspense>;
}
