import { useEffect, useRef, useState } from "react";
import { readStoredMunicipality } from "@/lib/municipality";
import { AuthLayout } from "./auth-layout";
import { ElderlyNameStep } from "./elderly-name-step";
import { ElderlyPinStep } from "./elderly-pin-step";
import { ForgotPinHelp } from "./forgot-pin-help";
import { MunicipalityNotice } from "./municipality-notice";

/** /elderly, /elderly-name, /elderly-login (?step=name): name first, then the 4-digit PIN. */
export default function ElderlyLogin() {
  const [municipality] = useState(readStoredMunicipality);
  const [name, setName] = useState("");
  const [step, setStep] = useState<"name" | "pin">("name");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstStepRef = useRef(true);

  // The step changes without a new page: its heading takes the focus, so a screen reader says where the person is.
  useEffect(() => {
    if (isFirstStepRef.current) {
      isFirstStepRef.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  if (step === "pin") {
    return (
      <AuthLayout
        title="Escriba su PIN"
        subtitle={`Hola, ${name.trim()}. Pulse los 4 números de su PIN.`}
        backHref="/select-user-type"
        headingRef={headingRef}
        isLarge
      >
        {municipality ? null : <MunicipalityNotice municipality={null} />}
        <ElderlyPinStep name={name.trim()} municipality={municipality} onChangeName={() => setStep("name")} />
        <ForgotPinHelp />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Hola, cuál es tu nombre?" backHref="/select-user-type" headingRef={headingRef} isLarge>
      {municipality ? null : <MunicipalityNotice municipality={null} />}
      <ElderlyNameStep name={name} onNameChange={setName} onContinue={() => setStep("pin")} />
      <ForgotPinHelp />
    </AuthLayout>
  );
}
