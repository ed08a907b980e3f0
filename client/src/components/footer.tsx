import { Info } from "lucide-react";
import { Link } from "wouter";
import { Logo } from "./logo";
import { buttonClasses } from "./ui/button";

/** Page footer: programme logo and the 'Información Adicional' button (large on elderly screens). */
export function Footer({ isLarge = false }: { isLarge?: boolean }) {
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-4 px-4 py-6">
        <Logo />
        <Link href="/additional-info" className={buttonClasses("secondary", isLarge ? "xl" : "default")}>
          <Info aria-hidden="true" className={isLarge ? "h-7 w-7" : "h-5 w-5"} />
          Información Adicional
        </Link>
      </div>
    </footer>
  );
}
