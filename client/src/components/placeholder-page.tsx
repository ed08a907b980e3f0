import type { ReactNode } from "react";
import { BackLink } from "./back-link";

type PlaceholderPageProps = {
  title: string;
  description: string;
  backHref?: string;
  isLarge?: boolean;
  children?: ReactNode;
};

/** Honest placeholder for a screen that a later issue builds: heading, explanation, way back. */
export function PlaceholderPage({
  title,
  description,
  backHref = "/dashboard",
  isLarge = false,
  children,
}: PlaceholderPageProps) {
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <BackLink href={backHref} label="Volver al inicio" isLarge={isLarge} />
      <h1 className={isLarge ? "text-4xl font-bold text-slate-900" : "text-3xl font-bold text-slate-900"}>
        {title}
      </h1>
      <p className={isLarge ? "text-2xl text-slate-900" : "text-lg text-slate-800"}>{description}</p>
      {children}
    </main>
  );
}
