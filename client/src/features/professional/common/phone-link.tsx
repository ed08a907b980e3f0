import { telHref } from "@shared/domain/phone";
import { Phone } from "lucide-react";
import { cn } from "@/lib/cn";

type PhoneLinkProps = {
  phone: string;
  /** Who answers: the link is named 'Llamar a {who}: {phone}'. */
  who: string;
  className?: string;
};

/**
 * A number staff call with one tap (a tel: link in international form). The visible number is part of the
 * accessible name, so speech input can say what it sees. An old number that cannot be dialled shows as text.
 */
export function PhoneLink({ phone, who, className }: PhoneLinkProps) {
  const href = telHref(phone);
  if (!phone.trim()) return <span className={className}>No indicado</span>;
  if (!href) return <span className={className}>{phone}</span>;
  return (
    <a
      href={href}
      aria-label={`Llamar a ${who}: ${phone}`}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
        className,
      )}
    >
      <Phone aria-hidden="true" className="h-5 w-5 shrink-0" />
      {phone}
    </a>
  );
}
