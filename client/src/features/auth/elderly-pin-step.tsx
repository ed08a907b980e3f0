import { authEndpoints, deviceEndpoints } from "@shared/api/routes";
import { loginPinRequest, MESSAGES, PIN_LENGTH } from "@shared/api/auth";
import { DEVICE_MESSAGES, DEVICE_NOT_ENROLLED } from "@shared/api/device-texts";
import { PIN_NAME_AMBIGUOUS } from "@shared/api/messages";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation } from "wouter";
import { PinKeypad } from "@/components/pin-keypad";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/lib/auth";
import { callEndpoint } from "@/lib/endpoint-client";
import type { StoredMunicipality } from "@/lib/municipality";
import { getErrorCode, getErrorMessage } from "@/lib/query-client";
import { DEVICE_QUERY_KEY, DeviceEnrolForm } from "./device-enrol-form";

type Props = { name: string; municipality: StoredMunicipality | null; onChangeName: () => void };

/** PIN step: keypad plus 'Acceder'; both enabled only at exactly 4 digits and not while verifying. */
export function ElderlyPinStep({ name, municipality, onChangeName }: Props) {
  const [pin, setPin] = useState("");
  /** Set when the server refused for want of enrolment (no PIN was checked): the code form replaces the keypad. */
  const [enrolReason, setEnrolReason] = useState<string | null>(null);
  const device = useQuery({
    queryKey: DEVICE_QUERY_KEY,
    queryFn: () => callEndpoint(deviceEndpoints.status, {}),
    staleTime: 0,
  });
  const { login } = useAuth();
  const [, setLocation] = useLocation();

  const mutation = useMutation({
    mutationFn: (body: { username: string; pin: string; municipalityId: string }) =>
      callEndpoint(authEndpoints.loginPin, { body }),
    onSuccess: ({ user }) => {
      if (!login(user)) {
        toast({ title: "Error de acceso", description: MESSAGES.pinWrong, variant: "destructive" });
        setPin("");
        return;
      }
      toast({ title: `¡Bienvenido/a ${user.firstName || name}`, description: "Acceso correcto" });
      setLocation("/dashboard");
    },
    onError: (error) => {
      setPin("");
      if (getErrorCode(error) === DEVICE_NOT_ENROLLED) {
        setEnrolReason(getErrorMessage(error, DEVICE_MESSAGES.notEnrolled));
        return;
      }
      // Two people on this tablet answer to the name with that PIN: back to the name, to type it in full.
      if (getErrorCode(error) === PIN_NAME_AMBIGUOUS) {
        toast({ title: "Escriba su nombre completo", description: getErrorMessage(error, MESSAGES.pinNameAmbiguous) });
        onChangeName();
        return;
      }
      toast({
        title: "Error de acceso",
        description: getErrorMessage(error, MESSAGES.pinWrong),
        variant: "destructive",
      });
    },
  });

  const isVerifying = mutation.isPending;
  const isComplete = pin.length === PIN_LENGTH;

  const submit = () => {
    if (isVerifying) return;
    if (!isComplete) {
      toast({ title: "PIN incompleto", description: MESSAGES.pinIncomplete, variant: "destructive" });
      return;
    }
    const parsed = loginPinRequest.safeParse({ username: name, pin, municipalityId: municipality?.id });
    if (!parsed.success) {
      toast({
        title: "Error de acceso",
        description: parsed.error.issues[0]?.message ?? MESSAGES.pinWrong,
        variant: "destructive",
      });
      return;
    }
    mutation.mutate(parsed.data);
  };

  const changeName = (
    <Button variant="ghost" size="xl" onClick={onChangeName} disabled={isVerifying}>
      No soy {name}: cambiar nombre
    </Button>
  );
  // An unknown device status (still loading, or the request failed) shows the keypad: the server decides.
  const needsEnrolment = enrolReason !== null || device.data?.isEnrolled === false;
  if (needsEnrolment) {
    return (
      <div className="flex flex-col items-center gap-6">
        <p role="status" className="max-w-xl rounded-2xl border-2 border-amber-300 bg-amber-50 p-4 text-xl text-slate-900">
          {enrolReason ?? DEVICE_MESSAGES.notEnrolled}
        </p>
        <DeviceEnrolForm onEnrolled={() => setEnrolReason(null)} />
        {changeName}
      </div>
    );
  }

  return (
    // Landscape tablet: keypad beside 'Acceder', so both are in view at every text size without scrolling.
    <div className="flex flex-col items-center gap-6 landscape:grid landscape:grid-cols-2 landscape:content-start landscape:gap-6">
      <div className="landscape:row-span-2">
        <PinKeypad value={pin} onChange={setPin} onConfirm={submit} isBusy={isVerifying} />
      </div>
      <Button size="xl" className="w-full max-w-sm landscape:self-end" disabled={!isComplete || isVerifying} onClick={submit}>
        {isVerifying ? "Verificando..." : "Acceder"}
      </Button>
      {changeName}
    </div>
  );
}
