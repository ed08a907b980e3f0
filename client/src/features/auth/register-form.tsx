import { authEndpoints } from "@shared/api/routes";
import { type FamilyRegisterRequest, familyRegisterRequest, MESSAGES, PASSWORD_MIN_LENGTH, PROFESSIONAL_PASSWORD_MIN_LENGTH, type ProfessionalRegisterRequest, professionalRegisterRequest, type SessionUser } from "@shared/api/auth";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/lib/auth";
import { callEndpoint } from "@/lib/endpoint-client";
import type { StoredMunicipality } from "@/lib/municipality";
import { getErrorMessage } from "@/lib/query-client";
import { FormField } from "./form-field";
import type { PortalRole } from "./login-form";

type Fields = {
  firstName: string;
  lastName: string;
  username: string;
  password: string;
  elderlyUserName: string;
};
const EMPTY: Fields = { firstName: "", lastName: "", username: "", password: "", elderlyUserName: "" };
type RegisterAnswer = { user: SessionUser; status?: string; message?: string };

type Props = {
  portal: PortalRole;
  municipality: StoredMunicipality | null;
  /** Professional accounts wait for approval: the portal returns to login mode. */
  onPendingApproval: (username: string) => void;
};

/** Family registration logs in at once; professional registration creates a pending account. */
export function RegisterForm({ portal, municipality, onPendingApproval }: Props) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const { login } = useAuth();
  const [, setLocation] = useLocation();
  const isFamily = portal === "family";
  const failure = isFamily ? MESSAGES.familyRegisterFailed : MESSAGES.professionalRegisterFailed;

  const mutation = useMutation({
    mutationFn: (body: FamilyRegisterRequest | ProfessionalRegisterRequest): Promise<RegisterAnswer> =>
      "elderlyUserName" in body
        ? callEndpoint(authEndpoints.familyRegister, { body })
        : callEndpoint(authEndpoints.professionalRegister, { body }),
    onSuccess: (answer) => {
      if (isFamily) {
        if (login(answer.user)) setLocation("/dashboard");
        else toast({ title: "Error en el registro", description: failure, variant: "destructive" });
        return;
      }
      toast({ title: "Registro recibido", description: answer.message || MESSAGES.pendingApproval });
      onPendingApproval(fields.username.trim());
    },
    onError: (error) => {
      toast({
        title: "Error en el registro",
        description: getErrorMessage(error, failure),
        variant: "destructive",
      });
    },
  });

  const set = (key: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const required: (keyof Fields)[] = ["firstName", "lastName", "username", "password"];
    if (isFamily) required.push("elderlyUserName");
    if (required.some((key) => fields[key].trim() === "")) {
      toast({ title: "Campos requeridos", description: MESSAGES.requiredFields, variant: "destructive" });
      return;
    }
    if (!municipality) {
      toast({
        title: "Municipio no seleccionado",
        description: MESSAGES.noMunicipality,
        variant: "destructive",
      });
      return;
    }
    const { elderlyUserName, ...common } = fields;
    const body = { ...common, municipalityId: municipality.id };
    const parsed = isFamily
      ? familyRegisterRequest.safeParse({ ...body, elderlyUserName })
      : professionalRegisterRequest.safeParse(body);
    if (!parsed.success) {
      const description = parsed.error.issues[0]?.message ?? MESSAGES.requiredFields;
      toast({ title: "Revise los datos", description, variant: "destructive" });
      return;
    }
    mutation.mutate(parsed.data);
  };

  const idPrefix = `${portal}-register`;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={`${idPrefix}-first-name`}
          label="Nombre"
          autoComplete="given-name"
          value={fields.firstName}
          onChange={set("firstName")}
        />
        <FormField
          id={`${idPrefix}-last-name`}
          label="Apellidos"
          autoComplete="family-name"
          value={fields.lastName}
          onChange={set("lastName")}
        />
      </div>
      <FormField
        id={`${idPrefix}-email`}
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        value={fields.username}
        onChange={set("username")}
      />
      <FormField
        id={`${idPrefix}-password`}
        label="Contraseña"
        type="password"
        autoComplete="new-password"
        hint={`Al menos ${isFamily ? PASSWORD_MIN_LENGTH : PROFESSIONAL_PASSWORD_MIN_LENGTH} caracteres. No use su nombre ni su correo.`}
        value={fields.password}
        onChange={set("password")}
      />
      {isFamily ? (
        <FormField
          id={`${idPrefix}-elderly`}
          label="Usuario o nombre de la persona mayor"
          hint="La persona mayor o el centro deberán confirmar el vínculo."
          value={fields.elderlyUserName}
          onChange={set("elderlyUserName")}
        />
      ) : (
        <p className="text-base text-slate-700">
          Su cuenta deberá ser aprobada por un profesional de su municipio antes de poder entrar.
        </p>
      )}
      <Button type="submit" size="lg" disabled={mutation.isPending} className="w-full">
        {mutation.isPending ? "Registrando..." : "Crear cuenta"}
      </Button>
    </form>
  );
}
