import { loginPinRequest, MESSAGES, PIN_LENGTH, type SessionUser } from "@shared/api/auth";
import { API } from "@shared/api/paths";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation } from "wouter";
import { PinKeypad } from "@/components/pin-keypad";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/lib/auth";
import type { StoredMunicipality } from "@/lib/municipality";
import { apiJson, getErrorMessage } from "@/lib/query-client";

type Props = { name: string; municipality: StoredMunicipality | null; onChangeName: () => void };

/** PIN step: keypad plus 'Acceder'; both enabled only at exactly 4 digits and not while verifying. */
export function ElderlyPinStep({ name, municipality, onChangeName }: Props) {
  const [pin, setPin] = useState("");
  const { login } = useAuth();
  const [, setLocation] = useLocation();

  const mutation = useMutation({
    mutationFn: (body: { username: string; pin: string; municipalityId: string }) =>
      apiJson<{ user: SessionUser }>("POST", API.loginPin, body),
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

  return (
    // Landscape tablet: keypad beside 'Acceder', so both are in view at every text size without scrolling.
    <div className="flex flex-col items-center gap-6 landscape:grid landscape:grid-cols-2 landscape:content-start landscape:gap-6">
      <div className="landscape:row-span-2">
        <PinKeypad value={pin} onChange={setPin} onConfirm={submit} isBusy={isVerifying} />
      </div>
      <Button size="xl" className="w-full max-w-sm landscape:self-end" disabled={!isComplete || isVerifying} onClick={submit}>
        {isVerifying ? "Verificando..." : "Acceder"}
      </Button>
      <Button variant="ghost" size="xl" onClick={onChangeName} disabled={isVerifying}>
        No soy {name}: cambiar nombre
      </Button>
    </div>
  );
}
