import type { ReactNode } from "react";
import { BackLink } from "@/components/back-link";
import { Footer } from "@/components/footer";

type FamilyPageProps = {
  title: string;
  /** Shown as a "back to the dashboard" link above the title (not on the dashboard itself). */
  hasBackLink?: boolean;
  children: ReactNode;
};

/** Frame of every family screen: one main landmark, one h1, the footer. */
export function FamilyPage({ title, hasBackLink = false, children }: FamilyPageProps) {
  return (
    <>
      <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-8">
        {hasBackLink ? <BackLink href="/dashboard" label="Volver al panel" /> : null}
        <h1 className="text-3xl font-bold break-words text-slate-900">{title}</h1>
        {children}
      </main>
      <Footer />
    </>
  );
}
