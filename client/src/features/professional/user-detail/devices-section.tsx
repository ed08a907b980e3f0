import { deviceEndpoints } from "@shared/api/routes";
import { endpointUrl } from "@shared/api/contract";
import type { EnrolmentCodeResponse } from "@shared/api/devices";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { EnrolmentCodeCard } from "@/components/enrolment-code-card";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { callEndpoint } from "@/lib/endpoint-client";
import { getErrorMessage } from "@/lib/query-client";
import { EmptyState, LoadError, Loading } from "../common/feedback";
import { dateTimeLabel } from "../common/time-format";
import { DetailSection } from "./detail-section";

/**
 * 'Tabletas registradas': the browsers this person can log in from with their PIN, a one-time
 * code (and its QR code) to enrol a new one, and revocation, which ends that tablet's sessions at once.
 */
export function DevicesSection({ userId, firstName, timezone }: { userId: string; firstName: string; timezone: string }) {
  const fieldId = useId();
  const queryClient = useQueryClient();
  // One segment, the whole URL: the key this section has always used (not queryKeyOf's per-segment shape).
  const listKey = [endpointUrl(deviceEndpoints.list, { id: userId })];
  const devices = useQuery({
    queryKey: listKey,
    queryFn: () => callEndpoint(deviceEndpoints.list, { params: { id: userId } }),
  });
  const [deviceName, setDeviceName] = useState("");
  const [code, setCode] = useState<EnrolmentCodeResponse | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const makeCode = useMutation({
    mutationFn: () =>
      callEndpoint(deviceEndpoints.createCode, {
        params: { id: userId },
        body: { deviceName: deviceName.trim() || undefined },
      }),
    onSuccess: setCode,
    onError: (err) =>
      toast({ title: "No se pudo crear el código", description: getErrorMessage(err, "Inténtelo de nuevo."), variant: "destructive" }),
  });
  const revoke = useMutation({
    mutationFn: (deviceId: string) => callEndpoint(deviceEndpoints.revoke, { params: { id: userId, deviceId } }),
    onSuccess: () => toast({ title: "Tableta revocada", description: "Ya no se puede entrar con el PIN desde ella." }),
    onError: (err) =>
      toast({ title: "No se pudo revocar", description: getErrorMessage(err, "Inténtelo de nuevo."), variant: "destructive" }),
    onSettled: () => {
      setConfirming(null);
      return queryClient.invalidateQueries({ queryKey: listKey });
    },
  });

  return (
    <DetailSection id="tabletas" title="Tabletas registradas">
      <p className="text-base text-slate-700">
        {firstName} solo puede entrar con su PIN desde una tableta registrada aquí o por un familiar autorizado.
      </p>
      {devices.isPending ? (
        <Loading label="Cargando tabletas..." />
      ) : devices.isError ? (
        <LoadError message="No se pudieron cargar las tabletas" onRetry={() => devices.refetch()} />
      ) : devices.data.devices.length === 0 ? (
        <EmptyState text="No tiene tabletas registradas" />
      ) : (
        <ul className="grid gap-2">
          {devices.data.devices.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border-2 border-slate-200 p-3">
              <p className="text-base text-slate-900">
                <span className="font-semibold">{d.name}</span>
                <span className="block text-sm text-slate-700">
                  Registrada: {dateTimeLabel(d.enrolledAt, timezone)}
                  {d.enrolledBy ? ` por ${d.enrolledBy}` : ""} · Último uso:{" "}
                  {d.lastUsedAt ? dateTimeLabel(d.lastUsedAt, timezone) : "nunca"}
                </span>
              </p>
              {confirming === d.id ? (
                <span className="flex flex-wrap gap-2">
                  <Button variant="destructive" disabled={revoke.isPending} onClick={() => revoke.mutate(d.id)}>
                    Sí, revocar «{d.name}»
                  </Button>
                  <Button variant="secondary" onClick={() => setConfirming(null)}>
                    Cancelar
                  </Button>
                </span>
              ) : (
                <Button variant="secondary" onClick={() => setConfirming(d.id)} aria-label={`Revocar ${d.name}`}>
                  Revocar
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-[min(100%,14rem)] flex-1 flex-col gap-1">
          <Label htmlFor={`${fieldId}-name`}>Nombre de la tableta (opcional)</Label>
          <Input
            id={`${fieldId}-name`}
            value={deviceName}
            maxLength={60}
            placeholder={`Tableta de ${firstName}`}
            onChange={(e) => setDeviceName(e.target.value)}
          />
        </div>
        <Button onClick={() => makeCode.mutate()} disabled={makeCode.isPending}>
          {makeCode.isPending ? "Creando..." : "Crear código de registro"}
        </Button>
      </div>
      {code ? <EnrolmentCodeCard code={code} timezone={timezone} /> : null}
    </DetailSection>
  );
}
