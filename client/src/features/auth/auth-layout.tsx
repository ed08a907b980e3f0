import type { ReactNode, RefObject } from "react";
import { BackLink } from "@/components/back-link";
import { Footer } from "@/components/footer";
import { cn } from "@/lib/cn";

type AuthLayoutProps = {
  title: string;
  subtitle?: ReactNode;
  backHref?: string;
  isLarge?: boolean;
  /** For a page with steps: the step's heading takes the focus when the step changes. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
};

/** Logged-out page frame: main landmark with one h1, optional back link, footer. */
export function AuthLayout({ title, subtitle, backHref, isLarge = false, headingRef, children }: AuthLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-6 px-4 pt-20 pb-10 landscape:pt-6">
        {backHref ? <BackLink href={backHref} label="Volver" isLarge={isLarge} /> : null}
        <div className="flex flex-col gap-2">
          <h1 ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={cn("font-bold text-slate-900", isLarge ? "text-4xl" : "text-3xl")}>
            {title}
          </h1>
          {subtitle ? (
            <p className={cn("text-slate-800", isLarge ? "text-2xl" : "text-lg")}>{subtitle}</p>
          ) : null}
        </div>
        {children}
      </main>
      <Footer isLarge={isLarge} />
    </div>
  );
}
