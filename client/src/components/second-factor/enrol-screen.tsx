import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth";
import { PasskeyCreate } from "./passkey-create";
import { RecoveryCodesPanel } from "./recovery-codes-panel";
import { type Enrolled, TotpSetup } from "./totp-setup";

export const ENROL_TITLE = "Proteja su cuenta";

type Step = "choose" | "passkey" | "totp";

/** Staff without a factor add one before the portal opens; the first one also gives the recovery codes. */
export function EnrolScreen() {
  const { logout, completeSecondFactor } = useAuth();
  const [step, setStep] = useState<Step>("choose");
  const [enrolled, setEnrolled] = useState<Enrolled | null>(null);
  useEffect(() => {
    document.title = `${ENROL_TITLE} — Acompaña`;
  }, []);
  const onEnrolled = (answer: Enrolled) => {
    if (answer.recoveryCodes?.length) setEnrolled(answer);
    else completeSecondFactor(answer.user);
  };
  const back = () => setStep("choose");
  return (
    <main className="mx-auto flex min-h-screen w-full max-w-xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{ENROL_TITLE}</h1>
      {enrolled?.recoveryCodes ? (
        <RecoveryCodesPanel codes={enrolled.recoveryCodes} onDone={() => completeSecondFactor(enrolled.user)} />
      ) : (
        <>
          <p className="text-lg text-slate-800">
            Su cuenta da acceso a datos de personas mayores, así que además de la contraseña necesita un segundo
            paso al entrar.
          </p>
          <section aria-label="Segundo paso" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            {step === "choose" ? (
              <>
                <Button size="lg" onClick={() => setStep("passkey")}>
                  Crear una llave de acceso
                </Button>
                <p className="text-base text-slate-700">Con la huella, la cara o el PIN de este dispositivo.</p>
                <Button size="lg" variant="secondary" onClick={() => setStep("totp")}>
                  Usar una aplicación de autenticación
                </Button>
                <p className="text-base text-slate-700">Un código de 6 números en su teléfono.</p>
              </>
            ) : null}
            {step === "passkey" ? <PasskeyCreate onEnrolled={onEnrolled} onCancel={back} /> : null}
            {step === "totp" ? <TotpSetup onEnrolled={onEnrolled} onCancel={back} /> : null}
          </section>
        </>
      )}
      <Button variant="ghost" className="self-start" onClick={() => void logout()}>
        Salir
      </Button>
    </main>
  );
}
