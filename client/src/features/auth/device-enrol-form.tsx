import { deviceEndpoints } from "@shared/api/routes";
import { type DeviceStatusResponse, enrolDeviceRequest } from "@shared/api/devices";
import { DEVICE_MESSAGES } from "@shared/api/device-texts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint, queryKeyOf } from "@/lib/endpoint-client";
import { getErrorMessage } from "@/lib/query-client";

export const DEVICE_QUERY_KEY = queryKeyOf(deviceEndpoints.status);

type Props = { initialCode?: string; onEnrolled?: (status: DeviceStatusResponse) => void };

/** The one-time code a professional or a relative gives, typed (or opened from the QR code) on the tablet. */
export function DeviceEnrolForm({ initialCode = "", onEnrolled }: Props) {
  const id = useId();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: { code: string }) => callEndpoint(deviceEndpoints.enrol, { body }),
    onSuccess: (status) => {
      queryClient.setQueryData(DEVICE_QUERY_KEY, status);
      const names = status.people.map((p) => p.firstName).join(", ");
      toast({ title: "Tableta registrada", description: `Ya se puede entrar con el PIN de: ${names}` });
      onEnrolled?.(status);
    },
    // The typed code stays in the box, so a typo can be corrected rather than typed again.
    onError: (err) => setError(getErrorMessage(err, DEVICE_MESSAGES.codeInvalid)),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const parsed = enrolDeviceRequest.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? DEVICE_MESSAGES.codeMalformed);
      return;
    }
    setError(null);
    mutation.mutate({ code: parsed.data.code });
  };

  return (
    <form onSubmit={submit} className="flex w-full max-w-md flex-col gap-3" noValidate>
      <Label htmlFor={`${id}-code`} className="text-xl">
        Código de registro
      </Label>
      <Input
        id={`${id}-code`}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="ABCD 2345"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-16 text-center font-mono text-3xl tracking-widest"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-lg font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="xl" disabled={mutation.isPending}>
        {mutation.isPending ? "Registrando..." : "Registrar esta tableta"}
      </Button>
    </form>
  );
}
