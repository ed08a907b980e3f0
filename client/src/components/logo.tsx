import { cn } from "@/lib/cn";

const LOGO_ALT = "Acompaña, programa municipal de acompañamiento";

/** The programme logo (client/public/logo.svg). */
export function Logo({ className }: { className?: string }) {
  return (
    <img src="/logo.svg" alt={LOGO_ALT} width={240} height={64} className={cn("h-12 w-auto", className)} />
  );
}
