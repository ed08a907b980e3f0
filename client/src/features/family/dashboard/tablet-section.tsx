import { deviceEndpoints } from "@shared/api/routes";
import { useMutation } from "@tanstack/react-query";
import { EnrolmentCodeCard } from "@/components/enrolment-code-card";
import { Button } from "@/components/ui/button";
import { callEndpoint } from "@/lib/endpoint-client";
import { getErrorMessage } from "@/lib/query-client";
import { DashboardSection, SectionNote } from "./dashboard-section";

/** A relative with consent can enrol the person's new tablet: a one-time code and its QR code. */
export function TabletSection({ elderly, timezone }: { elderly: { id: string; firstName: string }; timezone: string }) {
  const makeCode = useMutation({
    mutationFn: () => callEndpoint(deviceEndpoints.createCode, { params: { id: elderly.id }, body: {} }),
  });
  return (
    <DashboardSection title={`Tableta de ${elderly.firstName}`}>
      <p className="text-lg text-slate-800">
        {elderly.firstName} solo puede entrar con su PIN desde una tableta registrada. Si estrena tableta, cree aquí un
        código y escríbalo en ella.
      </p>
      <Button className="self-start" onClick={() => makeCode.mutate()} disabled={makeCode.isPending}>
        {makeCode.isPending ? "Creando..." : "Crear código para su tableta"}
      </Button>
      {makeCode.isError ? (
        <SectionNote isError>{getErrorMessage(makeCode.error, "No se pudo crear el código. Inténtelo de nuevo.")}</SectionNote>
      ) : null}
      {makeCode.data ? <EnrolmentCodeCard code={makeCode.data} timezone={timezone} /> : null}
    </DashboardSection>
  );
}
