import type { EnrolmentCodeResponse } from "@shared/api/devices";
import { formatEnrolmentCode } from "@shared/domain/enrolment";
import { lazy, Suspense } from "react";

// The QR library loads when a code is shown, not with the screens that may show one.
const QRCodeSVG = lazy(() => import("qrcode.react").then((module) => ({ default: module.QRCodeSVG })));

/**
 * A fresh tablet enrolment code: the 8 characters, grouped for reading aloud, and a QR code of
 * /registrar-tableta#CODE (the fragment never reaches the server). Shown to staff and to family.
 */
export function EnrolmentCodeCard({ code, timezone }: { code: EnrolmentCodeResponse; timezone: string }) {
  const until = new Intl.DateTimeFormat("es-ES", {
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: timezone,
  }).format(new Date(code.expiresAt));
  return (
    <div role="status" className="flex flex-wrap items-center gap-4 rounded-xl border-2 border-brand-700 p-4">
      {/* The placeholder keeps the code's place (144 px) while the QR loads. */}
      <Suspense fallback={<div className="h-36 w-36" />}>
        <QRCodeSVG
          value={`${window.location.origin}/registrar-tableta#${code.code}`}
          size={144}
          role="img"
          aria-label="Código QR para registrar la tableta"
        />
      </Suspense>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-base text-slate-800">Código de registro para «{code.deviceName}»:</p>
        <p className="font-mono text-3xl font-bold tracking-widest text-slate-900" data-testid="enrolment-code">
          {formatEnrolmentCode(code.code)}
        </p>
        <p className="text-sm text-slate-700">
          Escríbalo en la tableta (al entrar con el PIN) o escanee el código QR. Sirve una sola vez, hasta el {until}.
        </p>
      </div>
    </div>
  );
}
