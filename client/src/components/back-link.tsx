import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { cn } from "@/lib/cn";
import { buttonClasses } from "./ui/button";

/** A visible "back" link; large on elderly screens. */
export function BackLink({
  href,
  label = "Volver",
  isLarge = false,
}: {
  href: string;
  label?: string;
  isLarge?: boolean;
}) {
  return (
    <Link href={href} className={cn(buttonClasses("ghost", isLarge ? "xl" : "default"), "self-start px-3")}>
      <ArrowLeft aria-hidden="true" className={isLarge ? "h-7 w-7" : "h-5 w-5"} />
      {label}
    </Link>
  );
}
