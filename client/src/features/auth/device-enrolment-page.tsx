import type { DeviceStatusResponse } from "@shared/api/devices";
import { useState } from "react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { AuthLayout } from "./auth-layout";
import { DeviceEnrolForm } from "./device-enrol-form";

/**
 * /registrar-tableta: where the QR code of a person's record leads. The code travels in the address's
 * fragment (#ABCD2345), which browsers never send to the server, so it reaches no log.
 */
export default function DeviceEnrolmentPage() {
  const [initialCode] = useState(() => decodeURIComponent(window.location.hash.replace(/^#/, "")));
  const [enrolled, setEnrolled] = useState<DeviceStatusResponse | null>(null);
  return (
    <AuthLayout title="Registrar esta tableta" backHref="/select-user-type" isLarge>
      {enrolled ? (
        <div className="flex flex-col items-center gap-6">
          <p role="status" className="text-center text-2xl text-slate-900">
            Tableta registrada. Ya puede entrar con su nombre y su PIN
            {enrolled.people.length > 0 ? `: ${enrolled.people.map((p) => p.firstName).join(", ")}` : ""}.
          </p>
          <Link href="/elderly" className={buttonClasses("primary", "xl")}>
            Entrar con mi PIN
          </Link>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-6">
          <p className="max-w-xl text-center text-xl text-slate-800">
            Escriba el código de registro que le ha dado el personal del programa o su familiar.
          </p>
          <DeviceEnrolForm initialCode={initialCode} onEnrolled={setEnrolled} />
        </div>
      )}
    </AuthLayout>
  );
}
