import { useState } from "react";
import { BackLink } from "@/components/back-link";
import { useAuth } from "@/lib/auth";
import { ChangePasswordForm } from "./change-password-form";
import { SecondFactorSection } from "./second-factor-section";
import { SessionsSection } from "./sessions-section";
import { SignInsSection } from "./sign-ins-section";

/**
 * 'Mi cuenta' of family and staff: change the password, the second factor, see and close one's open sessions, and
 * one's recent sign-ins.
 */
export default function AccountPage({ backHref }: { backHref: string }) {
  const { user } = useAuth();
  const [done, setDone] = useState<string | null>(null);
  const role = user?.role === "professional" ? "professional" : "family";
  const timezone = typeof user?.timezone === "string" ? user.timezone : undefined;
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:px-6">
      <BackLink href={backHref} label="Volver al panel" />
      <h1 className="text-3xl font-bold text-slate-900">Mi cuenta</h1>
      <section
        aria-labelledby="change-password-heading"
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6"
      >
        <h2 id="change-password-heading" className="text-2xl font-semibold text-slate-900">
          Cambiar contraseña
        </h2>
        <p role="status" className="text-lg font-semibold text-green-900 empty:hidden">
          {done}
        </p>
        <ChangePasswordForm role={role} submitLabel="Cambiar contraseña" onChanged={setDone} />
      </section>
      <SecondFactorSection isStaff={role === "professional"} timezone={timezone} />
      <SessionsSection key={done ?? ""} timezone={timezone} />
      <SignInsSection timezone={timezone} />
    </main>
  );
}
